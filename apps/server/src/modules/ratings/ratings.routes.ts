import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, clubRatingsDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { RatingsService } from './ratings.service.js';

const clubParams = z.object({ id: z.string().max(64) });

/** The ratings learned from a club's results (docs/product/teams.md). */
export default async function ratingsRoutes(app: FastifyInstance, { ratings }: { ratings: RatingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/clubes/:id/ratings', {
    schema: { operationId: 'getClubRatings', tags: ['clubes'], summary: 'Ratings aprendidos de los resultados del club', params: clubParams, response: answers(clubRatingsDtoSchema) },
    onRequest: app.requireAuth,
  }, async (req) => ({ success: true as const, data: await ratings.clubRatings(authOf(req).user, req.params.id) }));
}
