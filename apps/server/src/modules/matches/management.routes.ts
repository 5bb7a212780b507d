import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, generarEquiposSchema, gestionarJugadorSchema, jugadorBotSchema, partidoDetailDtoSchema, resultadoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ManagementService } from './management.service.js';
import { partidoParams } from './matches.routes.js';

/** Organisers' actions on a match's players, guests, result and teams (docs/product/enrolment.md and teams.md). */
export default async function managementRoutes(app: FastifyInstance, { management }: { management: ManagementService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['partidos'];

  r.put(
    '/partidos/:id/gestionar-jugador',
    { schema: { operationId: 'gestionarJugador', tags, summary: 'Gestionar a un jugador del partido (equipo, lista de espera, aprobación, retiro)', params: partidoParams, body: gestionarJugadorSchema, response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await management.managePlayer(authOf(req).user, req.params.id, req.body)) }),
  );

  r.post('/partidos/:id/jugadores-bot', { schema: { operationId: 'agregarJugadorBot', tags, summary: 'Agregar un jugador invitado', params: partidoParams, body: jugadorBotSchema, response: answers(partidoDetailDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await management.addBot(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });

  r.delete(
    '/partidos/:id/jugadores-bot/:botId',
    { schema: { operationId: 'quitarJugadorBot', tags, summary: 'Quitar un jugador invitado', params: partidoParams.extend({ botId: z.string().max(64) }), response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await management.removeBot(authOf(req).user, req.params.id, req.params.botId)) }),
  );

  r.put(
    '/partidos/:id/resultado',
    { schema: { operationId: 'registrarResultado', tags, summary: 'Registrar el resultado del partido', params: partidoParams, body: resultadoSchema, response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await management.setResult(authOf(req).user, req.params.id, req.body)) }),
  );

  r.post(
    '/partidos/:id/generar-equipos',
    { schema: { operationId: 'generarEquipos', tags, summary: 'Generar los equipos', params: partidoParams, body: generarEquiposSchema, response: answers(partidoDetailDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, ...(await management.generateTeams(authOf(req).user, req.params.id, req.body ?? {})) }),
  );
}
