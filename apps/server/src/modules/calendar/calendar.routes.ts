import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, answers, calendarioDtoSchema, failureSchema } from '@partidos/shared';
import { ifNoneMatch } from '../../lib/encoded-answer.js';
import { authOf } from '../../plugins/auth.js';
import type { CalendarService } from './calendar.service.js';

const tags = ['calendario'];

// The calendar itself, not JSON: a string, sent as it is (Fastify's serializer does not run for a Buffer); this only
// describes the answer in the OpenAPI document. An error is the usual JSON envelope.
const icsText = z.string().meta({ description: 'iCalendar (RFC 5545)' }) as unknown as z.ZodType<Buffer>;
const icsAnswers = {
  200: { description: 'El calendario (text/calendar)', content: { 'text/calendar': { schema: icsText } } },
  304: z.null().meta({ description: 'Sin cambios desde la versión de If-None-Match', type: 'null' }),
  '4xx': failureSchema,
  '5xx': failureSchema,
};

/**
 * Sends a calendar. Its weak ETag is a hash of its bytes: a calendar app that polls every hour gets a 304 without
 * the body while nothing changed (the entries' DTSTAMP is their last change, so the bytes are stable).
 */
function sendIcs(req: FastifyRequest, reply: FastifyReply, body: string, o: { cache: string; disposition: string }) {
  const bytes = Buffer.from(body, 'utf8');
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', o.cache)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', o.disposition);
  if (ifNoneMatch(req.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.header('content-type', 'text/calendar; charset=utf-8').send(bytes);
}

/** The calendar feed and "Añadir al calendario" (docs/decisions/0038). */
export default async function calendarRoutes(app: FastifyInstance, { calendar }: { calendar: CalendarService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };

  // No session: a calendar app fetches it with nothing but the address, so the unguessable token is the permission.
  // HEAD answers too (Fastify adds it for every GET). Private: a shared cache must not keep someone's calendar.
  r.get('/calendario/:token.ics', {
    schema: {
      operationId: 'getCalendarioIcs',
      tags, summary: 'Mi calendario de partidos (iCalendar, dirección privada)', security: [],
      params: z.object({ token: z.string().max(100) }), response: icsAnswers,
    },
  }, async (req, reply) => {
    const body = await calendar.feed(req.params.token);
    return sendIcs(req, reply, body, { cache: 'private, max-age=300', disposition: 'inline; filename="partidos.ics"' });
  });

  r.get('/usuarios/me/calendario', {
    schema: { operationId: 'getMiCalendario', tags, summary: 'La dirección de mi calendario (se crea la primera vez)', response: answers(calendarioDtoSchema) }, ...auth,
  }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await calendar.feedUrl(authOf(req).user) };
  });

  r.post('/usuarios/me/calendario/regenerar', {
    schema: { operationId: 'regenerarMiCalendario', tags, summary: 'Cambiar la dirección de mi calendario (la anterior deja de funcionar)', response: answers(calendarioDtoSchema) }, ...auth,
  }, async (req) => ({ success: true as const, message: MSG.calendarioRegenerado, data: await calendar.regenerate(authOf(req).user) }));

  r.get('/partidos/:id/calendario.ics', {
    schema: { operationId: 'getPartidoCalendarioIcs', tags, summary: 'El partido como archivo .ics (Añadir al calendario)', params: z.object({ id: z.string().max(100) }), response: icsAnswers }, ...auth,
  }, async (req, reply) => {
    const file = await calendar.matchIcs(authOf(req).user, req.params.id);
    return sendIcs(req, reply, file.body, { cache: 'private, no-store', disposition: `attachment; filename="${file.filename}"` });
  });
}
