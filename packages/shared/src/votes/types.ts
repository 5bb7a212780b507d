// Voting answers (spec 2 §3 "Vote summary", "Rankings"; §7 "votar-mvp").
import type { JugadorRefDto } from '../matches/types.js';
import type { TipoVoto } from './constants.js';

/** GET /votos/{playerId}: this month's counts (APP_TIMEZONE) and the caller's own vote. */
export interface VotoResumenDto {
  likes: number;
  dislikes: number;
  voto_usuario: TipoVoto | null;
  /** YYYY-MM */
  mes: string;
  /** false for one's own profile and for players the caller shares no club with */
  puede_votar: boolean;
}

/** POST /votos/{playerId}: the new summary; message '¡Voto positivo registrado!', 'Voto registrado' or 'Has cambiado tu voto'. */
export interface VotoResultadoDto extends VotoResumenDto { cambiado: boolean }

export interface RankingJugadorDto {
  _id: string;
  nombre: string | null;
  apellido: string | null;
  apodo: string | null;
  avatar_url: string | null;
  likes: number;
  dislikes: number;
}

/** GET /votos/rankings/club: 'El Ídolo del Mes' and 'El Villano del Mes' of the active club; null without votes. */
export interface RankingsClubDto { mas_querido: RankingJugadorDto | null; mas_odiado: RankingJugadorDto | null; mes: string }

export interface MvpConteoDto { jugador: JugadorRefDto; votos: number }

/**
 * GET /partidos/{id}/votacion-mvp, and data.votacion of POST /partidos/{id}/votar-mvp. Votes are anonymous:
 * counts per player, and the caller's own vote.
 */
export interface VotacionMvpDto {
  partido_id: string;
  /** En curso, or Finalizado until `cierre`, and no MVP yet */
  abierta: boolean;
  /** ISO instant the window closes (end of the match + 24 h); null without a schedule */
  cierre: string | null;
  /** the caller may vote now: enrolled, did not decline, has not voted, voting open */
  puede_votar: boolean;
  mi_voto: JugadorRefDto | null;
  total_votos: number;
  /** who may vote: attendees who did not decline; the MVP is assigned when all of them have voted */
  total_votantes: number;
  /** players one may vote for (the caller excluded by the screen); local team only against an external rival */
  candidatos: JugadorRefDto[];
  /** most votes first; a tie in the order the players reached their count */
  conteo: MvpConteoDto[];
  lider_actual: (JugadorRefDto & { votos: number }) | null;
  mvp_asignado: JugadorRefDto | null;
}

export interface VotarMvpResultDto { votacion: VotacionMvpDto }
