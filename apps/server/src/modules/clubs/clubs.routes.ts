import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES, MSG, createClubSchema, setActiveClubSchema, updateClubSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import { readSingleUpload } from '../../lib/upload.js';
import type { ClubsService } from './clubs.service.js';

const tags = ['clubes'];
const clubParams = z.object({ id: z.string().max(64) });

/** The clubs themselves: list, detail, create, edit, logo, code, active club, leaving. */
export default async function clubsRoutes(app: FastifyInstance, { clubs }: { clubs: ClubsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: an anonymous call is 401 before its body is even validated
  const auth = { onRequest: app.requireAuth };

  r.get('/clubes', { schema: { tags }, ...auth }, async (req) => ({ success: true, data: await clubs.listMine(authOf(req).user) }));

  r.get('/clubes/mis-clubes', { schema: { tags }, ...auth }, async (req) => ({ success: true, data: await clubs.listMine(authOf(req).user) }));

  r.post('/clubes', { schema: { tags, body: createClubSchema }, ...auth }, async (req, reply) => {
    const data = await clubs.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true, message: MSG.clubCreado, data });
  });

  r.get('/clubes/:id', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await clubs.getDetail(authOf(req).user, req.params.id),
  }));

  r.put('/clubes/:id', { schema: { tags, params: clubParams, body: updateClubSchema }, ...auth }, async (req) => ({
    success: true,
    message: MSG.clubActualizado,
    data: await clubs.update(authOf(req).user, req.params.id, req.body),
  }));

  r.post('/clubes/:id/logo', { schema: { tags, params: clubParams, consumes: ['multipart/form-data'] }, ...auth }, async (req) => {
    const data = await clubs.setLogo(authOf(req).user, req.params.id, async () =>
      (await readSingleUpload(req, 'logo', LOGO_MAX_BYTES, 'imagenMax2', 'logoRequerido')).buffer);
    return { success: true, message: MSG.logoActualizado, data };
  });

  r.post('/clubes/:id/regenerar-codigo', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    message: MSG.codigoRegenerado,
    data: await clubs.regenerateCode(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/verificar-salida', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    data: await clubs.checkLeave(authOf(req).user, req.params.id),
  }));

  r.post('/clubes/:id/salir', { schema: { tags, params: clubParams }, ...auth }, async (req) => ({
    success: true,
    message: MSG.salisteDelClub,
    data: await clubs.leave(authOf(req).user, req.params.id),
  }));

  r.put('/auth/club-activo', { schema: { tags: ['auth', ...tags], body: setActiveClubSchema }, ...auth }, async (req) => ({
    success: true,
    message: MSG.clubActivoActualizado,
    data: await clubs.setActiveClub(authOf(req).user, req.body.club_id),
  }));
}
