import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actualizarSerieSchema, answers, dmyToIso, estadoSerieSchema, omitirFechaSchema, partidoBodySchema, serieBodySchema, serieDtoSchema, serieExtraSchema,
  titularesSchema,
} from '@partidos/shared';
import { documentedBody } from '../../lib/documented-body.js';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { SeriesService } from './series.service.js';

const serieParams = z.object({ id: z.string() });
// what serieBodySchema and actualizarSerieSchema read, for the OpenAPI document (lib/documented-body.ts)
const serieBodyShape = z.intersection(partidoBodySchema, serieExtraSchema);
const actualizarSerieBodyShape = z.intersection(serieBodyShape, z.object({
  desde: z.string().optional().describe('DD/MM/YYYY: la primera fecha a la que se aplica el cambio (este y los siguientes)'),
}));

/** Recurring matches: permissions as for matches ('Tengo permisos' in the club to change them). */
export default async function seriesRoutes(app: FastifyInstance, { series }: { series: SeriesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['series'];

  r.post('/series', { schema: { operationId: 'crearSerie', tags, summary: 'Crear un partido recurrente y sus próximos partidos', body: documentedBody(serieBodySchema, serieBodyShape), response: answers(serieDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await series.create(authOf(req).user, await requireActiveClub(req), req.body);
    return reply.status(201).send({ success: true as const, message: 'Partido recurrente creado', data });
  });

  r.get('/series', { schema: { operationId: 'listSeries', tags, summary: 'Partidos recurrentes del club activo', response: answers(z.array(serieDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const, data: await series.list(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/series/:id', { schema: { operationId: 'getSerie', tags, summary: 'Un partido recurrente con sus próximos partidos', params: serieParams, response: answers(serieDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, data: await series.get(authOf(req).user, req.params.id),
  }));

  r.put('/series/:id', { schema: { operationId: 'editarSerie', tags, summary: 'Editar un partido recurrente (este y los siguientes desde una fecha)', params: serieParams, body: documentedBody(actualizarSerieSchema, actualizarSerieBodyShape), response: answers(serieDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, message: 'Partido recurrente actualizado', data: await series.update(authOf(req).user, req.params.id, req.body),
  }));

  r.post('/series/:id/omitir', { schema: { operationId: 'omitirFechaSerie', tags, summary: 'Omitir una fecha del partido recurrente', params: serieParams, body: omitirFechaSchema, response: answers(serieDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, message: 'Fecha omitida', data: await series.skip(authOf(req).user, req.params.id, dmyToIso(req.body.fecha)!),
  }));

  r.put('/series/:id/titulares', { schema: { operationId: 'guardarTitularesSerie', tags, summary: 'Titulares del partido recurrente, en orden', params: serieParams, body: titularesSchema, response: answers(serieDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, message: 'Titulares actualizados', data: await series.setTitulares(authOf(req).user, req.params.id, req.body.titulares),
  }));

  r.put('/series/:id/estado', { schema: { operationId: 'cambiarEstadoSerie', tags, summary: 'Activar, pausar o terminar un partido recurrente', params: serieParams, body: estadoSerieSchema, response: answers(serieDtoSchema) }, ...auth }, async (req) => ({
    success: true as const, message: 'Estado actualizado', data: await series.setEstado(authOf(req).user, req.params.id, req.body.estado),
  }));
}
