import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TIPO_NOTIFICACION_LABELS, answers, notificacionesPageDtoSchema, notificacionesQuerySchema, preferenciasNotificacionDtoSchema,
  preferenciasNotificacionInputSchema, pushSuscripcionInputSchema,
} from '@partidos/shared';
import { escapeHtml } from '../../lib/html.js';
import { authOf } from '../../plugins/auth.js';
import type { NotificationsService } from './notifications.service.js';

const noLeidasSchema = z.object({ no_leidas: z.number().int() });
const idParams = z.object({ id: z.string() });
const bajaQuery = z.object({ u: z.string().max(40).default(''), t: z.string().max(40).default(''), f: z.string().max(64).default('') });

const page = (titulo: string, body: string) => `<!doctype html><html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(titulo)} · Partidos</title><style>body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:32px 16px;color:#111827}
main{max-width:480px;margin:auto;background:#fff;border-radius:8px;padding:24px}h1{font-size:20px}button{background:#15803d;color:#fff;border:0;border-radius:6px;padding:12px 18px;font-size:16px;cursor:pointer}a{color:#15803d}</style></head>
<body><main><p>⚽ Partidos</p><h1>${escapeHtml(titulo)}</h1>${body}</main></body></html>`;

/** The notification centre, preferences, web push subscriptions and the unsubscribe link. */
export default async function notificationsRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.requireAuth };
  const tags = ['notificaciones'];
  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));

  r.get('/notificaciones', {
    schema: { operationId: 'listNotificaciones', tags, summary: 'Mis notificaciones, las más recientes primero, y cuántas no he leído', querystring: notificacionesQuerySchema, response: answers(notificacionesPageDtoSchema) },
    ...auth,
  }, async (req) => ({ success: true as const, data: await notifications.list(authOf(req).user, req.query) }));

  r.put('/notificaciones/leidas', {
    schema: { operationId: 'marcarNotificacionesLeidas', tags, summary: 'Marcar todas como leídas', response: answers(noLeidasSchema) }, ...auth,
  }, async (req) => ({ success: true as const, data: await notifications.markAllRead(authOf(req).user) }));

  r.put('/notificaciones/:id/leida', {
    schema: { operationId: 'marcarNotificacionLeida', tags, summary: 'Marcar una como leída', params: idParams, response: answers(noLeidasSchema) }, ...auth,
  }, async (req) => ({ success: true as const, data: await notifications.markRead(authOf(req).user, req.params.id) }));

  r.get('/usuarios/me/notificaciones', {
    schema: { operationId: 'getMisPreferenciasNotificacion', tags, summary: 'Mis preferencias de notificación', response: answers(preferenciasNotificacionDtoSchema) }, ...auth,
  }, async (req) => ({ success: true as const, data: await notifications.preferences(authOf(req).user) }));

  r.put('/usuarios/me/notificaciones', {
    schema: { operationId: 'guardarMisPreferenciasNotificacion', tags, summary: 'Guardar mis preferencias de notificación', body: preferenciasNotificacionInputSchema, response: answers(preferenciasNotificacionDtoSchema) }, ...auth,
  }, async (req) => ({ success: true as const, message: 'Preferencias guardadas', data: await notifications.savePreferences(authOf(req).user, req.body) }));

  r.post('/usuarios/me/push', {
    schema: { operationId: 'registrarMiPush', tags, summary: 'Registrar este navegador para notificaciones push', body: pushSuscripcionInputSchema, response: answers(preferenciasNotificacionDtoSchema) }, ...auth,
  }, async (req) => ({ success: true as const, message: 'Notificaciones push activadas en este dispositivo', data: await notifications.subscribePush(authOf(req).user, req.body) }));

  r.delete('/usuarios/me/push', {
    schema: { operationId: 'quitarMiPush', tags, summary: 'Quitar este navegador de las notificaciones push', body: z.object({ endpoint: z.string().max(2000) }), response: answers(preferenciasNotificacionDtoSchema) }, ...auth,
  }, async (req) => ({ success: true as const, message: 'Notificaciones push desactivadas en este dispositivo', data: await notifications.unsubscribePush(authOf(req).user, req.body.endpoint) }));

  // RFC 8058 one-click: the mail client POSTs the List-Unsubscribe address (the JSON envelope, like every API call)
  r.post('/notificaciones/baja', {
    schema: { operationId: 'darDeBajaCorreo', tags, summary: 'Dejar de recibir un tipo de correo (un clic, RFC 8058)', querystring: bajaQuery, response: answers(z.object({ tipo: z.string() })) },
  }, async (req) => {
    const { u, t, f } = req.query;
    return { success: true as const, message: 'Ya no recibirás estos correos', data: { tipo: await notifications.unsubscribe(u, t, f) } };
  });
}

/**
 * The page the mail's "Dejar de recibir estos correos" link opens (outside /api: HTML for a person, no login): GET
 * shows one button (a GET changes nothing, since mail scanners open links), its POST turns that kind's e-mails off.
 */
export async function unsubscribePageRoutes(app: FastifyInstance, { notifications }: { notifications: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
  const invalid = page('Enlace no válido', '<p>El enlace para dejar de recibir correos no es válido.</p>');

  r.get('/correo/baja', { schema: { hide: true, querystring: bajaQuery } }, async (req, reply) => {
    const { u, t, f } = req.query;
    const label = TIPO_NOTIFICACION_LABELS[t as keyof typeof TIPO_NOTIFICACION_LABELS];
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!label) return reply.status(400).send(invalid);
    const action = `?u=${encodeURIComponent(u)}&t=${encodeURIComponent(t)}&f=${encodeURIComponent(f)}`;
    return reply.send(page('¿Dejar de recibir estos correos?', `<p>Ya no te enviaremos correos de «${escapeHtml(label)}». Seguirás viéndolos en la campana de la app.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Dejar de recibir estos correos</button></form>`));
  });

  r.post('/correo/baja', { schema: { hide: true, querystring: bajaQuery } }, async (req, reply) => {
    const { u, t, f } = req.query;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    try {
      const tipo = await notifications.unsubscribe(u, t, f);
      return reply.send(page('Listo', `<p>Ya no recibirás correos de «${escapeHtml(TIPO_NOTIFICACION_LABELS[tipo])}». Puedes volver a activarlos en Mi Perfil.</p><p><a href="/mi-perfil">Ir a Mi Perfil</a></p>`));
    } catch {
      return reply.status(400).send(invalid);
    }
  });
}
