import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, answers, linkInvitacionDtoSchema, linkInvitacionSchema, unirsePorLinkDtoSchema, unirsePorLinkSchema, validarInvitacionDtoSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { LinksService } from './links.service.js';

const codigoParams = z.object({ codigo: z.string().max(64) });

/** Invite links and the invited person's join (docs/product/invitations.md). validar-invitacion needs no session. */
export default async function linksRoutes(app: FastifyInstance, { links }: { links: LinksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['invitaciones'];
  const path = '/partidos/:id/link-invitacion';

  r.post(path, { schema: { operationId: 'generarLinkInvitacionPartido', tags, summary: 'Generar el link de invitación de un partido', params: partidoParams, body: linkInvitacionSchema, response: answers(linkInvitacionDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await links.generate(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });

  r.get(path, { schema: { operationId: 'getPartidoLinkInvitacion', tags, summary: 'Link de invitación vigente de un partido (404 LINK_NO_EXISTE si no hay)', params: partidoParams, response: answers(linkInvitacionDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await links.get(authOf(req).user, req.params.id),
  }));

  r.put(path, { schema: { operationId: 'configurarLinkInvitacionPartido', tags, summary: 'Configurar el link de invitación', params: partidoParams, body: linkInvitacionSchema, response: answers(linkInvitacionDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await links.update(authOf(req).user, req.params.id, req.body)),
  }));

  r.delete(path, { schema: { operationId: 'desactivarLinkInvitacionPartido', tags, summary: 'Desactivar el link de invitación', params: partidoParams, response: answers(z.null()) }, ...auth }, async (req) => {
    await links.deactivate(authOf(req).user, req.params.id);
    return { success: true as const, message: MSG.linkDesactivado, data: null };
  });

  // anonymous allowed: a valid session only adds where the caller stands (mi_estado)
  r.get('/partidos/validar-invitacion/:codigo', { schema: { operationId: 'validarLinkInvitacionPartido', tags, summary: 'Validar un link de invitación (sin sesión)', params: codigoParams, security: [], response: answers(validarInvitacionDtoSchema) } }, async (req) => ({
    success: true as const,
    ...(await links.validate(req.auth?.user ?? null, req.params.codigo, req.ip)),
  }));

  r.post('/partidos/unirse/:codigo', { schema: { operationId: 'unirsePartidoPorLink', tags, summary: 'Unirse a un partido con un link de invitación', params: codigoParams, body: unirsePorLinkSchema, response: answers(unirsePorLinkDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await links.join(authOf(req).user, req.params.codigo, req.body)),
  }));
}
