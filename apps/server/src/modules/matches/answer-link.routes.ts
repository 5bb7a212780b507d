import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, respuestaEnlaceDtoSchema, respuestaEnlacesDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { AnswerLinkService } from './answer-link.service.js';
import { partidoParams } from './matches.routes.js';

// every part may be missing or forged: the service answers 403 for any link it did not sign, never a 400
const respuestaQuery = z.object({
  u: z.string().max(40).default(''), r: z.string().max(16).default(''), exp: z.string().max(16).default(''), sig: z.string().max(128).default(''),
});

/**
 * 'Voy' / 'No voy' from a push notification (docs/decisions/0081), beyond the spec: its own
 * PUT /partidos/{id}/confirmar-asistencia is unchanged.
 */
export default async function answerLinkRoutes(app: FastifyInstance, { answerLinks }: { answerLinks: AnswerLinkService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partidos'];

  // no session: the service worker posts the link it was pushed, and cannot read the page's session
  r.post('/partidos/:id/respuesta', {
    schema: {
      operationId: 'responderPorEnlace',
      tags, summary: 'Responder Voy / No voy con el enlace firmado de una notificación (sin sesión)', params: partidoParams, querystring: respuestaQuery,
      response: answers(respuestaEnlaceDtoSchema),
    },
  }, async (req) => {
    const data = await answerLinks.answer(req.params.id, req.query, req.ip);
    return { success: true as const, ...(data.necesita_eleccion ? {} : { message: data.mensaje }), data };
  });

  r.get('/partidos/:id/respuesta-enlaces', {
    schema: { operationId: 'getPartidoRespuestaEnlaces', tags, summary: 'Mis enlaces firmados para responder Voy / No voy a un partido en que estoy inscrito', params: partidoParams, response: answers(respuestaEnlacesDtoSchema) },
    onRequest: app.requireAuth,
  }, async (req) => ({ success: true as const, data: await answerLinks.linksFor(authOf(req).user, req.params.id) }));
}
