import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificacionesPageDto } from '@partidos/shared';
import { request } from '../../../lib/api';
import { notificationKeys } from './notification-keys';

type ListData = NotificacionesPageDto | InfiniteData<NotificacionesPageDto>;

/**
 * Applies a change to every cached list (the bell's and the page's): each page's items and its unread count.
 * Used by both "mark read" mutations to update the screen before the server answers.
 */
export function updateCachedLists(
  qc: QueryClient,
  item: (n: NotificacionesPageDto['items'][number]) => NotificacionesPageDto['items'][number],
  noLeidas: (n: number) => number,
) {
  const page = (p: NotificacionesPageDto): NotificacionesPageDto => ({ ...p, items: p.items.map(item), no_leidas: noLeidas(p.no_leidas) });
  qc.setQueriesData<ListData>({ queryKey: notificationKeys.lists }, (d) => {
    if (!d) return d;
    return 'pages' in d ? { ...d, pages: d.pages.map(page) } : page(d);
  });
}

export const markNotificationRead = (id: string) =>
  request<{ no_leidas: number }>({ method: 'PUT', url: `/notificaciones/${id}/leida` }, 'Error al marcar la notificación como leída');

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
