import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, confirmarAsistenciaSchema, inscribirSchema, partidoDetailDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { EnrolmentService } from './enrolment.service.js';
import { partidoParams } from './matches.routes.js';

/** Sign-up, leaving and attendance. Every answer carries the updated match so screens refresh at once. */
export default async function enrolmentRoutes(app: FastifyInstance, { enrolment }: { enrolment: EnrolmentService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.post('/partidos/:id/inscribir', { schema: { operationId: 'inscribirEnPartido', tags, summary: 'Inscribirse en un partido (o en su lista de espera)', params: partidoParams, body: inscribirSchema, response: answers(partidoDetailDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await enrolment.signUp(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });

  r.delete(
    '/partidos/:id/desinscribir/:usuarioId',
    { schema: { operationId: 'desinscribirDePartido', tags, summary: 'Desinscribir a un jugador de un partido', params: partidoParams.extend({ usuarioId: z.string().max(64) }), response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await enrolment.leave(authOf(req).user, req.params.id, req.params.usuarioId)) }),
  );

  r.put(
    '/partidos/:id/confirmar-asistencia',
    { schema: { operationId: 'confirmarAsistencia', tags, summary: 'Confirmar o rechazar la asistencia propia', params: partidoParams, body: confirmarAsistenciaSchema, response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await enrolment.confirm(authOf(req).user, req.params.id, req.body.confirmado)) }),
  );
}
