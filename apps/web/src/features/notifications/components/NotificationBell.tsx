import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useLatestNotifications, useUnreadCount } from '../api/list-notifications';
import { useNotificationActions } from '../use-notification-actions';
import { NotificationList } from './NotificationList';

export const NOTIFICATIONS_PATH = '/notificaciones';

/** The bell's accessible name: 'Notificaciones', with the unread count when there are some. */
export const bellLabel = (n: number) => (n > 0 ? `Notificaciones, ${n} sin leer` : 'Notificaciones');

export const EMPTY_TEXT = 'No tienes notificaciones';

/** The popover's body: the latest ten, 'Marcar todas como leídas' and 'Ver todas'. */
function LatestNotifications({ onClose }: { onClose: () => void }) {
  const q = useLatestNotifications();
  const { open, markAll, markingAll } = useNotificationActions();
  const unread = q.data?.no_leidas ?? 0;
  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton active paragraph={{ rows: 3 }} style={{ padding: 12 }} />;
  else if (q.isError) body = <LoadError title="Error al cargar las notificaciones" error={q.error} onRetry={() => q.refetch()} />;
  else if (q.data.items.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />;
  else body = <NotificationList label="Últimas notificaciones" items={q.data.items} onOpen={(n) => { onClose(); open(n); }} />;
  return (
    <div style={{ width: 'min(380px, calc(100vw - 32px))' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '4px 4px 8px 12px' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>Notificaciones</Typography.Text>
        {unread > 0 && (
          <Button type="link" size="small" loading={markingAll} onClick={markAll}>Marcar todas como leídas</Button>
        )}
      </div>
      <div style={{ maxHeight: 'min(440px, calc(100vh - 180px))', overflowY: 'auto' }}>{body}</div>
      <div style={{ textAlign: 'center', paddingTop: 8, marginTop: 4, borderTop: '1px solid rgba(128, 128, 128, 0.18)' }}>
        <Link to={NOTIFICATIONS_PATH} onClick={onClose}>Ver todas</Link>
      </div>
    </div>
  );
}

/**
 * The header's bell with the unread count (issue 20 item 3), beside the receipts inbox's button. On a wide screen it
 * opens the latest ones in a popover; on a phone a popover would cover the screen anyway, so it goes to the page.
 */
export function NotificationBell() {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const n = useUnreadCount();
  const [open, setOpen] = useState(false);
  const button = (
    <Badge count={n} overflowCount={99} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<BellOutlined />}
        aria-label={bellLabel(n)}
        aria-haspopup={mobile ? undefined : 'dialog'}
        aria-expanded={mobile ? undefined : open}
        onClick={mobile ? () => navigate(NOTIFICATIONS_PATH) : undefined}
      />
    </Badge>
  );
  if (mobile) return button;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      styles={{ container: { padding: 8 } }}
      content={<LatestNotifications onClose={() => setOpen(false)} />}
    >
      {button}
    </Popover>
  );
}

/** The drawer menu's entry, 'Notificaciones' with the unread count. */
export function useNotificationsMenuItem() {
  const n = useUnreadCount();
  return {
    key: NOTIFICATIONS_PATH,
    icon: <BellOutlined />,
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        Notificaciones
        {n > 0 && <Badge count={n} overflowCount={99} />}
      </span>
    ),
  };
}
