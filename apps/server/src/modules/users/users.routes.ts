import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, MSG, answers, userDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { readSingleUpload } from '../../lib/upload.js';
import type { UsersService } from './users.service.js';

const tags = ['usuarios'];

export default async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/usuarios/me/avatar',
    { schema: { operationId: 'subirMiAvatar', tags, summary: 'Subir la foto de perfil', consumes: ['multipart/form-data'], response: answers(z.object({ photoURL: z.string(), user: userDtoSchema })) }, preHandler: app.requireAuth },
    async (req) => {
      const { buffer } = await readSingleUpload(req, 'avatar', AVATAR_MAX_BYTES, 'imagenMax5', 'soloImagenes');
      const data = await users.setAvatar(authOf(req).user, buffer);
      return { success: true as const, message: MSG.avatarActualizado, data };
    },
  );

  r.delete('/usuarios/me/avatar', { schema: { operationId: 'quitarMiAvatar', tags, summary: 'Quitar la foto de perfil', response: answers(z.object({ user: userDtoSchema })) }, preHandler: app.requireAuth }, async (req) => {
    const user = await users.deleteAvatar(authOf(req).user);
    return { success: true as const, message: MSG.avatarEliminado, data: { user } };
  });
}
