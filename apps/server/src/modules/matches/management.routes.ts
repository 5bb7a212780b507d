import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gestionarJugadorSchema, jugadorBotSchema, resultadoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ManagementService } from './management.service.js';
import { partidoParams } from './matches.routes.js';

/** Organisers' actions on a match's players, guests, result and teams (spec 2 §7, DESIGN §3). */
export default async function managementRoutes(app: FastifyInstance, { management }: { management: ManagementService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.put(
    '/partidos/:id/gestionar-jugador',
    { schema: { tags, params: partidoParams, body: gestionarJugadorSchema }, ...auth },
    async (req) => ({ success: true, ...(await management.managePlayer(authOf(req).user, req.params.id, req.body)) }),
  );

  r.post('/partidos/:id/jugadores-bot', { schema: { tags, params: partidoParams, body: jugadorBotSchema }, ...auth }, async (req, reply) => {
    const { message, data } = await management.addBot(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true, message, data });
  });

  r.delete(
    '/partidos/:id/jugadores-bot/:botId',
    { schema: { tags, params: partidoParams.extend({ botId: z.string().max(64) }) }, ...auth },
    async (req) => ({ success: true, ...(await management.removeBot(authOf(req).user, req.params.id, req.params.botId)) }),
  );

  r.put(
    '/partidos/:id/resultado',
    { schema: { tags, params: partidoParams, body: resultadoSchema }, ...auth },
    async (req) => ({ success: true, ...(await management.setResult(authOf(req).user, req.params.id, req.body)) }),
  );

  r.post(
    '/partidos/:id/generar-equipos',
    { schema: { tags, params: partidoParams }, ...auth },
    async (req) => ({ success: true, ...(await management.generateTeams(authOf(req).user, req.params.id)) }),
  );
}
