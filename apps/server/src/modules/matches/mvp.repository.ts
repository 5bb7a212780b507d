import { and, asc, eq, isNull, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mvpVotaciones, partidoAsistentes, partidoMvpVotos, partidos, users, type PartidoRow } from '../../db/schema/index.js';
import { jugadorColumns } from './matches.repository.js';

/**
 * MVP voting queries (docs/product/votes.md). A vote and an assignment run in one transaction that first locks
 * the match row, so the last voter sees every earlier vote and assigns; the assignment itself is a conditional
 * update (`mvp_id is null`), so a racing request or scheduler tick can never assign twice.
 */
export class MvpRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: MvpRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MvpRepository(tx as unknown as Db)));
  }

  async lock(partidoId: string): Promise<PartidoRow | undefined> {
    const [row] = await this.db.select().from(partidos).where(eq(partidos.id, partidoId)).for('update').limit(1);
    return row;
  }

  /** The attendees with what a vote needs (team, attendance answer) and what the screen shows. */
  async asistentes(partidoId: string) {
    return this.db
      .select({ jugador: jugadorColumns, equipo: partidoAsistentes.equipo, confirmado: partidoAsistentes.confirmado })
      .from(partidoAsistentes)
      .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
      .where(eq(partidoAsistentes.partidoId, partidoId))
      .orderBy(asc(partidoAsistentes.inscritoAt), asc(partidoAsistentes.usuarioId));
  }

  async votos(partidoId: string) {
    return this.db
      .select({ votanteId: partidoMvpVotos.votanteId, jugadorId: partidoMvpVotos.jugadorId, orden: partidoMvpVotos.orden })
      .from(partidoMvpVotos)
      .where(eq(partidoMvpVotos.partidoId, partidoId))
      .orderBy(asc(partidoMvpVotos.orden));
  }

  /** False when the voter already voted in this match (primary key). */
  async insertVoto(partidoId: string, votanteId: string, jugadorId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(partidoMvpVotos)
      .values({ partidoId, votanteId, jugadorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ orden: partidoMvpVotos.orden });
    return rows.length > 0;
  }

  /** Registers the voting for the closing job with its first vote. */
  async abrirVotacion(partidoId: string, cierre: Date, now: Date): Promise<void> {
    await this.db.insert(mvpVotaciones).values({ partidoId, cierre, createdAt: now }).onConflictDoNothing();
  }

  /**
   * Makes `jugadorId` the match's MVP, once: the conditional update claims the match; only the caller that
   * claimed it marks the attendee and bumps the player's counters. False when an MVP was already assigned.
   */
  async asignar(partidoId: string, jugadorId: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(partidos)
      .set({ mvpId: jugadorId, updatedAt: now })
      .where(and(eq(partidos.id, partidoId), isNull(partidos.mvpId)))
      .returning({ id: partidos.id });
    if (!claimed.length) return false;
    await this.db
      .update(partidoAsistentes)
      .set({ esMvp: true })
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, jugadorId)));
    await this.db
      .update(users)
      .set({ mvpCount: sql`${users.mvpCount} + 1`, lastMvpDate: now })
      .where(eq(users.id, jugadorId));
    await this.cerrarVotacion(partidoId);
    return true;
  }

  async cerrarVotacion(partidoId: string): Promise<void> {
    await this.db.update(mvpVotaciones).set({ cerrada: true }).where(eq(mvpVotaciones.partidoId, partidoId));
  }

  /** Votings whose window has closed and that are still open (mvp_votaciones_abiertas_idx). */
  async vencidas(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: mvpVotaciones.partidoId })
      .from(mvpVotaciones)
      .where(and(not(mvpVotaciones.cerrada), lte(mvpVotaciones.cierre, now)))
      .orderBy(asc(mvpVotaciones.cierre));
    return rows.map((r) => r.id);
  }
}
