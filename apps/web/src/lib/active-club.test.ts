import { describe, expect, it } from 'vitest';
import type { ClubMembershipDto } from '@partidos/shared';
import { resolveActiveClub } from './active-club';

const club = (id: string): ClubMembershipDto => ({
  club_id: id, rol: 'Miembro', nombre: `Club ${id}`, tipo: 'Club', es_publico: false, logo_url: null, fecha_ingreso: '2026-01-01T00:00:00Z',
});

describe('resolveActiveClub', () => {
  const clubes = [club('a'), club('b'), club('c')];
  it('keeps the stored club while the user is still a member', () => {
    expect(resolveActiveClub(clubes, 'b', 'c')?.club_id).toBe('b');
  });
  it('falls back to the server’s active club when the stored one was left', () => {
    expect(resolveActiveClub(clubes, 'gone', 'c')?.club_id).toBe('c');
  });
  it('falls back to the first club, and to none without clubs', () => {
    expect(resolveActiveClub(clubes, null, null)?.club_id).toBe('a');
    expect(resolveActiveClub([], 'a', 'a')).toBeNull();
  });
});
