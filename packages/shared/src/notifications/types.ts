// Notifications, their preferences, web push and the calendar feed (docs/decisions/0037): the kinds of
// event, their Spanish labels and defaults, and the zod schemas the routes answer with.
import { z } from 'zod';
import { paginationSchema } from '../responses.js';
import { limitSchema, pageSchema } from '../query.js';
import { isPlainObject } from '../clubs/schemas.js';
import { NOTIFICACIONES_PAGE_SIZE } from '../constants.js';
import { dropEmpty } from '../users/schemas.js';

/**
 * Every kind of event a person can be notified of. `partido_nuevo` is opt-in (off by default); the others are on.
 * `comprobante_por_validar` and `solicitud_ingreso` only reach a club's Creador and Moderadores.
 */
export const TIPOS_NOTIFICACION = [
  'promovido',
  'removido',
  'partido_nuevo',
  'partido_cambiado',
  'partido_cancelado',
  'recordatorio',
  'equipos',
  'mvp',
  'pago_revisado',
  'invitacion',
  'titular',
  'solicitud_respondida',
  'comprobante_por_validar',
  'solicitud_ingreso',
] as const;
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/** The preferences screen's labels, one a kind. */
export const TIPO_NOTIFICACION_LABELS: Record<TipoNotificacion, string> = {
  promovido: 'Pasas de la lista de espera al partido',
  removido: 'Un organizador te quita de un partido',
  partido_nuevo: 'Nuevo partido en uno de mis clubes',
  partido_cambiado: 'Cambio de fecha, hora o lugar de un partido',
  partido_cancelado: 'Partido cancelado',
  recordatorio: 'Recordatorios 24 h y 2 h antes del partido',
  equipos: 'Equipos generados',
  mvp: 'Votación MVP abierta y su resultado',
  pago_revisado: 'Mi comprobante aprobado o rechazado',
  invitacion: 'Me invitan a un partido',
  titular: 'Partidos recurrentes en los que soy titular',
  solicitud_respondida: 'Mi solicitud de ingreso a un club, aprobada o rechazada',
  comprobante_por_validar: 'Comprobantes por validar (organizadores)',
  solicitud_ingreso: 'Solicitudes de ingreso a mis clubes (organizadores)',
};

/** Kinds only a club's Creador / Moderadores receive (the preferences screen shows them to managers only). */
export const TIPOS_NOTIFICACION_GESTION: readonly TipoNotificacion[] = ['comprobante_por_validar', 'solicitud_ingreso'];

/** Defaults when a person has not chosen: everything on, except new matches (opt-in). */
export const notificacionPorDefecto = (tipo: TipoNotificacion) => (tipo === 'partido_nuevo' ? { email: false, app: false } : { email: true, app: true });


/** GET /api/notificaciones: page from 1, 20 a page by default, capped like every list. */
export const notificacionesQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    page: pageSchema,
    limit: limitSchema(NOTIFICACIONES_PAGE_SIZE),
  }),
);
export type NotificacionesQuery = z.infer<typeof notificacionesQuerySchema>;

export const notificacionDtoSchema = z.object({
  _id: z.string(),
  tipo: z.enum(TIPOS_NOTIFICACION),
  titulo: z.string(),
  cuerpo: z.string(),
  /** the app's path of the screen it is about */
  enlace: z.string(),
  leida: z.boolean(),
  createdAt: z.string(),
});
export type NotificacionDto = z.infer<typeof notificacionDtoSchema>;

/** GET /api/notificaciones?page=&limit= : newest first, and the unread count for the bell. */
export const notificacionesPageDtoSchema = z.object({
  items: z.array(notificacionDtoSchema),
  pagination: paginationSchema,
  no_leidas: z.number().int(),
});
export type NotificacionesPageDto = z.infer<typeof notificacionesPageDtoSchema>;

export const preferenciaNotificacionSchema = z.object({ tipo: z.enum(TIPOS_NOTIFICACION), email: z.boolean(), app: z.boolean() });
export type PreferenciaNotificacion = z.infer<typeof preferenciaNotificacionSchema>;

/** GET / PUT /api/usuarios/me/notificaciones. `push` says whether the server can send web push (VAPID keys set). */
export const preferenciasNotificacionDtoSchema = z.object({
  preferencias: z.array(preferenciaNotificacionSchema),
  clubes_silenciados: z.array(z.string()),
  push: z.object({ disponible: z.boolean(), vapid_public_key: z.string().nullable(), suscripciones: z.number().int() }),
});
export type PreferenciasNotificacionDto = z.infer<typeof preferenciasNotificacionDtoSchema>;

/** PUT /api/usuarios/me/notificaciones: the kinds sent are set (others keep theirs); clubes_silenciados, when sent, replaces the list. */
export const preferenciasNotificacionInputSchema = z.object({
  preferencias: z.array(preferenciaNotificacionSchema).max(TIPOS_NOTIFICACION.length).optional(),
  clubes_silenciados: z.array(z.string().length(24)).max(200).optional(),
});
export type PreferenciasNotificacionInput = z.infer<typeof preferenciasNotificacionInputSchema>;

/** POST /api/usuarios/me/push: a browser's PushSubscription.toJSON(); DELETE with { endpoint } removes it. */
export const pushSuscripcionInputSchema = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSuscripcionInput = z.infer<typeof pushSuscripcionInputSchema>;

/** GET /api/usuarios/me/calendario and POST …/regenerar: the feed's absolute https/http address. */
export const calendarioDtoSchema = z.object({ url: z.string() });
export type CalendarioDto = z.infer<typeof calendarioDtoSchema>;
