import { Button, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { AntdProvider } from '../../../components/AntdProvider';
import { LoadError } from '../../../components/LoadError';
import { useLatestNotifications } from '../api/list-notifications';
import { useNotificationActions } from '../use-notification-actions';
import { EMPTY_TEXT, NOTIFICATIONS_PATH } from './notification-texts';
import { NotificationList } from './NotificationList';

// The bell's popover content: antd's list and buttons, loaded when the bell is first opened (the header draws
// without antd, docs/decisions/0047).

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

/** LatestNotifications with antd's theme and App (the actions' messages). */
export default function LatestNotificationsPanel({ onClose }: { onClose: () => void }) {
  return (
    <AntdProvider>
      <LatestNotifications onClose={onClose} />
    </AntdProvider>
  );
}
