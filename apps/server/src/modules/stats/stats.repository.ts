import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

const n = (v: unknown) => Number(v ?? 0);

export interface GlobalesRow {
  id: string; nombre: string; total_jugadores: number; total_lugares: number; total: number;
  convocando: number; proximo: number; en_curso: number; finalizado: number; cancelado: number;
  lugares_utilizados: number; mvps: number; goles: number; promedio_asistentes: number | null;
  gana_a: number; gana_b: number; empates: number;
}

/**
 * Club statistics, each call one SQL statement that aggregates in the database (docs/product/stats.md): no
 * match is loaded into memory, so the cost does not grow with the page size or the number of queries.
 */
export class StatsRepository {
  constructor(private db: Db) {}

  /** Totals of the club: matches by state, members, venues, MVPs, goals, average attendance, results donut. */
  async globales(clubId: string): Promise<GlobalesRow | undefined> {
    const res = await this.db.execute(sql`
      select c.id, c.nombre,
        (select count(*) from club_members m where m.club_id = c.id)::int as total_jugadores,
        (select count(*) from lugares l where l.club_id = c.id)::int as total_lugares,
        s.*
      from clubs c
      cross join lateral (
        select count(*)::int as total,
          count(*) filter (where p.estado_partido = 'Convocando')::int as convocando,
          count(*) filter (where p.estado_partido = 'Próximo a comenzar')::int as proximo,
          count(*) filter (where p.estado_partido = 'En curso')::int as en_curso,
          count(*) filter (where p.estado_partido = 'Finalizado')::int as finalizado,
          count(*) filter (where p.estado_partido = 'Cancelado')::int as cancelado,
          count(distinct p.lugar_id) filter (where p.estado_partido <> 'Cancelado')::int as lugares_utilizados,
          count(p.mvp_id)::int as mvps,
          coalesce(sum(p.goles_a + p.goles_b) filter (where p.estado_partido = 'Finalizado'), 0)::int as goles,
          round(avg(p.ocupados) filter (where p.estado_partido = 'Finalizado'), 1)::float8 as promedio_asistentes,
          count(*) filter (where p.estado_partido = 'Finalizado' and p.goles_a > p.goles_b)::int as gana_a,
          count(*) filter (where p.estado_partido = 'Finalizado' and p.goles_b > p.goles_a)::int as gana_b,
          count(*) filter (where p.estado_partido = 'Finalizado' and p.goles_a = p.goles_b)::int as empates
        from partidos p where p.club_id = c.id
      ) s
      where c.id = ${clubId}`);
    return rowsOf<GlobalesRow>(res)[0];
  }

  /** Matches per month of `fecha` (a wall-clock date of APP_TIMEZONE) in [desde, hasta), months with matches only. */
  async porMes(clubId: string, desde: string, hasta: string) {
    const res = await this.db.execute(sql`
      select to_char(p.fecha, 'YYYY-MM') as mes,
        count(*) filter (where p.estado_partido <> 'Cancelado')::int as total,
        count(*) filter (where p.estado_partido = 'Finalizado')::int as finalizados,
        count(*) filter (where p.estado_partido = 'Cancelado')::int as cancelados
      from partidos p
      where p.club_id = ${clubId} and p.fecha >= ${desde} and p.fecha < ${hasta}
      group by 1`);
    return rowsOf<{ mes: string; total: number; finalizados: number; cancelados: number }>(res)
      .map((r) => ({ mes: r.mes, total: n(r.total), finalizados: n(r.finalizados), cancelados: n(r.cancelados) }));
  }

  /**
   * Current members by finished matches of this club they attended (did not decline), most first; a tie to more
   * MVPs, then the name. Members without a match are left out.
   */
  async jugadoresActivos(clubId: string, limite: number) {
    const res = await this.db.execute(sql`
      select u.id, u.nombre, u.apellido, u.apodo, u.photo_url as "photoUrl", u.posicion_principal as "posicionPrincipal",
        u.nivel_habilidad as "nivelHabilidad", u.partidos_jugados as "partidosJugados", u.mvp_count as "mvpCount",
        j.partidos_club as "partidosClub"
      from (
        select a.usuario_id, count(*)::int as partidos_club
        from partidos p
        join partido_asistentes a on a.partido_id = p.id and a.confirmado is distinct from false
        where p.club_id = ${clubId} and p.estado_partido = 'Finalizado'
        group by a.usuario_id
      ) j
      join club_members m on m.club_id = ${clubId} and m.usuario_id = j.usuario_id
      join users u on u.id = j.usuario_id
      order by j.partidos_club desc, u.mvp_count desc, lower(u.nombre) asc nulls last, u.id
      limit ${limite}`);
    return rowsOf<{
      id: string; nombre: string | null; apellido: string | null; apodo: string | null; photoUrl: string | null;
      posicionPrincipal: string | null; nivelHabilidad: string | null; partidosJugados: number; mvpCount: number; partidosClub: number;
    }>(res);
  }

