import {
  MSG, VOTO_COOLDOWN_MS, isAdmin,
  type RankingJugadorDto, type RankingsClubDto, type TipoVoto, type VotoResultadoDto, type VotoResumenDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { dayIn } from '../../lib/match-time.js';
import type { ActiveClub } from '../clubs/club-access.js';
import type { PlayerAccess } from '../players/player-access.js';
import type { MonthlyTitles } from '../players/players.service.js';
import type { RankingRow, VotesRepository } from './votes.repository.js';

export interface VotesDeps { repo: VotesRepository; players: PlayerAccess; clock: Clock; timezone: string }

const toRanking = (r: RankingRow | undefined): RankingJugadorDto | null =>
  r ? { _id: r.id, nombre: r.nombre, apellido: r.apellido, apodo: r.apodo, avatar_url: r.photoUrl, likes: Number(r.likes), dislikes: Number(r.dislikes) } : null;

/**
 * Monthly likes and dislikes (docs/product/votes.md "Monthly likes and dislikes"). A month is a calendar month of
 * APP_TIMEZONE, so votes reset at midnight of the 1st in Chile. One vote per voter, target and month; changing
 * it is allowed, repeating it is refused; no self-vote; a 2-second cooldown per voter. Votes go only between
 * people who share a club, and rankings count the votes among members of the active club.
 */
export class VotesService implements MonthlyTitles {
  constructor(private d: VotesDeps) {}

  /** YYYY-MM of the injected clock in APP_TIMEZONE. */
  mesActual(): string {
    return dayIn(this.d.clock.now(), this.d.timezone).slice(0, 7);
  }

  /** GET /votos/{playerId}: whoever may see the player (404 otherwise). */
  async resumen(user: UserRow, playerId: string): Promise<VotoResumenDto> {
    const v = await this.d.players.require(user, playerId);
    const mes = this.mesActual();
    const r = await this.d.repo.resumen(v.target.id, mes, user.id);
    return { likes: r.likes, dislikes: r.dislikes, voto_usuario: r.mio, mes, puede_votar: !v.esPropio && v.comparteClub };
  }

  /**
   * POST /votos/{playerId} { tipo_voto }: one statement (VotesRepository.votar), refusals in the order of the checks
   * it replaces: 404 for a player one cannot see, 400 for oneself, 403 for an administrador without a common club,
   * 409 for the same vote again, 429 within the cooldown.
   */
  async votar(user: UserRow, playerId: string, tipo: TipoVoto): Promise<{ message: string; data: VotoResultadoDto }> {
    const id = playerId === 'me' ? user.id : playerId;
    if (!isId(id)) throw notFound('usuarioNoEncontrado');
    if (id === user.id) throw badRequest('votoPropio');
    const mes = this.mesActual();
    const r = await this.d.repo.votar(user.id, id, mes, tipo, this.d.clock.now(), VOTO_COOLDOWN_MS);
    // only an administrador sees a player without a common club (others get 404): they may look, not vote
    if (!r.existe || (!r.comparte && !isAdmin(actorOf(user)))) throw notFound('usuarioNoEncontrado');
    if (!r.comparte) throw forbidden('votoSinClubComun');
    if (r.previo === tipo) throw conflict('votoRepetido');
    if (!r.escrito) throw new AppError('TOO_MANY_REQUESTS', 'votoCooldown');
    const cuenta = (t: TipoVoto, n: number) => n + (tipo === t ? 1 : 0) - (r.previo === t ? 1 : 0);
    const message = r.previo ? MSG.votoCambiado : tipo === 'like' ? MSG.votoPositivoRegistrado : MSG.votoRegistrado;
    return { message, data: { likes: cuenta('like', r.likes), dislikes: cuenta('dislike', r.dislikes), voto_usuario: tipo, mes, puede_votar: true, cambiado: !!r.previo } };
  }

  /** GET /votos/rankings/club: the active club's Ídolo and Villano of the current month. */
  async rankings(_user: UserRow, club: ActiveClub): Promise<RankingsClubDto> {
    const mes = this.mesActual();
    const rows = await this.d.repo.rankings(club.clubId, mes);
    return {
      mas_querido: toRanking(rows.find((r) => r.tipo === 'querido')),
      mas_odiado: toRanking(rows.find((r) => r.tipo === 'odiado')),
      mes,
    };
  }

  /** The achievements' 'El Ídolo del Mes' / 'El Villano del Mes': a past month won in one of the player's clubs. */
  titlesOf(userId: string) {
    return this.d.repo.titlesOf(userId, this.mesActual());
  }
}
