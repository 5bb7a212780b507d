import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { partidos } from '../../db/schema/index.js';
import { FALTA_HORARIO, FALTA_LUGAR, FALTA_MONTO } from './missing-details.js';

// The scheduler's statements (docs/product/matches.md "Lifecycle jobs"). Each one is a conditional, set-based write: it
// changes only rows still in the state it moves them from, so a second run, or a run racing another process,
// finds nothing left to do. The state lists are literals, equal to the partial indexes' predicates
// (partidos_activos_inicio_idx, partidos_activos_fecha_idx), so the planner can use those indexes.

const p = partidos;
const ABIERTO = sql`${p.estadoPartido} in ('Convocando', 'Próximo a comenzar')`;


/** Local places are half of max_asistentes with an external rival (as capacidadLocal()). */
const CAPACIDAD_LOCAL = sql`(case when ${p.tieneRivalExterno} then greatest(1, ${p.maxAsistentes} / 2) else ${p.maxAsistentes} end)`;

export class LifecycleRepository {
  constructor(private db: Db) {}

  /** Convocando or Próximo a comenzar → En curso at the start instant, when place, schedule and amount are defined. */
  async startDue(now: Date): Promise<string[]> {
    const rows = await this.db
      .update(p)
      .set({ estadoPartido: 'En curso', updatedAt: now })
      .where(and(ABIERTO, lte(p.inicio, now), sql`not ${FALTA_LUGAR}`, sql`not ${FALTA_HORARIO}`, sql`not ${FALTA_MONTO}`))
      .returning({ id: p.id });
    return rows.map((r) => r.id);
  }

  /** En curso → Finalizado at start + duracion. `inicio <= now` is implied; it is there for the index. */
  async finishDue(now: Date): Promise<string[]> {
    const rows = await this.db
      .update(p)
      .set({ estadoPartido: 'Finalizado', updatedAt: now })
      .where(and(
        eq(p.estadoPartido, 'En curso'),
        lte(p.inicio, now),
        sql`${p.inicio} + ${p.duracion} * interval '1 minute' <= ${now}`,
      ))
      .returning({ id: p.id });
    return rows.map((r) => r.id);
  }

  /**
   * Applies the played-match counters and attendance streaks of every finished match not yet counted, in one
   * statement: the CTE flips contadores_aplicados and only the rows it flipped are counted, so nothing is
   * counted twice. An attendee counts as played unless they declined (confirmado = false). Streaks: consecutive
   * finished matches enrolled in and not declined; a decline resets to 0. When one player has several matches
   * in the same run, they are taken in start order: after a decline only the later matches count.
   */
  async applyFinishedCounters(now: Date): Promise<void> {
    await this.db.execute(sql`
      with contados as (
        update partidos set contadores_aplicados = true, updated_at = ${now}
        where estado_partido = 'Finalizado' and not contadores_aplicados -- partidos_contadores_pendientes_idx
        returning id, inicio
      ),
      asistencias as (
        select a.usuario_id, a.confirmado, c.inicio,
               max(c.inicio) filter (where a.confirmado = false) over (partition by a.usuario_id) as ultimo_rechazo,
               min(c.inicio) filter (where a.confirmado = false) over (partition by a.usuario_id) as primer_rechazo
        from partido_asistentes a join contados c on c.id = a.partido_id
      ),
      por_jugador as (
        select usuario_id,
               count(*) filter (where confirmado is distinct from false) as jugados,
               bool_or(confirmado = false) as rechazo,
               count(*) filter (where confirmado is distinct from false and inicio > ultimo_rechazo) as tras_rechazo,
               count(*) filter (where confirmado is distinct from false and inicio < primer_rechazo) as antes_rechazo
        from asistencias group by usuario_id
      )
      update users u set
        partidos_jugados = u.partidos_jugados + j.jugados,
        racha_asistencia = case when j.rechazo then j.tras_rechazo else u.racha_asistencia + j.jugados end,
        -- the best streak (streak achievements): the new streak, or the one a decline in this run ended (old streak
        -- plus the matches before the first decline). A tick holds one tick's matches, so a streak between two
        -- declines of the same run (the scheduler down for days) is the only one not seen.
        racha_maxima = greatest(u.racha_maxima, case when j.rechazo then j.tras_rechazo else u.racha_asistencia + j.jugados end,
          u.racha_asistencia + j.antes_rechazo)
      from por_jugador j where u.id = j.usuario_id`);
  }

  /**
   * Cancels open matches still missing place, schedule or amount whose date is `lastExpiredFecha` or earlier
   * (the caller works out which dates' 23:59 has passed), recording which details were missing.
   */
  async cancelIncomplete(lastExpiredFecha: string, now: Date): Promise<string[]> {
    const rows = await this.db
      .update(p)
      .set({
        estadoPartido: 'Cancelado',
        camposFaltantes: sql`to_jsonb(array_remove(array[
          case when ${FALTA_LUGAR} then 'lugar' end,
          case when ${FALTA_HORARIO} then 'horario' end,
          case when ${FALTA_MONTO} then 'monto' end]::text[], null))`,
        fechaCancelacion: now,
        updatedAt: now,
      })
      .where(and(ABIERTO, lte(p.fecha, lastExpiredFecha), sql`(${FALTA_LUGAR} or ${FALTA_HORARIO} or ${FALTA_MONTO})`))
      .returning({ id: p.id });
    return rows.map((r) => r.id);
  }

  /**
   * Open matches with automatic teams still to generate, starting within [from, to], with at least
   * `ratio` of their local places taken.
   */
  async findAutoTeamsDue(from: Date, to: Date, ratio: { num: number; den: number }): Promise<string[]> {
    const rows = await this.db
      .select({ id: p.id })
      .from(p)
      .where(and(ABIERTO, ...this.autoTeamsPending(ratio), gte(p.inicio, from), lte(p.inicio, to)))
      .orderBy(p.inicio);
    return rows.map((r) => r.id);
  }

  /** Locks the match if it still needs automatic teams, so a second process or a second run skips it. */
  async lockAutoTeamsPending(id: string, ratio: { num: number; den: number }): Promise<boolean> {
    const rows = await this.db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.id, id), ABIERTO, ...this.autoTeamsPending(ratio)))
      .for('update');
    return rows.length > 0;
  }

  private autoTeamsPending(ratio: { num: number; den: number }) {
    // integer arithmetic: ocupados / capacity >= num / den without rounding
    return [
      eq(p.generarEquiposAuto, true),
      eq(p.equiposGenerados, false),
      sql`${p.ocupados} * ${ratio.den} >= ${CAPACIDAD_LOCAL} * ${ratio.num}`,
    ];
  }
}
