import {
  MSG, VOTO_COOLDOWN_MS,
  type RankingJugadorDto, type RankingsClubDto, type TipoVoto, type VotoResultadoDto, type VotoResumenDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { dayIn } from '../../lib/match-time.js';
import type { ActiveClub } from '../clubs/club-access.js';
import type { PlayerAccess } from '../players/player-access.js';
import type { MonthlyTitles } from '../players/players.service.js';
import type { RankingRow, VotesRepository } from './votes.repository.js';

export interface VotesDeps { repo: VotesRepository; players: PlayerAccess; clock: Clock; timezone: string }

const toRanking = (r: RankingRow | undefined): RankingJugadorDto | null =>
  r ? { _id: r.id, nombre: r.nombre, apellido: r.apellido, apodo: r.apodo, avatar_url: r.photoUrl, likes: Number(r.likes), dislikes: Number(r.dislikes) } : null;

/**
 * Monthly likes and dislikes (spec 2 §4, §5; DESIGN §4 "Monthly votes"). A month is a calendar month of
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

  /** POST /votos/{playerId} { tipo_voto } */
  async votar(user: UserRow, playerId: string, tipo: TipoVoto): Promise<{ message: string; data: VotoResultadoDto }> {
    const v = await this.d.players.require(user, playerId);
    if (v.esPropio) throw badRequest('votoPropio');
    // only an administrador sees a player without a common club (others got 404): they may look, not vote
    if (!v.comparteClub) throw forbidden('votoSinClubComun');
    const mes = this.mesActual();
    const anterior = await this.d.repo.transaction(async (tx) => {
      const now = this.d.clock.now();
      const previo = await tx.voto(user.id, v.target.id, mes);
      if (previo === tipo) throw conflict('votoRepetido');
      // spec 2 §9: 2 s between two votes of the same voter (the client waits too; this is what holds)
      if (!(await tx.claimCooldown(user.id, now, VOTO_COOLDOWN_MS))) throw new AppError('TOO_MANY_REQUESTS', 'votoCooldown');
      await tx.upsertVoto(user.id, v.target.id, mes, tipo, now);
      return previo;
    });
    const r = await this.d.repo.resumen(v.target.id, mes, user.id);
    const message = anterior ? MSG.votoCambiado : tipo === 'like' ? MSG.votoPositivoRegistrado : MSG.votoRegistrado;
    return { message, data: { likes: r.likes, dislikes: r.dislikes, voto_usuario: r.mio, mes, puede_votar: true, cambiado: !!anterior } };
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
