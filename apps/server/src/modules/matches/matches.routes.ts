import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, actualizarPartidoSchema, listPartidosQuerySchema, partidoBodySchema } from '@partidos/shared';
import { sendAnswer } from '../../lib/encoded-answer.js';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { MatchesService } from './matches.service.js';

export const partidoParams = z.object({ id: z.string().max(64) });

/** Matches (spec 2 §7 "Matches"; DESIGN §3 for the summary). Sign-up and management: enrolment.routes.ts. */
export default async function matchesRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  // the list and the detail come as bytes from the read cache (lib/encoded-answer.ts)
  r.get('/partidos', { schema: { tags, querystring: listPartidosQuerySchema }, ...auth }, async (req, reply) =>
    sendAnswer(req, reply, await matches.listAnswer(authOf(req).user, await requireActiveClub(req), req.query)));

  r.get('/partidos/proximo', { schema: { tags }, ...auth }, async (req) => ({
    success: true,
    data: await matches.next(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/partidos/:id', { schema: { tags, params: partidoParams }, ...auth }, async (req, reply) =>
    sendAnswer(req, reply, await matches.detailAnswer(authOf(req).user, req.params.id)));

  r.get('/partidos/:id/resumen', { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: await matches.summary(authOf(req).user, req.params.id),
  }));

  r.post('/partidos', { schema: { tags, body: partidoBodySchema }, ...auth }, async (req, reply) => {
    const data = await matches.create(authOf(req).user, await requireActiveClub(req), req.body);
    return reply.status(201).send({ success: true, message: MSG.partidoCreado, data });
  });

  r.put('/partidos/:id', { schema: { tags, params: partidoParams, body: actualizarPartidoSchema }, ...auth }, async (req) => {
    const { message, data } = await matches.update(authOf(req).user, req.params.id, req.body);
    return { success: true, message, data };
  });

  r.delete('/partidos/:id', { schema: { tags, params: partidoParams }, ...auth }, async (req) => {
    await matches.remove(authOf(req).user, req.params.id);
    return { success: true, message: MSG.partidoEliminado, data: null };
  });
}
