import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG, adminActiveClubSchema, adminChangeTypeSchema, adminClubDetailQuerySchema, adminClubsQuerySchema, adminCreateUserSchema,
  adminEstadoPartidoSchema, adminIncompletosQuerySchema, adminPartidosQuerySchema, adminStatsQuerySchema, adminUpdateUserSchema,
  adminUserClubsSchema, adminUsersQuerySchema, clubEliminadoMensaje,
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
 * The administration API (spec 3 §7 paths and fields; DESIGN §3): every route is platform administrador only,
 * 401 without a session and 403 for anyone else, before its schema is even read.
 */
export default async function adminRoutes(app: FastifyInstance, { stats, users, clubs, matches }: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  // ---- dashboard
  r.get('/admin/stats', { schema: { tags, querystring: adminStatsQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await stats.stats(authOf(req).user, req.query),
  }));
  r.get('/admin/estadisticas/cancelados-incompletos', { schema: { tags }, ...admin }, async (req) => ({
    success: true, data: await stats.canceladosIncompletos(authOf(req).user),
  }));
  r.get('/admin/partidos/incompletos', { schema: { tags, querystring: adminIncompletosQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await stats.incompletos(authOf(req).user, req.query),
  }));

  // ---- users
  r.get('/admin/users', { schema: { tags, querystring: adminUsersQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await users.list(authOf(req).user, req.query),
  }));
  r.post('/admin/users', { schema: { tags, body: adminCreateUserBody }, ...admin }, async (req, reply) => {
    const data = await users.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true, message: MSG.usuarioCreado, data });
  });
  r.get('/admin/users/:id', { schema: { tags, params: idParams }, ...admin }, async (req) => ({
    success: true, data: await users.get(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id', { schema: { tags, params: idParams, body: adminUpdateUserSchema }, ...admin }, async (req) => ({
    success: true, message: MSG.usuarioActualizado, data: await users.update(authOf(req).user, req.params.id, req.body),
  }));
  r.delete('/admin/users/:id', { schema: { tags, params: idParams }, ...admin }, async (req) => ({
    success: true, message: MSG.usuarioEliminado, data: await users.remove(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id/type', { schema: { tags, params: idParams, body: adminChangeTypeSchema }, ...admin }, async (req) => ({
    success: true, ...(await users.changeType(authOf(req).user, req.params.id, req.body.tipo_usuario)),
  }));
  r.get('/admin/users/:id/clubes', { schema: { tags, params: idParams }, ...admin }, async (req) => ({
    success: true, data: await users.clubs(authOf(req).user, req.params.id),
  }));
  r.put('/admin/users/:id/clubes', { schema: { tags, params: idParams, body: adminUserClubsSchema }, ...admin }, async (req) => ({
    success: true,
    message: MSG.clubesUsuarioActualizados,
    data: await users.replaceClubs(authOf(req).user, req.params.id, req.body, { ip: req.ip }),
  }));
  r.put('/admin/users/:id/club-activo', { schema: { tags, params: idParams, body: adminActiveClubSchema }, ...admin }, async (req) => ({
    success: true,
    message: MSG.clubActivoUsuarioActualizado,
    data: await users.setActiveClub(authOf(req).user, req.params.id, req.body.club_activo_id),
  }));

  // ---- clubs
  r.get('/admin/clubes', { schema: { tags, querystring: adminClubsQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await clubs.list(authOf(req).user, req.query),
  }));
  r.get('/admin/clubes/:id', { schema: { tags, params: idParams, querystring: adminClubDetailQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await clubs.detail(authOf(req).user, req.params.id, req.query),
  }));
  r.delete('/admin/clubes/:id', { schema: { tags, params: idParams }, ...admin }, async (req) => {
    const data = await clubs.remove(authOf(req).user, req.params.id);
    return { success: true, message: clubEliminadoMensaje(data), data };
  });

  // ---- matches
  r.get('/admin/partidos', { schema: { tags, querystring: adminPartidosQuerySchema }, ...admin }, async (req) => ({
    success: true, data: await matches.list(authOf(req).user, req.query),
  }));
  r.get('/admin/partidos/:id', { schema: { tags, params: idParams }, ...admin }, async (req) => ({
    success: true, data: await matches.detail(authOf(req).user, req.params.id),
  }));
  r.put('/admin/partidos/:id/estado', { schema: { tags, params: idParams, body: adminEstadoPartidoSchema }, ...admin }, async (req) => ({
    success: true, message: MSG.estadoPartidoActualizado, data: await matches.setStatus(authOf(req).user, req.params.id, req.body.estado_partido),
  }));
  r.put('/admin/partidos/:id/cancelar', { schema: { tags, params: idParams }, ...admin }, async (req) => ({
    success: true, message: MSG.partidoCancelado, data: await matches.cancel(authOf(req).user, req.params.id),
  }));
}
