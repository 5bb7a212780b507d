import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';
import { FullPageSpinner } from './PageSpinner';

// antd's Result carries its 403/404/500 drawings, 10 KiB gzipped. The route guards, on every page's path, show one
// only on a refusal or an error: it loads then, with antd's theme.
const AntResult = lazy(() => import('./ThemedResult'));

/** antd's Result, loaded when first shown. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AntResult {...props} />
    </Suspense>
  );
}
