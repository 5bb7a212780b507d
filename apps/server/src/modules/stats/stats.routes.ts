import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers, asistenciaEstadisticasDtoSchema, asistenciaEstadisticasQuerySchema, clubEstadisticasDtoSchema, estadisticasGlobalesDtoSchema, jugadoresActivosDtoSchema, jugadoresActivosQuerySchema, partidosPorMesDtoSchema,
  partidosPorMesQuerySchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { StatsService } from './stats.service.js';

/** Club statistics (docs/product/stats.md "The club's statistics page"). */
export default async function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['estadisticas'];

  r.get('/clubes/:id/estadisticas', { schema: { operationId: 'getClubEstadisticas', tags, summary: 'Tarjeta de estadísticas de un club', params: z.object({ id: z.string().max(64) }), response: answers(clubEstadisticasDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await stats.clubCard(authOf(req).user, req.params.id),
  }));

  r.get('/estadisticas/globales', { schema: { operationId: 'getEstadisticasGlobales', tags, summary: 'Estadísticas generales del club activo', response: answers(estadisticasGlobalesDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await stats.globales(authOf(req).user, await requireActiveClub(req)),
  }));

  r.get('/estadisticas/partidos-por-mes', { schema: { operationId: 'getEstadisticasPartidosPorMes', tags, summary: 'Partidos por mes del club activo', querystring: partidosPorMesQuerySchema, response: answers(partidosPorMesDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await stats.partidosPorMes(authOf(req).user, await requireActiveClub(req), req.query.meses),
  }));

  r.get('/estadisticas/jugadores-activos', { schema: { operationId: 'getEstadisticasJugadoresActivos', tags, summary: 'Jugadores más activos del club activo', querystring: jugadoresActivosQuerySchema, response: answers(jugadoresActivosDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await stats.jugadoresActivos(authOf(req).user, await requireActiveClub(req), req.query.limite),
  }));

  r.get('/estadisticas/asistencia', { schema: { operationId: 'getEstadisticasAsistencia', tags, summary: 'Asistencia por jugador y por partido recurrente del club activo', querystring: asistenciaEstadisticasQuerySchema, response: answers(asistenciaEstadisticasDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await stats.asistencia(authOf(req).user, await requireActiveClub(req), req.query.dias),
  }));
}
