// Request bodies of MVP voting and monthly likes/dislikes (docs/product/votes.md), with the spec's Spanish messages.
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { idSchema } from '../clubs/schemas.js';
import { TIPOS_VOTO } from './constants.js';

/** POST /partidos/{id}/votar-mvp: a player must be chosen. */
export const votarMvpSchema = z.object({ jugador_id: idSchema(MSG.jugadorRequerido) }, { error: MSG.jugadorRequerido });
export type VotarMvpInput = z.infer<typeof votarMvpSchema>;

/** POST /votos/{playerId}. */
export const votoMensualSchema = z.object({ tipo_voto: z.enum(TIPOS_VOTO, { error: MSG.tipoVotoInvalido }) }, { error: MSG.tipoVotoInvalido });
export type VotoMensualInput = z.infer<typeof votoMensualSchema>;
