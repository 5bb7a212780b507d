import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenciasNotificacionDto, PushSuscripcionInput } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { subscribeBrowser } from '../web-push';
import { notificationKeys } from './notification-keys';

export const registerPushSubscription = (input: PushSuscripcionInput) =>
  requestWithMessage<PreferenciasNotificacionDto, PushSuscripcionInput>(
    { method: 'POST', url: '/usuarios/me/push', data: input },
    'Error al activar las notificaciones push',
  );

/** 'Activar notificaciones': the browser's permission and subscription, then POST /usuarios/me/push. */
export function useSubscribePush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vapidPublicKey: string) => registerPushSubscription(await subscribeBrowser(vapidPublicKey)),
    onSuccess: (r) => qc.setQueryData(notificationKeys.preferences, r.data),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.pushDevice }),
  });
}