  /**
   * Attendance per player at the club's finished matches dated from `desde`, one statement. An
   * entry is an enrolled player (no record = asistio) or a record of someone no longer enrolled (a late
   * withdrawal), as in PlayersRepository.attendanceCounts. Current members only, like the active players.
   */
  async asistenciaJugadores(clubId: string, desde: string) {
    const res = await this.db.execute(sql`
      ${entradasAsistencia(clubId, desde)}
      select u.id, u.nombre, u.apellido, e.total, e.asistio, e.no_asistio, e.tarde
      from (
        select usuario_id, count(*)::int as total,
          count(*) filter (where resultado = 'asistio')::int as asistio,
          count(*) filter (where resultado = 'no_asistio')::int as no_asistio,
          count(*) filter (where resultado = 'aviso_tarde')::int as tarde
        from entradas group by usuario_id
      ) e
      join club_members m on m.club_id = ${clubId} and m.usuario_id = e.usuario_id
      join users u on u.id = e.usuario_id`);
    return rowsOf<{ id: string; nombre: string | null; apellido: string | null; total: number; asistio: number; no_asistio: number; tarde: number }>(res)
      .map((r) => ({ ...r, total: n(r.total), asistio: n(r.asistio), no_asistio: n(r.no_asistio), tarde: n(r.tarde) }));
  }

  /** The same entries by series of the club: its finished matches of the period and their attendance (one statement). */
  async asistenciaSeries(clubId: string, desde: string) {
    const res = await this.db.execute(sql`
      ${entradasAsistencia(clubId, desde)}
      select s.id, extract(dow from s.primera_fecha)::int as dow, s.plantilla->>'hora_partido' as hora,
        f.partidos, coalesce(e.total, 0)::int as total, coalesce(e.asistio, 0)::int as asistio, coalesce(e.tarde, 0)::int as tarde
      from (select serie_id, count(*)::int as partidos from fin where serie_id is not null group by serie_id) f
      join series s on s.id = f.serie_id and s.club_id = ${clubId}
      left join (
        select serie_id, count(*)::int as total,
          count(*) filter (where resultado = 'asistio')::int as asistio,
          count(*) filter (where resultado = 'aviso_tarde')::int as tarde
        from entradas where serie_id is not null group by serie_id
      ) e on e.serie_id = f.serie_id
      order by f.partidos desc, s.primera_fecha, s.id`);
    return rowsOf<{ id: string; dow: number; hora: string | null; partidos: number; total: number; asistio: number; tarde: number }>(res)
      .map((r) => ({ ...r, dow: n(r.dow), partidos: n(r.partidos), total: n(r.total), asistio: n(r.asistio), tarde: n(r.tarde) }));
  }

  /** The dashboard's club card (one statement). The month is [mesDesde, mesHasta) by date, from `mesInicio` by instant. */
  async clubCard(clubId: string, mesDesde: string, mesHasta: string, mesInicio: Date) {
    const res = await this.db.execute(sql`
      select c.id, c.nombre,
        (select count(*) from club_members m where m.club_id = c.id)::int as total_miembros,
        (select count(*) from club_members m where m.club_id = c.id and m.fecha_ingreso >= ${mesInicio.toISOString()})::int as miembros_nuevos_mes,
        (select count(*) from club_join_requests r where r.club_id = c.id and r.estado = 'Pendiente')::int as solicitudes_pendientes,
        s.*, a.*
      from clubs c
      cross join lateral (
        select count(*)::int as total_partidos,
          count(*) filter (where p.fecha >= ${mesDesde} and p.fecha < ${mesHasta} and p.estado_partido <> 'Cancelado')::int as partidos_mes_actual,
          count(*) filter (where p.estado_partido in ('Convocando', 'Próximo a comenzar'))::int as partidos_proximos,
          count(*) filter (where p.estado_partido = 'Finalizado')::int as partidos_finalizados,
          count(*) filter (where p.estado_partido = 'Cancelado')::int as partidos_cancelados,
          round(avg(p.ocupados) filter (where p.estado_partido = 'Finalizado'), 1)::float8 as promedio_asistentes
        from partidos p where p.club_id = c.id
      ) s
      cross join lateral (
        select
          count(*) filter (where p.estado_partido = 'Finalizado')::int as asistencias,
          count(*) filter (where p.estado_partido = 'Finalizado' and x.confirmado is distinct from false)::int as presentes,
          count(distinct x.usuario_id) filter (where p.fecha >= ${mesDesde} and p.fecha < ${mesHasta} and p.estado_partido <> 'Cancelado')::int as jugadores_activos_mes
        from partidos p join partido_asistentes x on x.partido_id = p.id
        where p.club_id = c.id and (p.estado_partido = 'Finalizado' or (p.fecha >= ${mesDesde} and p.fecha < ${mesHasta}))
      ) a
      where c.id = ${clubId}`);
    return rowsOf<Record<string, unknown> & { id: string; nombre: string }>(res)[0];
  }
}

/**
 * `fin`: the club's finished matches dated from `desde` (partidos_club_fecha_idx); `entradas`: one row per player and
 * match, enrolled (left join to the record by its primary key) or recorded without being enrolled any more.
 */
function entradasAsistencia(clubId: string, desde: string) {
  return sql`with fin as (
      select p.id, p.serie_id from partidos p
      where p.club_id = ${clubId} and p.fecha >= ${desde} and p.estado_partido = 'Finalizado'
    ),
    entradas as (
      select f.id as partido_id, f.serie_id, a.usuario_id, coalesce(r.resultado, 'asistio') as resultado
      from fin f
      join partido_asistentes a on a.partido_id = f.id
      left join asistencia_registros r on r.partido_id = f.id and r.usuario_id = a.usuario_id
      union all
      select f.id, f.serie_id, r.usuario_id, r.resultado
      from fin f
      join asistencia_registros r on r.partido_id = f.id
      where not exists (select 1 from partido_asistentes a where a.partido_id = f.id and a.usuario_id = r.usuario_id)
    )`;
}
