import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, answers, paymentAccountDtoSchema, paymentAccountSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { PaymentAccountsService } from './payment-accounts.service.js';

const tags = ['clubes'];
const clubParams = z.object({ id: z.string().max(64) });
const accountParams = z.object({ id: z.string().max(64), accountId: z.string().max(64) });

/** A club's bank accounts (docs/product/payments.md "Payment accounts"). */
export default async function paymentAccountsRoutes(app: FastifyInstance, { accounts }: { accounts: PaymentAccountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  r.get('/clubes/:id/cuentas-pago', { schema: { operationId: 'listClubCuentasPago', tags, summary: 'Cuentas de pago de un club', params: clubParams, response: answers(z.array(paymentAccountDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await accounts.list(authOf(req).user, req.params.id),
  }));

  r.post('/clubes/:id/cuentas-pago', { schema: { operationId: 'crearCuentaPago', tags, summary: 'Crear una cuenta de pago', params: clubParams, body: paymentAccountSchema, response: answers(paymentAccountDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await accounts.create(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message: MSG.cuentaPagoCreada, data });
  });

  r.put('/clubes/:id/cuentas-pago/:accountId', { schema: { operationId: 'editarCuentaPago', tags, summary: 'Editar una cuenta de pago', params: accountParams, body: paymentAccountSchema, response: answers(paymentAccountDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.cuentaPagoActualizada,
    data: await accounts.update(authOf(req).user, req.params.id, req.params.accountId, req.body),
  }));

  r.delete('/clubes/:id/cuentas-pago/:accountId', { schema: { operationId: 'eliminarCuentaPago', tags, summary: 'Eliminar una cuenta de pago', params: accountParams, response: answers(z.null()) }, ...auth }, async (req) => {
    await accounts.remove(authOf(req).user, req.params.id, req.params.accountId);
    return { success: true as const, message: MSG.cuentaPagoEliminada, data: null };
  });
}
