import { isAdmin, type RolClub } from '@partidos/shared';
import type { ClubRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { actorOf } from './clubs.mapper.js';
import type { ClubsStore } from './clubs.store.js';
import type { LeaveContributors } from './leave.js';
import type { ActionContext } from './membership.service.js';

export interface AdminMembershipDeps { store: ClubsStore; leave: LeaveContributors; clock: Clock }

interface Current { clubId: string; rol: string; esPublico: boolean }
export interface WantedMembership { club_id: string; rol: RolClub }

/**
 * A platform administrador editing another user's clubs (docs/product/admin.md "Users"), with the club
 * rules of the member screens (docs/decisions/0017):
 * - a club left this way is an expulsion: the matches and invitations modules take the user off the club's upcoming
 *   matches first (LeaveContributors), and a `miembro_expulsado` entry is logged;
 * - the public club is never left, and nobody is its Creador;
 * - a Creador keeps the role until another member becomes Creador: giving someone the Creador role transfers the
 *   ownership (the previous Creador becomes Moderador, logged as `propiedad_transferida`), so a club always has one;
 * - a role change is logged as `rol_cambiado`; a new membership settles the user's pending join request to that club.
 */
export class AdminMembershipService {
  constructor(private d: AdminMembershipDeps) {}

  /**
   * PUT /admin/users/{id}/clubes: the memberships become exactly `wanted` (duplicates were refused by the schema).
   * Checked first without locks so the leave hooks run only for a valid request, then again under the membership
   * rows' locks inside the transaction that writes.
   */
  async replace(user: UserRow, targetId: string, wanted: WantedMembership[], ctx: ActionContext = {}): Promise<void> {
    if (!isAdmin(actorOf(user))) throw forbidden('requiereAdministrador');
    const clubs = new Map((await this.d.store.clubs.findByIds(wanted.map((w) => w.club_id))).map((c) => [c.id, c]));
    if (clubs.size !== new Set(wanted.map((w) => w.club_id)).size) throw notFound('clubNoEncontrado');
    const removals = this.plan(await this.d.store.clubs.membershipsWithClub(targetId), wanted, clubs);
    // idempotent, outside the transaction like an expulsion (clubs/leave.ts): a retry finds nothing left to do
    for (const m of removals) await this.d.leave.runOnLeave(m.clubId, targetId);
    const now = this.d.clock.now();
    const log = (clubId: string, tipo: string, metadata: Record<string, unknown>) => ({
      id: newId(), clubId, tipo, moderadorId: user.id, afectadoId: targetId, metadata, ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
    });
    await this.d.store.transaction(async (tx) => {
      const current = await tx.clubs.membershipsWithClub(targetId, true);
      for (const m of this.plan(current, wanted, clubs)) {
        await tx.clubs.removeMember(m.clubId, targetId);
        await tx.clubs.replaceActiveClub(targetId, m.clubId);
        await tx.log.insert(log(m.clubId, 'miembro_expulsado', { rol_anterior: m.rol }));
      }
      for (const w of wanted) {
        const cur = current.find((c) => c.clubId === w.club_id);
        if (!cur) {
          await tx.clubs.addMember(w.club_id, targetId, w.rol === 'Creador' ? 'Miembro' : w.rol, now);
          const pending = await tx.requests.findPending(w.club_id, targetId);
          if (pending) await tx.requests.process(pending.id, w.club_id, { estado: 'Aprobada', procesadoPor: user.id, fechaProcesado: now });
        }
        const rolAnterior = cur?.rol ?? 'Miembro';
        if (w.rol === 'Creador' && rolAnterior !== 'Creador') {
          await tx.clubs.lockClub(w.club_id);
          const previous = await tx.clubs.demoteCreators(w.club_id, 'Moderador');
          await tx.clubs.setRole(w.club_id, targetId, 'Creador');
          await tx.clubs.updateClub(w.club_id, { creadorId: targetId });
          await tx.log.insert(log(w.club_id, 'propiedad_transferida', {
            rol_anterior: rolAnterior, rol_nuevo: 'Creador', creador_anterior_id: previous[0] ?? clubs.get(w.club_id)?.creadorId ?? null,
          }));
        } else if (cur && cur.rol !== w.rol) {
          await tx.clubs.setRole(w.club_id, targetId, w.rol);
          await tx.log.insert(log(w.club_id, 'rol_cambiado', { rol_anterior: cur.rol, rol_nuevo: w.rol }));
        }
      }
      if (wanted[0]) await tx.clubs.setActiveClubIfNone(targetId, wanted[0].club_id);
    });
  }

  /** The memberships to remove, after checking every rule against the current ones (throws the first broken). */
  private plan(current: Current[], wanted: WantedMembership[], clubs: Map<string, ClubRow>): Current[] {
    for (const w of wanted) {
      if (w.rol === 'Creador' && clubs.get(w.club_id)?.esPublico) throw badRequest('clubPublicoSinCreador');
      const cur = current.find((c) => c.clubId === w.club_id);
      if (cur?.rol === 'Creador' && w.rol !== 'Creador') throw conflict('rolCreadorFijo');
    }
    const removals = current.filter((c) => !wanted.some((w) => w.club_id === c.clubId));
    for (const r of removals) {
      if (r.esPublico) throw conflict('clubPublicoNoSeQuita');
      if (r.rol === 'Creador') throw conflict('creadorNoSeQuita');
    }
    return removals;
  }

  /** PUT /admin/users/{id}/club-activo: only a club the user belongs to. */
  async setActiveClub(user: UserRow, targetId: string, clubId: string): Promise<void> {
    if (!isAdmin(actorOf(user))) throw forbidden('requiereAdministrador');
    const club = isId(clubId) ? await this.d.store.clubs.findById(clubId) : undefined;
    if (!club) throw notFound('clubNoEncontrado');
    if (!(await this.d.store.clubs.membership(club.id, targetId))) throw badRequest('miembroNoEncontrado');
    await this.d.store.clubs.setActiveClub(targetId, club.id);
  }
}
