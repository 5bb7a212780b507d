import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers, idSchema, linkClubDtoSchema, linkClubInfoDtoSchema, linkClubSchema, unirseConLinkClubDtoSchema, unirseConLinkClubSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ClubLinksService } from './club-links.service.js';

const clubParams = z.object({ id: idSchema('Club no encontrado') });
const codigoParams = z.object({ codigo: z.string().max(64) });

/** Club invite links (docs/decisions/0082): beyond the spec. GET /unirse/{codigo} needs no session. */
export default async function clubLinksRoutes(app: FastifyInstance, { links }: { links: ClubLinksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['invitaciones'];
  const path = '/clubes/:id/link';

  r.post(path, { schema: { operationId: 'generarLinkClub', tags, summary: 'Generar el link de invitación del club', params: clubParams, body: linkClubSchema, response: answers(linkClubDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await links.generate(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });

  r.get(path, { schema: { operationId: 'getClubLink', tags, summary: 'Link de invitación vigente del club (404 LINK_CLUB_NO_EXISTE si no hay)', params: clubParams, response: answers(linkClubDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await links.get(authOf(req).user, req.params.id),
  }));

  r.delete(path, { schema: { operationId: 'desactivarLinkClub', tags, summary: 'Desactivar el link de invitación del club', params: clubParams, response: answers(z.null()) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await links.deactivate(authOf(req).user, req.params.id)),
  }));

  // anonymous allowed: a valid session only adds where the caller stands (mi_estado)
  r.get('/unirse/:codigo', {
    schema: { operationId: 'validarLinkClub', tags, summary: 'El club (y el partido) de un link de invitación del club (sin sesión)', params: codigoParams, querystring: z.object({ partido: z.string().max(64).optional() }), security: [], response: answers(linkClubInfoDtoSchema) },
  }, async (req) => ({
    success: true as const,
    ...(await links.info(req.auth?.user ?? null, req.params.codigo, req.query.partido, req.ip)),
  }));

  r.post('/unirse/:codigo', { schema: { operationId: 'unirseClubPorLink', tags, summary: 'Unirse a un club (y a su partido) con su link de invitación', params: codigoParams, body: unirseConLinkClubSchema, response: answers(unirseConLinkClubDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await links.join(authOf(req).user, req.params.codigo, req.body.partido_id)),
  }));
}
