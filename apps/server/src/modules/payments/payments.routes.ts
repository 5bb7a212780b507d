import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPROBANTE_ARRIENDO_MAX_BYTES, COMPROBANTE_MAX_BYTES, MSG, rechazarPagoSchema, validarPagoSchema,
} from '@partidos/shared';
import { readSingleUpload } from '../../lib/upload.js';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { PaymentsService } from './payments.service.js';

const usuarioParams = partidoParams.extend({ usuarioId: z.string().max(64) });

/** A match's payments (spec 2 §7 "Payments"). Uploads are read only after the service has checked the caller. */
export default async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['pagos'];
  const multipart = ['multipart/form-data'];

  r.post('/partidos/:id/pagos/subir', { schema: { tags, params: partidoParams, consumes: multipart }, ...auth }, async (req) => {
    const pago = await payments.uploadReceipt(authOf(req).user, req.params.id, () =>
      readSingleUpload(req, 'comprobante', COMPROBANTE_MAX_BYTES, 'imagenMax5', 'comprobanteRequerido'));
    return { success: true, message: MSG.comprobanteSubido, data: { pago } };
  });

  r.get('/partidos/:id/pagos/mi-pago', { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: await payments.mine(authOf(req).user, req.params.id),
  }));

  r.get('/partidos/:id/pagos/estadisticas', { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: await payments.stats(authOf(req).user, req.params.id),
  }));

  r.put('/partidos/:id/pagos/:usuarioId/validar', { schema: { tags, params: usuarioParams, body: validarPagoSchema }, ...auth }, async (req) => {
    const aprobar = req.body.accion === 'aprobar';
    const pago = await payments.decide(authOf(req).user, req.params.id, req.params.usuarioId, { aprobar, notas: req.body.notas }, { ip: req.ip });
    return { success: true, message: aprobar ? MSG.pagoAprobado : MSG.pagoRechazado, data: { pago } };
  });

  r.put('/partidos/:id/pagos/:usuarioId/rechazar', { schema: { tags, params: usuarioParams, body: rechazarPagoSchema }, ...auth }, async (req) => {
    const pago = await payments.decide(authOf(req).user, req.params.id, req.params.usuarioId, { aprobar: false, notas: req.body.motivo }, { ip: req.ip });
    return { success: true, message: MSG.pagoRechazado, data: { pago } };
  });

  r.delete('/partidos/:id/pagos/eliminar-jugador/:usuarioId', { schema: { tags, params: usuarioParams }, ...auth }, async (req) => ({
    success: true,
    ...(await payments.removePlayer(authOf(req).user, req.params.id, req.params.usuarioId)),
  }));

  r.post('/partidos/:id/pagos/arriendo', { schema: { tags, params: partidoParams, consumes: multipart }, ...auth }, async (req, reply) => {
    const pago = await payments.registerRent(authOf(req).user, req.params.id, () =>
      readSingleUpload(req, 'comprobante', COMPROBANTE_ARRIENDO_MAX_BYTES, 'archivoMax10', 'comprobanteRequerido'));
    return reply.status(201).send({ success: true, message: MSG.pagoArriendoRegistrado, data: { pago } });
  });
}
