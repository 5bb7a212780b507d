import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES, MSG } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { readSingleUpload } from '../../lib/upload.js';
import type { UsersService } from './users.service.js';

const tags = ['usuarios'];

export default async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  app.post('/usuarios/me/avatar', { schema: { tags, consumes: ['multipart/form-data'] }, preHandler: app.requireAuth }, async (req) => {
    const { buffer } = await readSingleUpload(req, 'avatar', AVATAR_MAX_BYTES, 'imagenMax5', 'soloImagenes');
    const data = await users.setAvatar(authOf(req).user, buffer);
    return { success: true, message: MSG.avatarActualizado, data };
  });

  app.delete('/usuarios/me/avatar', { schema: { tags }, preHandler: app.requireAuth }, async (req) => {
    const user = await users.deleteAvatar(authOf(req).user);
    return { success: true, message: MSG.avatarEliminado, data: { user } };
  });
}
