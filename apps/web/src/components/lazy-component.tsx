import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

// Heavy parts of a page that are not on its first screen (a collapsed panel, a dialog) load when they are first shown:
// their antd pieces (DatePicker, Upload, Image…) stay out of the page's first load.

/**
 * A component whose code loads when it is first rendered, with `fallback` meanwhile. It is drawn inside antd's theme,
 * which loads with it: the pages drawn without antd (the home page, the match detail) show antd parts this way
 * (docs/decisions/0047).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Loaded = lazy(async () => {
    const [Component, { AntdProvider }] = await Promise.all([load(), import('./AntdProvider')]);
    function Themed(props: P) {
      return (
        <AntdProvider>
          <Component {...props} />
        </AntdProvider>
      );
    }
    return { default: Themed };
  });
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** A dialog (an `open` prop) whose code loads the first time it opens; nothing is rendered before. */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Loaded = lazyComponent(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    return opened ? <Loaded {...props} /> : null;
  };
}
