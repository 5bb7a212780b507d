import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { EquipoKey, NivelHabilidad, Posicion } from '@partidos/shared';
import type { DomainEvents } from '../../lib/events.js';
import type { Db } from '../../db/client.js';
import { partidoAsistentes, partidoBots, partidos, users } from '../../db/schema/index.js';
import { confiabilidadDe } from '@partidos/shared';
import { reliabilityOf } from '../../db/attendance-history.js';
import type { RatingsService } from '../ratings/ratings.service.js';
import { balanceTeams, type TeamCandidate } from './teams.js';

/** What team generation needs of the learned ratings (modules/ratings): the club's history, and the split by it. */
export type TeamRatings = Pick<RatingsService, 'historyFor' | 'split'>;

/** (id, team) rows as a VALUES list with typed columns, so the join below compares char to char. */
function valuesList(rows: [string, EquipoKey][]): SQL {
  return sql.join(rows.map(([id, equipo]) => sql`(${id}::char(24), ${equipo}::varchar)`), sql`, `);
}

/**
 * Generates the match's teams (docs/product/teams.md) and records them: every attendee and guest player gets a
 * team and the match is marked equipos_generados. Against an external rival the rival is not enrolled, so every
 * local player goes to the local team. Reads in three queries and writes in three statements whatever the
 * number of players. The match row is locked first so a concurrent sign-up or leave waits for the new teams.
 * Returns false when the match does not exist. `asistenciaDesde` balances the players' attendance since then as well
 * (docs/decisions/0041; one more query). With `ratings`, a club that learns its teams from results (the default) gets
 * the split whose predicted chance is closest to 50/50 (docs/product/teams.md); without, or when the club turned it
 * off, the declared levels decide (balanceTeams).
 */
export async function assignTeams(
  db: Db, partidoId: string, rng: () => number = Math.random, events?: DomainEvents, asistenciaDesde?: Date, ratings?: TeamRatings,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [partido] = await tx
      .select({ clubId: partidos.clubId, tieneRivalExterno: partidos.tieneRivalExterno, equipoRivalExterno: partidos.equipoRivalExterno })
      .from(partidos)
      .where(eq(partidos.id, partidoId))
      .for('update');
    if (!partido) return false;

    const asistentes = await tx
      .select({
        id: partidoAsistentes.usuarioId,
        posicion: users.posicionPrincipal,
        nivel: users.nivelHabilidad,
        mvpCount: users.mvpCount,
        partidosJugados: users.partidosJugados,
      })
      .from(partidoAsistentes)
      .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
      .where(eq(partidoAsistentes.partidoId, partidoId))
      .orderBy(asc(partidoAsistentes.usuarioId)); // a fixed input order: the same rng gives the same teams
    const bots = await tx
      .select({ id: partidoBots.id })
      .from(partidoBots)
      .where(eq(partidoBots.partidoId, partidoId))
      .orderBy(asc(partidoBots.id));

    const asistencia = asistenciaDesde && !partido.tieneRivalExterno
      ? await reliabilityOf(tx, partidoId, asistenciaDesde, 'asistentes') : undefined;

    const history = ratings && !partido.tieneRivalExterno ? await ratings.historyFor(partido.clubId, tx) : null;

    const teamOf = new Map<string, EquipoKey>();
    if (partido.tieneRivalExterno) {
      const local: EquipoKey = partido.equipoRivalExterno === 'equipo_a' ? 'equipo_b' : 'equipo_a';
      for (const p of [...asistentes, ...bots]) teamOf.set(p.id, local);
    } else if (history) {
      const conteos = asistencia;
      const asistenciaDe = conteos
        ? // a player without history counts as reliable, as in balanceTeams
        new Map(asistentes.map((a) => [a.id, (confiabilidadDe(conteos.get(a.id) ?? { total: 0, asistio: 0, tarde: 0 }) ?? 100) / 100]))
        : undefined;
      const present = [
        ...asistentes.map((a) => ({ id: a.id, esPortero: a.posicion === 'POR' })),
        ...bots.map((b) => ({ id: b.id, esPortero: false })),
      ];
      const split = ratings!.split(history, present, rng, asistenciaDe);
      for (const id of split.equipoA) teamOf.set(id, 'equipo_a');
      for (const id of split.equipoB) teamOf.set(id, 'equipo_b');
    } else {
      const candidates: TeamCandidate[] = [
        ...asistentes.map((a): TeamCandidate => ({
          id: a.id,
          kind: 'usuario',
          posicion: a.posicion as Posicion | null,
          nivel: a.nivel as NivelHabilidad | null,
          mvpCount: a.mvpCount,
          partidosJugados: a.partidosJugados,
          confiabilidad: asistencia ? confiabilidadDe(asistencia.get(a.id) ?? { total: 0, asistio: 0, tarde: 0 }) : null,
        })),
        ...bots.map((b): TeamCandidate => ({ id: b.id, kind: 'bot', posicion: null, nivel: null, mvpCount: 0, partidosJugados: 0 })),
      ];
      const teams = balanceTeams(candidates, rng, { asistencia: !!asistencia });
      for (const id of teams.equipo_a) teamOf.set(id, 'equipo_a');
      for (const id of teams.equipo_b) teamOf.set(id, 'equipo_b');
    }

    const asistenteRows = asistentes.map((a): [string, EquipoKey] => [a.id, teamOf.get(a.id)!]);
    if (asistenteRows.length > 0) {
      await tx.execute(sql`
        update partido_asistentes as a set equipo = v.equipo
        from (values ${valuesList(asistenteRows)}) as v(usuario_id, equipo)
        where a.partido_id = ${partidoId} and a.usuario_id = v.usuario_id`);
    }
    const botRows = bots.map((b): [string, EquipoKey] => [b.id, teamOf.get(b.id)!]);
    if (botRows.length > 0) {
      await tx.execute(sql`
        update partido_bots as b set equipo = v.equipo
        from (values ${valuesList(botRows)}) as v(id, equipo)
        where b.partido_id = ${partidoId} and b.id = v.id`);
    }
    await tx.update(partidos).set({ equiposGenerados: true, updatedAt: sql`now()` }).where(eq(partidos.id, partidoId));
    await events?.emit(tx, { type: 'equipos.generados', partidoId });
    return true;
  });
}
