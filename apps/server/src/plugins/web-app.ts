import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiFailure } from '@partidos/shared';
import { PREVIEW_IMAGE, renderMetaTags, withMetaTags } from '../modules/previews/meta-tags.js';
import { APP_PREVIEW, type LinkPreview, type PreviewsService } from '../modules/previews/previews.service.js';

export interface WebAppOptions {
  /** the built SPA (WEB_DIST); without an index.html there every non-API path is a 404 */
  webDist: string;
  publicUrl: string;
  previews: PreviewsService;
}

/**
 * The CSP sources ('sha256-…') of the inline scripts in the built index.html (its boot script, apps/web/src/lib/boot.ts),
 * which script-src 'self' alone would block; none without a build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

/**
 * The built SPA on the same port: its files, and index.html for the app's routes (client routing) with the page's
 * link-preview tags in its head (docs/decisions/0039). index.html is read once, at start-up.
 */
export async function registerWebApp(app: FastifyInstance, o: WebAppOptions): Promise<void> {
  const indexFile = path.join(o.webDist, 'index.html');
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const imageUrl = existsSync(path.join(o.webDist, PREVIEW_IMAGE.file)) ? `${o.publicUrl}/${PREVIEW_IMAGE.file}` : null;
  if (page !== null) {
    await app.register(fastifyStatic, {
      root: o.webDist,
      prefix: '/',
      // routes for the files present at start-up (a new build is served by a new process)
      wildcard: false,
      index: false,
      // the build's x.js.br and x.js.gz (apps/web/precompress.ts) when the browser takes them: compressed once at
      // build time, not for every visitor; without them the file as it is, which @fastify/compress then compresses
      preCompressed: true,
      setHeaders(res, file) {
        // hashed names under /assets never change; everything else is revalidated on every load: a new sw.js (or
        // manifest) is how an installed app learns of a new version
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const preview = async (pathname: string, method: string): Promise<LinkPreview> => {
    // a HEAD has no body to put tags in
    if (method === 'HEAD') return { ...APP_PREVIEW, path: pathname };
    try {
      return await o.previews.forPath(pathname);
    } catch (err) {
      // the page must load even when the preview's query fails
      app.log.warn({ err }, 'link preview failed');
      return { ...APP_PREVIEW, path: pathname };
    }
  };

  // the server's own addresses are never the app's page: an unknown one there is a JSON 404 (a client, a script or a
  // scraper asking /api/…, /uploads/… or a /metrics it may not see gets an answer it can read, not HTML and 200)
  const RESERVED = /^\/(?:api|uploads|metrics)(?:\/|$)/;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    // a missing file (/favicon.ico, /manifest.webmanifest, an old asset) is a 404, not the app's page
    const isFile = /\.[A-Za-z0-9]{1,12}$/.test(url);
    if (page !== null && (req.method === 'GET' || req.method === 'HEAD') && !isFile && !RESERVED.test(url)) {
      const p = await preview(url, req.method);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withMetaTags(page, p, renderMetaTags(p, o.publicUrl, imageUrl)));
    }
    return reply.status(404).send({ success: false, code: 'RUTA_NO_ENCONTRADA', message: `Ruta no encontrada: ${req.method} ${url}` } satisfies ApiFailure);
  });
}
