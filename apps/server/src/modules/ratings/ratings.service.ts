import {
  aprenderRatings, barajar, canManageClub, datosDivision, dispersionGoles, mejorDivision, probabilidadVictoria, tendencias,
  type ClubRatingsDto, type JugadorDeclarado, type RatingDto, type RatingJugador,
} from '@partidos/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { RatingsRepository, type ClubHistory } from './ratings.repository.js';

export type { ClubHistory } from './ratings.repository.js';

export interface RatingsDeps { db: Db; access: ClubAccess }

/** A player to split into teams: an attendee or a guest player, and whether their main position is goalkeeper. */
export interface PresentPlayer { id: string; esPortero: boolean }

/** What the match detail shows of the ratings: team A's chance, and each present player's rating. */
export interface MatchPrediction {
  /** null when a team has no players */
  probabilidadA: number | null;
  ratings: Map<string, RatingDto>;
}

const dtoOf = (r: RatingJugador): RatingDto => ({ valor: r.rating, incertidumbre: r.incertidumbre, partidos: r.partidos });

/** Present players who are not among the club's members (guests, public players) start without a declared level. */
function withPresent(jugadores: readonly JugadorDeclarado[], ids: readonly string[]): JugadorDeclarado[] {
  const known = new Set(jugadores.map((j) => j.id));
  return [...jugadores, ...ids.filter((id) => !known.has(id)).map((id): JugadorDeclarado => ({ id, nivel: null }))];
}

/**
 * Ratings learned from each club's results (docs/product/teams.md, docs/decisions/0086): recomputed from the match
 * history at every read, nothing stored, so a corrected result or a moved player re-rates at once.
 */
export class RatingsService {
  constructor(private d: RatingsDeps) {}

  /** The club's history, or null when the club turned learned teams off. `db`: a transaction's, to read within it. */
  async historyFor(clubId: string, db: Db = this.d.db): Promise<ClubHistory | null> {
    const repo = new RatingsRepository(db);
    return (await repo.enabled(clubId)) ? repo.history(clubId) : null;
  }

  /** The club's history, for a caller that already knows the club learns its teams. */
  history(clubId: string, db: Db = this.d.db): Promise<ClubHistory> {
    return new RatingsRepository(db).history(clubId);
  }

  /**
   * The fairest split of these players by their learned ratings (mejorDivision): shuffled first with `rng`, so that
   * players the club cannot yet tell apart are split differently each time. `asistencia`: each one's expected
   * attendance as a share, to share out the likely no-shows too.
   */
  split(h: ClubHistory, present: readonly PresentPlayer[], rng: () => number, asistencia?: ReadonlyMap<string, number>) {
    const datos = datosDivision(h.historial, h.jugadores, barajar(present, rng));
    return mejorDivision(datos.candidatos, {
      ...datos,
      ...(asistencia ? { asistencia: datos.candidatos.map((c) => asistencia.get(c.id) ?? 1) } : {}),
    });
  }

  /** Each present player's rating, and team A's chance when both teams have players. */
  predict(h: ClubHistory, present: readonly string[], equipoA: readonly string[], equipoB: readonly string[]): MatchPrediction {
    const learned = aprenderRatings(h.historial, withPresent(h.jugadores, present));
    const ratings = new Map([...present].map((id) => [id, dtoOf(learned.get(id)!)]));
    if (equipoA.length === 0 || equipoB.length === 0) return { probabilidadA: null, ratings };
    const of = (id: string) => learned.get(id)!;
    const probabilidadA = probabilidadVictoria(equipoA.map((id) => of(id).rating), equipoB.map((id) => of(id).rating), {
      dispersion: dispersionGoles(h.historial, learned),
      incertidumbres: [...equipoA, ...equipoB].map((id) => of(id).incertidumbre),
    });
    return { probabilidadA, ratings };
  }

  /**
   * GET /clubes/{id}/ratings: whoever manages the club gets every member's rating and trend; any other member only
   * their own trend, never a number (a rating is not a public label). 404 for a club the user cannot see.
   */
  async clubRatings(user: UserRow, clubId: string): Promise<ClubRatingsDto> {
    const { club, rol } = await this.d.access.require(user, clubId);
    if (!club.equiposAprendidos) return { equipos_aprendidos: false, jugadores: [] };
    const h = await this.history(club.id);
    const manages = canManageClub(actorOf(user), rol);
    const ids = manages ? h.jugadores.map((j) => j.id) : h.jugadores.some((j) => j.id === user.id) ? [user.id] : [];
    const trends = tendencias(h.historial, h.jugadores, ids);
    const learned = manages ? aprenderRatings(h.historial, h.jugadores) : undefined;
    return {
      equipos_aprendidos: true,
      jugadores: ids.map((id) => ({ usuario_id: id, rating: learned ? dtoOf(learned.get(id)!) : null, tendencia: trends.get(id)! })),
    };
  }
}
