import { BulbOutlined, MoonOutlined } from '@ant-design/icons';
import { FloatButton, Typography } from 'antd';
import { useMatches } from 'react-router';
import { FOOTER_TITLE, FOOTER_VERSION, SCROLL_TOP_THRESHOLD_PX } from '@partidos/shared';
import { theme, useDarkMode } from '../../lib/theme';
import { usePageTitle } from '../guards';

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const withTitle = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title);
  return (withTitle?.handle as { title?: string } | undefined)?.title;
}

export function Footer() {
  return (
    <footer style={{ textAlign: 'center', padding: '20px 72px 28px' }}>
      <Typography.Text type="secondary">
        {FOOTER_TITLE} · {FOOTER_VERSION}
      </Typography.Text>
    </footer>
  );
}

/** Dark/light toggle and scroll-to-top after 400 px, on every page (spec 1 §2.3). */
export function FloatingButtons() {
  const dark = useDarkMode();
  usePageTitle(useRouteTitle());
  return (
    <>
      <FloatButton
        icon={dark ? <BulbOutlined /> : <MoonOutlined />}
        tooltip={dark ? 'Modo claro' : 'Modo oscuro'}
        aria-label={dark ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro'}
        onClick={theme.toggle}
        style={{ insetInlineEnd: 24, insetBlockEnd: 24 }}
      />
      <FloatButton.BackTop visibilityHeight={SCROLL_TOP_THRESHOLD_PX} style={{ insetInlineEnd: 24, insetBlockEnd: 84 }} aria-label="Volver arriba" />
    </>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: compact ? 18 : 20 }}>
      <span aria-hidden>⚽</span>
      <span>Partidos</span>
    </span>
  );
}
