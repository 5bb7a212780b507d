import type { UserDto } from '@partidos/shared';

/**
 * After a login the user is known: it goes into the query cache, so the app does not ask /auth/me again at once. The
 * query client loads with the app shell, not with /login (docs/decisions/0044), hence the dynamic imports; the shell is
 * what comes next anyway.
 */
export async function primeMe(user: UserDto): Promise<void> {
  const [{ queryClient }, { ME_KEY }] = await Promise.all([import('../../../lib/query-client'), import('../../profile/api/profile-calls')]);
  queryClient.setQueryData(ME_KEY, user);
}

