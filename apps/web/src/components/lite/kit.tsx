import {
  Children, cloneElement, isValidElement, useEffect, useId, useRef, type CSSProperties, type ReactElement, type ReactNode,
} from 'react';
import { CloseOutlined } from './app-icons';
import './lite.css';
import './kit.css';

// The logged-in shell and the home page drawn without antd (issue 22, session 15; docs/decisions/0047): cards,
// tags, avatars, badges, skeletons, a progress bar, statistics, a drawer and a tooltip with antd's looks
// (kit.css). The pages that need antd's tables, forms and dialogs load it themselves (app/AntdArea.tsx).

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

export function Card({ title, extra, size, hoverable, onClick, children, style, className }: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  hoverable?: boolean;
  onClick?: () => void;
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
}) {
  return (
    <div className={cx('lite-card', size === 'small' && 'lite-card--sm', hoverable && 'lite-card--hoverable', className)} style={style} onClick={onClick}>
      {(title !== undefined || extra !== undefined) && (
        <div className="lite-card__head">
          <div className="lite-card__title">{title}</div>
          {extra !== undefined && <div className="lite-card__extra">{extra}</div>}
        </div>
      )}
      <div className="lite-card__body">{children}</div>
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
export function Progress({ percent, size, showInfo = true, 'aria-label': label, style }: {
  percent: number;
  size?: 'small' | 'default';
  showInfo?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cx('lite-progress', size === 'small' && 'lite-progress--sm')} role="progressbar" aria-valuenow={p} aria-valuemin={0} aria-valuemax={100} aria-label={label} style={style}>
      <div className="lite-progress__track"><div className="lite-progress__bar" style={{ width: `${p}%` }} /></div>
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
  const shown = precision === undefined ? value.toLocaleString('es-CL') : value.toLocaleString('es-CL', { minimumFractionDigits: precision, maximumFractionDigits: precision });
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
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
