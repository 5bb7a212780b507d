// The learned ratings as the API shows them (docs/product/teams.md): who sees which is the server's rule.
import { z } from 'zod';
import type { Tendencia } from './trend.js';

export const TENDENCIAS = ['subiendo', 'estable', 'bajando'] as const satisfies readonly Tendencia[];

/** A player's learned rating: goals of difference they add to a five-a-side team, its spread, and matches counted. */
export const ratingDtoSchema = z.object({
  valor: z.number(),
  incertidumbre: z.number(),
  partidos: z.number().int(),
});
export type RatingDto = z.infer<typeof ratingDtoSchema>;

/** One player of GET /clubes/{id}/ratings. */
export const ratingJugadorDtoSchema = z.object({
  usuario_id: z.string(),
  /** null for anyone who does not manage the club (a player sees only their own trend) */
  rating: ratingDtoSchema.nullable(),
  tendencia: z.enum(TENDENCIAS),
});
export type RatingJugadorDto = z.infer<typeof ratingJugadorDtoSchema>;

/**
 * GET /clubes/{id}/ratings: the Creador, Moderadores and administradores get every member's rating and trend; any
 * other member only their own trend. `equipos_aprendidos` false: the club turned learned ratings off (empty list).
 */
export const clubRatingsDtoSchema = z.object({
  equipos_aprendidos: z.boolean(),
  jugadores: z.array(ratingJugadorDtoSchema),
});
export type ClubRatingsDto = z.infer<typeof clubRatingsDtoSchema>;

/** Spanish labels of a trend, worded softly: five matches barely tell form from luck (docs/decisions/0086). */
export const TENDENCIA_TEXTO: Record<Tendencia, string> = { subiendo: 'En alza', estable: 'Estable', bajando: 'A la baja' };
