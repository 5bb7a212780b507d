import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { useDarkMode, useReducedMotion } from '../lib/theme';
import { router } from './router';
import { UpdatePrompt } from './UpdatePrompt';

dayjs.extend(customParseFormat);
dayjs.locale('es');

// Theme tokens of spec 1 §9: green primary, radius 8, control height 40. The green and the red are the darker
// shades that keep small text at WCAG AA contrast (4.5:1) on white; so are the light theme's secondary texts.
const TOKENS = { colorPrimary: '#15803d', colorSuccess: '#15803d', colorError: '#d32f2f', colorLink: '#15803d', borderRadius: 8, controlHeight: 40, fontSize: 15 };
const LIGHT_TEXT = { colorSuccessBg: '#f0fdf4', colorSuccessBorder: '#86efac', colorTextSecondary: 'rgba(0, 0, 0, 0.66)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)', colorTextDescription: 'rgba(0, 0, 0, 0.62)' };

export function App() {
  const dark = useDarkMode();
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <ConfigProvider
      locale={esES}
      theme={{
        token: { ...TOKENS, ...(dark ? {} : LIGHT_TEXT), motion: !reducedMotion },
        algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        components: {
          Progress: { defaultColor: TOKENS.colorPrimary },
          Menu: { itemPaddingInline: 12, horizontalItemSelectedColor: TOKENS.colorPrimary },
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
