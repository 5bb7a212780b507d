import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPagosQuerySchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { AdminPaymentsService } from './admin-payments.service.js';
import type { FinanceService } from './finance.service.js';

const clubParams = z.object({ id: z.string().max(64) });

/** A club's finance (spec 1 §7.2) and the administrators' payment list (spec 3 §7). */
export default async function financeRoutes(app: FastifyInstance, { finance, admin }: { finance: FinanceService; admin: AdminPaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['clubes'];

  r.get('/clubes/:id/finanzas', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await finance.summary(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/comprobantes-arriendo', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await finance.rentReceipts(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/balance', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await finance.balance(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/moderacion/comprobantes-pendientes', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await finance.pendingProofs(authOf(req).user, req.params.id),
  }));

  r.get('/admin/pagos/clubes', { schema: { tags: ['admin'] }, onRequest: app.requireAdmin }, async (req) => ({
    success: true,
    data: await admin.clubs(authOf(req).user),
  }));

  r.get('/admin/pagos', { schema: { tags: ['admin'], querystring: adminPagosQuerySchema }, onRequest: app.requireAdmin }, async (req) => ({
    success: true,
    data: await admin.list(authOf(req).user, req.query),
  }));
}
