import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { FOOTER_TITLE, FOOTER_VERSION, SCROLL_TOP_THRESHOLD_PX } from '@partidos/shared';
import { BulbOutlined, LogoMark, MoonOutlined, VerticalAlignTopOutlined } from '../../components/lite/icons';
import '../../components/lite/lite.css';
import { theme, useDarkMode } from '../../lib/theme';
import { useIsMobile } from '../../lib/use-is-mobile';

// The footer and the floating buttons are on every page, /login included, which draws before antd loads
// (docs/decisions/0044): plain elements with antd's looks (components/lite/lite.css).

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const withTitle = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title);
  return (withTitle?.handle as { title?: string } | undefined)?.title;
}

/** Sets the page title from the deepest route's handle (a title per route). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Partidos` : 'Partidos';
  }, [title]);
}

// The floating buttons: 50 px circles 24 px from the right and the bottom, scroll-to-top above the toggle.
const FAB_SIZE_PX = 50;
const FAB_INSET_PX = 24;
const BACK_TOP_BOTTOM_PX = FAB_INSET_PX + FAB_SIZE_PX + 10;
/**
 * How much of the page's end stays clear under the buttons: the footer is at least this tall (plus the bottom bar's
 * height while there is one) and its text keeps out of their column, so the last card, a pagination or the footer's
 * text never sits beneath the buttons or the bar (docs/decisions/0057).
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

// What the floating buttons follow, kept from the scroll and focus events: React reads a store's snapshot on every
// render and commit, and reading window.scrollY there forces a layout in the middle of each one (measured: the largest
// script cost of a cold home page on a phone). One set of listeners for every subscriber. A number of flags, so that
// the snapshot compares by value:
const PAST_THRESHOLD = 1; // scrolled past SCROLL_TOP_THRESHOLD_PX: scroll-to-top shows
const GOING_DOWN = 2; // the last scroll went down (by more than DIRECTION_SLACK_PX: a finger's jitter does not count)
const EDITING = 4; // a text field, a select or a combobox has the focus (on a phone, the keyboard is up)
const DIRECTION_SLACK_PX = 24;
let flags = 0;
let turnY = 0; // where the scroll last turned (the lowest point while going up, the highest while going down)
const subscribers = new Set<() => void>();
let scrollFrame = 0;
function update(next: number) {
  if (next === flags) return;
  flags = next;
  subscribers.forEach((cb) => cb());
}
function readScroll() {
  const y = window.scrollY;
  let down = (flags & GOING_DOWN) !== 0;
  if (down ? y < turnY - DIRECTION_SLACK_PX : y > turnY + DIRECTION_SLACK_PX) {
    down = !down;
    turnY = y;
  } else {
    turnY = down ? Math.max(turnY, y) : Math.min(turnY, y);
  }
  if (y <= 0) down = false;
  update((flags & EDITING) | (y > SCROLL_TOP_THRESHOLD_PX ? PAST_THRESHOLD : 0) | (down ? GOING_DOWN : 0));
}
const NOT_TYPED = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image']);
const isEditing = (el: Element | null) =>
  !!el && (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement).isContentEditable
    || (el instanceof HTMLInputElement && !NOT_TYPED.has(el.type)) || el.getAttribute('role') === 'combobox');
const readFocus = (e: FocusEvent) => {
  const el = e.type === 'focusin' ? (e.target as Element) : (e.relatedTarget as Element | null);
  update((flags & ~EDITING) | (isEditing(el) ? EDITING : 0));
};
const subscribePage = (cb: () => void) => {
  subscribers.add(cb);
  if (subscribers.size === 1) {
    window.addEventListener('scroll', readScroll, { passive: true });
    document.addEventListener('focusin', readFocus);
    document.addEventListener('focusout', readFocus);
    turnY = window.scrollY;
    scrollFrame = requestAnimationFrame(readScroll); // a page opened already scrolled (back/forward, a reload)
  }
  return () => {
    subscribers.delete(cb);
    if (subscribers.size > 0) return;
    cancelAnimationFrame(scrollFrame);
    window.removeEventListener('scroll', readScroll);
    document.removeEventListener('focusin', readFocus);
    document.removeEventListener('focusout', readFocus);
  };
};
const pageFlags = () => flags;

/** The dark/light switch as a menu entry (the phone's menu drawer, docs/decisions/0084). */
export function ThemeMenuButton() {
  const dark = useDarkMode();
  return (
    <button type="button" className="lite-btn lite-btn--text lite-btn--block" aria-pressed={dark} onClick={theme.toggle} style={{ justifyContent: 'flex-start' }}>
      {dark ? <BulbOutlined /> : <MoonOutlined />}
      <span>Modo oscuro</span>
    </button>
  );
}

/**
 * Dark/light toggle and scroll-to-top after 400 px, on every page. On a phone (the mobile layout, below
 * 768 px) they cover the right edge of whatever scrolls beneath them (a form's fields, an alert), so there they step
 * aside while the person scrolls down or types, and come back as soon as they scroll up (where scroll-to-top is
 * wanted).
 */
export function FloatingButtons({ toggle = true }: {
  /** the dark/light toggle floats here; in the logged-in app on a phone it is in the menu instead (docs/decisions/0084) */
  toggle?: boolean;
} = {}) {
  const dark = useDarkMode();
  const page = useSyncExternalStore(subscribePage, pageFlags);
  const phone = useIsMobile();
  usePageTitle(useRouteTitle());
  const tucked = phone && (page & (GOING_DOWN | EDITING)) !== 0;
  const className = tucked ? 'lite-fab lite-fab--tucked' : 'lite-fab';
  const toTop = () => {
    const instant = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: instant ? 'auto' : 'smooth' });
  };
  return (
    <>
      {toggle && <button
        type="button"
        className={className}
        title={dark ? 'Modo claro' : 'Modo oscuro'}
        aria-label={dark ? 'Cambiar a modo claro' : 'Cambiar a modo oscuro'}
        onClick={theme.toggle}
        style={{ right: FAB_INSET_PX, bottom: aboveBottomBar(FAB_INSET_PX) }}
      >
        {dark ? <BulbOutlined /> : <MoonOutlined />}
      </button>}
      {(page & PAST_THRESHOLD) !== 0 && (
        <button
          type="button"
          className={className}
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
