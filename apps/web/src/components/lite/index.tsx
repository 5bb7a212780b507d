import {
  useContext, useId, useState, type ButtonHTMLAttributes, type CSSProperties, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref,
} from 'react';
import { flash } from '../../lib/flash';
import { ItemStatusContext } from './form';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, EyeInvisibleOutlined, EyeOutlined, InfoCircleFilled } from './icons';
import './lite.css';

// The handful of antd components the login page draws, with antd's names, props and looks (lite.css), so /login
// renders without loading Ant Design, its CSS-in-JS and its form engine: ~150 KiB gzipped
// (docs/decisions/0044). The logged-in shell and the home page add kit.tsx (docs/decisions/0047).

export { Form } from './form';
export { MailOutlined } from './icons';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'link' | 'text';
  htmlType?: 'button' | 'submit';
  size?: 'large' | 'middle' | 'small';
  shape?: 'circle';
  block?: boolean;
  danger?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ type = 'default', htmlType = 'button', size, shape, block, danger, loading, icon, children, className, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={cx(
        'lite-btn', `lite-btn--${type}`, size === 'large' && 'lite-btn--lg', size === 'small' && 'lite-btn--sm', block && 'lite-btn--block',
        loading && 'lite-btn--loading', danger && 'lite-btn--danger', shape === 'circle' && 'lite-btn--circle', children === undefined && 'lite-btn--icon-only', className,
      )}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? <span className="lite-btn__spin" aria-hidden /> : icon}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}

export function Card({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="lite-card" style={style}>
      <div className="lite-card__body">{children}</div>
    </div>
  );
}

const ALERT_ICON = { error: CloseCircleFilled, success: CheckCircleFilled, warning: ExclamationCircleFilled, info: InfoCircleFilled };

/** antd's Alert with a description and an action. */
export function Alert({ type, title, description, action, showIcon, icon, style, role = 'alert' }: {
  type: 'error' | 'success' | 'warning' | 'info';
  /** instead of the type's icon */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  showIcon?: boolean;
  style?: CSSProperties;
  role?: string;
}) {
  const Icon = ALERT_ICON[type];
  return (
    <div className={cx('lite-alert', `lite-alert--${type}`, description !== undefined && 'lite-alert--with-description')} style={style} role={role}>
      {showIcon && (icon ?? <Icon />)}
      <div className="lite-alert__content">
        <div className="lite-alert__message">{title}</div>
        {description !== undefined && <div className="lite-alert__description">{description}</div>}
      </div>
      {action && <div className="lite-alert__action">{action}</div>}
    </div>
  );
}

export function Divider({ children }: { plain?: boolean; children?: ReactNode }) {
  return <div className="lite-divider" role="separator">{children}</div>;
}

export function Checkbox({ children, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children?: ReactNode }) {
  return (
    <label className="lite-checkbox">
      <input type="checkbox" {...input} />
      {children !== undefined && <span>{children}</span>}
    </label>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & { prefix?: ReactNode; suffix?: ReactNode };

function Feedback() {
  const { status, hasFeedback } = useContext(ItemStatusContext);
  if (!hasFeedback || !status) return null;
  return status === 'error' ? <CloseCircleFilled className="lite-feedback--error" /> : <CheckCircleFilled className="lite-feedback--success" />;
}

function Input({ prefix, suffix, className, style, ...input }: InputProps) {
  const { status } = useContext(ItemStatusContext);
  return (
    <span className={cx('lite-input', status === 'error' && 'lite-input--error', className)} style={style}>
      {prefix && <span className="lite-input__affix">{prefix}</span>}
      <input {...input} />
      {suffix && <span className="lite-input__affix">{suffix}</span>}
      <Feedback />
    </span>
  );
}

function Password(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    // as antd's eye: out of the tab order, the field stays the next stop
    <button type="button" className="lite-input__toggle" tabIndex={-1} aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'} onClick={() => setVisible((v) => !v)}>
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
  return <Input {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}

Input.Password = Password;
export { Input };

interface TabItem { key: string; label: ReactNode; children: ReactNode }

export function Tabs({ items, activeKey, onChange, centered }: { items: TabItem[]; activeKey: string; onChange: (key: string) => void; centered?: boolean; destroyOnHidden?: boolean }) {
  const id = useId();
  // arrows move between the tabs (WAI-ARIA tabs pattern)
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const i = items.findIndex((t) => t.key === activeKey);
    const next = items[(i + step + items.length) % items.length]!;
    onChange(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  const active = items.find((t) => t.key === activeKey) ?? items[0]!;
  return (
    <div>
      <div role="tablist" className={cx('lite-tabs__nav', centered && 'lite-tabs__nav--centered')} onKeyDown={onKeyDown}>
        {items.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            className="lite-tabs__tab"
            aria-selected={t.key === active.key}
            aria-controls={`${id}-panel-${t.key}`}
            tabIndex={t.key === active.key ? 0 : -1}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* only the open tab is rendered (antd's destroyOnHidden) */}
      <div role="tabpanel" id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`}>{active.children}</div>
    </div>
  );
}

function Title({ level = 1, children, style, className }: { level?: 1 | 2 | 3 | 4 | 5; children: ReactNode; style?: CSSProperties; className?: string }) {
  const H = `h${level}` as const;
  return <H className={cx('lite-title', className)} style={style}>{children}</H>;
}

function Text({ type, children, style }: { type?: 'secondary'; children: ReactNode; style?: CSSProperties }) {
  return <span className={type === 'secondary' ? 'lite-secondary' : undefined} style={style}>{children}</span>;
}

function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div className="lite-paragraph" style={style}>{children}</div>;
}

export const Typography = { Title, Text, Paragraph };

/** `App.useApp().message`: shown without antd (lib/flash.ts, app/FlashHost.tsx). */
export const App = {
  useApp: () => ({ message: flash }),
};
