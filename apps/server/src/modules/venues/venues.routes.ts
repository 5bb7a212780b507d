import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, createLugarSchema, listLugaresQuerySchema, lugaresPopularesQuerySchema, lugaresSelectorQuerySchema, procesarSolicitudSchema,
  solicitudValidacionSchema, solicitudesQuerySchema, updateLugarSchema, validarLugarSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { VenueRequestsService } from './requests.service.js';
import type { VenuesService } from './venues.service.js';

const idParams = z.object({ id: z.string().max(64) });
const clubParams = z.object({ clubId: z.string().max(64) });

/** Venues and their validation requests (spec 3 §7). */
export default async function venuesRoutes(app: FastifyInstance, { venues, requests }: { venues: VenuesService; requests: VenueRequestsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['lugares'];

  r.get('/lugares', { schema: { tags, querystring: listLugaresQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await venues.list(authOf(req).user, await requireActiveClub(req), req.query),
  }));

  r.get('/lugares/selector', { schema: { tags, querystring: lugaresSelectorQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await venues.selector(authOf(req).user, await requireActiveClub(req), req.query.busqueda),
  }));

  r.get('/lugares/populares', { schema: { tags, querystring: lugaresPopularesQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await venues.popular(authOf(req).user, await requireActiveClub(req), req.query.limite),
  }));

  r.get('/lugares/estadisticas', { schema: { tags }, ...auth }, async (req) => ({
    success: true,
    data: await venues.stats(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/lugares/:id', { schema: { tags, params: idParams }, ...auth }, async (req) => ({
    success: true,
    data: await venues.detail(authOf(req).user, req.params.id),
  }));

  r.post('/lugares', { schema: { tags, body: createLugarSchema }, ...auth }, async (req, reply) => {
    const data = await venues.create(authOf(req).user, await requireActiveClub(req), req.body);
    return reply.status(201).send({ success: true, message: MSG.lugarCreado, data });
  });

  r.put('/lugares/:id', { schema: { tags, params: idParams, body: updateLugarSchema }, ...auth }, async (req) => ({
    success: true,
    message: MSG.lugarActualizado,
    data: await venues.update(authOf(req).user, req.params.id, req.body),
  }));

  r.put('/lugares/:id/validar', { schema: { tags, params: idParams, body: validarLugarSchema }, ...auth }, async (req) => ({
    success: true,
    message: req.body.accion === 'aprobar' ? MSG.lugarAprobado : MSG.lugarRechazado,
    data: await venues.validate(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
  }));

  const reqTags = ['solicitudes-validacion-lugares'];

  r.get('/solicitudes-validacion-lugares', { schema: { tags: reqTags, querystring: solicitudesQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await requests.list(authOf(req).user, req.query),
  }));

  r.get(
    '/solicitudes-validacion-lugares/club/:clubId',
    { schema: { tags: reqTags, params: clubParams, querystring: solicitudesQuerySchema }, ...auth },
    async (req) => ({ success: true, data: await requests.listForClub(authOf(req).user, req.params.clubId, req.query) }),
  );

  r.post('/solicitudes-validacion-lugares', { schema: { tags: reqTags, body: solicitudValidacionSchema }, ...auth }, async (req, reply) => {
    const data = await requests.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true, message: MSG.solicitudValidacionEnviada, data });
  });

  r.put(
    '/solicitudes-validacion-lugares/:id/procesar',
    { schema: { tags: reqTags, params: idParams, body: procesarSolicitudSchema }, ...auth },
    async (req) => ({
      success: true,
      message: req.body.accion === 'aprobar' ? MSG.solicitudAprobadaExito : MSG.solicitudRechazadaExito,
      data: await requests.process(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
    }),
  );
}
