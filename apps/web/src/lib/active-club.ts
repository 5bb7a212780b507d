import { useEffect } from 'react';
import type { ClubMembershipDto } from '@partidos/shared';
import { session, useSession } from './session';

/**
 * The active club (docs/decisions/0033): the stored one while the user is still a member, else the server's
 * club_activo_id, else the first club.
 */
export function resolveActiveClub(clubes: ClubMembershipDto[], stored: string | null, server: string | null): ClubMembershipDto | null {
  return clubes.find((c) => c.club_id === stored) ?? clubes.find((c) => c.club_id === server) ?? clubes[0] ?? null;
}

export function useActiveClub(): ClubMembershipDto | null {
  const { user, clubActivoId } = useSession();
  const active = user ? resolveActiveClub(user.clubes, clubActivoId, user.club_activo_id) : null;
  useEffect(() => {
    if ((active?.club_id ?? null) !== clubActivoId && user) session.setActiveClub(active?.club_id ?? null);
  }, [active?.club_id, clubActivoId, user]);
  return active;
}
