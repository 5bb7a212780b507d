import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api, type ApiData } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** A page of GET /notificaciones, as the document types it. */
type NotificacionesPage = ApiData<'get', '/notificaciones'>;
type ListData = NotificacionesPage | InfiniteData<NotificacionesPage>;

/**
 * Applies a change to every cached list (the bell's and the page's): each page's items and its unread count.
 * Used by both "mark read" mutations to update the screen before the server answers.
 */
export function updateCachedLists(
  qc: QueryClient,
  item: (n: NotificacionesPage['items'][number]) => NotificacionesPage['items'][number],
  noLeidas: (n: number) => number,
) {
  const page = (p: NotificacionesPage): NotificacionesPage => ({ ...p, items: p.items.map(item), no_leidas: noLeidas(p.no_leidas) });
  qc.setQueriesData<ListData>({ queryKey: notificationKeys.lists }, (d) => {
    if (!d) return d;
    return 'pages' in d ? { ...d, pages: d.pages.map(page) } : page(d);
  });
}

export const markNotificationRead = (id: string) =>
  api.put('/notificaciones/{id}/leida', { params: { path: { id } } }, 'Error al marcar la notificación como leída');

/** PUT /notificaciones/{id}/leida: read at once on screen (the bell's count drops), then the lists refetch. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: { _id: string; leida: boolean }) => markNotificationRead(n._id),
    onMutate: async (n) => {
      if (n.leida) return;
      await qc.cancelQueries({ queryKey: notificationKeys.lists });
      updateCachedLists(qc, (x) => (x._id === n._id ? { ...x, leida: true } : x), (c) => Math.max(0, c - 1));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
