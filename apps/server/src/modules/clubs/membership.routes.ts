import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, changeRoleSchema, joinByCodeSchema, joinByInvitationSchema, joinRequestsQuerySchema, rejectJoinRequestSchema,
  transferOwnershipSchema,
} from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { ActionContext, MembershipService } from './membership.service.js';

const tags = ['clubes'];
const clubParams = z.object({ id: z.string().max(64) });
const requestParams = z.object({ id: z.string().max(64), requestId: z.string().max(64) });
const memberParams = z.object({ id: z.string().max(64), userId: z.string().max(64) });
const ctxOf = (req: FastifyRequest): ActionContext => ({ ip: req.ip });

/** Joining, join requests, member roles, expulsion and ownership. */
export default async function membershipRoutes(app: FastifyInstance, { membership }: { membership: MembershipService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  r.post('/clubes/solicitar-ingreso', { schema: { tags, body: joinByCodeSchema }, ...auth }, async (req) => {
    const data = await membership.joinByCode(authOf(req).user, req.body.codigo_invitacion, req.body.mensaje);
    return { success: true, message: data.requiere_aprobacion ? MSG.solicitudEnviada : MSG.unidoAlClub, data };
  });

  r.post('/clubes/:id/unirse-invitacion', { schema: { tags, params: clubParams, body: joinByInvitationSchema }, ...auth }, async (req) => {
    const data = await membership.joinByInvitation(authOf(req).user, req.params.id, req.body.codigoInvitacion, req.body.mensaje);
    return { success: true, message: data.requiere_aprobacion ? MSG.solicitudEnviada : MSG.unidoAlClub, data };
  });

  r.get('/clubes/publico/info', { schema: { tags }, ...auth }, async (req) => ({
    success: true,
    data: await membership.publicInfo(authOf(req).user),
  }));

  r.post('/clubes/publico/unirse', { schema: { tags }, ...auth }, async (req) => {
    const data = await membership.joinPublic(authOf(req).user);
    return { success: true, message: data.ya_era_miembro ? MSG.yaEnComunidad : MSG.unidoComunidad, data };
  });

  r.get('/clubes/:id/solicitudes', { schema: { tags, params: clubParams, querystring: joinRequestsQuerySchema }, ...auth }, async (req) => ({
    success: true,
    data: await membership.listRequests(authOf(req).user, req.params.id, req.query.estado),
  }));

  r.put('/clubes/:id/solicitudes/:requestId/aprobar', { schema: { tags, params: requestParams }, ...auth }, async (req) => ({
    success: true,
    message: MSG.solicitudAprobada,
    data: await membership.approveRequest(authOf(req).user, req.params.id, req.params.requestId, ctxOf(req)),
  }));

  r.put(
    '/clubes/:id/solicitudes/:requestId/rechazar',
    { schema: { tags, params: requestParams, body: rejectJoinRequestSchema }, ...auth },
    async (req) => ({
      success: true,
      message: MSG.solicitudRechazada,
      data: await membership.rejectRequest(authOf(req).user, req.params.id, req.params.requestId, req.body.notas_rechazo, ctxOf(req)),
    }),
  );

  r.put('/clubes/:id/miembros/:userId/rol', { schema: { tags, params: memberParams, body: changeRoleSchema }, ...auth }, async (req) => ({
    success: true,
    message: MSG.rolActualizado,
    data: await membership.changeRole(authOf(req).user, req.params.id, req.params.userId, req.body.rol, ctxOf(req)),
  }));

  r.delete('/clubes/:id/miembros/:userId', { schema: { tags, params: memberParams }, ...auth }, async (req) => {
    await membership.expel(authOf(req).user, req.params.id, req.params.userId, ctxOf(req));
    return { success: true, message: MSG.miembroExpulsado, data: null };
  });

  r.post('/clubes/:id/transferir-propiedad', { schema: { tags, params: clubParams, body: transferOwnershipSchema }, ...auth }, async (req) => ({
    success: true,
    message: MSG.propiedadTransferida,
    data: await membership.transferOwnership(authOf(req).user, req.params.id, req.body.usuario_id, ctxOf(req)),
  }));
}
