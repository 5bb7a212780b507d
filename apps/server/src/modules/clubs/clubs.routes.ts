import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES, MSG, answers, clubDetailDtoSchema, clubLogoResultDtoSchema, clubSummaryDtoSchema, createClubSchema, leaveCheckDtoSchema,
  leaveResultDtoSchema, regenerateCodeResultDtoSchema, setActiveClubSchema, updateClubSchema, userDtoSchema,
} from '@partidos/shared';
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

  r.get('/clubes', { schema: { operationId: 'listClubes', tags, summary: 'Clubes del usuario', response: answers(z.array(clubSummaryDtoSchema)) }, ...auth }, async (req) => ({ success: true as const, data: await clubs.listMine(authOf(req).user) }));

  r.get('/clubes/mis-clubes', { schema: { operationId: 'listMisClubes', tags, summary: 'Clubes del usuario (alias de GET /clubes)', response: answers(z.array(clubSummaryDtoSchema)) }, ...auth }, async (req) => ({ success: true as const, data: await clubs.listMine(authOf(req).user) }));

  r.post('/clubes', { schema: { operationId: 'crearClub', tags, summary: 'Crear un club', body: createClubSchema, response: answers(clubDetailDtoSchema, 201) }, ...auth }, async (req, reply) => {
    const data = await clubs.create(authOf(req).user, req.body);
    return reply.status(201).send({ success: true as const, message: MSG.clubCreado, data });
  });

  r.get('/clubes/:id', { schema: { operationId: 'getClub', tags, summary: 'Detalle de un club y sus miembros', params: clubParams, response: answers(clubDetailDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await clubs.getDetail(authOf(req).user, req.params.id),
  }));

  r.put('/clubes/:id', { schema: { operationId: 'editarClub', tags, summary: 'Editar un club', params: clubParams, body: updateClubSchema, response: answers(clubDetailDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.clubActualizado,
    data: await clubs.update(authOf(req).user, req.params.id, req.body),
  }));

  r.post('/clubes/:id/logo', { schema: { operationId: 'subirLogoClub', tags, summary: 'Subir el logo de un club', params: clubParams, consumes: ['multipart/form-data'], response: answers(clubLogoResultDtoSchema) }, ...auth }, async (req) => {
    const data = await clubs.setLogo(authOf(req).user, req.params.id, async () =>
      (await readSingleUpload(req, 'logo', LOGO_MAX_BYTES, 'imagenMax2', 'logoRequerido')).buffer);
    return { success: true as const, message: MSG.logoActualizado, data };
  });

  r.post('/clubes/:id/regenerar-codigo', { schema: { operationId: 'regenerarCodigoClub', tags, summary: 'Regenerar el código de invitación', params: clubParams, response: answers(regenerateCodeResultDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.codigoRegenerado,
    data: await clubs.regenerateCode(authOf(req).user, req.params.id),
  }));

  r.get('/clubes/:id/verificar-salida', { schema: { operationId: 'verificarSalidaClub', tags, summary: 'Comprobar si el usuario puede salir del club', params: clubParams, response: answers(leaveCheckDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    data: await clubs.checkLeave(authOf(req).user, req.params.id),
  }));

  r.post('/clubes/:id/salir', { schema: { operationId: 'salirDeClub', tags, summary: 'Salir de un club', params: clubParams, response: answers(leaveResultDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.salisteDelClub,
    data: await clubs.leave(authOf(req).user, req.params.id),
  }));

  r.put('/auth/club-activo', { schema: { operationId: 'cambiarClubActivo', tags: ['auth', ...tags], summary: 'Cambiar el club activo', body: setActiveClubSchema, response: answers(userDtoSchema) }, ...auth }, async (req) => ({
    success: true as const,
    message: MSG.clubActivoActualizado,
    data: await clubs.setActiveClub(authOf(req).user, req.body.club_id),
  }));
}
