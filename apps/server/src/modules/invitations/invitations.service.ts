import {
  JUGADORES_SUGERIDOS_MAX, MSG, PARTIDOS_RECIENTES_SUGERENCIAS, admiteInscripciones, canInviteToMatch, requiereAprobacion,
  type AceptarInvitacionDto, type AceptarInvitacionInput, type InvitacionDto, type InvitacionesListDto, type InvitacionesMultiplesDto,
  type InvitacionesQuery, type InvitarJugadorInput, type InvitarMultiplesInput, type JugadoresDisponiblesDto, type JugadoresDisponiblesQuery,
  type JugadoresSugeridosDto, type RolClub,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { badRequest, conflict, forbidden, notFound, type AppError } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import type { ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { LeaveCheckContributor } from '../clubs/leave.js';
import type { EnrolmentService } from '../matches/enrolment.service.js';
import { toJugadorRef } from '../matches/matches.mapper.js';
import type { MatchView, MatchesService } from '../matches/matches.service.js';
import { InvitationsRepository, type Candidato, type InvitacionView } from './invitations.repository.js';
import { RESULTADO, toInvitacion } from './invitations.mapper.js';
import type { InvitationsStore } from './invitations.store.js';

export interface InvitationsDeps {
  store: InvitationsStore;
  matches: MatchesService;
  enrolment: EnrolmentService;
  access: ClubAccess;
  clock: Clock;
  /** a new invitation is told to the invitee (notifications outbox) */
  events?: DomainEvents;
}

export interface Answer<T> { message: string; data: T }

/** Why a person cannot be invited, as the status and message a single invite answers. */
function refusal(c: Candidato | undefined, callerId: string): AppError | null {
  if (c?.id === callerId) return badRequest('invitacionPropia');
  if (!c?.miembro) return notFound('miembroNoEncontrado');
  if (c.inscrito) return conflict('jugadorYaInscrito');
  if (c.enEspera) return conflict('jugadorYaEnListaEspera');
  if (c.invitado) return conflict('invitacionPendienteExiste');
  return null;
}

/**
 * Invitations to a match (docs/product/invitations.md; docs/decisions/0015): members invite
 * members; only the invitee answers, only the inviter cancels. Accepting signs up through the enrolment service, so
 * capacity, waiting list and payments follow the sign-up's rules, and the answer commits with the enrolment.
 */
export class InvitationsService implements LeaveCheckContributor {
  readonly name = 'invitations';

  constructor(private d: InvitationsDeps) {}

  /** The match is visible (404), the caller may invite in its club (403), and it still takes sign-ups (409). */
  private async inviter(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.d.matches.view(user, partidoId);
    const found = await this.d.access.findWithRole(user.id, v.row.partido.clubId);
    if (!found || !canInviteToMatch(v.ctx.actor, found.rol, found.club.usuariosPuedenInvitar)) throw forbidden('sinPermisosInvitar');
    return v;
  }

  private async open(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.inviter(user, partidoId);
    if (!admiteInscripciones(v.row.partido.estadoPartido)) throw conflict('partidoNoDisponible');
    return v;
  }

  private async dtos(ids: string[]): Promise<InvitacionDto[]> {
    if (!ids.length) return [];
    const { rows } = await this.d.store.invitaciones.list({ tipo: 'ids', ids }, 1, ids.length);
    const byId = new Map(rows.map((r) => [r.invitacion.id, toInvitacion(r)]));
    return ids.map((id) => byId.get(id)!).filter(Boolean);
  }

  /** POST /partidos/{id}/invitaciones: one club member not on the roster and not already invited. */
  async invite(user: UserRow, partidoId: string, input: InvitarJugadorInput): Promise<Answer<InvitacionDto>> {
    const v = await this.open(user, partidoId);
    const p = v.row.partido;
    const [candidato] = await this.d.store.invitaciones.candidatos(p.id, p.clubId, [input.usuario_invitado_id]);
    const why = refusal(candidato, user.id);
    if (why) throw why;
    const [created] = await this.insertAndTell([{
      id: newId(), partidoId: p.id, invitadorId: user.id, invitadoId: input.usuario_invitado_id,
      mensaje: input.mensaje_personalizado ?? null, createdAt: this.d.clock.now(),
    }]);
    if (!created) throw conflict('invitacionPendienteExiste'); // a twin request won
    const [dto] = await this.dtos([created.id]);
    return { message: MSG.invitacionEnviada, data: dto! };
  }

  /**
   * POST /partidos/{id}/invitaciones/multiples: everyone invitable is invited in one insert; the others are listed
   * in `omitidos` with the reason. 409 only when nobody could be invited.
   */
  async inviteMany(user: UserRow, partidoId: string, input: InvitarMultiplesInput): Promise<Answer<InvitacionesMultiplesDto>> {
    const v = await this.open(user, partidoId);
    const p = v.row.partido;
    const byId = new Map((await this.d.store.invitaciones.candidatos(p.id, p.clubId, input.usuariosIds)).map((c) => [c.id, c]));
    const omitidos: InvitacionesMultiplesDto['omitidos'] = [];
    const now = this.d.clock.now();
    const values = [];
    for (const id of input.usuariosIds) {
      const why = refusal(byId.get(id), user.id);
      if (why) omitidos.push({ usuario_id: id, motivo: why.message });
      else values.push({ id: newId(), partidoId: p.id, invitadorId: user.id, invitadoId: id, mensaje: input.mensaje_personalizado ?? null, createdAt: now });
    }
    const created = await this.insertAndTell(values);
    const hechos = new Set(created.map((c) => c.invitadoId));
    for (const val of values) if (!hechos.has(val.invitadoId)) omitidos.push({ usuario_id: val.invitadoId, motivo: MSG.invitacionPendienteExiste });
    if (!created.length) throw conflict('ningunoInvitable');
    return { message: MSG.invitacionesEnviadas, data: { invitaciones: await this.dtos(created.map((c) => c.id)), omitidos } };
  }

  /** The invitations and their notifications in one transaction. */
  private insertAndTell(values: Parameters<InvitationsStore['invitaciones']['insertMany']>[0]) {
    return this.d.store.transaction(async (tx) => {
      const created = await tx.invitaciones.insertMany(values);
      const byId = new Map(values.map((v) => [v.id, v]));
      for (const c of created) {
        const v = byId.get(c.id)!;
        await this.d.events?.emit(tx.db, { type: 'invitacion.creada', partidoId: v.partidoId, invitadoId: c.invitadoId, invitadorId: v.invitadorId ?? null });
      }
      return created;
    });
  }

  async list(user: UserRow, tipo: 'pendientes' | 'historial' | 'enviadas', q: InvitacionesQuery): Promise<InvitacionesListDto> {
    const filtro = tipo === 'enviadas' ? { tipo, usuarioId: user.id, partidoId: q.partido_id } : { tipo, usuarioId: user.id };
    const { rows, total } = await this.d.store.invitaciones.list(filtro, q.page, q.limit);
    return { invitaciones: rows.map(toInvitacion), pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) } };
  }

  private async find(id: string): Promise<InvitacionView | undefined> {
    return isId(id) ? (await this.d.store.invitaciones.list({ tipo: 'ids', ids: [id] }, 1, 1)).rows[0] : undefined;
  }

  /** A Pendiente invitation, only for its invitee: anyone else gets 404 (it is not theirs to see). */
  private async received(user: UserRow, id: string): Promise<InvitacionView> {
    const view = await this.find(id);
    if (!view || view.invitacion.invitadoId !== user.id) throw notFound('invitacionNoEncontrada');
    if (view.invitacion.estado !== 'Pendiente') throw conflict('invitacionYaRespondida');
    return view;
  }

  /**
   * PUT /invitaciones/{id}/aceptar: signs the invitee up. A full match is 409 'El partido está completo' and the
   * invitation stays Pendiente; with `lista_espera: true` the invitee joins the waiting list and it is Aceptada.
   * Someone already enrolled just gets the invitation marked Aceptada.
   */
  async accept(user: UserRow, id: string, input: AceptarInvitacionInput): Promise<Answer<AceptarInvitacionDto>> {
    const { invitacion: inv, partido: p } = await this.received(user, id);
    const now = this.d.clock.now();
    const marcar = async (repo: InvitationsRepository) => {
      if (!(await repo.answer(inv.id, { invitadoId: user.id }, 'Aceptada', now))) throw conflict('invitacionYaRespondida');
    };
    if ((await this.d.store.invitaciones.rosterState(p.id, user.id)).inscrito) {
      await marcar(this.d.store.invitaciones);
      const data = { invitacion: toInvitacion((await this.find(inv.id))!), resultado: 'ya_inscrito' as const, partido: await this.d.matches.detail(user, p.id) };
      return { message: MSG.yaInscrito, data };
    }
    // normally a member; someone who left the club meanwhile had the invitation cancelled (onLeave)
    const rol = (await this.d.access.roleIn(user.id, p.clubId)) as RolClub | null;
    const r = await this.d.enrolment.enrolInvited(user, p.id, {
      aprobacion: requiereAprobacion(actorOf(user), rol, { es_publico: p.esPublico, requiere_aprobacion_ingreso_publico: p.requiereAprobacionIngresoPublico }),
      listaEspera: input.lista_espera,
      inTx: (db) => marcar(new InvitationsRepository(db)),
    });
    return {
      message: r.outcome === 'inscrito' ? MSG.invitacionAceptada : r.message,
      data: { invitacion: toInvitacion((await this.find(inv.id))!), resultado: RESULTADO[r.outcome], partido: r.data },
    };
  }

  /** PUT /invitaciones/{id}/rechazar: the invitee, once. */
  async reject(user: UserRow, id: string): Promise<Answer<InvitacionDto>> {
    const { invitacion: inv } = await this.received(user, id);
    if (!(await this.d.store.invitaciones.answer(inv.id, { invitadoId: user.id }, 'Rechazada', this.d.clock.now()))) {
      throw conflict('invitacionYaRespondida');
    }
    return { message: MSG.invitacionRechazada, data: toInvitacion((await this.find(inv.id))!) };
  }

  /** DELETE /invitaciones/{id}: the inviter cancels a Pendiente invitation; the invitee is told to reject it instead. */
  async cancel(user: UserRow, id: string): Promise<Answer<InvitacionDto>> {
    const view = await this.find(id);
    const inv = view?.invitacion;
    if (!inv || (inv.invitadorId !== user.id && inv.invitadoId !== user.id)) throw notFound('invitacionNoEncontrada');
    if (inv.invitadorId !== user.id) throw forbidden('invitacionSoloInvitador');
    if (!(await this.d.store.invitaciones.answer(inv.id, { invitadorId: user.id }, 'Cancelada', this.d.clock.now()))) {
      throw conflict('invitacionYaRespondida');
    }
    return { message: MSG.invitacionCancelada, data: toInvitacion((await this.find(inv.id))!) };
  }

  /** GET /partidos/{id}/jugadores-disponibles: members one may invite, searched by name from 2 characters. */
  async available(user: UserRow, partidoId: string, q: JugadoresDisponiblesQuery): Promise<JugadoresDisponiblesDto> {
    const v = await this.inviter(user, partidoId);
    const p = v.row.partido;
    const { rows, total } = await this.d.store.invitaciones.disponibles(p.id, p.clubId, user.id, q.busqueda, q.page, q.limit);
    return { jugadores: rows.map(toJugadorRef), pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) } };
  }

  /** GET /partidos/{id}/jugadores-sugeridos (docs/decisions/0015). */
  async suggested(user: UserRow, partidoId: string): Promise<JugadoresSugeridosDto> {
    const v = await this.inviter(user, partidoId);
    const p = v.row.partido;
    const rows = await this.d.store.invitaciones.sugeridos(p.id, p.clubId, user.id, PARTIDOS_RECIENTES_SUGERENCIAS, JUGADORES_SUGERIDOS_MAX);
    return { jugadores: rows.map((r) => ({ ...toJugadorRef(r.jugador), partidos_recientes: Number(r.veces) })) };
  }

  // ---- leaving a club (docs/product/clubs.md): invitations to its matches are cancelled, the person's links retired

  async countForLeave() {
    return {};
  }

  async onLeave(clubId: string, usuarioId: string) {
    const now = this.d.clock.now();
    await this.d.store.invitaciones.cancelPendingInClub(clubId, usuarioId, now);
    await this.d.store.links.retireAllInClub(clubId, usuarioId, now);
    return {};
  }
}
