import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/lite';
import { BellOutlined } from '../../../components/lite/app-icons';
import { Badge, Skeleton } from '../../../components/lite/kit';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUnreadCount } from '../api/list-notifications';
import { NOTIFICATIONS_PATH } from './notification-texts';

/** The bell's accessible name: 'Notificaciones', with the unread count when there are some. */
export const bellLabel = (n: number) => (n > 0 ? `Notificaciones, ${n} sin leer` : 'Notificaciones');

const LatestNotificationsPanel = lazy(() => import('./LatestNotificationsPanel'));

/**
 * The header's bell with the unread count (docs/product/notifications.md), beside the receipts inbox's button. On a
 * wide screen it opens the latest ones in a popover; on a phone a popover would cover the screen anyway, so it goes to
 * the page. Drawn without antd (docs/decisions/0047); the popover's list loads with antd when it is first opened.
 */
export function NotificationBell() {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const n = useUnreadCount();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  // closes on Escape (the focus back on the bell) and on a click outside
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        bell.current?.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  const button = (
    <Badge count={n} size="small" hidden>
      <Button
        ref={bell}
        type="text"
        shape="circle"
        size="large"
        icon={<BellOutlined />}
        aria-label={bellLabel(n)}
        aria-haspopup={mobile ? undefined : 'dialog'}
        aria-expanded={mobile ? undefined : open}
        onClick={mobile ? () => navigate(NOTIFICATIONS_PATH) : () => setOpen((v) => !v)}
      />
    </Badge>
  );
  if (mobile) return button;
  return (
    <div ref={box} className="lite-popover-anchor">
      {button}
      {open && (
        <div className="lite-popover" role="dialog" aria-label="Notificaciones">
          <Suspense fallback={<div style={{ width: 'min(380px, calc(100vw - 32px))', padding: 12 }}><Skeleton rows={3} /></div>}>
            <LatestNotificationsPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** The drawer menu's entry, 'Notificaciones' with the unread count. */
export function useNotificationsMenuItem() {
  const n = useUnreadCount();
  return { key: NOTIFICATIONS_PATH, icon: <BellOutlined />, label: 'Notificaciones', count: n };
}
