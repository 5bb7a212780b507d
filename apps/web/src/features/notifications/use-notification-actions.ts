import { App } from 'antd';
import type { NotificacionDto } from '@partidos/shared';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';

/**
 * What the bell and the page do with a notification: opening an unread one marks it read (its Link navigates at the
 * same time; the count drops at once); 'Marcar todas como leídas' reads them all. A failure says so.
 */
export function useNotificationActions() {
  const { message } = App.useApp();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  return {
    open: (n: NotificacionDto) => {
      if (!n.leida) markRead.mutate(n, { onError: (e) => void message.error(e.message) });
    },
    markAll: () => markAll.mutate(undefined, { onError: (e) => void message.error(e.message) }),
    markingAll: markAll.isPending,
  };
}
