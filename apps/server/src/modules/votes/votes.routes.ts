import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, rankingsClubDtoSchema, votoMensualSchema, votoResultadoDtoSchema, votoResumenDtoSchema } from '@partidos/shared';
import { unauthorized } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { VotesService } from './votes.service.js';

const playerParams = z.object({ playerId: z.string().max(64) });

/** Monthly likes and dislikes (docs/product/votes.md). */
export default async function votesRoutes(app: FastifyInstance, { votes }: { votes: VotesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  // voting without a session reads 'Debes iniciar sesión para votar' (an expired token keeps its own text)
  const voterAuth = {
    onRequest: async (req: FastifyRequest) => {
      if (!req.auth && !(req as FastifyRequest & { badToken?: boolean }).badToken) throw unauthorized('votoSesionRequerida');
      await app.requireAuth(req, undefined as never);
    },
  };
  const tags = ['votos'];

  r.get('/votos/rankings/club', { schema: { operationId: 'getVotosRankingsClub', tags, summary: 'Ídolo y villano del mes del club activo', response: answers(rankingsClubDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await votes.rankings(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/votos/:playerId', { schema: { operationId: 'getVotosJugador', tags, summary: 'Votos del mes de un jugador y el voto propio', params: playerParams, response: answers(votoResumenDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await votes.resumen(authOf(req).user, req.params.playerId),
  }));

  r.post('/votos/:playerId', { schema: { operationId: 'votarJugador', tags, summary: 'Votar a un jugador (like o dislike del mes)', params: playerParams, body: votoMensualSchema, response: answers(votoResultadoDtoSchema) }, ...voterAuth }, async (req) => {
    const { message, data } = await votes.votar(authOf(req).user, req.params.playerId, req.body.tipo_voto);
    return { success: true as const, message, data };
  });
}
