import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aceptarInvitacionDtoSchema, aceptarInvitacionSchema, answers, invitacionDtoSchema, invitacionesListDtoSchema, invitacionesMultiplesDtoSchema,
  invitacionesQuerySchema, invitarJugadorSchema, invitarMultiplesSchema, jugadoresDisponiblesDtoSchema, jugadoresDisponiblesQuerySchema,
  jugadoresSugeridosDtoSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { partidoParams } from '../matches/matches.routes.js';
import type { InvitationsService } from './invitations.service.js';

const invitacionParams = z.object({ id: z.string().max(64) });
const LIST_SUMMARY = {
  pendientes: 'Invitaciones pendientes recibidas',
  enviadas: 'Invitaciones enviadas',
  historial: 'Historial de invitaciones recibidas',
} as const;
const LIST_OPERATION_ID = {
  pendientes: 'listInvitacionesPendientes',
  enviadas: 'listInvitacionesEnviadas',
  historial: 'listInvitacionesHistorial',
} as const;

/** Invitations to a match, sent and historial included (docs/product/invitations.md). */
export default async function invitationsRoutes(app: FastifyInstance, { invitations }: { invitations: InvitationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['invitaciones'];

  r.post('/partidos/:id/invitaciones', { schema: { operationId: 'invitarJugador', tags, summary: 'Invitar a un jugador a un partido', params: partidoParams, body: invitarJugadorSchema, response: answers(invitacionDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const { message, data } = await invitations.invite(authOf(req).user, req.params.id, req.body);
    return reply.status(201).send({ success: true as const, message, data });
  });

  r.post(
    '/partidos/:id/invitaciones/multiples',
    { schema: { operationId: 'invitarJugadores', tags, summary: 'Invitar a varios jugadores a un partido', params: partidoParams, body: invitarMultiplesSchema, response: answers(invitacionesMultiplesDtoSchema, 201) }, ...auth },
    async (req, reply) => {
      const { message, data } = await invitations.inviteMany(authOf(req).user, req.params.id, req.body);
      return reply.status(201).send({ success: true as const, message, data });
    },
  );

  for (const tipo of ['pendientes', 'enviadas', 'historial'] as const) {
    r.get(`/invitaciones/${tipo}`, { schema: { operationId: LIST_OPERATION_ID[tipo], tags, summary: LIST_SUMMARY[tipo], querystring: invitacionesQuerySchema, response: answers(invitacionesListDtoSchema) }, ...auth }, async (req) => ({
      success: true as const,
      data: await invitations.list(authOf(req).user, tipo, req.query),
    }));
  }

  r.put('/invitaciones/:id/aceptar', { schema: { operationId: 'aceptarInvitacion', tags, summary: 'Aceptar una invitación', params: invitacionParams, body: aceptarInvitacionSchema, response: answers(aceptarInvitacionDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await invitations.accept(authOf(req).user, req.params.id, req.body)),
  }));

  r.put('/invitaciones/:id/rechazar', { schema: { operationId: 'rechazarInvitacion', tags, summary: 'Rechazar una invitación', params: invitacionParams, response: answers(invitacionDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await invitations.reject(authOf(req).user, req.params.id)),
  }));

  r.delete('/invitaciones/:id', { schema: { operationId: 'cancelarInvitacion', tags, summary: 'Cancelar una invitación enviada', params: invitacionParams, response: answers(invitacionDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    ...(await invitations.cancel(authOf(req).user, req.params.id)),
  }));

  r.get(
    '/partidos/:id/jugadores-disponibles',
    { schema: { operationId: 'listPartidoJugadoresDisponibles', tags, summary: 'Miembros del club que se pueden invitar', params: partidoParams, querystring: jugadoresDisponiblesQuerySchema, response: answers(jugadoresDisponiblesDtoSchema) }, ...auth },
    async (req) => ({ success: true as const, data: await invitations.available(authOf(req).user, req.params.id, req.query) }),
  );

  r.get('/partidos/:id/jugadores-sugeridos', { schema: { operationId: 'listPartidoJugadoresSugeridos', tags, summary: 'Jugadores frecuentes sugeridos para invitar', params: partidoParams, response: answers(jugadoresSugeridosDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await invitations.suggested(authOf(req).user, req.params.id),
  }));
}
