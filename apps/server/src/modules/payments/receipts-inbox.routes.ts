import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, comprobantesPorValidarDtoSchema, porValidarQuerySchema, totalPorValidarDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ReceiptsInboxService } from './receipts-inbox.service.js';

/** The receipts inbox across the clubs the caller manages (docs/decisions/0035). */
export default async function receiptsInboxRoutes(app: FastifyInstance, { inbox }: { inbox: ReceiptsInboxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['pagos'];

  r.get('/pagos/por-validar', {
    schema: { operationId: 'listPagosPorValidar', tags, summary: 'Comprobantes por validar en los clubes que gestiono, los más recientes primero', querystring: porValidarQuerySchema, response: answers(comprobantesPorValidarDtoSchema) },
    ...auth,
  }, async (req) => ({
    success: true as const,
    data: await inbox.list(authOf(req).user, req.query),
  }));

  r.get('/pagos/por-validar/total', {
    schema: { operationId: 'getPagosPorValidarTotal', tags, summary: 'Cantidad de comprobantes por validar en los clubes que gestiono', response: answers(totalPorValidarDtoSchema) },
    ...auth,
  }, async (req) => ({
    success: true as const,
    data: await inbox.total(authOf(req).user),
  }));
}
