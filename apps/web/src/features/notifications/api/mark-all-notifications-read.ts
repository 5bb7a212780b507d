import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';
import { updateCachedLists } from './mark-notification-read';

export const markAllNotificationsRead = () =>
  api.withMessage.put('/notificaciones/leidas', {}, 'Error al marcar las notificaciones como leídas');

/** PUT /notificaciones/leidas: every one read on screen at once, then the lists refetch. */
export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: notificationKeys.lists });
      updateCachedLists(qc, (x) => (x.leida ? x : { ...x, leida: true }), () => 0);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
