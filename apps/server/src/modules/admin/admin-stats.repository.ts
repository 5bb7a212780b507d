import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { FALTA_HORARIO, FALTA_LUGAR, FALTA_MONTO } from '../matches/missing-details.js';
import { rowsOf } from './admin-common.js';

const n = (v: unknown) => Number(v ?? 0);

/** Open for sign-ups and still missing place, schedule or amount: what the 23:59 rule would cancel. */
const INCOMPLETO = sql`(partidos.estado_partido in ('Convocando', 'Próximo a comenzar') and (${FALTA_LUGAR} or ${FALTA_HORARIO} or ${FALTA_MONTO}))`;
/** Cancelled by that rule: the scheduler recorded the missing details (a manual cancellation records none). */
const CANCELADO_INCOMPLETO = sql`(p.estado_partido = 'Cancelado' and jsonb_array_length(coalesce(p.campos_faltantes, '[]'::jsonb)) > 0)`;

export interface StatsRow {
  usuarios: number; lugares: number; clubes: number; solicitudes: number;
  total: number; convocando: number; proximo: number; en_curso: number; finalizado: number; cancelado: number; incompletos: number;
}

export interface PersonCols { id: string; nombre: string | null; apellido: string | null; correo: string }

/**
 * The dashboard's figures, each method a fixed number of statements that aggregate in the database.
 * The match expressions read the unaliased `partidos` table where they reuse the lifecycle's FALTA_* fragments.
 */
export class AdminStatsRepository {
  constructor(private db: Db) {}

