import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPROBANTE_ARRIENDO_MAX_BYTES, COMPROBANTE_MAX_BYTES, MSG, answers, miPagoDtoSchema, pagoArriendoDtoSchema, pagoEstadisticasDtoSchema, pagoJugadorDtoSchema,
  partidoDetailDtoSchema, rechazarPagoSchema, validarPagoSchema,
} from '@partidos/shared';
import { readSingleUpload } from '../../lib/upload.js';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { PaymentsService } from './payments.service.js';

const usuarioParams = partidoParams.extend({ usuarioId: z.string().max(64) });
const pagoAnswer = z.object({ pago: pagoJugadorDtoSchema });

/** A match's payments (docs/product/payments.md). Uploads are read only after the service has checked the caller. */
export default async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['pagos'];
  const multipart = ['multipart/form-data'];

  r.post('/partidos/:id/pagos/subir', { schema: { operationId: 'subirComprobantePago', tags, summary: 'Subir el comprobante de pago propio', params: partidoParams, consumes: multipart, response: answers(pagoAnswer) }, ...auth }, async (req) => {
    const pago = await payments.uploadReceipt(authOf(req).user, req.params.id, () =>
      readSingleUpload(req, 'comprobante', COMPROBANTE_MAX_BYTES, 'imagenMax5', 'comprobanteRequerido'));
    return { success: true as const, message: MSG.comprobanteSubido, data: { pago } };
  });

  r.get('/partidos/:id/pagos/mi-pago', { schema: { operationId: 'getPartidoMiPago', tags, summary: 'Pago propio en un partido', params: partidoParams, response: answers(miPagoDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await payments.mine(authOf(req).user, req.params.id),
  }));

  r.get('/partidos/:id/pagos/estadisticas', { schema: { operationId: 'getPartidoPagosEstadisticas', tags, summary: 'Panel de pagos de un partido (organizadores)', params: partidoParams, response: answers(pagoEstadisticasDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await payments.stats(authOf(req).user, req.params.id),
  }));

  r.put('/partidos/:id/pagos/:usuarioId/validar', { schema: { operationId: 'validarPago', tags, summary: 'Aprobar o rechazar el pago de un jugador', params: usuarioParams, body: validarPagoSchema, response: answers(pagoAnswer) }, ...auth }, async (req) => {
    const aprobar = req.body.accion === 'aprobar';
    const pago = await payments.decide(authOf(req).user, req.params.id, req.params.usuarioId, { aprobar, notas: req.body.notas }, { ip: req.ip });
    return { success: true as const, message: aprobar ? MSG.pagoAprobado : MSG.pagoRechazado, data: { pago } };
  });

  r.put('/partidos/:id/pagos/:usuarioId/rechazar', { schema: { operationId: 'rechazarPago', tags, summary: 'Rechazar el pago de un jugador', params: usuarioParams, body: rechazarPagoSchema, response: answers(pagoAnswer) }, ...auth }, async (req) => {
    const pago = await payments.decide(authOf(req).user, req.params.id, req.params.usuarioId, { aprobar: false, notas: req.body.motivo }, { ip: req.ip });
    return { success: true as const, message: MSG.pagoRechazado, data: { pago } };
  });

  r.delete('/partidos/:id/pagos/eliminar-jugador/:usuarioId', { schema: { operationId: 'eliminarJugadorDePagos', tags, summary: 'Quitar a un jugador del partido desde el panel de pagos', params: usuarioParams, response: answers(partidoDetailDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await payments.removePlayer(authOf(req).user, req.params.id, req.params.usuarioId)),
  }));

  r.post('/partidos/:id/pagos/arriendo', { schema: { operationId: 'registrarPagoArriendo', tags, summary: 'Registrar el pago del arriendo con su comprobante', params: partidoParams, consumes: multipart, response: answers(z.object({ pago: pagoArriendoDtoSchema }), 201) }, ...auth }, async (req, reply) => {
    const pago = await payments.registerRent(authOf(req).user, req.params.id, () =>
      readSingleUpload(req, 'comprobante', COMPROBANTE_ARRIENDO_MAX_BYTES, 'archivoMax10', 'comprobanteRequerido'));
    return reply.status(201).send({ success: true as const, message: MSG.pagoArriendoRegistrado, data: { pago } });
  });
}
