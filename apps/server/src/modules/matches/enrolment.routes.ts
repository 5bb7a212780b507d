import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmarAsistenciaSchema, inscribirSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { EnrolmentService } from './enrolment.service.js';
import { partidoParams } from './matches.routes.js';

/** Sign-up, leaving and attendance (spec 2 §7). Every answer carries the updated match so screens refresh at once. */
export default async function enrolmentRoutes(app: FastifyInstance, { enrolment }: { enrolment: EnrolmentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.post('/partidos/:id/inscribir', { schema: { tags, params: partidoParams, body: inscribirSchema }, ...auth }, async (req, reply) => {
    const { message, data } = await enrolment.signUp(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true, message, data });
  });

  r.delete(
    '/partidos/:id/desinscribir/:usuarioId',
    { schema: { tags, params: partidoParams.extend({ usuarioId: z.string().max(64) }) }, ...auth },
    async (req) => ({ success: true, ...(await enrolment.leave(authOf(req).user, req.params.id, req.params.usuarioId)) }),
  );

  r.put(
    '/partidos/:id/confirmar-asistencia',
    { schema: { tags, params: partidoParams, body: confirmarAsistenciaSchema }, ...auth },
    async (req) => ({ success: true, ...(await enrolment.confirm(authOf(req).user, req.params.id, req.body.confirmado)) }),
  );
}
