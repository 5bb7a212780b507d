import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, answers, failureSchema, respaldoDtoSchema, respaldosListDtoSchema } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { BackupsService } from './backups.service.js';

const tags = ['admin'];
/** The download answers the file itself (a stream, which skips the serializer); the document says so. */
const downloadAnswers = {
  200: {
    description: 'El archivo del respaldo',
    content: { 'application/octet-stream': { schema: z.instanceof(Readable).meta({ type: 'string', format: 'binary' }) } },
  },
  '4xx': failureSchema,
  '5xx': failureSchema,
};

/**
 * Backups (docs/decisions/0021-backups.md): platform administrador only, 401 without a session and 403 for anyone
 * else, like every /admin route. The download needs the bearer token too: the web app fetches it as a blob.
 */
export default async function backupsRoutes(app: FastifyInstance, { backups }: { backups: BackupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/respaldos', {
    schema: { operationId: 'listAdminRespaldos', tags, summary: 'Respaldos guardados y su horario diario', response: answers(respaldosListDtoSchema) },
    ...admin,
  }, async (req) => ({ success: true as const, data: await backups.list(authOf(req).user) }));

  r.post('/admin/respaldos', {
    schema: { operationId: 'crearAdminRespaldo', tags, summary: 'Hacer un respaldo ahora', response: answers(respaldoDtoSchema, 201) },
    ...admin,
  }, async (req, reply) => {
    const data = await backups.createNow(authOf(req).user);
    return reply.status(201).send({ success: true as const, message: MSG.respaldoCreado, data });
  });

  // the file is gzip already: compressing it again only costs CPU (and the stream's length would be lost)
  r.get('/admin/respaldos/:nombre', { schema: { operationId: 'getAdminRespaldo', tags, summary: 'Descargar un respaldo', params: z.object({ nombre: z.string().max(80) }), response: downloadAnswers }, compress: false, ...admin }, async (req, reply) => {
    const f = await backups.open(authOf(req).user, req.params.nombre);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', f.tamano)
      .header('content-disposition', `attachment; filename="${f.nombre}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(f.file));
  });
}
