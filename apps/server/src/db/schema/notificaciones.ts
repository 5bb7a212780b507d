import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { partidos } from './partidos.js';
import { users } from './users.js';

/**
 * The notifications outbox (docs/decisions/0037): one row per person and event, written in the
 * transaction of the change it reports, so a rolled-back change notifies no one. `en_app` says whether it shows
 * in the person's notification centre; its e-mail and push copies are rows of `notificaciones_entregas`.
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: char('id', { length: 24 }).primaryKey(),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    cuerpo: text('cuerpo').notNull(),
    /** the app's path of the screen it is about (`/partidos/…`) */
    enlace: varchar('enlace', { length: 300 }).notNull(),
    clubId: char('club_id', { length: 24 }).references(() => clubs.id, { onDelete: 'cascade' }),
    partidoId: char('partido_id', { length: 24 }).references(() => partidos.id, { onDelete: 'cascade' }),
    /** what the mail template needs beyond the texts (amounts, dates, reasons) */
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull().default({}),
    /** one notification per person and key (a reminder, an hourly group): the database refuses a second */
    clave: varchar('clave', { length: 160 }),
    enApp: boolean('en_app').notNull().default(true),
    leidaEn: timestamp('leida_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the centre: mine, newest first
    index('notificaciones_usuario_idx').on(t.usuarioId, t.creadoEn),
    // the unread count
    index('notificaciones_no_leidas_idx').on(t.usuarioId).where(sql`${t.leidaEn} IS NULL AND ${t.enApp}`),
    uniqueIndex('notificaciones_clave_idx').on(t.usuarioId, t.clave),
    index('notificaciones_partido_idx').on(t.partidoId),
    index('notificaciones_club_idx').on(t.clubId),
  ],
);

/**
 * A notification's copy for one channel ('email' | 'push'), sent by the delivery worker: claimed with FOR UPDATE
 * SKIP LOCKED by one process at a time for a lease, retried with backoff, 'enviada' once sent or 'fallida' after
 * the last attempt. `grupo` joins copies that go out as one mail (receipts to validate, at most one an hour).
 */
export const notificacionesEntregas = pgTable(
  'notificaciones_entregas',
  {
    id: char('id', { length: 24 }).primaryKey(),
    notificacionId: char('notificacion_id', { length: 24 }).notNull().references(() => notificaciones.id, { onDelete: 'cascade' }),
    canal: varchar('canal', { length: 8 }).notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    grupo: varchar('grupo', { length: 160 }),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    reclamadoPor: varchar('reclamado_por', { length: 120 }),
    reclamadoHasta: timestamp('reclamado_hasta', { withTimezone: true }),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    error: text('error'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // what the worker claims next
    index('notificaciones_entregas_pendientes_idx').on(t.proximoIntento).where(sql`${t.estado} = 'pendiente'`),
    index('notificaciones_entregas_notificacion_idx').on(t.notificacionId),
    // the last mail of a group (one an hour)
    index('notificaciones_entregas_grupo_idx').on(t.grupo, t.enviadoEn).where(sql`${t.grupo} IS NOT NULL`),
    // the copies given up, counted at every scrape of GET /metrics (plugins/metrics.ts)
    index('notificaciones_entregas_fallidas_idx').on(t.creadoEn).where(sql`${t.estado} = 'fallida'`),
  ],
);

/** A person's choice for one kind of event; a kind without a row follows its default (docs/decisions/0037). */
export const notificacionesPreferencias = pgTable(
  'notificaciones_preferencias',
  {
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    email: boolean('email').notNull(),
    app: boolean('app').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tipo] })],
);

/** Clubs a person muted: no notification of theirs is written for that person. */
export const notificacionesClubesSilenciados = pgTable(
  'notificaciones_clubes_silenciados',
  {
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.clubId] }), index('notificaciones_clubes_silenciados_club_idx').on(t.clubId)],
);

/** A browser's web push subscription (only used when the server has VAPID keys). */
export const pushSuscripciones = pgTable(
  'push_suscripciones',
  {
    id: char('id', { length: 24 }).primaryKey(),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_suscripciones_usuario_idx').on(t.usuarioId)],
);

/** The secret token of a person's iCalendar feed (`/api/calendario/{token}.ics`); regenerating replaces it. */
export const calendarioFeeds = pgTable('calendario_feeds', {
  usuarioId: char('usuario_id', { length: 24 }).primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});
