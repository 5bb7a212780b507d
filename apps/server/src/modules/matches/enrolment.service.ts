import {
  HORAS_AVISO_TARDIO, MSG, admiteInscripciones, canViewClub, asistenciaModificable, capacidadLocal, puedeAnotarse, puedeVerPartido, requiereAprobacion, reservadoTitularesMensaje,
  type InscribirInput, type RolClub,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { asistenciaRegistros, type PartidoRow, type UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { formatDateTime } from '../../lib/match-time.js';
import type { ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { inOneCall, inOneCallThenCommit, sendsUnneededStatements } from '../../db/one-call.js';
import type { LeaveCheckContributor } from '../clubs/leave.js';
import { detailAfterRosterWrite, type DetailRows, type MatchesService, type Mutation, type WrittenVersions } from './matches.service.js';
import { onlyOwnMark } from './read-cache.js';
import { rolOf } from './matches.mapper.js';
import { MatchesStore } from './matches.store.js';
import type { RosterRepository } from './roster.repository.js';
import type { RosterOps } from './roster-ops.js';

export interface EnrolmentDeps { store: MatchesStore; matches: MatchesService; access: ClubAccess; roster: RosterOps; clock: Clock; timezone: string }

/** What a sign-up did: enrolled, on the waiting list, or on it awaiting an organiser's approval. */
export type Outcome = 'inscrito' | 'espera' | 'pendiente';

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

/**
 * The insert or delete sent with a sign-up's or a withdrawal's lock disagreed with the rules applied to the locked row
 * (the write runs again without it).
 */
class SentWriteDisagreed extends Error {}

/**
 * The answer's rows a roster write's transaction read, and on PostgreSQL the detail's version the statement that read
 * them saw, the transaction's own marks included (kept under it after the commit: MatchesService.keepWritten).
 */
interface ReadInWrite { rows: DetailRows | undefined; version?: string }
const rowsOnly = (read: Promise<DetailRows | undefined>): Promise<ReadInWrite> => read.then((rows) => ({ rows }));
const withRows = (read: Promise<{ rows: DetailRows; version?: string } | undefined>): Promise<ReadInWrite> => read.then((r) => r ?? { rows: undefined });

export const placesOf = (p: Pick<PartidoRow, 'maxAsistentes' | 'tieneRivalExterno'>) => capacidadLocal({ max_asistentes: p.maxAsistentes, tiene_rival_externo: p.tieneRivalExterno });

/**
 * Sign-up, leaving and attendance (spec 2 §4, §5 "Sign-up"; DESIGN §4 "Sign-up and capacity"). Every roster
 * change runs in a transaction that first locks the match row, so concurrent sign-ups queue there and the
 * capacity check sees the places taken by the ones before: a full match is never overbooked.
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
      const { outcome, rows } = await this.enrol(v.row.partido.id, targetId, { self: false, aprobacion: false, listaEspera: input.lista_espera });
      return { message: messageOf(outcome, false), data: this.d.matches.answerFrom(user, rows, rolOf(v.row)) };
    }
    // one's own sign-up, the hot path: the visibility and sign-up rules are checked on the locked row itself, in the
    // order the view would (404 unseen, 403 not for this player), so no read of the match precedes the write
    if (!isId(partidoId)) throw notFound('partidoNoEncontrado');
    const actor = actorOf(user);
    const { outcome, rol, rows } = await this.enrol(partidoId, user.id, {
      self: true, aprobacion: false, listaEspera: input.lista_espera, veSinRol: canViewClub(actor, null),
      admit: (locked) => {
        const rol = (locked.rol as RolClub | null) ?? null;
        const mio = { inscrito: locked.inscrito, en_lista_espera: locked.esperaPendiente !== null };
        if (!puedeVerPartido(actor, rol, { es_publico: locked.esPublico }, mio)) throw notFound('partidoNoEncontrado');
        if (!puedeAnotarse(actor, rol, { es_publico: locked.esPublico })) throw forbidden('partidoNoDisponible');
        return requiereAprobacion(actor, rol, { es_publico: locked.esPublico, requiere_aprobacion_ingreso_publico: locked.requiereAprobacionIngresoPublico });
      },
    });
    return { message: messageOf(outcome, true), data: this.d.matches.answerFrom(user, rows, rol) };
  }

  /**
   * Signs oneself up on an invitation's or an invite link's authority (the invitations module checked it, so the
   * match's visibility and membership rules are not asked again): the state, capacity, waiting-list, approval and
   * roster-listener rules are the sign-up's. `inTx` runs in the same transaction once the match row is locked and
   * the sign-up is known to be possible, so the invitation's answer or the link's use commits with the enrolment
   * or not at all.
   */
  async enrolInvited(user: UserRow, partidoId: string, o: InvitedEnrolment): Promise<Mutation & { outcome: Outcome }> {
    const { outcome, rol, rows } = await this.enrol(partidoId, user.id, { self: true, ...o });
    return { outcome, message: messageOf(outcome, true), data: this.d.matches.answerFrom(user, rows, rol) };
  }

  /**
   * The sign-up's transaction; with what it did, the player's role in the match's club as the locked row read it, and
   * the detail's rows as the transaction leaves them (the answer: read once, inside the write, issue 17).
   */
  private async enrol(
    partidoId: string, targetId: string, o: InvitedEnrolment & { self: boolean; admit?: (locked: Locked) => boolean; veSinRol?: boolean },
  ): Promise<{ outcome: Outcome; rol: string | null; rows: DetailRows | undefined }> {
    try {
      return await this.enrolOnce(partidoId, targetId, o);
    } catch (e) {
      if (!(e instanceof SentWriteDisagreed)) throw e;
      this.disagreements++;
      return this.enrolOnce(partidoId, targetId, { ...o, veSinRol: undefined });
    }
  }

  /**
   * How many sign-ups and withdrawals ran again because the write sent with the lock disagreed with the rules (tests:
   * none).
   */
  disagreements = 0;

  private async enrolOnce(
    partidoId: string, targetId: string, o: InvitedEnrolment & { self: boolean; admit?: (locked: Locked) => boolean; veSinRol?: boolean },
  ): Promise<{ outcome: Outcome; rol: string | null; rows: DetailRows | undefined }> {
    const { self } = o;
    let rol: string | null = null;
    let rows: DetailRows | undefined;
    let before: WrittenVersions | undefined;
    const outcome = await this.d.store.transaction(async (tx): Promise<Outcome> => {
      const now = this.d.clock.now();
      // one's own sign-up, when nothing but the player's own rows follow a join: the lock, the insert of a player the row
      // lets straight in, and the count with their entry, sent at once (one call into the embedded database:
      // docs/decisions/0062); the rules below decide on the locked row as they would without it, and what they refuse
      // rolls back
      const count = this.countSent(tx, partidoId, targetId, now);
      const conVersion = this.d.matches.versionsInStatements;
      const sent = o.veSinRol !== undefined && !o.inTx && this.d.roster.joinsWriteOwnRowsOnly && sendsUnneededStatements(tx.db)
        ? await inOneCall(tx.db, [
          () => tx.roster.lockForEnrolment(partidoId, targetId),
          () => this.d.roster.addAttendeeIfAdmitted(tx, partidoId, targetId, now, o.veSinRol!),
          count.ask,
        ])
        : undefined;
      // one statement: the match row locked, and where the player already stands in it (on PostgreSQL with the detail's
      // version: keptInWrite)
      const locked = sent ? sent[0] : await tx.roster.lockForEnrolment(partidoId, targetId, conVersion);
      if (!locked) throw notFound('partidoNoEncontrado');
      rol = locked.rol;
      // the answer's rows, the transaction's last statement, and the versions they are read at (kept after the commit)
      const answer = async (read: Promise<ReadInWrite>) => {
        const r = await read;
        rows = r.rows;
        before = this.d.matches.versionsInWrite(locked.clubId, locked.id, r.version);
      };
      // (admit: the caller's own checks on that row; it says whether the sign-up awaits an organiser's approval)
      const aprobacion = o.admit ? o.admit(locked) : o.aprobacion;
      if (!admiteInscripciones(locked.estadoPartido)) throw conflict('partidoNoDisponible');
      if (locked.inscrito) throw conflict(self ? 'yaInscrito' : 'jugadorYaInscrito');
      // a series' match: only its regulars sign themselves up until the window ends (an organiser may add anyone)
      if (self && locked.titularesHasta && locked.titularesHasta > now && !locked.titular) {
        throw conflict({ code: 'RESERVADO_TITULARES', message: reservadoTitularesMensaje(formatDateTime(locked.titularesHasta, this.d.timezone)) });
      }
      const lleno = locked.ocupados >= placesOf(locked);
      const espera = locked.esperaPendiente === null ? undefined : { pendienteAprobacion: locked.esperaPendiente };
      if (espera?.pendienteAprobacion) throw conflict('inscripcionPendiente');
      if (espera && lleno) throw conflict('yaEnListaEspera');
      if (!espera && !aprobacion && lleno && !o.listaEspera) throw conflict('partidoCompleto');
      // every refusal is above: what the caller adds to the transaction commits with the sign-up
      await o.inTx?.(tx.db);
      if (sent) {
        // the insert sent with the lock agrees with the rules; otherwise (a guard that disagrees with them: a fault the
        // rules' matrix test looks for) the transaction is rolled back and the sign-up runs again without it
        const directo = !espera && !aprobacion && !lleno;
        if (sent[1] !== directo) throw new SentWriteDisagreed();
        if (directo) {
          await answer(rowsOnly(count.rows(sent[2], locked)));
          return 'inscrito';
        }
      }
      // onto the waiting list: the entry and the answer's rows sent together, with the COMMIT on PostgreSQL (nothing
      // after them refuses)
      const toWaitingList = async (pendiente: boolean) => {
        const [, detail] = await inOneCallThenCommit(tx.db, [() => tx.roster.addEspera(locked.id, targetId, pendiente, now), () => tx.partidos.findDetail(locked.id)]);
        await answer(Promise.resolve({ rows: detail }));
      };
      if (espera) {
        await tx.roster.removeEspera(locked.id, targetId);
      } else if (aprobacion) {
        await toWaitingList(true);
        return 'pendiente';
      } else if (lleno) {
        await toWaitingList(false);
        return 'espera';
      }
      // the count and the answer's rows in one statement (a reserve's own sign-up also changed the waiting list; what
      // an invitation adds to the transaction, and a listener's own statements, may change what the detail shows)
      const whole = espera || o.inTx || !this.d.roster.joinsWriteOwnRowsOnly;
      const recount = (): Promise<ReadInWrite> => (whole ? withRows(tx.partidos.recountWithDetail(locked.id, now, { conVersion })) : this.recountAnswer(tx, locked, targetId, now));
      if (!espera && this.d.roster.joinsWriteOwnRowsOnly) {
        // the insert the rules admitted and the count, sent together (PostgreSQL: docs/decisions/0067; a listener's own
        // statements would go between them), with the COMMIT on PostgreSQL (docs/decisions/0075): every refusal is
        // above, and an insert that found the player already there inserted nothing
        const [added, counted] = await inOneCallThenCommit(tx.db, [() => this.d.roster.addAttendee(tx, locked.id, targetId, now), recount]);
        if (!added) throw conflict(self ? 'yaInscrito' : 'jugadorYaInscrito');
        await answer(Promise.resolve(counted));
        return 'inscrito';
      }
      if (!(await this.d.roster.addAttendee(tx, locked.id, targetId, now))) throw conflict(self ? 'yaInscrito' : 'jugadorYaInscrito');
      await answer(recount());
      return 'inscrito';
    });
    this.d.matches.keepWritten(rows, before);
    return { outcome, rol, rows };
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
   * One's own withdrawal, the soak's other hot write (issue 17: a write does its reads once, as the sign-up does):
   * the visibility rule is checked on the locked row, which also says where the player stands, so no view is read
   * before the write; the count and the answer's rows come in one statement inside the transaction. Only when a
   * place freed and a reserve may take it does the waiting list run (and the answer is read again after it).
   */
  private async leaveSelf(user: UserRow, partidoId: string): Promise<Mutation> {
    if (!isId(partidoId)) throw notFound('partidoNoEncontrado');
    try {
      return await this.leaveSelfOnce(user, partidoId, true);
    } catch (e) {
      if (!(e instanceof SentWriteDisagreed)) throw e;
      this.disagreements++;
      return this.leaveSelfOnce(user, partidoId, false);
    }
  }

  /**
   * `send`: the lock, the attendee's delete while the match is open and the count sent in one call (docs/decisions/0062,
   * as the sign-up's); the rules below decide on the locked row as they would without it.
   */
  private async leaveSelfOnce(user: UserRow, partidoId: string, send: boolean): Promise<Mutation> {
    const actor = actorOf(user);
    let rol: string | null = null;
    let rows: DetailRows | undefined;
    let before: WrittenVersions | undefined;
    await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const count = this.countSent(tx, partidoId, user.id, now);
      const sent = send && sendsUnneededStatements(tx.db)
        ? await inOneCall(tx.db, [
          () => tx.roster.lockForEnrolment(partidoId, user.id),
          () => this.d.roster.removeAttendeeIfOpen(tx, partidoId, user.id),
          count.ask,
        ])
        : undefined;
      const locked = sent ? sent[0] : await tx.roster.lockForEnrolment(partidoId, user.id, this.d.matches.versionsInStatements);
      if (!locked) throw notFound('partidoNoEncontrado');
      rol = locked.rol;
      const answer = async (read: Promise<ReadInWrite>) => {
        const r = await read;
        rows = r.rows;
        before = this.d.matches.versionsInWrite(locked.clubId, locked.id, r.version);
      };
      const enEspera = locked.esperaPendiente !== null;
      if (!puedeVerPartido(actor, rol as RolClub | null, { es_publico: locked.esPublico }, { inscrito: locked.inscrito, en_lista_espera: enEspera })) {
        throw notFound('partidoNoEncontrado');
      }
      if (!admiteInscripciones(locked.estadoPartido)) throw conflict('bajaNoDisponible');
      if (sent && sent[1] !== locked.inscrito) throw new SentWriteDisagreed();
      const tarde = !!locked.inicio && locked.inicio.getTime() - now.getTime() < HORAS_AVISO_TARDIO * 3_600_000;
      // an attendee's plain withdrawal: the delete and the count sent together (PostgreSQL: docs/decisions/0067)
      const together = !sent && locked.inscrito && !enEspera && !tarde
        ? await inOneCall(tx.db, [() => this.d.roster.removeAttendee(tx, locked.id, user.id), () => this.recountAnswer(tx, locked, user.id, now)])
        : undefined;
      const removed = together ? together[0] : sent ? sent[1] : locked.inscrito && (await this.d.roster.removeAttendee(tx, locked.id, user.id));
      const removedEspera = enEspera && (await tx.roster.removeEspera(locked.id, user.id));
      if (!removed && !removedEspera) throw notFound('noInscrito');
      // a withdrawal in the last hours before the start is recorded as 'Avisó tarde' (issue 21)
      if (removed && tarde) {
        await tx.db.insert(asistenciaRegistros).values({ partidoId: locked.id, usuarioId: user.id, resultado: 'aviso_tarde', registradoEn: now })
          .onConflictDoUpdate({ target: [asistenciaRegistros.partidoId, asistenciaRegistros.usuarioId], set: { resultado: 'aviso_tarde', registradoEn: now } });
      }
      if (!removed) {
        await answer(rowsOnly(tx.partidos.findDetail(locked.id)));
        return;
      }
      if (removedEspera) await answer(sent ? rowsOnly(tx.partidos.findDetail(locked.id)) : withRows(tx.partidos.recountWithDetail(locked.id, now)));
      else await answer(together ? Promise.resolve(together[1]) : sent ? rowsOnly(count.rows(sent[2], locked)) : this.recountAnswer(tx, locked, user.id, now));
      const libres = rows ? placesOf(locked) - rows.partido.ocupados : 0;
      if (libres > 0 && rows?.espera.some((e) => !e.pendiente)) {
        await this.d.roster.fillFromWaitingList(tx, locked, now);
        await answer(rowsOnly(tx.partidos.findDetail(locked.id)));
      }
    });
    this.d.matches.keepWritten(rows, before);
    // (a player who was in a private match of another club by invitation no longer sees it: the answer is the match as
    // they leave it, not a 404 for a withdrawal that was done)
    return { message: MSG.bajaExitosa, data: this.d.matches.answerFrom(user, rows, rol, true) };
  }

  /**
   * The count sent with a roster write's lock and its insert or delete (docs/decisions/0062), written only when the
   * count changes: with the player's entry when the match's detail is kept (to be laid on the kept rows, decision
   * 0056), else with the whole detail; and the answer's rows from it (the detail read when the kept rows are gone: a
   * commit came in between).
   */
  private countSent(tx: MatchesStore, partidoId: string, usuarioId: string, now: Date) {
    const entry = this.d.matches.detailKept(partidoId);
    type Entry = Awaited<ReturnType<MatchesStore['partidos']['recountWithEntry']>>;
    type Counted = Entry | { rows: DetailRows } | undefined;
    return {
      ask: (): Promise<Counted> => (entry ? tx.partidos.recountWithEntry(partidoId, usuarioId, now, { siCambia: true }) : tx.partidos.recountWithDetail(partidoId, now, { siCambia: true })),
      rows: async (counted: Counted, locked: { id: string; clubId: string }): Promise<DetailRows | undefined> => {
        if (counted && !entry) return (counted as { rows: DetailRows }).rows;
        const kept = counted && this.d.matches.keptInWrite(locked.clubId, locked.id);
        return (kept && detailAfterRosterWrite(kept, usuarioId, counted as NonNullable<Entry>)) ?? tx.partidos.findDetail(locked.id);
      },
    };
  }

  /**
   * A roster write's last statement, the count, and its answer's rows (issue 17: the answer built from what the
   * transaction knows): with the detail's rows the match had when it was locked kept (keptInWrite), the count and the
   * player's own entry only, laid on them (detailAfterRosterWrite); otherwise the count with the whole detail. On
   * PostgreSQL either statement also reads the detail's version: the entry is laid on the kept rows only when that
   * version is the lock's with this transaction's own mark of the roster and nothing else (onlyOwnMark: no other
   * commit changed the match in between; otherwise the detail is read), and the rows are kept under it after the
   * commit (keepWritten).
   */
  private async recountAnswer(tx: MatchesStore, locked: { id: string; clubId: string; version?: string }, usuarioId: string, now: Date): Promise<ReadInWrite> {
    const conVersion = this.d.matches.versionsInStatements;
    const kept = this.d.matches.keptInWrite(locked.clubId, locked.id, locked.version);
    if (!kept) return withRows(tx.partidos.recountWithDetail(locked.id, now, { conVersion }));
    const r = await tx.partidos.recountWithEntry(locked.id, usuarioId, now, { club: conVersion ? locked.clubId : undefined });
    const same = r && (!conVersion || (!!locked.version && !!r.version && (onlyOwnMark(locked.version, r.version))));
    const laid = same ? detailAfterRosterWrite(kept, usuarioId, r) : undefined;
    return laid ? { rows: laid, version: r!.version } : { rows: await tx.partidos.findDetail(locked.id) };
  }

  /** PUT /partidos/{id}/confirmar-asistencia: enrolled players, until the start (spec 2 §4 "Attendance"). */
  async confirm(user: UserRow, partidoId: string, confirmado: boolean): Promise<Mutation> {
    const v = await this.d.matches.view(user, partidoId);
    const p = v.row.partido;
    if (!v.row.miAsistencia) throw forbidden('noInscrito');
    if (!asistenciaModificable({ estado_partido: p.estadoPartido, inicio: p.inicio }, this.d.clock.now())) throw conflict('asistenciaFueraDePlazo');
    if (!(await this.d.store.roster.setConfirmado(p.id, user.id, confirmado))) throw forbidden('noInscrito');
    return { message: confirmado ? MSG.asistenciaConfirmada : MSG.asistenciaDeclinada, data: await this.d.matches.answerAfter(user, v) };
  }

  // ---- leaving a club (spec 1 §4): count the member's active matches, take them off upcoming ones

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
