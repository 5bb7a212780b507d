import {
  Children, cloneElement, isValidElement, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactElement,
  type ReactNode, type Ref,
} from 'react';
import { formatNumber } from '@partidos/shared';
import { CloseOutlined } from './app-icons';
import './lite.css';
import './kit.css';

// The logged-in shell and the home page drawn without antd (docs/decisions/0047): cards,
// tags, avatars, badges, skeletons, a progress bar, statistics, a drawer and a tooltip with antd's looks
// (kit.css). The pages that need antd's tables, forms and dialogs load it themselves (app/AntdArea.tsx).

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function Card({ title, extra, size, hoverable, onClick, children, style, className, ref, id, tabIndex, 'data-testid': testId, bodyStyle }: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  hoverable?: boolean;
  onClick?: () => void;
  children?: ReactNode;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  id?: string;
  tabIndex?: number;
  'data-testid'?: string;
}) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      data-testid={testId}
      className={cx('lite-card', size === 'small' && 'lite-card--sm', hoverable && 'lite-card--hoverable', className)}
      style={style}
      onClick={onClick}
    >
      {(title !== undefined || extra !== undefined) && (
        <div className="lite-card__head">
          <div className="lite-card__title">{title}</div>
          {extra !== undefined && <div className="lite-card__extra">{extra}</div>}
        </div>
      )}
      <div className="lite-card__body" style={bodyStyle}>{children}</div>
    </div>
  );
}

export type TagColor = 'default' | 'green' | 'blue' | 'cyan' | 'purple' | 'orange' | 'red' | 'gold';

export function Tag({ color = 'default', children, className, style }: { color?: TagColor | string; children: ReactNode; className?: string; style?: CSSProperties }) {
  return <span className={cx('lite-tag', `lite-tag--${color}`, className)} style={style}>{children}</span>;
}

/** antd's Empty: its simple drawing, the description, and what goes under it. */
export function Empty({ description, children, simple, style }: { description: ReactNode; children?: ReactNode; simple?: boolean; style?: CSSProperties }) {
  return (
    <div className={cx('lite-empty', simple && 'lite-empty--simple')} style={style}>
      <svg className="lite-empty__image" width="64" height="41" viewBox="0 0 64 41" aria-hidden focusable="false">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill="currentColor" opacity="0.1" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke="currentColor" opacity="0.35">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z" fill="currentColor" fillOpacity="0.06" />
          </g>
        </g>
      </svg>
      <div className="lite-empty__description">{description}</div>
      {children && <div className="lite-empty__footer">{children}</div>}
    </div>
  );
}

/** A loading placeholder (antd's Skeleton): a title bar and `rows` lines, optionally an avatar. */
export function Skeleton({ rows = 3, title = true, avatar }: { rows?: number; title?: boolean; avatar?: boolean }) {
  return (
    <div className="lite-skeleton" aria-busy="true" aria-label="Cargando">
      {avatar && <span className="lite-skeleton__avatar" />}
      <div className="lite-skeleton__content">
        {title && <span className="lite-skeleton__title" />}
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="lite-skeleton__line" style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
        ))}
      </div>
    </div>
  );
}

const AVATAR_SIZES = { small: 30, default: 40, large: 50 } as const;

/** antd's Avatar: a photo, an icon or a few letters in a circle. */
export function Avatar({ size = 'default', src, icon, children, style, className, ...aria }: {
  size?: number | keyof typeof AVATAR_SIZES;
  src?: string;
  icon?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
  alt?: string;
  'aria-hidden'?: boolean;
}) {
  const px = typeof size === 'number' ? size : AVATAR_SIZES[size];
  const box: CSSProperties = { width: px, height: px, lineHeight: `${px}px`, fontSize: icon ? px / 2 : Math.max(13, Math.round(px * 0.42)), ...style };
  return (
    <span className={cx('lite-avatar', src && 'lite-avatar--image', className)} style={box} aria-hidden={aria['aria-hidden']}>
      {src ? <img src={src} alt={aria.alt ?? ''} /> : icon ?? children}
    </span>
  );
}

/** A count in a red bubble over its child (antd's Badge); nothing at 0. */
export function Badge({ count, overflowCount = 99, size, children, hidden: hideFromReaders }: {
  count: number;
  overflowCount?: number;
  size?: 'small' | 'default';
  children?: ReactNode;
  /** the child already says the count (a button's name): the bubble is not read again */
  hidden?: boolean;
}) {
  const text = count > overflowCount ? `${overflowCount}+` : String(count);
  const bubble = count > 0 ? <sup className={cx('lite-badge__count', size === 'small' && 'lite-badge__count--sm', !children && 'lite-badge__count--alone')} aria-hidden={hideFromReaders || undefined}>{text}</sup> : null;
  if (!children) return bubble;
  return <span className="lite-badge">{children}{bubble}</span>;
}

