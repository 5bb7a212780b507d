import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';

/**
 * A player's attendance history since `since` (docs/decisions/0040), one `resultado` row per entry: each
 * finished match they were on the roster of (null unless recorded: attended), plus each record of a finished match
 * they had left (a late withdrawal). `usuario` is the player's id, a parameter or a column of the outer query.
 * Reliability on the profile and the roster, the waiting list's order and team generation all read this history.
 */
export const historialAsistencia = (usuario: SQL, since: SQL): SQL => sql`
  select r.resultado from partidos p
    join partido_asistentes a on a.partido_id = p.id and a.usuario_id = ${usuario}
    left join asistencia_registros r on r.partido_id = p.id and r.usuario_id = a.usuario_id
    where p.estado_partido = 'Finalizado' and p.inicio >= ${since}
  union all
  select r.resultado from asistencia_registros r join partidos p on p.id = r.partido_id
    where r.usuario_id = ${usuario} and p.estado_partido = 'Finalizado' and p.inicio >= ${since}
      and not exists (select 1 from partido_asistentes a where a.partido_id = p.id and a.usuario_id = r.usuario_id)`;

/** The history counted: entries, attended (no record counts as attended) and late notices; one row. */
export const conteoAsistencia = (usuario: SQL, since: SQL): SQL => sql`
  select count(*)::int as total,
         count(*) filter (where h.resultado is null or h.resultado = 'asistio')::int as asistio,
         count(*) filter (where h.resultado = 'aviso_tarde')::int as tarde
  from (${historialAsistencia(usuario, since)}) h`;

export interface ConteoAsistencia { total: number; asistio: number; tarde: number }

export const conteoOf = (r: { total: unknown; asistio: unknown; tarde: unknown } | undefined): ConteoAsistencia =>
  ({ total: Number(r?.total ?? 0), asistio: Number(r?.asistio ?? 0), tarde: Number(r?.tarde ?? 0) });

/**
 * Attendance counts since `since` of a match's players: its attendees ('asistentes', for team generation) or its
 * attendees and waiting list ('plantel'); one statement whatever their number.
 */
export async function reliabilityOf(db: Db, partidoId: string, since: Date, quienes: 'asistentes' | 'plantel') {
  const espera = quienes === 'plantel' ? sql`union select usuario_id from partido_lista_espera where partido_id = ${partidoId}` : sql``;
  const res = await db.execute(sql`
    select j.usuario_id, c.total, c.asistio, c.tarde
    from (select usuario_id from partido_asistentes where partido_id = ${partidoId} ${espera}) j
    cross join lateral (${conteoAsistencia(sql`j.usuario_id`, sql`${since.toISOString()}::timestamptz`)}) c
    order by j.usuario_id`);
  return new Map(rowsOf<{ usuario_id: string; total: number; asistio: number; tarde: number }>(res).map((r) => [r.usuario_id, conteoOf(r)]));
}
