import { capacidadLocal, type EquipoKey } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/events.js';
import { MatchesStore } from './matches.store.js';

/**
 * How other modules follow a match's roster without the matches module knowing them: the payments module creates the
 * player's Pendiente payment on join and removes it on leave (docs/product/payments.md). Listeners run inside the
 * transaction that changed the roster, under the match's row lock, and must use `db`.
 */
export interface RosterListener {
  readonly name: string;
  /** A player joined the attendees. */
  onJoin?(db: Db, partidoId: string, usuarioId: string): Promise<void>;
  /** A player left the attendees. */
  onLeave?(db: Db, partidoId: string, usuarioId: string): Promise<void>;
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

  /** False when the player was already enrolled. Does not recount: callers do once after their changes. */
  async addAttendee(tx: MatchesStore, partidoId: string, usuarioId: string, now: Date, equipo: EquipoKey | null = null): Promise<boolean> {
    const added = await tx.roster.addAsistente(partidoId, usuarioId, now, equipo);
    if (added) for (const l of this.listeners) await l.onJoin?.(tx.db, partidoId, usuarioId);
    return added;
  }

  /** Removes the attendee and their team slot (the row holds it); false when they were not enrolled. */
  async removeAttendee(tx: MatchesStore, partidoId: string, usuarioId: string): Promise<boolean> {
    const removed = await tx.roster.removeAsistente(partidoId, usuarioId);
    if (removed) for (const l of this.listeners) await l.onLeave?.(tx.db, partidoId, usuarioId);
    return removed;
  }

  /**
   * A new match's regulars signed up in the caller's transaction `db` (a series' match), as many as it has places, in
   * the order given; then the count.
   */
  async addRegulars(db: Db, partido: { id: string; maxAsistentes: number; tieneRivalExterno: boolean }, usuarioIds: string[], now: Date): Promise<void> {
    const tx = new MatchesStore(db);
    const places = capacidadLocal({ max_asistentes: partido.maxAsistentes, tiene_rival_externo: partido.tieneRivalExterno });
    for (const usuarioId of usuarioIds.slice(0, places)) await this.addAttendee(tx, partido.id, usuarioId, now);
    await tx.roster.recount(partido.id, now);
  }

  /** After an edit of the match (same transaction), so listeners follow its new amount per player. */
  async matchUpdated(tx: MatchesStore, partidoId: string): Promise<void> {
    for (const l of this.listeners) await l.onMatchUpdate?.(tx.db, partidoId);
  }

  /**
   * Recounts the places taken and promotes the first reserves (not those awaiting approval) into every free place
   * (docs/product/enrolment.md): the one function that promotes. `exceptUsuarioId` is a player
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
