import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NOTIFICACIONES_PAGE_SIZE } from '@partidos/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notificationKeys } from './notification-keys';

// GET /api/notificaciones?page=&limit= (docs/product/notifications.md): newest first, with the unread count.

/** How many the bell's popover shows. */
export const LATEST_LIMIT = 10;

/** The bell's light poll: a notification written by someone else's action shows up within a minute. */
const POLL_MS = 60_000;

const ERROR = 'Error al cargar las notificaciones';

export const fetchNotifications = (page: number, limit: number) =>
  api.get('/notificaciones', { params: { query: { page, limit } } }, ERROR);

/**
 * The latest notifications and the unread count, for the bell. Polled every minute while the tab is visible (TanStack
 * pauses the interval in a hidden tab) and refetched when the window gets the focus back.
 */
export function useLatestNotifications() {
  const { token } = useSession();
  return useQuery({
    queryKey: notificationKeys.latest(LATEST_LIMIT),
    queryFn: () => fetchNotifications(1, LATEST_LIMIT),
    enabled: !!token,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The bell's count: the list's `no_leidas` (0 until it loads or when the call fails). */
export function useUnreadCount(): number {
  return useLatestNotifications().data?.no_leidas ?? 0;
}

/** /notificaciones: the server's pages, one after another ('Cargar más'). */
export const useNotificationPages = (limit = NOTIFICACIONES_PAGE_SIZE) =>
  useInfiniteQuery({
    queryKey: notificationKeys.pages(limit),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    refetchOnWindowFocus: true,
  });
