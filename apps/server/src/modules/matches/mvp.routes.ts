import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { votarMvpSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from './matches.routes.js';
import type { MvpService } from './mvp.service.js';

/** MVP voting (spec 2 §7 "votar-mvp"; the voting state for the results panel is DESIGN §3's addition). */
export default async function mvpRoutes(app: FastifyInstance, { mvp }: { mvp: MvpService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.get('/partidos/:id/votacion-mvp', { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: { votacion: await mvp.estado(authOf(req).user, req.params.id) },
  }));

  r.post('/partidos/:id/votar-mvp', { schema: { tags, params: partidoParams, body: votarMvpSchema }, ...auth }, async (req, reply) => {
    const { message, data } = await mvp.votar(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true, message, data });
  });
}
