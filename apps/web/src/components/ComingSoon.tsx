import { Result } from 'antd';

/** Plain placeholder for screens not delivered yet; the route and its guards are already real. */
export function ComingSoon({ title }: { title: string; issue?: string }) {
  return <Result status="info" title={title} subTitle="Esta sección estará disponible muy pronto." />;
}
