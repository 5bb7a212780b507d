import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/api-client';
import { subscribeBrowser } from '../web-push';
import { notificationKeys } from './notification-keys';

export const registerPushSubscription = (input: ApiBody<'post', '/usuarios/me/push'>) =>
  api.withMessage.post('/usuarios/me/push', { body: input }, 'Error al activar las notificaciones push');

/** 'Activar notificaciones': the browser's permission and subscription, then POST /usuarios/me/push. */
export function useSubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vapidPublicKey: string) => registerPushSubscription(await subscribeBrowser(vapidPublicKey)),
    onSuccess: (r) => qc.setQueryData(notificationKeys.preferences, r.data),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.pushDevice }),
  });
}
