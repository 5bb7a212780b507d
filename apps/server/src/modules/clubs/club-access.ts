import { canViewClub, isAdmin, type Actor, type RolClub } from '@partidos/shared';
import type { ClubRow, UserRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { AskedClub } from '../auth/sessions.js';
import type { ClubsRepository } from './clubs.repository.js';
import { actorOf } from './clubs.mapper.js';

/** A rule from packages/shared/src/permissions.ts: who may do something in a club. */
export type ClubPolicy = (actor: Actor, rol: RolClub | null | undefined) => boolean;

export interface ClubAccessResult { club: ClubRow; rol: RolClub | null }

/** The club named by x-club-id (or, without the header, the user's stored active club). */
export interface ActiveClub { clubId: string; rol: RolClub | null; esPublico: boolean }

/**
 * The one place that answers "may this user do this in this club?" (docs/product/clubs.md). A club the user
 * cannot see is 404, never 403, so its existence does not leak; a member lacking the right gets 403.
 */
export class ClubAccess {
  constructor(private clubs: ClubsRepository) {}

  /** The club with the user's role: one query. */
  private async withRole(clubId: string, userId: string): Promise<ClubAccessResult | undefined> {
    return isId(clubId) ? this.clubs.findWithRole(clubId, userId) : undefined;
  }

  /** 404 unless the user can see the club; then 403 unless `policy` allows. */
  async require(user: UserRow, clubId: string, policy: ClubPolicy = canViewClub): Promise<ClubAccessResult> {
    const found = await this.withRole(clubId, user.id);
    const actor = actorOf(user);
    if (!found || !canViewClub(actor, found.rol)) throw notFound('clubNoEncontrado');
    if (!policy(actor, found.rol)) throw forbidden('sinPermisos');
    return found;
  }

  /** Actions only a member can take about their own membership (leave, make active): 404 for anyone else. */
  async requireMembership(user: UserRow, clubId: string): Promise<ClubAccessResult & { rol: RolClub }> {
    const found = await this.withRole(clubId, user.id);
    if (!found) throw notFound('clubNoEncontrado');
    // an administrador can see the club, so tell them why; anyone else learns nothing about it
    if (!found.rol) throw notFound(isAdmin(actorOf(user)) ? 'noEresMiembro' : 'clubNoEncontrado');
    return found as ClubAccessResult & { rol: RolClub };
  }

  /** The club and the user's role in it, undefined when there is no such club (no check: callers decide). */
  async findWithRole(userId: string, clubId: string): Promise<ClubAccessResult | undefined> {
    return this.withRole(clubId, userId);
  }

  /** The user's role in a club, null when not a member (no error: callers decide what that means). */
  async roleIn(userId: string, clubId: string): Promise<RolClub | null> {
    const found = await this.withRole(clubId, userId);
    return found?.rol ?? null;
  }

  /** Ids of the clubs the user belongs to (one query). */
  async clubIdsOf(userId: string): Promise<string[]> {
    return (await this.clubs.membershipsOf(userId)).map((m) => m.club_id);
  }

  /**
   * The x-club-id header is a context, never a permission (docs/product/clubs.md): the user must belong to that club
   * (a platform administrador may name any club). Without the header the stored active club is used.
   */
  async resolveActiveClub(user: UserRow, header: string | undefined, read?: AskedClub): Promise<ActiveClub> {
    const clubId = header?.trim() || user.clubActivoId;
    if (!clubId) throw badRequest('clubActivoRequerido');
    if (read && read.asked === clubId) {
      // read with the session (SessionService.verify): the same check as `require`, without a statement
      if (!read.found || !canViewClub(actorOf(user), read.found.rol as RolClub | null)) throw notFound('clubNoEncontrado');
      return { clubId: read.found.id, rol: read.found.rol as RolClub | null, esPublico: read.found.esPublico };
    }
    const { club, rol } = await this.require(user, clubId);
    return { clubId: club.id, rol, esPublico: club.esPublico };
  }
}