/** antd's line Progress: the bar and, unless told, the percentage. */
export function Progress({ percent, size, showInfo = true, color, 'aria-label': label, style }: {
  percent: number;
  color?: string;
  size?: 'small' | 'default';
  showInfo?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cx('lite-progress', size === 'small' && 'lite-progress--sm')} role="progressbar" aria-valuenow={p} aria-valuemin={0} aria-valuemax={100} aria-label={label} style={style}>
      <div className="lite-progress__track"><div className="lite-progress__bar" style={{ width: `${p}%`, background: color }} /></div>
      {showInfo && <span className="lite-progress__text">{p}%</span>}
    </div>
  );
}

/** antd's Statistic: a title over a big number. */
export function Statistic({ title, value, prefix, suffix, precision, valueSize }: {
  title: ReactNode;
  value: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  precision?: number;
  valueSize?: number;
}) {
  // es-CL's digits without Intl (its locale data costs a phone's first screen ~25 ms)
  const shown = precision === undefined ? formatNumber(value) : formatNumber(value, precision, precision);
  return (
    <div className="lite-statistic">
      <div className="lite-statistic__title">{title}</div>
      <div className="lite-statistic__content" style={valueSize ? { fontSize: valueSize } : undefined}>
        {prefix && <span className="lite-statistic__prefix">{prefix}</span>}
        <span>{shown}</span>
        {suffix && <span className="lite-statistic__suffix">{suffix}</span>}
      </div>
    </div>
  );
}

/** A divider with its text at the start (antd's titlePlacement="start"). */
export function DividerStart({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div className="lite-divider lite-divider--start" role="separator" style={style}>{children}</div>;
}

/** A tooltip on hover and on keyboard focus, read as the child's description. The child must take the focus. */
export function Tooltip({ title, children }: { title: ReactNode; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  const child = Children.only(children);
  return (
    <span className="lite-tip">
      {isValidElement(child) ? cloneElement(child, { 'aria-describedby': id }) : child}
      <span role="tooltip" id={id} className="lite-tip__bubble">{title}</span>
    </span>
  );
}

/** A native <dialog> shown as modal while `open`: the page behind is inert, the focus goes in and comes back. */
function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}

/**
 * A side panel (antd's Drawer) on the native modal <dialog>: the page behind is inert, Escape and a tap on the mask
 * close it, the focus goes in on opening and back to the opener on closing.
 */
export function Drawer({ open, onClose, title, children, width = 280 }: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="lite-drawer"
      aria-labelledby={titleId}
      style={{ width }}
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
    >
      <div className="lite-drawer__panel">
        <div className="lite-drawer__head">
          <button type="button" className="lite-drawer__close" aria-label="Cerrar" onClick={onClose}><CloseOutlined /></button>
          <div id={titleId} className="lite-drawer__title">{title}</div>
        </div>
        <div className="lite-drawer__body">{open && children}</div>
      </div>
    </dialog>
  );
}

/** A heading whose level is the document's and whose size is antd's Title of `size` (components/PageTitle.tsx). */
export function Heading({ level = 2, size, children, style }: { level?: 1 | 2 | 3; size: 1 | 2 | 3 | 4 | 5; children: ReactNode; style?: CSSProperties }) {
  const H = `h${level}` as const;
  return <H className={`lite-heading lite-heading--${size}`} style={style}>{children}</H>;
}

/** Secondary text (antd's Typography.Text type="secondary"). */
export function Secondary({ children, style, block }: { children: ReactNode; style?: CSSProperties; block?: boolean }) {
  return <span className="lite-secondary" style={block ? { display: 'block', ...style } : style}>{children}</span>;
}

export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** a link instead of an action (opens in a new tab when external) */
  href?: string;
}

/**
 * A button that opens a menu of actions (antd's Dropdown with a menu; the WAI-ARIA menu button): Enter, Space or the
 * down arrow open it with the focus on the first item, the arrows move, Escape and Tab close it, a click elsewhere
 * too. `'divider'` separates groups.
 */
