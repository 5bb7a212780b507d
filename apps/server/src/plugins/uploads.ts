import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../lib/storage.js';

/** A public file's path after /uploads/: one folder and a generated name (`avatars/<id>.webp`). */
const PUBLIC_PATH = /^[a-z]{1,20}\/[A-Za-z0-9_-]{1,40}\.[a-z0-9]{1,5}$/;

/**
 * GET /uploads/<folder>/<name>: the public images (avatars, club logos) from the database, so any process serves
 * them (docs/decisions/0024). Names are new ids, so a changed avatar is a new URL: cached for a week as immutable,
 * with an ETag (the content's SHA-256) for revalidation.
 */
export const uploadsPlugin: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    const file = PUBLIC_PATH.test(rel) ? await storage.readPublic(rel) : null;
    // the app's own 404 (app.ts), as for any path nothing serves
    if (!file) return reply.callNotFound();
    const etag = `"${file.sha256}"`;
    reply
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('etag', etag)
      .header('last-modified', file.creado.toUTCString());
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    return reply.type(file.tipoMedio).send(file.datos);
  });
};
