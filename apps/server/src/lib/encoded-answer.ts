import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answers } from '@partidos/shared';

/**
 * An answer `{ success: true, data }` already turned into bytes, sent with an ETag of those bytes so that a browser that
 * already holds them gets a 304 without a body (the match list and detail). The gzip form is made when a request
 * accepts it.
 */
export interface EncodedAnswer {
  readonly json: Buffer;
  gzip?: Buffer;
  /** the bytes' fingerprint, for If-None-Match (made on first use, like gzip) */
  etag?: string;
}

/** What @fastify/compress in app.ts uses too: smaller answers go uncompressed, gzip at level 1. */
export const COMPRESS_THRESHOLD = 1024;
export const GZIP_LEVEL = 1;

/**
 * `{ success: true, data }` as bytes, `data` encoded through the route's data schema as Fastify's serializer does
 * (a key the schema does not declare never leaves the server; data that does not match it throws).
 */
export function encodeAnswer<T extends z.ZodType>(schema: T, data: z.output<T>): EncodedAnswer {
  // (the envelope is the server's own: only the data is read against the schema)
  const wire = JSON.stringify(z.encode(schema, data));
  // (JSON.stringify of an undefined data writes no key, as the envelope's own stringify would)
  return { json: Buffer.from(wire === undefined ? '{"success":true}' : `{"success":true,"data":${wire}}`) };
}

/**
 * The `response` of a route that answers with sendAnswer: the declared answers, and the 304 without a body that a
 * matching If-None-Match gets.
 */
export function cachedAnswers<T extends z.ZodType>(data: T) {
  // type 'null': @fastify/swagger then describes the 304 without a body
  return { ...answers(data), 304: z.null().meta({ description: 'Sin cambios desde la versión de If-None-Match', type: 'null' }) };
}

/** Does the request take gzip? `gzip` in accept-encoding without q=0, or else `*` without q=0. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const taken = !q || Number(q.slice(2)) > 0;
    // an explicit gzip entry decides; '*' only speaks for encodings not named
    if (name === 'gzip') return taken;
    star = taken;
  }
  return star;
}

/** What to send for `answer` to a request with this accept-encoding: the body and its content-encoding. */
export function answerBody(answer: EncodedAnswer, acceptEncoding: string | string[] | undefined): { body: Buffer; gzip: boolean } {
  if (answer.json.length < COMPRESS_THRESHOLD || !acceptsGzip(acceptEncoding)) return { body: answer.json, gzip: false };
  answer.gzip ??= gzipSync(answer.json, { level: GZIP_LEVEL });
  return { body: answer.gzip, gzip: true };
}

/**
 * Sends an encoded answer as a route's reply. With content-encoding set, @fastify/compress leaves the body alone;
 * a client that takes only another encoding gets the JSON, which the plugin then compresses as usual.
 */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  // The browser keeps the answer and asks again with If-None-Match (the app refetches the list whenever the tab
  // comes back): nothing changed → 304 without a body. The tag is of this viewer's bytes, so another session in
  // the same browser, or another active club, never gets a 304 for an answer that is not theirs.
  // weak: the same JSON whether it travels gzipped or not
  answer.etag ??= `W/"${createHash('sha256').update(answer.json).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (ifNoneMatch(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const { body, gzip } = answerBody(answer, req.headers['x-no-compression'] === undefined ? req.headers['accept-encoding'] : undefined);
  reply.header('content-type', 'application/json; charset=utf-8');
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(body);
}

/** Does If-None-Match name this tag (or `*`)? Compared weakly, as RFC 9110 says for If-None-Match. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag));
}
