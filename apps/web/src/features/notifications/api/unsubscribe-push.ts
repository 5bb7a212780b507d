import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentSubscription } from '../web-push';
import { notificationKeys } from './notification-keys';

export const removePushSubscription = (endpoint: string) =>
  api.withMessage.delete('/usuarios/me/push', { body: { endpoint } }, 'Error al desactivar las notificaciones push');

/**
 * 'Desactivar': DELETE /usuarios/me/push first, then the browser's own unsubscribe (the other order would leave the
 * server sending to a dead endpoint when the call fails).
 */
export function useUnsubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const sub = await currentSubscription();
      if (!sub) return null;
      const r = await removePushSubscription(sub.endpoint);
      await sub.unsubscribe();
      return r;
    },
    onSuccess: (r) => {
      if (r) qc.setQueryData(notificationKeys.preferences, r.data);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.pushDevice }),
  });
}
