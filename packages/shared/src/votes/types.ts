// Voting answers (docs/product/votes.md): zod schemas the routes answer with
// (responses.ts), and the types inferred from them.
import { z } from 'zod';
import { jugadorRefDtoSchema } from '../matches/types.js';
import { TIPOS_VOTO } from './constants.js';

/** GET /votos/{playerId}: this month's counts (APP_TIMEZONE) and the caller's own vote. */
export const votoResumenDtoSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  voto_usuario: z.enum(TIPOS_VOTO).nullable(),
  /** YYYY-MM */
  mes: z.string(),
  /** false for one's own profile and for players the caller shares no club with */
  puede_votar: z.boolean(),
});
export type VotoResumenDto = z.infer<typeof votoResumenDtoSchema>;

/** POST /votos/{playerId}: the new summary; message '¡Voto positivo registrado!', 'Voto registrado' or 'Has cambiado tu voto'. */
export const votoResultadoDtoSchema = votoResumenDtoSchema.extend({ cambiado: z.boolean() });
export type VotoResultadoDto = z.infer<typeof votoResultadoDtoSchema>;

export const rankingJugadorDtoSchema = z.object({
  _id: z.string(),
  nombre: z.string().nullable(),
  apellido: z.string().nullable(),
  apodo: z.string().nullable(),
  avatar_url: z.string().nullable(),
  likes: z.number().int(),
  dislikes: z.number().int(),
});
export type RankingJugadorDto = z.infer<typeof rankingJugadorDtoSchema>;

/** GET /votos/rankings/club: 'El Ídolo del Mes' and 'El Villano del Mes' of the active club; null without votes. */
export const rankingsClubDtoSchema = z.object({ mas_querido: rankingJugadorDtoSchema.nullable(), mas_odiado: rankingJugadorDtoSchema.nullable(), mes: z.string() });
export type RankingsClubDto = z.infer<typeof rankingsClubDtoSchema>;

export const mvpConteoDtoSchema = z.object({ jugador: jugadorRefDtoSchema, votos: z.number().int() });
export type MvpConteoDto = z.infer<typeof mvpConteoDtoSchema>;

/**
 * GET /partidos/{id}/votacion-mvp, and data.votacion of POST /partidos/{id}/votar-mvp. Votes are anonymous:
 * counts per player, and the caller's own vote.
 */
export const votacionMvpDtoSchema = z.object({
  partido_id: z.string(),
  /** En curso, or Finalizado until `cierre`, and no MVP yet */
  abierta: z.boolean(),
  /** ISO instant the window closes (end of the match + 24 h); null without a schedule */
  cierre: z.string().nullable(),
  /** the caller may vote now: enrolled, did not decline, has not voted, voting open */
  puede_votar: z.boolean(),
  mi_voto: jugadorRefDtoSchema.nullable(),
  total_votos: z.number().int(),
  /** who may vote: attendees who did not decline; the MVP is assigned when all of them have voted */
  total_votantes: z.number().int(),
  /** players one may vote for (the caller excluded by the screen); local team only against an external rival */
  candidatos: z.array(jugadorRefDtoSchema),
  /** most votes first; a tie in the order the players reached their count */
  conteo: z.array(mvpConteoDtoSchema),
  lider_actual: jugadorRefDtoSchema.extend({ votos: z.number().int() }).nullable(),
  mvp_asignado: jugadorRefDtoSchema.nullable(),
});
export type VotacionMvpDto = z.infer<typeof votacionMvpDtoSchema>;

export const votarMvpResultDtoSchema = z.object({ votacion: votacionMvpDtoSchema });
export type VotarMvpResultDto = z.infer<typeof votarMvpResultDtoSchema>;
