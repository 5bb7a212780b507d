import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jugadoresActivosQuerySchema, partidosPorMesQuerySchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { StatsService } from './stats.service.js';

/** Club statistics (spec 2 §7 "Statistics"; DESIGN §3 for the paths the spec does not show). */
export default async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['estadisticas'];

  r.get('/clubes/:id/estadisticas', { schema: { tags, params: z.object({ id: z.string().max(64) }) }, ...auth }, async (req) => ({
    success: true,
    data: await stats.clubCard(authOf(req).user, req.params.id),
  }));

  r.get('/estadisticas/globales', { schema: { tags }, ...auth }, async (req) => ({
    success: true,
    data: await stats.globales(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/estadisticas/partidos-por-mes', { schema: { tags, querystring: partidosPorMesQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await stats.partidosPorMes(authOf(req).user, await requireActiveClub(req), req.query.meses),
  }));

  r.get('/estadisticas/jugadores-activos', { schema: { tags, querystring: jugadoresActivosQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await stats.jugadoresActivos(authOf(req).user, await requireActiveClub(req), req.query.limite),
  }));
}
