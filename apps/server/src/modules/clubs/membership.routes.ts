import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, answers, changeRoleResultDtoSchema, changeRoleSchema, joinByCodeSchema, joinByInvitationSchema, joinClubResultDtoSchema,
  joinRequestDtoSchema, joinRequestsQuerySchema, publicClubInfoDtoSchema, publicClubJoinResultDtoSchema, rejectJoinRequestSchema,
  transferOwnershipResultDtoSchema, transferOwnershipSchema,
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

  r.post('/clubes/solicitar-ingreso', { schema: { operationId: 'solicitarIngresoClub', tags, summary: 'Unirse a un club con su código de invitación', body: joinByCodeSchema, response: answers(joinClubResultDtoSchema) }, ...auth }, async (req) => {
    const data = await membership.joinByCode(authOf(req).user, req.body.codigo_invitacion, req.body.mensaje);
    return { success: true as const, message: data.requiere_aprobacion ? MSG.solicitudEnviada : MSG.unidoAlClub, data };
  });

  r.post('/clubes/:id/unirse-invitacion', { schema: { operationId: 'unirseClubPorInvitacion', tags, summary: 'Unirse a un club desde una invitación', params: clubParams, body: joinByInvitationSchema, response: answers(joinClubResultDtoSchema) }, ...auth }, async (req) => {
    const data = await membership.joinByInvitation(authOf(req).user, req.params.id, req.body.codigoInvitacion, req.body.mensaje);
    return { success: true as const, message: data.requiere_aprobacion ? MSG.solicitudEnviada : MSG.unidoAlClub, data };
  });

  r.get('/clubes/publico/info', { schema: { operationId: 'getClubPublico', tags, summary: 'Información del club público', response: answers(publicClubInfoDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await membership.publicInfo(authOf(req).user),
  }));

  r.post('/clubes/publico/unirse', { schema: { operationId: 'unirseClubPublico', tags, summary: 'Unirse al club público', response: answers(publicClubJoinResultDtoSchema) }, ...auth }, async (req) => {
    const data = await membership.joinPublic(authOf(req).user);
    return { success: true as const, message: data.ya_era_miembro ? MSG.yaEnComunidad : MSG.unidoComunidad, data };
  });

  r.get('/clubes/:id/solicitudes', { schema: { operationId: 'listClubSolicitudes', tags, summary: 'Solicitudes de ingreso de un club', params: clubParams, querystring: joinRequestsQuerySchema, response: answers(z.array(joinRequestDtoSchema)) }, ...auth }, async (req) => ({
    success: true as const,
    data: await membership.listRequests(authOf(req).user, req.params.id, req.query.estado),
  }));

  r.put('/clubes/:id/solicitudes/:requestId/aprobar', { schema: { operationId: 'aprobarSolicitudClub', tags, summary: 'Aprobar una solicitud de ingreso', params: requestParams, response: answers(joinRequestDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.solicitudAprobada,
    data: await membership.approveRequest(authOf(req).user, req.params.id, req.params.requestId, ctxOf(req)),
  }));

  r.put(
    '/clubes/:id/solicitudes/:requestId/rechazar',
    { schema: { operationId: 'rechazarSolicitudClub', tags, summary: 'Rechazar una solicitud de ingreso', params: requestParams, body: rejectJoinRequestSchema, response: answers(joinRequestDtoSchema) }, ...auth },
    async (req) => ({
      success: true as const,
      message: MSG.solicitudRechazada,
      data: await membership.rejectRequest(authOf(req).user, req.params.id, req.params.requestId, req.body.notas_rechazo, ctxOf(req)),
    }),
  );

  r.put('/clubes/:id/miembros/:userId/rol', { schema: { operationId: 'cambiarRolMiembro', tags, summary: 'Cambiar el rol de un miembro', params: memberParams, body: changeRoleSchema, response: answers(changeRoleResultDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.rolActualizado,
    data: await membership.changeRole(authOf(req).user, req.params.id, req.params.userId, req.body.rol, ctxOf(req)),
  }));

  r.delete('/clubes/:id/miembros/:userId', { schema: { operationId: 'expulsarMiembro', tags, summary: 'Expulsar a un miembro', params: memberParams, response: answers(z.null()) }, ...auth }, async (req) => {
    await membership.expel(authOf(req).user, req.params.id, req.params.userId, ctxOf(req));
    return { success: true as const, message: MSG.miembroExpulsado, data: null };
  });

  r.post('/clubes/:id/transferir-propiedad', { schema: { operationId: 'transferirPropiedadClub', tags, summary: 'Transferir la propiedad del club', params: clubParams, body: transferOwnershipSchema, response: answers(transferOwnershipResultDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.propiedadTransferida,
    data: await membership.transferOwnership(authOf(req).user, req.params.id, req.body.usuario_id, ctxOf(req)),
  }));
}
