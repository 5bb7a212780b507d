import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { FOOTER_TITLE, FOOTER_VERSION, SCROLL_TOP_THRESHOLD_PX } from '@partidos/shared';
import { BulbOutlined, LogoMark, MoonOutlined, VerticalAlignTopOutlined } from '../../components/lite/icons';
import '../../components/lite/lite.css';
import { theme, useDarkMode } from '../../lib/theme';

// The footer and the floating buttons are on every page, /login included, which draws before antd loads (issue 22):
// plain elements with antd's looks (components/lite/lite.css).

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const withTitle = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title);
  return (withTitle?.handle as { title?: string } | undefined)?.title;
}

/** Sets the page title from the deepest route's handle (spec 1 §2.3: page titles per route). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Partidos` : 'Partidos';
  }, [title]);
}

// The floating buttons (spec 1 §2.3): 50 px circles 24 px from the right and the bottom, scroll-to-top above the toggle.
const FAB_SIZE_PX = 50;
const FAB_INSET_PX = 24;
const BACK_TOP_BOTTOM_PX = FAB_INSET_PX + FAB_SIZE_PX + 10;
/**
 * How much of the page's end stays clear under the buttons: the footer is at least this tall (plus the bottom bar's
 * height while there is one) and its text keeps out of their column, so the last card, a pagination or the footer's
 * text never sits beneath the buttons or the bar (issue 19).
 */
const FAB_AREA_PX = BACK_TOP_BOTTOM_PX + FAB_SIZE_PX + 12;
const FAB_COLUMN_PX = FAB_INSET_PX + FAB_SIZE_PX + 8;
/** Above the match detail's bottom action bar on phones, which sets --bottom-bar-height while it is shown. */
const aboveBottomBar = (px: number) => `calc(${px}px + var(--bottom-bar-height, 0px))`;

export function Footer() {
  return (
    <footer
      style={{
        textAlign: 'center', padding: `20px ${FAB_COLUMN_PX}px ${aboveBottomBar(28)}`, minHeight: aboveBottomBar(FAB_AREA_PX), boxSizing: 'border-box',
      }}
    >
      <span className="lite-secondary">
        {FOOTER_TITLE} · {FOOTER_VERSION}
      </span>
    </footer>
  );
}

// Whether the page is scrolled past the threshold, kept from the scroll events: React reads a store's snapshot on every
// render and commit, and reading window.scrollY there forces a layout in the middle of each one (measured: the largest
// script cost of a cold home page on a phone). One listener for every subscriber.
let scrolledDown = false;
const scrollSubscribers = new Set<() => void>();
let scrollFrame = 0;
function readScroll() {
  const now = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
  if (now === scrolledDown) return;
  scrolledDown = now;
  scrollSubscribers.forEach((cb) => cb());
}
const subscribeScroll = (cb: () => void) => {
  scrollSubscribers.add(cb);
  if (scrollSubscribers.size === 1) {
    window.addEventListener('scroll', readScroll, { passive: true });
    scrollFrame = requestAnimationFrame(readScroll); // a page opened already scrolled (back/forward, a reload)
  }
  return () => {
    scrollSubscribers.delete(cb);
    if (scrollSubscribers.size > 0) return;
    cancelAnimationFrame(scrollFrame);
    window.removeEventListener('scroll', readScroll);
  };
};
const isScrolledDown = () => scrolledDown;

/** Dark/light toggle and scroll-to-top after 400 px, on every page (spec 1 §2.3). */
export function FloatingButtons() {
  const dark = useDarkMode();
  const scrolled = useSyncExternalStore(subscribeScroll, isScrolledDown);
  usePageTitle(useRouteTitle());
  const toTop = () => {
    const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: instant ? 'auto' : 'smooth' });
  };
  return (
    <>
      <button
        type="button"
        className="lite-fab"
        title={dark ? 'Modo claro' : 'Modo oscuro'}
        aria-label={dark ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro'}
        onClick={theme.toggle}
        style={{ right: FAB_INSET_PX, bottom: aboveBottomBar(FAB_INSET_PX) }}
      >
        {dark ? <BulbOutlined /> : <MoonOutlined />}
      </button>
      {scrolled && (
        <button
          type="button"
          className="lite-fab"
          title="Volver arriba"
          aria-label="Volver arriba"
          onClick={toTop}
          style={{ right: FAB_INSET_PX, bottom: aboveBottomBar(BACK_TOP_BOTTOM_PX) }}
        >
          <VerticalAlignTopOutlined />
        </button>
      )}
    </>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: compact ? 18 : 20 }}>
      <LogoMark size={compact ? 22 : 26} />
      <span>Partidos</span>
    </span>
  );
}
