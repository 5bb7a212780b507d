import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, linkInvitacionSchema, unirsePorLinkSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { LinksService } from './links.service.js';

const codigoParams = z.object({ codigo: z.string().max(64) });

/** Invite links and the invited person's join (spec 2 §4, §6, §7). validar-invitacion needs no session. */
export default async function linksRoutes(app: FastifyInstance, { links }: { links: LinksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['invitaciones'];
  const path = '/partidos/:id/link-invitacion';

  r.post(path, { schema: { tags, params: partidoParams, body: linkInvitacionSchema }, ...auth }, async (req, reply) => {
    const { message, data } = await links.generate(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true, message, data });
  });

  r.get(path, { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: await links.get(authOf(req).user, req.params.id),
  }));

  r.put(path, { schema: { tags, params: partidoParams, body: linkInvitacionSchema }, ...auth }, async (req) => ({
    success: true,
    ...(await links.update(authOf(req).user, req.params.id, req.body)),
  }));

  r.delete(path, { schema: { tags, params: partidoParams }, ...auth }, async (req) => {
    await links.deactivate(authOf(req).user, req.params.id);
    return { success: true, message: MSG.linkDesactivado, data: null };
  });

  // anonymous allowed: a valid session only adds where the caller stands (mi_estado)
  r.get('/partidos/validar-invitacion/:codigo', { schema: { tags, params: codigoParams, security: [] } }, async (req) => ({
    success: true,
    ...(await links.validate(req.auth?.user ?? null, req.params.codigo, req.ip)),
  }));

  r.post('/partidos/unirse/:codigo', { schema: { tags, params: codigoParams, body: unirsePorLinkSchema }, ...auth }, async (req) => ({
    success: true,
    ...(await links.join(authOf(req).user, req.params.codigo, req.body)),
  }));
}
