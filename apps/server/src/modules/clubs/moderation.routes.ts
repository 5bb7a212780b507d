import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderationHistoryQuerySchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ModerationService } from './moderation.service.js';

const tags = ['clubes'];
const clubParams = z.object({ id: z.string().max(64) });

/** The moderation panel and history of a club. */
export default async function moderationRoutes(app: FastifyInstance, { moderation }: { moderation: ModerationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  r.get('/clubes/:id/moderacion', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await moderation.panel(authOf(req).user, req.params.id),
  }));

  r.get(
    '/clubes/:id/moderacion/historial',
    { schema: { tags, params: clubParams, querystring: moderationHistoryQuerySchema }, ...auth },
    async (req) => ({ success: true, data: await moderation.history(authOf(req).user, req.params.id, req.query) }),
  );
}
