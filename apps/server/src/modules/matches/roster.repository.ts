import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ESTADOS_INSCRIPCION, type EquipoKey } from '@partidos/shared';
import { conteoAsistencia } from '../../db/attendance-history.js';
import type { Db } from '../../db/client.js';
import { partidoAsistentes, partidoBots, partidoListaEspera, partidos, type PartidoRow } from '../../db/schema/index.js';

/**
 * The waiting list's order key (docs/product/series.md): 0 for everyone, unless the match's series moves its list by reliability;
 * then each reserve's attendance of the last 90 days (late notices count half; 100 without finished matches: the
 * benefit of the doubt), the same figure as confiabilidad. Arrival decides ties. Part of the one statement.
 */
const byReliability = (partidoId: string) => sql`(case when coalesce((select s.espera_por_confiabilidad from partidos pm join series s on s.id = pm.serie_id where pm.id = ${partidoId}), false) then (
  select case when c.total = 0 then 100 else round(100.0 * (c.asistio + 0.5 * c.tarde) / c.total) end
  from (${conteoAsistencia(sql`"partido_lista_espera"."usuario_id"`, sql`now() - interval '90 days'`)}) c) else 0 end)`;

/** The match's columns the locked read of a sign-up or a withdrawal returns. */
export type EnrolmentColumns = Pick<PartidoRow, 'id' | 'clubId' | 'estadoPartido' | 'inicio' | 'ocupados' | 'maxAsistentes' | 'tieneRivalExterno' | 'esPublico' | 'requiereAprobacionIngresoPublico' | 'titularesHasta'>;

/**
 * Writes to one match's roster: attendees, waiting list, guest players. Callers run them inside a transaction
 * that first locks the match row (`lock`), so the capacity check and the writes see one consistent roster.
 */
export class RosterRepository {
  constructor(private db: Db) {}

  /** SELECT … FOR UPDATE on the match: concurrent roster writes to the same match queue here. */
  async lock(partidoId: string): Promise<PartidoRow | undefined> {
    const [row] = await this.db.select().from(partidos).where(eq(partidos.id, partidoId)).for('update').limit(1);
    return row;
  }

  /**
   * A sign-up's or a withdrawal's one read: the match row locked as `lock` does, with where `usuarioId` stands in it
   * (an attendee; on the waiting list, awaiting approval or not: null when not on it), their role in the match's club and
   * whether they are a regular of its series.
   */
  async lockForEnrolment(partidoId: string, usuarioId: string): Promise<(EnrolmentColumns & { inscrito: boolean; esperaPendiente: boolean | null; rol: string | null; titular: boolean }) | undefined> {
    const [row] = await this.db
      .select({
        id: partidos.id, clubId: partidos.clubId, estadoPartido: partidos.estadoPartido, inicio: partidos.inicio,
        ocupados: partidos.ocupados, maxAsistentes: partidos.maxAsistentes, tieneRivalExterno: partidos.tieneRivalExterno,
        esPublico: partidos.esPublico, requiereAprobacionIngresoPublico: partidos.requiereAprobacionIngresoPublico,
        titularesHasta: partidos.titularesHasta,
        inscrito: sql<boolean>`exists (select 1 from partido_asistentes a where a.partido_id = "partidos"."id" and a.usuario_id = ${usuarioId})`,
        esperaPendiente: sql<boolean | null>`(select e.pendiente_aprobacion from partido_lista_espera e where e.partido_id = "partidos"."id" and e.usuario_id = ${usuarioId})`,
        // (qualified by hand: drizzle writes a bare "club_id" in a one-table select, which the subquery would take as m's)
        rol: sql<string | null>`(select m.rol from club_members m where m.club_id = "partidos"."club_id" and m.usuario_id = ${usuarioId})`,
        titular: sql<boolean>`exists (select 1 from series_titulares st where st.serie_id = "partidos"."serie_id" and st.usuario_id = ${usuarioId})`,
      })
      .from(partidos)
      .where(eq(partidos.id, partidoId))
      .for('update', { of: partidos })
      .limit(1)
      .prepare('partido_bloqueo_inscripcion')
      .execute();
    return row;
  }

  async asistente(partidoId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(partidoAsistentes)
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }

