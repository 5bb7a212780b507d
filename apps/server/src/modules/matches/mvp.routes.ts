import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, votarMvpResultDtoSchema, votarMvpSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from './matches.routes.js';
import type { MvpService } from './mvp.service.js';

/** MVP voting, and the voting state for the results panel (docs/product/votes.md). */
export default async function mvpRoutes(app: FastifyInstance, { mvp }: { mvp: MvpService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.get('/partidos/:id/votacion-mvp', { schema: { operationId: 'getPartidoVotacionMvp', tags, summary: 'Estado de la votación del MVP', params: partidoParams, response: answers(votarMvpResultDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: { votacion: await mvp.estado(authOf(req).user, req.params.id) },
  }));

  r.post('/partidos/:id/votar-mvp', { schema: { operationId: 'votarMvp', tags, summary: 'Votar al MVP del partido', params: partidoParams, body: votarMvpSchema, response: answers(votarMvpResultDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await mvp.votar(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });
}
