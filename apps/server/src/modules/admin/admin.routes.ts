import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, adminActiveClubSchema, adminChangeTypeSchema, adminClubDetailQuerySchema, adminClubsQuerySchema, adminCreateUserSchema,
  adminEstadoPartidoSchema, adminIncompletosQuerySchema, adminPartidosQuerySchema, adminStatsQuerySchema, adminUpdateUserSchema,
  adminUserClubsSchema, adminUsersQuerySchema, clubEliminadoMensaje,
  answers, adminClubDetailDtoSchema, adminClubesListDtoSchema, adminDeleteClubResultDtoSchema, adminDeleteUserResultDtoSchema,
  adminMembresiaDtoSchema, adminPartidoDetailDtoSchema, adminPartidosIncompletosDtoSchema, adminPartidosListDtoSchema, adminStatsDtoSchema,
  adminUsuarioDtoSchema, adminUsuariosListDtoSchema, canceladosIncompletosDtoSchema,
} from '@partidos/shared';
import { refusingCommonPassword } from '../../lib/common-passwords.js';
import { authOf } from '../../plugins/auth.js';
import type { AdminClubsService } from './admin-clubs.service.js';
import type { AdminMatchesService } from './admin-matches.service.js';
import type { AdminStatsService } from './admin-stats.service.js';
import type { AdminUsersService } from './admin-users.service.js';

const tags = ['admin'];
const idParams = z.object({ id: z.string().max(64) });
/** The account's password is checked against the common ones too (docs/decisions/0028-common-passwords.md). */
const adminCreateUserBody = refusingCommonPassword(adminCreateUserSchema, 'password');

export interface AdminRoutesOptions { stats: AdminStatsService; users: AdminUsersService; clubs: AdminClubsService; matches: AdminMatchesService }

/**
 * The administration API (docs/product/admin.md "Access"): every route is platform administrador only,
 * 401 without a session and 403 for anyone else, before its schema is even read.
 */