  async enEspera(partidoId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(partidoListaEspera)
      .where(and(eq(partidoListaEspera.partidoId, partidoId), eq(partidoListaEspera.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }

  /** False when the player was already enrolled (the primary key decides). */
  async addAsistente(partidoId: string, usuarioId: string, now: Date, equipo: EquipoKey | null = null): Promise<boolean> {
    const rows = await this.db
      .insert(partidoAsistentes)
      .values({ partidoId, usuarioId, equipo, inscritoAt: now })
      .onConflictDoNothing()
      .returning({ usuarioId: partidoAsistentes.usuarioId });
    return rows.length > 0;
  }

  /** False when the player was not enrolled (their team slot goes with the row). */
  async removeAsistente(partidoId: string, usuarioId: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidoAsistentes)
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)))
      .returning({ usuarioId: partidoAsistentes.usuarioId });
    return rows.length > 0;
  }

  /** Joins the end of the waiting list (orden is a sequence); false when already on it. */
  async addEspera(partidoId: string, usuarioId: string, pendienteAprobacion: boolean, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(partidoListaEspera)
      .values({ partidoId, usuarioId, pendienteAprobacion, inscritoAt: now })
      .onConflictDoNothing()
      .returning({ usuarioId: partidoListaEspera.usuarioId });
    return rows.length > 0;
  }

  async removeEspera(partidoId: string, usuarioId: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidoListaEspera)
      .where(and(eq(partidoListaEspera.partidoId, partidoId), eq(partidoListaEspera.usuarioId, usuarioId)))
      .returning({ usuarioId: partidoListaEspera.usuarioId });
    return rows.length > 0;
  }

  /** The first `n` reserves who may be promoted (not awaiting approval), in waiting-list order. */
  async nextReserves(partidoId: string, n: number, exceptUsuarioId?: string): Promise<string[]> {
    if (n <= 0) return [];
    const rows = await this.db
      .select({ usuarioId: partidoListaEspera.usuarioId })
      .from(partidoListaEspera)
      .where(
        and(
          eq(partidoListaEspera.partidoId, partidoId),
          eq(partidoListaEspera.pendienteAprobacion, false),
          exceptUsuarioId ? ne(partidoListaEspera.usuarioId, exceptUsuarioId) : undefined,
        ),
      )
      .orderBy(sql`${byReliability(partidoId)} desc`, asc(partidoListaEspera.orden))
      .limit(n);
    return rows.map((r) => r.usuarioId);
  }


  /**
   * Upcoming matches of any club where the user is enrolled or waiting (an account being deleted), in id order so
   * that two callers lock them in the same order.
   */
  async upcomingOf(usuarioId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: partidos.id })
      .from(partidos)
      .where(and(
        inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
        or(
          sql`exists (select 1 from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${usuarioId})`,
          sql`exists (select 1 from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${usuarioId})`,
        ),
      ))
      .orderBy(asc(partidos.id));
    return rows.map((r) => r.id);
  }

  async setEquipo(partidoId: string, usuarioId: string, equipo: EquipoKey | null) {
    await this.db
      .update(partidoAsistentes)
      .set({ equipo })
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)));
  }

  async setConfirmado(partidoId: string, usuarioId: string, confirmado: boolean): Promise<boolean> {
    const rows = await this.db
      .update(partidoAsistentes)
      .set({ confirmado })
      .where(and(eq(partidoAsistentes.partidoId, partidoId), eq(partidoAsistentes.usuarioId, usuarioId)))
      .returning({ usuarioId: partidoAsistentes.usuarioId });
    return rows.length > 0;
  }

  async addBot(values: typeof partidoBots.$inferInsert) {
    await this.db.insert(partidoBots).values(values);
  }

  async removeBot(partidoId: string, botId: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidoBots)
      .where(and(eq(partidoBots.id, botId), eq(partidoBots.partidoId, partidoId)))
      .returning({ id: partidoBots.id });
    return rows.length > 0;
  }

  /**
   * Sets `ocupados` from the roster itself (attendees + guest players) rather than adding deltas, so the
   * counter cannot drift from the rows it counts. Returns the new value.
   */
  async recount(partidoId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .update(partidos)
      .set({
        ocupados: sql`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidoId})
                    + (select count(*)::int from partido_bots b where b.partido_id = ${partidoId})`,
        updatedAt: now,
      })
      .where(eq(partidos.id, partidoId))
      .returning({ ocupados: partidos.ocupados });
    return row?.ocupados ?? 0;
  }

  async setResultado(partidoId: string, golesA: number, golesB: number, now: Date) {
    await this.db.update(partidos).set({ golesA, golesB, updatedAt: now }).where(eq(partidos.id, partidoId));
  }
}
