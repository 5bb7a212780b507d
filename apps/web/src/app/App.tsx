import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { useDarkMode } from '../lib/theme';
import { router } from './router';

dayjs.extend(customParseFormat);
dayjs.locale('es');

// Theme tokens of spec 1 §9: green primary, radius 8, control height 40.
const TOKENS = { colorPrimary: '#16a34a', borderRadius: 8, controlHeight: 40, fontSize: 15 };

export function App() {
  const dark = useDarkMode();
  return (
    <ConfigProvider
      locale={esES}
      theme={{
        token: TOKENS,
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
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