export default async function adminRoutes(app: FastifyInstance, { stats, users, clubs, matches }: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  // ---- dashboard
  r.get('/admin/stats', { schema: { operationId: 'getAdminStats', tags, summary: 'Estadísticas de la plataforma o de un club', querystring: adminStatsQuerySchema, response: answers(adminStatsDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await stats.stats(authOf(req).user, req.query),
  }));
  r.get('/admin/estadisticas/cancelados-incompletos', { schema: { operationId: 'getAdminEstadisticasCanceladosIncompletos', tags, summary: 'Partidos cancelados por información incompleta', response: answers(canceladosIncompletosDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await stats.canceladosIncompletos(authOf(req).user),
  }));
  r.get('/admin/partidos/incompletos', { schema: { operationId: 'listAdminPartidosIncompletos', tags, summary: 'Próximos partidos con información incompleta', querystring: adminIncompletosQuerySchema, response: answers(adminPartidosIncompletosDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await stats.incompletos(authOf(req).user, req.query),
  }));

  // ---- users
  r.get('/admin/users', { schema: { operationId: 'listAdminUsers', tags, summary: 'Usuarios de la plataforma', querystring: adminUsersQuerySchema, response: answers(adminUsuariosListDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await users.list(authOf(req).user, req.query),
  }));
  r.post('/admin/users', { schema: { operationId: 'crearAdminUser', tags, summary: 'Crear un usuario', body: adminCreateUserBody, response: answers(adminUsuarioDtoSchema, 201) }, ...admin }, async (req, reply) => {
    const data = await users.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true as const, message: MSG.usuarioCreado, data });
  });
  r.get('/admin/users/:id', { schema: { operationId: 'getAdminUser', tags, summary: 'Detalle de un usuario', params: idParams, response: answers(adminUsuarioDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await users.get(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id', { schema: { operationId: 'editarAdminUser', tags, summary: 'Editar un usuario', params: idParams, body: adminUpdateUserSchema, response: answers(adminUsuarioDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, message: MSG.usuarioActualizado, data: await users.update(authOf(req).user, req.params.id, req.body),
  }));
  r.delete('/admin/users/:id', { schema: { operationId: 'eliminarAdminUser', tags, summary: 'Eliminar un usuario', params: idParams, response: answers(adminDeleteUserResultDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, message: MSG.usuarioEliminado, data: await users.remove(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id/type', { schema: { operationId: 'cambiarTipoAdminUser', tags, summary: 'Cambiar el tipo de un usuario', params: idParams, body: adminChangeTypeSchema, response: answers(adminUsuarioDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, ...(await users.changeType(authOf(req).user, req.params.id, req.body.tipo_usuario)),
  }));
  r.get('/admin/users/:id/clubes', { schema: { operationId: 'listAdminUserClubes', tags, summary: 'Clubes de un usuario', params: idParams, response: answers(z.array(adminMembresiaDtoSchema)) }, ...admin }, async (req) => ({
    success: true as const, data: await users.clubs(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id/clubes', { schema: { operationId: 'reemplazarAdminUserClubes', tags, summary: 'Reemplazar los clubes de un usuario', params: idParams, body: adminUserClubsSchema, response: answers(z.array(adminMembresiaDtoSchema)) }, ...admin }, async (req) => ({
    success: true as const,
    message: MSG.clubesUsuarioActualizados,
    data: await users.replaceClubs(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
  }));
  r.put('/admin/users/:id/club-activo', { schema: { operationId: 'cambiarClubActivoAdminUser', tags, summary: 'Cambiar el club activo de un usuario', params: idParams, body: adminActiveClubSchema, response: answers(adminUsuarioDtoSchema) }, ...admin }, async (req) => ({
    success: true as const,
    message: MSG.clubActivoUsuarioActualizado,
    data: await users.setActiveClub(authOf(req).user, req.params.id, req.body.club_activo_id),
  }));

  // ---- clubs
  r.get('/admin/clubes', { schema: { operationId: 'listAdminClubes', tags, summary: 'Clubes de la plataforma', querystring: adminClubsQuerySchema, response: answers(adminClubesListDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await clubs.list(authOf(req).user, req.query),
  }));
  r.get('/admin/clubes/:id', { schema: { operationId: 'getAdminClub', tags, summary: 'Detalle de un club y una página de sus miembros', params: idParams, querystring: adminClubDetailQuerySchema, response: answers(adminClubDetailDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await clubs.detail(authOf(req).user, req.params.id, req.query),
  }));
  r.delete('/admin/clubes/:id', { schema: { operationId: 'eliminarAdminClub', tags, summary: 'Eliminar un club', params: idParams, response: answers(adminDeleteClubResultDtoSchema) }, ...admin }, async (req) => {
    const data = await clubs.remove(authOf(req).user, req.params.id);
    return { success: true as const, message: clubEliminadoMensaje(data), data };
  });

  // ---- matches
  r.get('/admin/partidos', { schema: { operationId: 'listAdminPartidos', tags, summary: 'Partidos de la plataforma', querystring: adminPartidosQuerySchema, response: answers(adminPartidosListDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await matches.list(authOf(req).user, req.query),
  }));
  r.get('/admin/partidos/:id', { schema: { operationId: 'getAdminPartido', tags, summary: 'Detalle de un partido', params: idParams, response: answers(adminPartidoDetailDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, data: await matches.detail(authOf(req).user, req.params.id),
  }));
  r.put('/admin/partidos/:id/estado', { schema: { operationId: 'cambiarEstadoAdminPartido', tags, summary: 'Cambiar el estado de un partido', params: idParams, body: adminEstadoPartidoSchema, response: answers(adminPartidoDetailDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, message: MSG.estadoPartidoActualizado, data: await matches.setStatus(authOf(req).user, req.params.id, req.body.estado_partido),
  }));
  r.put('/admin/partidos/:id/cancelar', { schema: { operationId: 'cancelarAdminPartido', tags, summary: 'Cancelar un partido', params: idParams, response: answers(adminPartidoDetailDtoSchema) }, ...admin }, async (req) => ({
    success: true as const, message: MSG.partidoCancelado, data: await matches.cancel(authOf(req).user, req.params.id),
  }));
}
