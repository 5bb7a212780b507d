import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import AppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo, type ReactNode } from 'react';
import { flash } from '../lib/flash';
import { useDarkMode, useReducedMotion } from '../lib/theme';

// Loaded with the first screen that uses antd (the app shell, a message, the update notice), not with /login
// (docs/decisions/0044). Only the Spanish dayjs locale is bundled: 'dayjs/locale/es', nothing else.
dayjs.extend(customParseFormat);
dayjs.locale('es');

// Theme tokens: green primary, radius 8, control height 40. The green and the red are the darker
// shades that keep small text at WCAG AA contrast (4.5:1) on white; so are the light theme's secondary texts.
// lite/lite.css repeats the resulting colours for the pages drawn before antd loads.
const TOKENS = { colorPrimary: '#15803d', colorSuccess: '#15803d', colorError: '#d32f2f', colorLink: '#15803d', borderRadius: 8, controlHeight: 40, fontSize: 15 };
// The accessibility audit (docs/decisions/0045) asks 4.5:1 of every text, so the light theme also darkens: placeholders
// (antd's 1.83:1 grey), the hover green of buttons and links (4.22:1), the warning text (1.9:1), and for two
// components the grey antd draws text on: the switch's track behind its 'Sí'/'No' (a list's empty text: lite.css).
const LIGHT_TEXT = {
  colorSuccessBg: '#f0fdf4', colorSuccessBorder: '#86efac', colorTextSecondary: 'rgba(0, 0, 0, 0.66)', colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)', colorPrimaryHover: '#166534', colorLinkHover: '#166534',
  colorWarningText: '#9a5b00',
};
// The dark theme's green text (links, the open tab) at 4.5:1 on antd's dark surfaces, as lite.css's --lite-link
// (the dark theme's audit; the buttons keep the darker green under white text).
const DARK_TEXT = { colorLink: '#4fbf7a', colorLinkHover: '#74d39a' };
const DARK_COMPONENTS = { Tabs: { itemSelectedColor: '#4fbf7a', itemHoverColor: '#74d39a', itemActiveColor: '#4fbf7a' } };
const LIGHT_COMPONENTS = {
  Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.66)' },
};

// App.useApp().message says things through lib/flash (app/FlashHost.tsx, drawn without antd): the pages drawn with antd
// sit under their own AntdArea, which unmounts when the next page is drawn without antd (the home page, the match
// detail), and a "Partido creado exitosamente" said just before navigating there must outlive it.
const say = (kind: 'success' | 'error' | 'info' | 'warning') => (content: unknown) => {
  if (typeof content === 'string') flash[kind](content);
  else if (content && typeof content === 'object' && 'content' in content) flash[kind](String((content as { content: unknown }).content));
  const done = Object.assign(() => undefined, { then: (ok?: (v: boolean) => unknown) => Promise.resolve(ok?.(true)) });
  return done;
};
const flashMessage = {
  success: say('success'), error: say('error'), info: say('info'), warning: say('warning'), loading: say('info'),
  open: (c: { type?: 'success' | 'error' | 'info' | 'warning'; content?: unknown }) => say(c.type ?? 'info')(c.content),
  destroy: () => undefined,
} as unknown as MessageInstance;

function FlashAsMessage({ children }: { children: ReactNode }) {
  const app = AntApp.useApp();
  const value = useMemo(() => ({ ...app, message: flashMessage }), [app]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/** antd's theme (light or dark, motion off for people who ask for less) and its App context (modal; messages through lib/flash). */
export function AntdProvider({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={esES}
      theme={{
        token: { ...TOKENS, ...(dark ? DARK_TEXT : LIGHT_TEXT), motion: !reducedMotion },
        algorithm: dark ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
        components: {
          ...(dark ? DARK_COMPONENTS : LIGHT_COMPONENTS),
          Progress: { defaultColor: TOKENS.colorPrimary },
          Menu: { itemPaddingInline: 12, horizontalItemSelectedColor: TOKENS.colorPrimary, ...(dark ? {} : { itemSelectedBg: '#dcfce7', itemSelectedColor: '#166534' }) },
        },
      }}
    >
      <AntApp>
        <FlashAsMessage>{children}</FlashAsMessage>
      </AntApp>
    </ConfigProvider>
  );
}
