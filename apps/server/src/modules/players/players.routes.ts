import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers, jugadorEstadisticasDtoSchema, jugadorPerfilDtoSchema, jugadoresListDtoSchema, listJugadoresQuerySchema, logrosDtoSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { requireActiveClub } from '../../plugins/club-context.js';
import type { PlayersService } from './players.service.js';

// an id, or `me` for the caller; anything else is a 404 from the service
const playerParams = z.object({ id: z.string().max(64) });

/** Players directory, profiles and achievements (docs/product/stats.md). */
export default async function playersRoutes(app: FastifyInstance, { players }: { players: PlayersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['usuarios'];

  r.get('/usuarios', { schema: { operationId: 'listUsuarios', tags, summary: 'Jugadores del club activo', querystring: listJugadoresQuerySchema, response: answers(jugadoresListDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await players.list(authOf(req).user, await requireActiveClub(req), req.query),
  }));

  r.get('/usuarios/:id', { schema: { operationId: 'getUsuario', tags, summary: 'Perfil de un jugador', params: playerParams, response: answers(jugadorPerfilDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await players.profile(authOf(req).user, req.params.id),
  }));

  r.get('/usuarios/:id/estadisticas', { schema: { operationId: 'getUsuarioEstadisticas', tags, summary: 'Estadísticas de un jugador', params: playerParams, response: answers(jugadorEstadisticasDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await players.stats(authOf(req).user, req.params.id),
  }));

  r.get('/usuarios/:id/logros', { schema: { operationId: 'listUsuarioLogros', tags, summary: 'Logros de un jugador', params: playerParams, response: answers(logrosDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await players.achievements(authOf(req).user, req.params.id),
  }));
}
