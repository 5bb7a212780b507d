import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useNotificationPages } from '../api/list-notifications';
import { EMPTY_TEXT } from '../components/notification-texts';
import { NotificationList } from '../components/NotificationList';
import { useNotificationActions } from '../use-notification-actions';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /notificaciones (docs/product/notifications.md): every notification, newest first, 20 at a time from the server
 * ('Cargar más'), and 'Marcar todas como leídas'. On a phone the header's bell comes here.
 */
export default function NotificationsPage() {
  const mobile = useIsMobile();
  const q = useNotificationPages();
  const { open, markAll, markingAll } = useNotificationActions();
  const first = q.data?.pages[0];
  const unread = first?.no_leidas ?? 0;
  // pages are counted from the newest: one that arrives meanwhile pushes an item onto the next page a second time
  const seen = new Set<string>();
  const items = (q.data?.pages.flatMap((p) => p.items) ?? []).filter((n) => !seen.has(n._id) && !!seen.add(n._id));

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
      <PageTitle style={{ margin: 0 }}>Notificaciones</PageTitle>
      {unread > 0 && <Tag color="green" style={{ fontSize: 14 }}>{unread} sin leer</Tag>}
      <div style={{ flex: 1 }} />
      {unread > 0 && (
        <Button icon={<CheckOutlined />} loading={markingAll} onClick={markAll} block={mobile}>Marcar todas como leídas</Button>
      )}
    </div>
  );

  if (q.isPending) {
    return (
      <div>
        {header}
        <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>
      </div>
    );
  }
  // a failed refetch or 'Cargar más' keeps what is on screen: only a first load that failed replaces the list
  if (!q.data) {
    return (
      <div>
        {header}
        <LoadError title="Error al cargar las notificaciones" error={q.error} onRetry={() => q.refetch()} />
      </div>
    );
  }
  return (
    <div>
      {header}
      <Card styles={{ body: { padding: mobile ? 4 : 8 } }}>
        {items.length === 0 ? (
          <Empty description={EMPTY_TEXT} />
        ) : (
          <NotificationList label="Notificaciones" items={items} onOpen={open} />
        )}
      </Card>
      {q.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} block={mobile}>Cargar más</Button>
        </div>
      )}
      {q.isFetchNextPageError && (
        <LoadError style={{ marginTop: 16 }} title="Error al cargar más notificaciones" error={q.error} onRetry={() => q.fetchNextPage()} />
      )}
    </div>
  );
}
