import {
  canManageClub, canOwnClub,
  type ChangeRoleResultDto, type EstadoSolicitud, type JoinClubResultDto, type JoinRequestDto, type PublicClubInfoDto,
  type PublicClubJoinResultDto, type RolAsignable, type RolClub, type TipoClub, type TransferOwnershipResultDto,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { ClubRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { RATE_RULES, type RateLimiter } from '../../lib/rate-limit.js';
import type { ClubAccess } from './club-access.js';
import { actorOf, toJoinRequest } from './clubs.mapper.js';
import type { ClubsStore } from './clubs.store.js';
import type { LeaveContributors } from './leave.js';

export interface ActionContext { ip?: string }

export interface MembershipServiceDeps {
  store: ClubsStore;
  access: ClubAccess;
  clock: Clock;
  leave: LeaveContributors;
  rateLimiter: RateLimiter;
  /** join requests and their answers are told to the notifications outbox */
  events?: DomainEvents;
}

/** The club whose match a usable invite link opens, or null (the invitations module answers it). */
export type MatchLinkClubResolver = (codigo: string) => Promise<string | null>;

/** Who is in a club: joining (code, invitation, public club), join requests, roles, expulsion, ownership. */
export class MembershipService {
  private matchLinkClub: MatchLinkClubResolver = async () => null;

  constructor(private d: MembershipServiceDeps) {}

  /** The invitations module lets a match's invite link code stand for the club's code in unirse-invitacion. */
  acceptMatchLinkCodes(resolver: MatchLinkClubResolver) {
    this.matchLinkClub = resolver;
  }

  /** A Pendiente join request of the user to the club (the invitation join flow tells them to wait). */
  async hasPendingRequest(userId: string, clubId: string): Promise<boolean> {
    return !!(await this.d.store.requests.findPending(clubId, userId));
  }

  // ---------- joining

  /** POST /clubes/solicitar-ingreso: any signed-in user; a code names the club. */
  async joinByCode(user: UserRow, codigo: string, mensaje?: string): Promise<JoinClubResultDto> {
    await this.d.rateLimiter.hit(RATE_RULES.joinByCode, user.id);
    const club = await this.d.store.clubs.findByCode(codigo);
    if (!club) throw notFound('codigoInvalido');
    return this.join(user, club, mensaje);
  }

  /**
   * POST /clubes/{id}/unirse-invitacion: the same, but the code must be that club's, or the code of a usable invite
   * link of one of its matches (the invited person's club-join step, docs/product/invitations.md).
   */
  async joinByInvitation(user: UserRow, clubId: string, codigo: string, mensaje?: string): Promise<JoinClubResultDto> {
    await this.d.rateLimiter.hit(RATE_RULES.joinByCode, user.id);
    const club = isId(clubId) ? await this.d.store.clubs.findById(clubId) : undefined;
    if (!club || (club.codigoInvitacion !== codigo && (await this.matchLinkClub(codigo)) !== club.id)) throw notFound('codigoInvalido');
    return this.join(user, club, mensaje);
  }

  /** Joins at once, or files a Pendiente request when the club requires approval (docs/product/clubs.md "Joining"). */
  private async join(user: UserRow, club: ClubRow, mensaje?: string): Promise<JoinClubResultDto> {
    const ref = { club: { _id: club.id, nombre: club.nombre }, nombre_club: club.nombre };
    if (await this.d.store.clubs.membership(club.id, user.id)) throw conflict('yaEresMiembro');
    const now = this.d.clock.now();
    if (club.requiereAprobacionIngreso && !club.esPublico) {
      const request = await this.d.store.transaction(async (tx) => {
        const row = await tx.requests.insertPending({ id: newId(), clubId: club.id, usuarioId: user.id, mensaje: mensaje ?? null, createdAt: now });
        if (row) await this.d.events?.emit(tx.db, { type: 'solicitud.creada', clubId: club.id, usuarioId: user.id, solicitudId: row.id });
        return row;
      });
      if (!request) throw conflict('solicitudYaPendiente');
      return { requiere_aprobacion: true, ...ref, solicitud_id: request.id };
    }
    const added = await this.d.store.transaction(async (tx) => {
      const ok = await tx.clubs.addMember(club.id, user.id, 'Miembro', now);
      if (ok) await tx.clubs.pickActiveClub(user.id, now);
      return ok;
    });
    if (!added) throw conflict('yaEresMiembro'); // a twin request won the race
    return { requiere_aprobacion: false, ...ref };
  }

  /**
   * A club invite link's join (docs/decisions/0082): a member at once, with no approval step, the club active if the
   * person has none. `consume` counts the link's use in the same transaction, after the membership is added, and
   * throws (rolling the membership back) when none is left; it returns who made the link. A twin request that made
   * them a member first counts no use. A join request of theirs still waiting is answered by the link: approved,
   * so the managers' mails about it are cancelled and nobody rejects a member later.
   */
  async joinByClubLink(user: UserRow, clubId: string, consume: (db: Db) => Promise<string | null>): Promise<{ yaEraMiembro: boolean }> {
    if (await this.d.store.clubs.membership(clubId, user.id)) return { yaEraMiembro: true };
    const now = this.d.clock.now();
    const added = await this.d.store.transaction(async (tx) => {
      if (!(await tx.clubs.addMember(clubId, user.id, 'Miembro', now))) return false;
      const porId = await consume(tx.db);
      await tx.clubs.pickActiveClub(user.id, now);
      const pending = await tx.requests.findPending(clubId, user.id);
      if (pending && (await tx.requests.process(pending.id, clubId, { estado: 'Aprobada', procesadoPor: porId ?? user.id, fechaProcesado: now }))) {
        await this.d.events?.emit(tx.db, { type: 'solicitud.respondida', clubId, usuarioId: user.id, aprobada: true, solicitudId: pending.id });
      }
      return true;
    });
    return { yaEraMiembro: !added };
  }

  /** GET /clubes/publico/info: open to every signed-in user. */
  async publicInfo(user: UserRow): Promise<PublicClubInfoDto> {
    const row = await this.d.store.clubs.publicWithMembership(user.id);
    if (!row) throw notFound('clubNoEncontrado');
    const c = row.club;
    return {
      club: { _id: c.id, nombre: c.nombre, tipo: c.tipo as TipoClub, descripcion: c.descripcion, logo_url: c.logoUrl, es_publico: true, total_miembros: Number(row.total) },
      es_miembro: !!row.rol,
    };
  }

  /** POST /clubes/publico/unirse: open to everyone; already a member is an answer, not an error. */
  async joinPublic(user: UserRow): Promise<PublicClubJoinResultDto> {
    const club = await this.d.store.clubs.findPublic();
    if (!club) throw notFound('clubNoEncontrado');
    const added = await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const ok = await tx.clubs.addMember(club.id, user.id, 'Miembro', now);
      await tx.clubs.pickActiveClub(user.id, now);
      return ok;
    });
    return { unido: true, ya_era_miembro: !added, club: { _id: club.id, nombre: club.nombre } };
  }

  // ---------- join requests

  async listRequests(user: UserRow, clubId: string, estado?: EstadoSolicitud): Promise<JoinRequestDto[]> {
    const { club, rol } = await this.d.access.require(user, clubId, canManageClub);
    const rows = await this.d.store.requests.listWithUsers(club.id, estado);
    return rows.map((r) => toJoinRequest(r.request, r.user, { user, rol }));
  }

  /**
   * Approves once: the conditional update on estado = 'Pendiente' lets exactly one of two simultaneous approvals
   * through; the membership and the log entry commit with it.
   */
  async approveRequest(user: UserRow, clubId: string, requestId: string, ctx: ActionContext): Promise<JoinRequestDto> {
    const { club, rol } = await this.d.access.require(user, clubId, canManageClub);
    const now = this.d.clock.now();
    const processed = await this.d.store.transaction(async (tx) => {
      const row = isId(requestId)
        ? await tx.requests.process(requestId, club.id, { estado: 'Aprobada', procesadoPor: user.id, fechaProcesado: now })
        : undefined;
      if (!row) throw await this.whyNotPending(tx, club.id, requestId);
      await tx.clubs.addMember(club.id, row.usuarioId, 'Miembro', now);
      await tx.clubs.pickActiveClub(row.usuarioId, now);
      await tx.log.insert({
        id: newId(), clubId: club.id, tipo: 'solicitud_aprobada', moderadorId: user.id, afectadoId: row.usuarioId,
        metadata: { solicitud_id: row.id }, ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
      });
      await this.d.events?.emit(tx.db, { type: 'solicitud.respondida', clubId: club.id, usuarioId: row.usuarioId, aprobada: true, solicitudId: row.id });
      return row;
    });
    return this.requestDto(processed.id, club.id, user, rol);
  }

  /** Rejects once, with the reason (rejection requires one). */
  async rejectRequest(user: UserRow, clubId: string, requestId: string, notasRechazo: string, ctx: ActionContext): Promise<JoinRequestDto> {
    const { club, rol } = await this.d.access.require(user, clubId, canManageClub);
    const now = this.d.clock.now();
    const processed = await this.d.store.transaction(async (tx) => {
      const row = isId(requestId)
        ? await tx.requests.process(requestId, club.id, { estado: 'Rechazada', procesadoPor: user.id, fechaProcesado: now, notasRechazo })
        : undefined;
      if (!row) throw await this.whyNotPending(tx, club.id, requestId);
      await tx.log.insert({
        id: newId(), clubId: club.id, tipo: 'solicitud_rechazada', moderadorId: user.id, afectadoId: row.usuarioId,
        metadata: { solicitud_id: row.id, notas_rechazo: notasRechazo }, ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
      });
      await this.d.events?.emit(tx.db, { type: 'solicitud.respondida', clubId: club.id, usuarioId: row.usuarioId, aprobada: false, motivo: notasRechazo, solicitudId: row.id });
      return row;
    });
    return this.requestDto(processed.id, club.id, user, rol);
  }

  private async whyNotPending(tx: ClubsStore, clubId: string, requestId: string) {
    const existing = isId(requestId) ? await tx.requests.findInClub(requestId, clubId) : undefined;
    return existing ? conflict('solicitudProcesada') : notFound('solicitudNoEncontrada');
  }

  private async requestDto(requestId: string, clubId: string, user: UserRow, rol: RolClub | null): Promise<JoinRequestDto> {
    const [row] = await this.d.store.requests.listWithUsers(clubId, undefined, requestId);
    return toJoinRequest(row!.request, row!.user, { user, rol });
  }

  // ---------- members

  /** Miembro ⇄ Moderador, by the Creador or an administrador; the Creador's role is fixed (docs/product/clubs.md). */
  async changeRole(user: UserRow, clubId: string, targetId: string, rolNuevo: RolAsignable, ctx: ActionContext): Promise<ChangeRoleResultDto> {
    const { club } = await this.d.access.require(user, clubId, canOwnClub);
    if (targetId === user.id) throw forbidden('rolPropio');
    const now = this.d.clock.now();
    return this.d.store.transaction(async (tx) => {
      const member = isId(targetId) ? await tx.clubs.lockMembership(club.id, targetId) : undefined;
      if (!member) throw notFound('miembroNoEncontrado');
      const rolAnterior = member.rol as RolClub;
      if (rolAnterior === 'Creador') throw forbidden('rolCreadorFijo');
      if (rolAnterior !== rolNuevo) {
        await tx.clubs.setRole(club.id, targetId, rolNuevo);
        await tx.log.insert({
          id: newId(), clubId: club.id, tipo: 'rol_cambiado', moderadorId: user.id, afectadoId: targetId,
          metadata: { rol_anterior: rolAnterior, rol_nuevo: rolNuevo }, ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
        });
      }
      return { usuario_id: targetId, rol: rolNuevo, rol_anterior: rolAnterior };
    });
  }

  /** By the Creador or an administrador; the Creador cannot be expelled, nor can one expel oneself (that is leaving). */
  async expel(user: UserRow, clubId: string, targetId: string, ctx: ActionContext): Promise<void> {
    const { club } = await this.d.access.require(user, clubId, canOwnClub);
    if (targetId === user.id) throw forbidden('expulsionPropia');
    const current = isId(targetId) ? await this.d.store.clubs.membership(club.id, targetId) : undefined;
    if (!current) throw notFound('miembroNoEncontrado');
    if (current.rol === 'Creador') throw forbidden('creadorNoExpulsable');
    await this.d.leave.runOnLeave(club.id, targetId);
    const now = this.d.clock.now();
    await this.d.store.transaction(async (tx) => {
      const member = await tx.clubs.lockMembership(club.id, targetId);
      if (!member) throw notFound('miembroNoEncontrado');
      if (member.rol === 'Creador') throw forbidden('creadorNoExpulsable');
      await tx.clubs.removeMember(club.id, targetId);
      await tx.clubs.replaceActiveClub(targetId, club.id);
      await tx.log.insert({
        id: newId(), clubId: club.id, tipo: 'miembro_expulsado', moderadorId: user.id, afectadoId: targetId,
        metadata: { rol_anterior: member.rol }, ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
      });
    });
  }

  /**
   * The target member becomes Creador, the previous Creador becomes Moderador, clubs.creador_id follows.
   * The club row is locked and the caller's right re-checked inside, so two transfers cannot interleave.
   */
  async transferOwnership(user: UserRow, clubId: string, targetId: string, ctx: ActionContext): Promise<TransferOwnershipResultDto> {
    const { club } = await this.d.access.require(user, clubId, canOwnClub);
    if (club.esPublico) throw forbidden('clubPublicoSinCreador');
    const now = this.d.clock.now();
    return this.d.store.transaction(async (tx) => {
      const locked = await tx.clubs.lockClub(club.id);
      const mine = await tx.clubs.membership(club.id, user.id);
      if (!locked || !canOwnClub(actorOf(user), (mine?.rol as RolClub | undefined) ?? null)) throw forbidden('sinPermisos');
      const target = await tx.clubs.lockMembership(club.id, targetId);
      if (!target) throw notFound('miembroNoEncontrado');
      if (target.rol === 'Creador') throw conflict('yaEsCreador');
      const previous = await tx.clubs.demoteCreators(club.id, 'Moderador');
      await tx.clubs.setRole(club.id, targetId, 'Creador');
      await tx.clubs.updateClub(club.id, { creadorId: targetId });
      const creadorAnterior = previous[0] ?? locked.creadorId;
      await tx.log.insert({
        id: newId(), clubId: club.id, tipo: 'propiedad_transferida', moderadorId: user.id, afectadoId: targetId,
        metadata: { rol_anterior: target.rol, rol_nuevo: 'Creador', creador_anterior_id: creadorAnterior },
        ipAddress: ctx.ip?.slice(0, 64) ?? null, fecha: now,
      });
      return { creador_id: targetId, creador_anterior_id: creadorAnterior };
    });
  }
}
