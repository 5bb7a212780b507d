import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, answers, lugarDetailDtoSchema, lugarDtoSchema, lugarPopularDtoSchema, lugarSelectorDtoSchema, lugaresEstadisticasDtoSchema,
  lugaresListDtoSchema, solicitudValidacionDtoSchema, solicitudesListDtoSchema, createLugarSchema, listLugaresQuerySchema, lugaresPopularesQuerySchema, lugaresSelectorQuerySchema, procesarSolicitudSchema,
  solicitudValidacionSchema, solicitudesQuerySchema, updateLugarSchema, validarLugarSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { VenueRequestsService } from './requests.service.js';
import type { VenuesService } from './venues.service.js';

const idParams = z.object({ id: z.string().max(64) });
const clubParams = z.object({ clubId: z.string().max(64) });

/** Venues and their validation requests (docs/product/venues.md). */
export default async function venuesRoutes(app: FastifyInstance, { venues, requests }: { venues: VenuesService; requests: VenueRequestsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['lugares'];

  r.get('/lugares', { schema: { operationId: 'listLugares', tags, summary: 'Lugares del club activo, con conteos por estado', querystring: listLugaresQuerySchema, response: answers(lugaresListDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await venues.list(authOf(req).user, await requireActiveClub(req), req.query),
  }));

  r.get('/lugares/selector', { schema: { operationId: 'listLugaresSelector', tags, summary: 'Lugares que ofrece el formulario de partido', querystring: lugaresSelectorQuerySchema, response: answers(z.array(lugarSelectorDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await venues.selector(authOf(req).user, await requireActiveClub(req), req.query.busqueda),
  }));

  r.get('/lugares/populares', { schema: { operationId: 'listLugaresPopulares', tags, summary: 'Lugares con más partidos', querystring: lugaresPopularesQuerySchema, response: answers(z.array(lugarPopularDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await venues.popular(authOf(req).user, await requireActiveClub(req), req.query.limite),
  }));

  r.get('/lugares/estadisticas', { schema: { operationId: 'getLugaresEstadisticas', tags, summary: 'Estadísticas de lugares del club activo', response: answers(lugaresEstadisticasDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await venues.stats(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/lugares/:id', { schema: { operationId: 'getLugar', tags, summary: 'Detalle de un lugar y sus partidos', params: idParams, response: answers(lugarDetailDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await venues.detail(authOf(req).user, req.params.id),
  }));

  r.post('/lugares', { schema: { operationId: 'crearLugar', tags, summary: 'Crear un lugar', body: createLugarSchema, response: answers(lugarDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await venues.create(authOf(req).user, await requireActiveClub(req), req.body);
    return reply.status(201).send({ success: true as const, message: MSG.lugarCreado, data });
  });

  r.put('/lugares/:id', { schema: { operationId: 'editarLugar', tags, summary: 'Editar un lugar', params: idParams, body: updateLugarSchema, response: answers(lugarDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.lugarActualizado,
    data: await venues.update(authOf(req).user, req.params.id, req.body),
  }));

  r.put('/lugares/:id/validar', { schema: { operationId: 'validarLugar', tags, summary: 'Aprobar o rechazar un lugar (administradores)', params: idParams, body: validarLugarSchema, response: answers(lugarDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: req.body.accion === 'aprobar' ? MSG.lugarAprobado : MSG.lugarRechazado,
    data: await venues.validate(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
  }));

  const reqTags = ['solicitudes-validacion-lugares'];

  r.get('/solicitudes-validacion-lugares', { schema: { operationId: 'listSolicitudesValidacionLugares', tags: reqTags, summary: 'Solicitudes de validación de lugares', querystring: solicitudesQuerySchema, response: answers(solicitudesListDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await requests.list(authOf(req).user, req.query),
  }));

  r.get(
    '/solicitudes-validacion-lugares/club/:clubId',
    { schema: { operationId: 'listClubSolicitudesValidacionLugares', tags: reqTags, summary: 'Solicitudes de validación de un club', params: clubParams, querystring: solicitudesQuerySchema, response: answers(solicitudesListDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, data: await requests.listForClub(authOf(req).user, req.params.clubId, req.query) }),
  );

  r.post('/solicitudes-validacion-lugares', { schema: { operationId: 'solicitarValidacionLugar', tags: reqTags, summary: 'Solicitar la validación de un lugar', body: solicitudValidacionSchema, response: answers(solicitudValidacionDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await requests.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true as const, message: MSG.solicitudValidacionEnviada, data });
  });

  r.put(
    '/solicitudes-validacion-lugares/:id/procesar',
    { schema: { operationId: 'procesarSolicitudValidacionLugar', tags: reqTags, summary: 'Aprobar o rechazar una solicitud de validación', params: idParams, body: procesarSolicitudSchema, response: answers(solicitudValidacionDtoSchema) }, ...auth },
    async (req) => ({
      success: true as const,
      message: req.body.accion === 'aprobar' ? MSG.solicitudAprobadaExito : MSG.solicitudRechazadaExito,
      data: await requests.process(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
    }),
  );
}
