import { sql } from 'drizzle-orm';
import type { JugadorDeclarado, NivelHabilidad, PartidoJugado } from '@partidos/shared';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * The most recent finished matches a club's ratings learn from. A weekly group reaches it after about ten years; a
 * club that plays more forgets its oldest matches, which also keeps a detail read's cost bounded (docs/product/teams.md).
 */
export const HISTORIAL_RATINGS_MAX = 500;

/** What the club's ratings are learned from: its results with their teams, and its members' declared levels. */
export interface ClubHistory {
  historial: PartidoJugado[];
  jugadores: JugadorDeclarado[];
}

/** Each match as [goles_a, goles_b, team A's ids, team B's ids], oldest first. */
type HistoryJson = [number, number, string[], string[]][];

/** Reads a club's match history for its ratings (docs/product/teams.md "Learned ratings"). */
export class RatingsRepository {
  constructor(private db: Db) {}

  /** Whether the club learns its teams from results (false also for a club that does not exist). */
  async enabled(clubId: string): Promise<boolean> {
    const rows = rowsOf<{ on: boolean }>(await this.db.execute(sql`select equipos_aprendidos as "on" from clubs where id = ${clubId}`));
    return rows[0]?.on ?? false;
  }

  /**
   * The club's last HISTORIAL_RATINGS_MAX finished matches with a result and no external rival, oldest first, each
   * with the players who were on a team (attendees not recorded as absent, and guest players), and the club's members
   * with their declared level. Two statements, whatever the history's length.
   */
  async history(clubId: string): Promise<ClubHistory> {
    // one json value for the whole history: thousands of (match, player) rows cost far more to send and read one by one
    const res = await this.db.execute(sql`
      with jugados as (
        select p.id, p.goles_a, p.goles_b, p.fecha, p.hora_partido from partidos p
        where p.club_id = ${clubId} and p.estado_partido = 'Finalizado' and p.goles_a is not null and p.goles_b is not null
          and not p.tiene_rival_externo
        order by p.fecha desc, p.hora_partido desc nulls last, p.id desc
        limit ${HISTORIAL_RATINGS_MAX}
      )
      select coalesce(json_agg(json_build_array(j.goles_a, j.goles_b, e.a, e.b) order by j.fecha, j.hora_partido nulls first, j.id), '[]') as h
      from jugados j cross join lateral (
        select coalesce(json_agg(t.id order by t.id) filter (where t.equipo = 'equipo_a'), '[]') as a,
               coalesce(json_agg(t.id order by t.id) filter (where t.equipo = 'equipo_b'), '[]') as b
        from (
          select a.usuario_id as id, a.equipo from partido_asistentes a
            where a.partido_id = j.id and a.equipo in ('equipo_a', 'equipo_b')
              and not exists (select 1 from asistencia_registros r
                where r.partido_id = a.partido_id and r.usuario_id = a.usuario_id and r.resultado <> 'asistio')
          union all
          select b.id, b.equipo from partido_bots b where b.partido_id = j.id and b.equipo in ('equipo_a', 'equipo_b')
        ) t
      ) e`);
    const raw = rowsOf<{ h: HistoryJson | string }>(res)[0]?.h ?? [];
    const partidosJugados = (typeof raw === 'string' ? JSON.parse(raw) as HistoryJson : raw)
      .map(([golesA, golesB, equipoA, equipoB]): PartidoJugado => ({ equipoA, equipoB, golesA: Number(golesA), golesB: Number(golesB) }));
    const miembros = rowsOf<{ id: string; nivel: string | null }>(await this.db.execute(sql`
      select u.id, u.nivel_habilidad as nivel from club_members m join users u on u.id = m.usuario_id
      where m.club_id = ${clubId} order by u.id`));
    return {
      // a match whose teams were never generated (everyone 'Sin asignar') teaches nothing
      historial: partidosJugados.filter((m) => m.equipoA.length > 0 && m.equipoB.length > 0),
      jugadores: miembros.map((m) => ({ id: m.id, nivel: m.nivel as NivelHabilidad | null })),
    };
  }
}
