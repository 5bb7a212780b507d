import type { SQL } from 'drizzle-orm';
import { capacidadLocal, type EquipoKey } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/events.js';
import type { MatchesStore } from './matches.store.js';
import type { ListenerWrites } from './roster.repository.js';

/**
 * How other modules follow a match's roster without the matches module knowing them: the payments module creates the
 * player's Pendiente payment on join (in the attendee's own insert) and removes it on leave (in the attendee's own
 * delete) (DESIGN §4 "Sign-up and capacity").
 * Listeners run inside the transaction that changed the roster and must use `db`.
 */
export interface RosterListener {
  readonly name: string;
  /**
   * What a player's joining writes in the listener's own tables, as one data-modifying statement over `alta` (the rows
   * the attendee's insert returned: partido_id, usuario_id; none when the player was already enrolled). It runs as a
   * part of that insert, in the same statement: a sign-up makes one round trip for both (issue 17). It writes only the
   * joining player's own rows: on the embedded database a sign-up's answer is the kept detail with that player's entry
   * laid on it (docs/decisions/0056), so a write that changed what the detail shows of others would not be seen there.
   * Its values are placeholders: the statement is built once per process for the listeners' names, so a listener's
   * SQL must be the same on every call (as `prepared`'s), and its placeholders' names its own.
   */
  joinWrite?(): SQL;
  /**
   * The values of joinWrite's placeholders for one join (`sql.placeholder`; `now`, the join's time, is given by the
   * roster): the statement is built and planned once and only these change (issue 17).
   */
  joinValues?(): Record<string, unknown>;
  /** After a player joined, in the same transaction (a statement of its own: prefer joinWrite). */
  onJoin?(db: Db, partidoId: string, usuarioId: string): Promise<void>;
  /**
   * What a player's leaving removes from the listener's own tables, as one data-modifying statement over `baja` (the
   * rows the attendee's delete returned: partido_id, usuario_id), run as a part of that delete (as joinWrite).
   */
  leaveWrite?(): SQL;
  /** The match's form was saved: its amount per player may have been defined, changed or set to 0. */
  onMatchUpdate?(db: Db, partidoId: string): Promise<void>;
}

/** Roster changes that other rules depend on (capacity counter, promotion, listeners). Callers hold the match's row lock. */
export class RosterOps {
  private listeners: RosterListener[] = [];

  /** `events` hears who was promoted (the notifications outbox). */
  constructor(private events?: DomainEvents) {}

  register(l: RosterListener) {
    this.listeners.push(l);
  }

  /**
   * Whether a join writes nothing but the joining player's own rows (no listener runs statements of its own after it):
   * then a sign-up's answer may be laid on the kept detail (docs/decisions/0056).
   */
  get joinsWriteOwnRowsOnly(): boolean {
    return this.listeners.every((l) => !l.onJoin);
  }

  /** False when the player was already enrolled. Does not recount: callers do once after their changes. */
  async addAttendee(tx: MatchesStore, partidoId: string, usuarioId: string, now: Date, equipo: EquipoKey | null = null): Promise<boolean> {
    const added = await tx.roster.addAsistente(partidoId, usuarioId, now, equipo, this.joinWrites());
    if (added) for (const l of this.listeners) await l.onJoin?.(tx.db, partidoId, usuarioId);
    return added;
  }

  /**
   * One's own sign-up's insert sent with the match's lock (RosterRepository.addAsistenteAdmitido): only when no listener
   * runs statements of its own after a join (joinsWriteOwnRowsOnly), so it asks for its one statement at once.
   */
  addAttendeeIfAdmitted(tx: MatchesStore, partidoId: string, usuarioId: string, now: Date, veSinRol: boolean): Promise<boolean> {
    if (!this.joinsWriteOwnRowsOnly) throw new Error('RosterOps.addAttendeeIfAdmitted: a listener writes after the join');
    return tx.roster.addAsistenteAdmitido(partidoId, usuarioId, now, veSinRol, this.joinWrites());
  }

  /** The listeners' parts of a join (joinWrite) and their values for this one (joinValues). */
  private joinWrites(): ListenerWrites {
    const writing = this.listeners.filter((l) => l.joinWrite);
    const values: Record<string, unknown> = {};
    for (const l of writing) {
      for (const [k, v] of Object.entries(l.joinValues?.() ?? {})) {
        if (k === 'now' || k in values) throw new Error(`RosterListener ${l.name}: el marcador ${k} ya está en uso`);
        values[k] = v;
      }
    }
    return { name: writing.map((l) => l.name).join(','), build: () => writing.map((l) => l.joinWrite!()), values };
  }

  /** Removes the attendee and their team slot (the row holds it); false when they were not enrolled. */
  async removeAttendee(tx: MatchesStore, partidoId: string, usuarioId: string): Promise<boolean> {
    return tx.roster.removeAsistente(partidoId, usuarioId, this.leaveWrites());
  }

  /** One's own withdrawal's delete sent with the match's lock (RosterRepository.removeAsistenteAbierto). */
  removeAttendeeIfOpen(tx: MatchesStore, partidoId: string, usuarioId: string): Promise<boolean> {
    return tx.roster.removeAsistenteAbierto(partidoId, usuarioId, this.leaveWrites());
  }

  private leaveWrites(): ListenerWrites {
    const writing = this.listeners.filter((l) => l.leaveWrite);
    return { name: writing.map((l) => l.name).join(','), build: () => writing.map((l) => l.leaveWrite!()) };
  }

  /** After an edit of the match (same transaction), so listeners follow its new amount per player. */
  async matchUpdated(tx: MatchesStore, partidoId: string): Promise<void> {
    for (const l of this.listeners) await l.onMatchUpdate?.(tx.db, partidoId);
  }

  /**
   * Recounts the places taken and promotes the first reserves (not those awaiting approval) into every free
   * place (spec 2 §4: "players are promoted automatically when a place frees"). `exceptUsuarioId` is a player
   * just moved to the reserves, who must not bounce straight back. Returns who was promoted.
   */
  async fillFromWaitingList(
    tx: MatchesStore,
    partido: { id: string; maxAsistentes: number; tieneRivalExterno: boolean },
    now: Date,
    exceptUsuarioId?: string,
  ): Promise<string[]> {
    const ocupados = await tx.roster.recount(partido.id, now);
    const libres = capacidadLocal({ max_asistentes: partido.maxAsistentes, tiene_rival_externo: partido.tieneRivalExterno }) - ocupados;
    const promovidos = await tx.roster.nextReserves(partido.id, libres, exceptUsuarioId);
    for (const usuarioId of promovidos) {
      await tx.roster.removeEspera(partido.id, usuarioId);
      await this.addAttendee(tx, partido.id, usuarioId, now);
    }
    if (promovidos.length) {
      await tx.roster.recount(partido.id, now);
      await this.events?.emit(tx.db, { type: 'jugadores.promovidos', partidoId: partido.id, usuarioIds: promovidos });
    }
    return promovidos;
  }
}