  /** Totals and matches by status, the platform's or one club's, in one statement. */
  async totals(clubId?: string): Promise<StatsRow> {
    const club = (col: SQL) => (clubId ? sql`${col} = ${clubId}` : sql`true`);
    const res = await this.db.execute(sql`
      select
        ${clubId ? sql`(select count(*) from club_members m where m.club_id = ${clubId})` : sql`(select count(*) from users)`}::int as usuarios,
        (select count(*) from lugares l where ${club(sql`l.club_id`)})::int as lugares,
        (select count(*) from clubs c where ${club(sql`c.id`)})::int as clubes,
        (select count(*) from solicitudes_validacion_lugar s where s.estado = 'pendiente' and ${club(sql`s.club_id`)})::int as solicitudes,
        s.*
      from (
        select count(*)::int as total,
          count(*) filter (where partidos.estado_partido = 'Convocando')::int as convocando,
          count(*) filter (where partidos.estado_partido = 'Próximo a comenzar')::int as proximo,
          count(*) filter (where partidos.estado_partido = 'En curso')::int as en_curso,
          count(*) filter (where partidos.estado_partido = 'Finalizado')::int as finalizado,
          count(*) filter (where partidos.estado_partido = 'Cancelado')::int as cancelado,
          count(*) filter (where ${INCOMPLETO})::int as incompletos
        from partidos where ${club(sql`partidos.club_id`)}
      ) s`);
    const r = rowsOf<Record<keyof StatsRow, unknown>>(res)[0]!;
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, n(v)])) as unknown as StatsRow;
  }

  /**
   * The ten players with most MVPs: the platform's by mvp_count (the number profiles show), or with a club the MVPs
   * won in that club's matches. Ties go to who got there first, then to the id (a stable order).
   */
  async topMvps(limit: number, clubId?: string) {
    const res = clubId
      ? await this.db.execute(sql`
          select u.id, count(*)::int as count, u.nombre, u.apellido, u.apodo, u.photo_url as avatar
          from partidos p join users u on u.id = p.mvp_id
          where p.club_id = ${clubId}
          group by u.id
          order by count(*) desc, max(p.inicio) asc nulls last, u.id
          limit ${limit}`)
      : await this.db.execute(sql`
          select u.id, u.mvp_count as count, u.nombre, u.apellido, u.apodo, u.photo_url as avatar
          from users u where u.mvp_count > 0
          order by u.mvp_count desc, u.last_mvp_date asc nulls last, u.id
          limit ${limit}`);
    return rowsOf<{ id: string; count: number; nombre: string | null; apellido: string | null; apodo: string | null; avatar: string | null }>(res)
      .map((r) => ({ ...r, count: n(r.count) }));
  }

  /** Matches cancelled for incomplete information: totals by missing detail, in one statement. */
  async canceladosTotals() {
    const res = await this.db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where p.campos_faltantes @> '["lugar"]'::jsonb)::int as lugar,
        count(*) filter (where p.campos_faltantes @> '["horario"]'::jsonb)::int as horario,
        count(*) filter (where p.campos_faltantes @> '["monto"]'::jsonb)::int as monto,
        count(*) filter (where jsonb_array_length(p.campos_faltantes) > 1)::int as multiples
      from partidos p where ${CANCELADO_INCOMPLETO}`);
    const r = rowsOf<Record<string, unknown>>(res)[0] ?? {};
    return { total: n(r.total), lugar: n(r.lugar), horario: n(r.horario), monto: n(r.monto), multiples: n(r.multiples) };
  }

  /** The clubs with most of them, most first. */
  async canceladosPorClub(limit: number) {
    const res = await this.db.execute(sql`
      select c.id, c.nombre, count(*)::int as cantidad
      from partidos p join clubs c on c.id = p.club_id
      where ${CANCELADO_INCOMPLETO}
      group by c.id, c.nombre
      order by count(*) desc, lower(c.nombre), c.id
      limit ${limit}`);
    return rowsOf<{ id: string; nombre: string; cantidad: number }>(res).map((r) => ({ ...r, cantidad: n(r.cantidad) }));
  }

  /** The last ones cancelled, with club, creator and venue. */
  async ultimosCancelados(limit: number) {
    const res = await this.db.execute(sql`
      select p.id, p.fecha::text as fecha, p.hora_partido, p.campos_faltantes, p.fecha_cancelacion,
        c.id as club_id, c.nombre as club_nombre, l.nombre as lugar_nombre,
        u.id as creador_id, u.nombre as creador_nombre, u.apellido as creador_apellido, u.correo as creador_correo
      from partidos p
      join clubs c on c.id = p.club_id
      left join lugares l on l.id = p.lugar_id
      left join users u on u.id = p.creador_id
      where ${CANCELADO_INCOMPLETO}
      order by p.fecha_cancelacion desc nulls last, p.id desc
      limit ${limit}`);
    return rowsOf<CanceladoRow>(res);
  }

  /**
   * GET /admin/partidos/incompletos: one page of upcoming incomplete matches, soonest first, with the total (a window
   * count; past the last page a second statement counts).
   */
  async incompletos(page: number, limit: number) {
    const res = await this.db.execute(sql`
      select partidos.id, partidos.fecha::text as fecha, partidos.hora_partido, partidos.estado_partido, partidos.tipo_partido,
        partidos.lugar_id, partidos.lugar_por_definir, partidos.horario_por_definir, partidos.monto_por_definir, partidos.monto_arriendo,
        partidos.ocupados, partidos.max_asistentes,
        c.id as club_id, c.nombre as club_nombre, l.nombre as lugar_nombre,
        u.id as creador_id, u.nombre as creador_nombre, u.apellido as creador_apellido, u.correo as creador_correo,
        (count(*) over ())::int as total
      from partidos
      join clubs c on c.id = partidos.club_id
      left join lugares l on l.id = partidos.lugar_id
      left join users u on u.id = partidos.creador_id
      where ${INCOMPLETO}
      order by partidos.fecha asc, partidos.hora_partido asc nulls last, partidos.id
      limit ${limit} offset ${(page - 1) * limit}`);
    const rows = rowsOf<IncompletoRow>(res);
    if (rows.length) return { rows, total: n(rows[0]!.total) };
    const counted = await this.db.execute(sql`select count(*)::int as n from partidos where ${INCOMPLETO}`);
    return { rows, total: n(rowsOf<{ n: number }>(counted)[0]?.n) };
  }
}

export interface CanceladoRow {
  id: string; fecha: string; hora_partido: string | null; campos_faltantes: unknown; fecha_cancelacion: Date | string | null;
  club_id: string; club_nombre: string; lugar_nombre: string | null;
  creador_id: string | null; creador_nombre: string | null; creador_apellido: string | null; creador_correo: string | null;
}

export interface IncompletoRow {
  id: string; fecha: string; hora_partido: string | null; estado_partido: string; tipo_partido: string;
  lugar_id: string | null; lugar_por_definir: boolean; horario_por_definir: boolean; monto_por_definir: boolean; monto_arriendo: number | null;
  ocupados: number; max_asistentes: number;
  club_id: string; club_nombre: string; lugar_nombre: string | null;
  creador_id: string | null; creador_nombre: string | null; creador_apellido: string | null; creador_correo: string | null;
  total: number;
}
