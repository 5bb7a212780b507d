import {
  HORAS_AVISO_TARDIO, MSG, admiteInscripciones, asistenciaModificable, capacidadLocal, decidirInscripcion, puedeAnotarse, puedeVerPartido,
  requiereAprobacion, reservadoTitularesMensaje, type InscribirInput, type RechazoInscripcion, type DestinoInscripcion, type RolClub,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { asistenciaRegistros, type PartidoRow, type UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound, type AppError } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { formatDateTime } from '../../lib/match-time.js';
import type { ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { LeaveCheckContributor } from '../clubs/leave.js';
import type { MatchesService, Mutation } from './matches.service.js';
import { MatchesStore } from './matches.store.js';
import type { RosterRepository } from './roster.repository.js';
import type { RosterOps } from './roster-ops.js';

export interface EnrolmentDeps { store: MatchesStore; matches: MatchesService; access: ClubAccess; roster: RosterOps; clock: Clock; timezone: string }

/** What a sign-up did: enrolled, on the waiting list, or on it awaiting an organiser's approval. */
export type Outcome = DestinoInscripcion;

export interface InvitedEnrolment {
  /** a non-member's sign-up to a public match that requires approval (requiereAprobacion) */
  aprobacion: boolean;
  /** join the waiting list when the match is full (otherwise 409 'El partido está completo') */
  listaEspera: boolean;
  inTx?: (db: Db) => Promise<void>;
}

const messageOf = (outcome: Outcome, self: boolean): string => ({
  inscrito: self ? MSG.inscripcionExitosa : MSG.jugadorInscrito,
  espera: self ? MSG.listaEsperaUnido : MSG.jugadorEnListaEspera,
  pendiente: MSG.inscripcionPorAprobar,
})[outcome];

type Locked = NonNullable<Awaited<ReturnType<RosterRepository['lockForEnrolment']>>>;

export const placesOf = (p: Pick<PartidoRow, 'maxAsistentes' | 'tieneRivalExterno'>) => capacidadLocal({ max_asistentes: p.maxAsistentes, tiene_rival_externo: p.tieneRivalExterno });

/**
 * Sign-up, leaving and attendance (docs/product/enrolment.md). Every roster change runs in a transaction that first
 * locks the match row, so concurrent sign-ups queue there and the capacity rule sees the places taken by the ones
 * before: a full match is never overbooked (and the database's check on `ocupados` refuses it if a rule ever did).
 */
export class EnrolmentService implements LeaveCheckContributor {
  readonly name = 'matches';

  constructor(private d: EnrolmentDeps) {}

  /**
   * POST /partidos/{id}/inscribir. Oneself (members, or anyone for a public match), or a club member signed up
   * by a manager. A full match is 409 unless lista_espera; a non-member's sign-up to a public match that requires
   * approval waits on the waiting list.
   */
  async signUp(user: UserRow, partidoId: string, input: InscribirInput): Promise<Mutation> {
    const targetId = input.usuario_id ?? user.id;
    if (targetId !== user.id) {
      const v = await this.d.matches.view(user, partidoId);
      if (!v.puedeGestionar) throw forbidden('sinPermisosPartidos');
      if (!(await this.d.access.roleIn(targetId, v.row.partido.clubId))) throw notFound('miembroNoEncontrado');
      const outcome = await this.enrol(v.row.partido.id, targetId, { self: false, aprobacion: false, listaEspera: input.lista_espera });
      return { message: messageOf(outcome, false), data: await this.d.matches.answerAfter(user, v) };
    }
    // one's own sign-up: the visibility and sign-up rules are checked on the locked row itself, in the order the view
    // would (404 unseen, 403 not for this player), so no read of the match precedes the write
    if (!isId(partidoId)) throw notFound('partidoNoEncontrado');
    const actor = actorOf(user);
    const outcome = await this.enrol(partidoId, user.id, {
      self: true, aprobacion: false, listaEspera: input.lista_espera,
      admit: (locked) => {
        const rol = (locked.rol as RolClub | null) ?? null;
        const mio = { inscrito: locked.inscrito, en_lista_espera: locked.esperaPendiente !== null };
        if (!puedeVerPartido(actor, rol, { es_publico: locked.esPublico }, mio)) throw notFound('partidoNoEncontrado');
        if (!puedeAnotarse(actor, rol, { es_publico: locked.esPublico })) throw forbidden('partidoNoDisponible');
        return requiereAprobacion(actor, rol, { es_publico: locked.esPublico, requiere_aprobacion_ingreso_publico: locked.requiereAprobacionIngresoPublico });
      },
    });
    return { message: messageOf(outcome, true), data: await this.d.matches.detail(user, partidoId) };
  }

  /**
   * Signs oneself up on an invitation's or an invite link's authority (the invitations module checked it, so the
   * match's visibility and membership rules are not asked again): the state, capacity, waiting-list and approval rules
   * are the sign-up's. `inTx` runs in the same transaction once the match row is locked and the sign-up is known to be
   * possible, so the invitation's answer or the link's use commits with the enrolment or not at all.
   */
  async enrolInvited(user: UserRow, partidoId: string, o: InvitedEnrolment): Promise<Mutation & { outcome: Outcome }> {
    const outcome = await this.enrol(partidoId, user.id, { self: true, ...o });
    return { outcome, message: messageOf(outcome, true), data: await this.d.matches.detail(user, partidoId) };
  }

  /**
   * The sign-up's transaction: lock the match row (with where the player stands), apply the sign-up rule
   * (decidirInscripcion), write, recount. `admit`: the caller's own checks on the locked row; it says whether the
   * sign-up awaits an organiser's approval.
   */
  private async enrol(
    partidoId: string, targetId: string, o: InvitedEnrolment & { self: boolean; admit?: (locked: Locked) => boolean },
  ): Promise<Outcome> {
    return this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const locked = await tx.roster.lockForEnrolment(partidoId, targetId);
      if (!locked) throw notFound('partidoNoEncontrado');
      const aprobacion = o.admit ? o.admit(locked) : o.aprobacion;
      const decision = decidirInscripcion({
        estado_partido: locked.estadoPartido, ocupados: locked.ocupados, max_asistentes: locked.maxAsistentes,
        tiene_rival_externo: locked.tieneRivalExterno, inscrito: locked.inscrito,
        espera: locked.esperaPendiente === null ? null : { pendiente: locked.esperaPendiente },
        // a series' match: only its regulars sign themselves up until the window ends (an organiser may add anyone)
        reservadoATitulares: o.self && !!locked.titularesHasta && locked.titularesHasta > now && !locked.titular,
        aprobacion, listaEspera: o.listaEspera,
      });
      if ('rechazo' in decision) throw this.refusal(decision.rechazo, o.self, locked);
      // every refusal is above: what the caller adds to the transaction commits with the sign-up
      await o.inTx?.(tx.db);
      if (decision.resultado !== 'inscrito') {
        await tx.roster.addEspera(locked.id, targetId, decision.resultado === 'pendiente', now);
        return decision.resultado;
      }
      // (a reserve whose place is free leaves the waiting list for the attendees)
      if (locked.esperaPendiente !== null) await tx.roster.removeEspera(locked.id, targetId);
      if (!(await this.d.roster.addAttendee(tx, locked.id, targetId, now))) throw conflict(o.self ? 'yaInscrito' : 'jugadorYaInscrito');
      await tx.roster.recount(locked.id, now);
      return 'inscrito';
    });
  }

  private refusal(rechazo: RechazoInscripcion, self: boolean, locked: Locked): AppError {
    if (rechazo === 'reservadoTitulares') {
      return conflict({ code: 'RESERVADO_TITULARES', message: reservadoTitularesMensaje(formatDateTime(locked.titularesHasta!, this.d.timezone)) });
    }
    if (rechazo === 'yaInscrito' && !self) return conflict('jugadorYaInscrito');
    return conflict(rechazo);
  }

  /**
   * DELETE /partidos/{id}/desinscribir/{usuarioId}: oneself, or anyone by a manager, while sign-ups are open.
   * Leaves the attendees (with the team slot) or the waiting list; the first reserve takes a freed place.
   */
  async leave(user: UserRow, partidoId: string, usuarioId: string): Promise<Mutation> {
    if (usuarioId === user.id) return this.leaveSelf(user, partidoId);
    const v = await this.d.matches.view(user, partidoId);
    if (!v.puedeGestionar) throw forbidden('sinPermisosPartidos');
    if (!isId(usuarioId)) throw notFound('jugadorNoInscrito');
    await this.d.store.transaction(async (tx) => {
      const locked = await tx.roster.lock(v.row.partido.id);
      if (!locked) throw notFound('partidoNoEncontrado');
      if (!admiteInscripciones(locked.estadoPartido)) throw conflict('bajaNoDisponible');
      const removed = await this.d.roster.removeAttendee(tx, locked.id, usuarioId);
      const removedEspera = await tx.roster.removeEspera(locked.id, usuarioId);
      if (!removed && !removedEspera) throw notFound('jugadorNoInscrito');
      if (removed) await this.d.roster.fillFromWaitingList(tx, locked, this.d.clock.now());
    });
    return { message: MSG.jugadorDadoDeBaja, data: await this.d.matches.answerAfter(user, v) };
  }

  /**
   * One's own withdrawal: the visibility rule is checked on the locked row, which also says where the player stands.
   * A withdrawal in the last hours before the start is recorded as 'Avisó tarde'; a freed place goes to the first
   * reserve.
   */
  private async leaveSelf(user: UserRow, partidoId: string): Promise<Mutation> {
    if (!isId(partidoId)) throw notFound('partidoNoEncontrado');
    const actor = actorOf(user);
    await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const locked = await tx.roster.lockForEnrolment(partidoId, user.id);
      if (!locked) throw notFound('partidoNoEncontrado');
      const enEspera = locked.esperaPendiente !== null;
      if (!puedeVerPartido(actor, locked.rol as RolClub | null, { es_publico: locked.esPublico }, { inscrito: locked.inscrito, en_lista_espera: enEspera })) {
        throw notFound('partidoNoEncontrado');
      }
      if (!admiteInscripciones(locked.estadoPartido)) throw conflict('bajaNoDisponible');
      if (!locked.inscrito && !enEspera) throw notFound('noInscrito');
      if (enEspera) await tx.roster.removeEspera(locked.id, user.id);
      if (!locked.inscrito) return;
      await this.d.roster.removeAttendee(tx, locked.id, user.id);
      if (locked.inicio && locked.inicio.getTime() - now.getTime() < HORAS_AVISO_TARDIO * 3_600_000) {
        await tx.db.insert(asistenciaRegistros).values({ partidoId: locked.id, usuarioId: user.id, resultado: 'aviso_tarde', registradoEn: now })
          .onConflictDoUpdate({ target: [asistenciaRegistros.partidoId, asistenciaRegistros.usuarioId], set: { resultado: 'aviso_tarde', registradoEn: now } });
      }
      await this.d.roster.fillFromWaitingList(tx, locked, now);
    });
    // (a player who was in a private match of another club by invitation no longer sees it: the answer is the match as
    // they leave it, not a 404 for a withdrawal that was done)
    return { message: MSG.bajaExitosa, data: await this.d.matches.detail(user, partidoId, true) };
  }

  /** PUT /partidos/{id}/confirmar-asistencia: enrolled players, until the start (docs/product/enrolment.md). */
  async confirm(user: UserRow, partidoId: string, confirmado: boolean): Promise<Mutation> {
    const v = await this.d.matches.view(user, partidoId);
    const p = v.row.partido;
    if (!v.row.miAsistencia) throw forbidden('noInscrito');
    if (!asistenciaModificable({ estado_partido: p.estadoPartido, inicio: p.inicio }, this.d.clock.now())) throw conflict('asistenciaFueraDePlazo');
    if (!(await this.d.store.roster.setConfirmado(p.id, user.id, confirmado))) throw forbidden('noInscrito');
    return { message: confirmado ? MSG.asistenciaConfirmada : MSG.asistenciaDeclinada, data: await this.d.matches.answerAfter(user, v) };
  }

  // ---- leaving a club (docs/product/clubs.md): count the member's active matches, take them off upcoming ones

  async countForLeave(clubId: string, usuarioId: string) {
    return { partidos_activos: await this.d.store.partidos.countActiveEnrolments(clubId, usuarioId) };
  }

  /** Idempotent: a retry finds nothing left to remove. Matches under way keep the player (they are playing). */
  async onLeave(clubId: string, usuarioId: string) {
    let partidos_abandonados = 0;
    for (const partidoId of await this.d.store.partidos.upcomingWith(clubId, usuarioId)) {
      if (await this.d.store.transaction((tx) => this.withdraw(tx, partidoId, usuarioId))) partidos_abandonados++;
    }
    return { partidos_abandonados };
  }

  /**
   * An administrador deleting the account (docs/decisions/0017): takes the user off every upcoming match of any
   * club, attendee or reserve, inside the caller's transaction `db`, with a leave's effects (payment removed,
   * first reserve promoted, ocupados recounted). Returns how many matches the user was enrolled in.
   */
  async withdrawEverywhere(db: Db, usuarioId: string): Promise<number> {
    const tx = new MatchesStore(db);
    let abandonados = 0;
    for (const partidoId of await tx.roster.upcomingOf(usuarioId)) {
      if (await this.withdraw(tx, partidoId, usuarioId)) abandonados++;
    }
    return abandonados;
  }

  /** Leaves one upcoming match (attendees or reserves) under its row lock; true when a place was freed. */
  private async withdraw(tx: MatchesStore, partidoId: string, usuarioId: string): Promise<boolean> {
    const locked = await tx.roster.lock(partidoId);
    if (!locked || !admiteInscripciones(locked.estadoPartido)) return false;
    const removed = await this.d.roster.removeAttendee(tx, locked.id, usuarioId);
    await tx.roster.removeEspera(locked.id, usuarioId);
    if (removed) await this.d.roster.fillFromWaitingList(tx, locked, this.d.clock.now());
    return removed;
  }
}
