import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPagosListDtoSchema, adminPagosQuerySchema, answers, balanceDtoSchema, comprobanteArriendoDtoSchema, comprobantePendienteDtoSchema, finanzasResumenDtoSchema,
  nombreRefSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { AdminPaymentsService } from './admin-payments.service.js';
import type { FinanceService } from './finance.service.js';

const clubParams = z.object({ id: z.string().max(64) });

/** A club's finance and the administrators' payment list (docs/product/payments.md). */
export default async function financeRoutes(app: FastifyInstance, { finance, admin }: { finance: FinanceService; admin: AdminPaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['clubes'];

  r.get('/clubes/:id/finanzas', { schema: { operationId: 'getClubFinanzas', tags, summary: 'Resumen financiero de un club', params: clubParams, response: answers(finanzasResumenDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await finance.summary(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/comprobantes-arriendo', { schema: { operationId: 'listClubComprobantesArriendo', tags, summary: 'Comprobantes de arriendo de un club', params: clubParams, response: answers(z.array(comprobanteArriendoDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await finance.rentReceipts(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/balance', { schema: { operationId: 'getClubBalance', tags, summary: 'Balance de ingresos y egresos de un club', params: clubParams, response: answers(balanceDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await finance.balance(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/moderacion/comprobantes-pendientes', { schema: { operationId: 'listClubComprobantesPendientes', tags, summary: 'Comprobantes de pago por validar de un club', params: clubParams, response: answers(z.array(comprobantePendienteDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await finance.pendingProofs(authOf(req).user, req.params.id),
  }));

  r.get('/admin/pagos/clubes', { schema: { operationId: 'listAdminPagosClubes', tags: ['admin'], summary: 'Clubes con pagos (filtro de administración)', response: answers(z.array(nombreRefSchema)) }, onRequest: app.requireAdmin }, async (req) => ({
    success: true as const,
    data: await admin.clubs(authOf(req).user),
  }));

  r.get('/admin/pagos', { schema: { operationId: 'listAdminPagos', tags: ['admin'], summary: 'Pagos de jugadores y arriendos (administradores)', querystring: adminPagosQuerySchema, response: answers(adminPagosListDtoSchema) }, onRequest: app.requireAdmin }, async (req) => ({
    success: true as const,
    data: await admin.list(authOf(req).user, req.query),
  }));
}
