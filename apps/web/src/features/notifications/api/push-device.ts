import { useQuery } from '@tanstack/react-query';
import { currentSubscription, isPushSupported } from '../web-push';
import { notificationKeys } from './notification-keys';

export interface PushDeviceState {
  supported: boolean;
  permission: NotificationPermission | null;
  /** this browser's subscription endpoint, when it has one */
  endpoint: string | null;
}

/** Whether this browser can take push and is subscribed: asked of the browser, not the server. */
export const usePushDevice = () =>
  useQuery({
    queryKey: notificationKeys.pushDevice,
    queryFn: async (): Promise<PushDeviceState> => {
      if (!isPushSupported()) return { supported: false, permission: null, endpoint: null };
      return { supported: true, permission: Notification.permission, endpoint: (await currentSubscription())?.endpoint ?? null };
    },
    staleTime: Infinity,
    retry: false,
  });
