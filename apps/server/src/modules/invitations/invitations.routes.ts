import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aceptarInvitacionSchema, invitacionesQuerySchema, invitarJugadorSchema, invitarMultiplesSchema, jugadoresDisponiblesQuerySchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { InvitationsService } from './invitations.service.js';

const invitacionParams = z.object({ id: z.string().max(64) });

/** Invitations to a match (spec 2 §7 "Invitations"; DESIGN §3 for enviadas and historial). */
export default async function invitationsRoutes(app: FastifyInstance, { invitations }: { invitations: InvitationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['invitaciones'];

  r.post('/partidos/:id/invitaciones', { schema: { tags, params: partidoParams, body: invitarJugadorSchema }, ...auth }, async (req, reply) => {
    const { message, data } = await invitations.invite(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true, message, data });
  });

  r.post(
    '/partidos/:id/invitaciones/multiples',
    { schema: { tags, params: partidoParams, body: invitarMultiplesSchema }, ...auth },
    async (req, reply) => {
      const { message, data } = await invitations.inviteMany(authOf(req).user, req.params.id, req.body);
      return reply.status(201).send({ success: true, message, data });
    },
  );

  for (const tipo of ['pendientes', 'enviadas', 'historial'] as const) {
    r.get(`/invitaciones/${tipo}`, { schema: { tags, querystring: invitacionesQuerySchema }, ...auth }, async (req) => ({
      success: true,
      data: await invitations.list(authOf(req).user, tipo, req.query),
    }));
  }

  r.put('/invitaciones/:id/aceptar', { schema: { tags, params: invitacionParams, body: aceptarInvitacionSchema }, ...auth }, async (req) => ({
    success: true,
    ...(await invitations.accept(authOf(req).user, req.params.id, req.body)),
  }));

  r.put('/invitaciones/:id/rechazar', { schema: { tags, params: invitacionParams }, ...auth }, async (req) => ({
    success: true,
    ...(await invitations.reject(authOf(req).user, req.params.id)),
  }));

  r.delete('/invitaciones/:id', { schema: { tags, params: invitacionParams }, ...auth }, async (req) => ({
    success: true,
    ...(await invitations.cancel(authOf(req).user, req.params.id)),
  }));

  r.get(
    '/partidos/:id/jugadores-disponibles',
    { schema: { tags, params: partidoParams, querystring: jugadoresDisponiblesQuerySchema }, ...auth },
    async (req) => ({ success: true, data: await invitations.available(authOf(req).user, req.params.id, req.query) }),
  );

  r.get('/partidos/:id/jugadores-sugeridos', { schema: { tags, params: partidoParams }, ...auth }, async (req) => ({
    success: true,
    data: await invitations.suggested(authOf(req).user, req.params.id),
  }));
}
