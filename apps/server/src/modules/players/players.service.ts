import {
  DIAS_CONFIABILIDAD, confiabilidadDe,
  computeLogros,
  type JugadorEstadisticasDto, type JugadoresListDto, type JugadorPerfilDto, type ListJugadoresQuery, type LogrosDto,
  type NivelHabilidad,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { ActiveClub } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { PlayerAccess } from './player-access.js';
import { rachaMaximaOf, toJugadorListItem, toJugadorPerfil } from './players.mapper.js';
import type { PlayersRepository } from './players.repository.js';

const DAY_MS = 86_400_000;

/** The monthly titles of a player (the votes module answers it): for the Ídolo / Villano del Mes achievements. */
export interface MonthlyTitles {
  titlesOf(userId: string): Promise<{ mas_querido: boolean; mas_odiado: boolean }>;
}

export interface PlayersDeps { repo: PlayersRepository; access: PlayerAccess; titles: MonthlyTitles; clock: Clock }

/** The players directory, profiles, statistics and achievements (docs/product/stats.md). */
export class PlayersService {
  constructor(private d: PlayersDeps) {}

  /** GET /usuarios: members of the active club (the route resolved and checked x-club-id), one page. */
  async list(_user: UserRow, club: ActiveClub, q: ListJugadoresQuery): Promise<JugadoresListDto> {
    const { rows, total } = await this.d.repo.page(club.clubId, q);
    return {
      usuarios: rows.map(toJugadorListItem),
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
    };
  }

  /** GET /usuarios/{id} */
  async profile(user: UserRow, playerId: string): Promise<JugadorPerfilDto> {
    const v = await this.d.access.require(user, playerId);
    const { inscritos } = await this.d.repo.enrolmentCounts(v.target.id);
    return toJugadorPerfil(v, inscritos, actorOf(user));
  }

  /** GET /usuarios/{id}/estadisticas (docs/product/stats.md "Player statistics"). */
  async stats(user: UserRow, playerId: string): Promise<JugadorEstadisticasDto> {
    const v = await this.d.access.require(user, playerId);
    const since = new Date(this.d.clock.now().getTime() - DIAS_CONFIABILIDAD * 86_400_000);
    const [{ inscritos, proximos }, asistencia] = await Promise.all([
      this.d.repo.enrolmentCounts(v.target.id), this.d.repo.attendanceCounts(v.target.id, since),
    ]);
    const u = v.target;
    return {
      partidos_jugados: u.partidosJugados,
      mvp_count: u.mvpCount,
      racha_asistencia: u.rachaAsistencia,
      racha_maxima: rachaMaximaOf(v),
      partidos_inscritos: inscritos,
      partidos_proximos: proximos,
      last_mvp_date: u.lastMvpDate?.toISOString() ?? null,
      confiabilidad: confiabilidadDe(asistencia),
    };
  }

  /**
   * GET /usuarios/{id}/logros: every achievement from the stored counters, the memberships and the
   * past monthly rankings (three queries; nothing is unlocked by a job).
   */
  async achievements(user: UserRow, playerId: string): Promise<LogrosDto> {
    const v = await this.d.access.require(user, playerId);
    const titles = await this.d.titles.titlesOf(v.target.id);
    const now = this.d.clock.now().getTime();
    // Fiel al Equipo: the longest membership of a club; the public community is everybody's, so it does not count
    const dias = Math.max(0, ...v.clubs.filter((c) => !c.esPublico).map((c) => Math.floor((now - c.fechaIngreso.getTime()) / DAY_MS)));
    return computeLogros({
      partidos_jugados: v.target.partidosJugados,
      mvp_count: v.target.mvpCount,
      racha_maxima: rachaMaximaOf(v),
      nivel_habilidad: v.target.nivelHabilidad as NivelHabilidad | null,
      dias_en_club: dias,
      fue_mas_querido: titles.mas_querido,
      fue_mas_odiado: titles.mas_odiado,
      es_creador: v.clubs.some((c) => c.rol === 'Creador'),
      es_moderador: v.clubs.some((c) => c.rol === 'Moderador' || c.rol === 'Creador'),
      es_administrador: v.target.tipoUsuario === 'administrador',
    });
  }
}
