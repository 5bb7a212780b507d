import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, moderationHistoryDtoSchema, moderationHistoryQuerySchema, moderationPanelDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ModerationService } from './moderation.service.js';

const tags = ['clubes'];
const clubParams = z.object({ id: z.string().max(64) });

/** The moderation panel and history of a club. */
export default async function moderationRoutes(app: FastifyInstance, { moderation }: { moderation: ModerationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  r.get('/clubes/:id/moderacion', { schema: { operationId: 'getClubModeracion', tags, summary: 'Panel de moderación de un club', params: clubParams, response: answers(moderationPanelDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await moderation.panel(authOf(req).user, req.params.id),
  }));

  r.get(
    '/clubes/:id/moderacion/historial',
    { schema: { operationId: 'getClubModeracionHistorial', tags, summary: 'Historial de moderación de un club', params: clubParams, querystring: moderationHistoryQuerySchema, response: answers(moderationHistoryDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, data: await moderation.history(authOf(req).user, req.params.id, req.query) }),
  );
}
