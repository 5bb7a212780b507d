import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, actualizarPartidoSchema, answers, cambiarEstadoSchema, listPartidosQuerySchema, partidoBodySchema, partidoDetailDtoSchema, partidoListItemDtoSchema, partidoResumenDtoSchema,
  partidosListDtoSchema,
} from '@partidos/shared';
import { documentedBody } from '../../lib/documented-body.js';
import { cachedAnswers, sendAnswer } from '../../lib/encoded-answer.js';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { MatchesService } from './matches.service.js';

export const partidoParams = z.object({ id: z.string().max(64) });
// what actualizarPartidoSchema reads, for the OpenAPI document (lib/documented-body.ts): a body with estado_partido
// closes or reopens the list, any other is the whole form
const actualizarPartidoBodyShape = z.union([cambiarEstadoSchema, partidoBodySchema]);

/** Matches and their summary (docs/product/matches.md). Sign-up and management: enrolment.routes.ts. */
export default async function matchesRoutes(app: FastifyInstance, { matches }: { matches: MatchesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  // the list and the detail go out as bytes with an ETag of them: a browser that holds them gets a 304 (lib/encoded-answer.ts)
  r.get('/partidos', { schema: { operationId: 'listPartidos', tags, summary: 'Partidos del club activo y públicos de otros clubes', querystring: listPartidosQuerySchema, response: cachedAnswers(partidosListDtoSchema) }, ...auth }, async (req, reply) =>
    sendAnswer(req, reply, await matches.listAnswer(authOf(req).user, await requireActiveClub(req), req.query)));

  r.get('/partidos/proximo', { schema: { operationId: 'getPartidoProximo', tags, summary: 'Próximo partido del jugador en el club activo', response: answers(partidoListItemDtoSchema.nullable()) }, ...auth }, async (req) => ({
    success: true as const,
    data: await matches.next(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/partidos/:id', { schema: { operationId: 'getPartido', tags, summary: 'Detalle de un partido', params: partidoParams, response: cachedAnswers(partidoDetailDtoSchema) }, ...auth }, async (req, reply) =>
    sendAnswer(req, reply, await matches.detailAnswer(authOf(req).user, req.params.id)));

  r.get('/partidos/:id/resumen', { schema: { operationId: 'getPartidoResumen', tags, summary: 'Resumen de un partido: asistencia y finanzas', params: partidoParams, response: answers(partidoResumenDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await matches.summary(authOf(req).user, req.params.id),
  }));

  r.post('/partidos', { schema: { operationId: 'crearPartido', tags, summary: 'Crear un partido', body: partidoBodySchema, response: answers(partidoDetailDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await matches.create(authOf(req).user, await requireActiveClub(req), req.body);
    return reply.status(201).send({ success: true as const, message: MSG.partidoCreado, data });
  });

  r.put('/partidos/:id', { schema: { operationId: 'editarPartido', tags, summary: 'Editar un partido o cambiar su estado', params: partidoParams, body: documentedBody(actualizarPartidoSchema, actualizarPartidoBodyShape), response: answers(partidoDetailDtoSchema) }, ...auth }, async (req) => {
    const { message, data } = await matches.update(authOf(req).user, req.params.id, req.body);
    return { success: true as const, message, data };
  });

  r.delete('/partidos/:id', { schema: { operationId: 'eliminarPartido', tags, summary: 'Eliminar un partido', params: partidoParams, response: answers(z.null()) }, ...auth }, async (req) => {
    await matches.remove(authOf(req).user, req.params.id);
    return { success: true as const, message: MSG.partidoEliminado, data: null };
  });
}
