import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@partidos/shared';
import { authOf } from '../../plugins/auth.js';
import type { BackupsService } from './backups.service.js';

const tags = ['admin'];
const respaldo = z.object({ nombre: z.string(), fecha: z.string(), tamano: z.number().int() });

/**
 * Backups (docs/decisions/0021-backups.md): platform administrador only, 401 without a session and 403 for anyone
 * else, like every /admin route. The download needs the bearer token too: the web app fetches it as a blob.
 */
export default async function backupsRoutes(app: FastifyInstance, { backups }: { backups: BackupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };

  r.get('/admin/respaldos', {
    schema: { tags, response: { 200: z.object({ success: z.literal(true), data: z.object({ respaldos: z.array(respaldo), hora: z.string(), conservar: z.number().int() }) }) } },
    ...admin,
  }, async (req) => ({ success: true as const, data: await backups.list(authOf(req).user) }));

  r.post('/admin/respaldos', {
    schema: { tags, response: { 201: z.object({ success: z.literal(true), message: z.string(), data: respaldo }) } },
    ...admin,
  }, async (req, reply) => {
    const data = await backups.createNow(authOf(req).user);
    return reply.status(201).send({ success: true as const, message: MSG.respaldoCreado, data });
  });

  // the file is gzip already: compressing it again only costs CPU (and the stream's length would be lost)
  r.get('/admin/respaldos/:nombre', { schema: { tags, params: z.object({ nombre: z.string().max(80) }) }, compress: false, ...admin }, async (req, reply) => {
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
