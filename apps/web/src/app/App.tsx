import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { useDarkMode } from '../lib/theme';
import { FlashHost } from './FlashHost';
import { router } from './router';
import { UpdatePrompt } from './UpdatePrompt';

// No antd here: /login draws without it (docs/decisions/0044). antd's theme and the query client are in AppShell, the
// route around every other page; AntdProvider holds the theme tokens.
export function App() {
  const dark = useDarkMode();
  // before the first paint: the pages drawn without antd take their colours from it (components/lite/lite.css)
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <>
      <RouterProvider router={router} />
      <UpdatePrompt />
      <FlashHost />
    </>
  );
}