export function MenuButton({ button, items, align = 'start' }: {
  button: (props: { 'aria-haspopup': 'menu'; 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void; onKeyDown: (e: KeyboardEvent) => void; ref: Ref<HTMLButtonElement> }) => ReactNode;
  items: (MenuItem | 'divider')[];
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = entries();
    const i = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = all[(i + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length];
      next?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      (e.key === 'Home' ? all[0] : all[all.length - 1])?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };
  return (
    <span ref={box} className="lite-menu-button">
      {button({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': id,
        ref: trigger,
        onClick: () => setOpen((v) => !v),
        onKeyDown: (e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        },
      })}
      {open && (
        <ul ref={list} id={id} role="menu" className={cx('lite-menu', align === 'end' && 'lite-menu--end')} onKeyDown={onMenuKey}>
          {items.map((item, i) => {
            if (item === 'divider') return <li key={`d${i}`} role="separator" className="lite-menu__divider" />;
            const inner = <>{item.icon}<span>{item.label}</span></>;
            const cls = cx('lite-menu__item', item.danger && 'lite-menu__item--danger');
            return (
              <li key={item.key} role="none">
                {item.href ? (
                  <a role="menuitem" tabIndex={-1} className={cls} href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>{inner}</a>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={cls}
                    aria-disabled={item.disabled || undefined}
                    onClick={() => {
                      if (item.disabled) return;
                      close(false);
                      item.onClick?.();
                    }}
                  >
                    {inner}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </span>
  );
}

/** antd's Segmented: one choice of a few, as radio buttons. */
export function Segmented({ value, onChange, options, label }: { value: string; onChange: (v: string) => void; options: { value: string; label: ReactNode }[]; label: string }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="lite-segmented">
      {options.map((o) => (
        <label key={o.value} className={cx('lite-segmented__item', o.value === value && 'lite-segmented__item--on')}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/** antd's vertical Steps: done, current (or failed) and to come. */
export function Steps({ items, current, status }: { items: string[]; current: number; status: 'process' | 'finish' | 'error' }) {
  return (
    <ol className="lite-steps">
      {items.map((title, i) => {
        const state = i < current || (i === current && status === 'finish') ? 'done' : i === current ? (status === 'error' ? 'error' : 'current') : 'wait';
        return (
          <li key={title} className={`lite-steps__item lite-steps__item--${state}`} aria-current={i === current ? 'step' : undefined}>
            <span className="lite-steps__icon" aria-hidden>{state === 'done' ? '✓' : state === 'error' ? '✕' : i + 1}</span>
            <span className="lite-steps__title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** antd's Descriptions: label and value pairs, in `columns` columns from 576 px. */
export function Descriptions({ items, columns = 1 }: { items: { label: string; children: ReactNode }[]; columns?: 1 | 2 }) {
  return (
    <dl className={cx('lite-descriptions', columns === 2 && 'lite-descriptions--2')}>
      {items.map((i) => (
        <div key={i.label} className="lite-descriptions__item">
          <dt>{i.label}</dt>
          <dd>{i.children}</dd>
        </div>
      ))}
    </dl>
  );
}

/** antd's Collapse: panels that open and close, their body rendered once opened. */
export function Collapse({ items, defaultOpen = [] }: { items: { key: string; label: string; children: ReactNode }[]; defaultOpen?: string[] }) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const [seen, setSeen] = useState<string[]>(defaultOpen);
  const id = useId();
  return (
    <div className="lite-collapse">
      {items.map((item) => {
        const isOpen = open.includes(item.key);
        return (
          <div key={item.key} className={cx('lite-collapse__item', isOpen && 'lite-collapse__item--open')}>
            <button
              type="button"
              className="lite-collapse__header"
              aria-expanded={isOpen}
              aria-controls={`${id}-${item.key}`}
              onClick={() => {
                setOpen((o) => (isOpen ? o.filter((k) => k !== item.key) : [...o, item.key]));
                setSeen((s) => (s.includes(item.key) ? s : [...s, item.key]));
              }}
            >
              <span className="lite-collapse__arrow" aria-hidden>›</span>
              {item.label}
            </button>
            <div id={`${id}-${item.key}`} role="region" aria-label={item.label} className="lite-collapse__body" hidden={!isOpen}>
              {seen.includes(item.key) && item.children}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Short notes one after another every `interval` ms (antd's Carousel with dots), still for people who ask for less
 * motion; the dots choose one.
 */
export function NoteRotator({ notes, interval = 5000 }: { notes: string[]; interval?: number }) {
  const [i, setI] = useState(0);
  const [paused, setPaused] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    if (paused || notes.length < 2) return;
    const t = setInterval(() => setI((n) => (n + 1) % notes.length), interval);
    return () => clearInterval(t);
  }, [paused, notes.length, interval]);
  const shown = notes[i % notes.length];
  return (
    <div className="lite-notes" onMouseEnter={() => setPaused(true)} onFocus={() => setPaused(true)}>
      <p className="lite-notes__text">{shown}</p>
      {notes.length > 1 && (
        <div className="lite-notes__dots">
          {notes.map((n, k) => (
            <button key={n} type="button" aria-label={`Aviso ${k + 1} de ${notes.length}`} aria-current={k === i % notes.length || undefined} onClick={() => { setI(k); setPaused(true); }} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A dialog (antd's Modal) on the native modal <dialog>: the page behind is inert, Escape cancels, the focus goes in on
 * opening and back to the opener on closing; the title names it.
 */
export function Modal({ open, title, onCancel, onOk, okText, cancelText, confirmLoading, okDisabled, children }: {
  open: boolean;
  title: ReactNode;
  onCancel: () => void;
  onOk: () => void;
  okText: string;
  cancelText: string;
  confirmLoading?: boolean;
  okDisabled?: boolean;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog ref={ref} className="lite-modal lite-modal--wide" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2 id={titleId} className="lite-modal__title">{title}</h2>
      {open && children}
      <div className="lite-modal__actions">
        <button type="button" className="lite-btn" onClick={onCancel}>{cancelText}</button>
        <button
          type="button"
          className={cx('lite-btn lite-btn--primary', confirmLoading && 'lite-btn--loading')}
          aria-busy={confirmLoading || undefined}
          disabled={okDisabled}
          onClick={confirmLoading ? undefined : onOk}
        >
          {confirmLoading && <span className="lite-btn__spin" aria-hidden />}
          <span>{okText}</span>
        </button>
      </div>
    </dialog>
  );
}
