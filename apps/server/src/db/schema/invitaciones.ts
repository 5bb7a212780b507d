import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { partidos } from './partidos.js';
import { users } from './users.js';

/**
 * A member invited to a match by another (docs/product/invitations.md). estado: Pendiente → Aceptada | Rechazada (the
 * invitee) or Cancelada (the inviter, or the invitee leaving the club). Answered rows stay as history.
 */
export const invitaciones = pgTable(
  'invitaciones',
  {
    id: char('id', { length: 24 }).primaryKey(),
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    /** null once the inviter's account is deleted: the invitee keeps the invitation */
    invitadorId: char('invitador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    invitadoId: char('invitado_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    mensaje: varchar('mensaje', { length: 200 }),
    estado: varchar('estado', { length: 16 }).notNull().default('Pendiente'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fechaRespuesta: timestamp('fecha_respuesta', { withTimezone: true }),
  },
  (t) => [
    // one pending invitation per match and invitee, decided by the database (two quick clicks cannot make two);
    // also serves "not already invited" in the available-players query
    uniqueIndex('invitaciones_una_pendiente_idx').on(t.partidoId, t.invitadoId).where(sql`${t.estado} = 'Pendiente'`),
    // my pending invitations and my history, newest first
    index('invitaciones_invitado_idx').on(t.invitadoId, t.estado, t.createdAt),
    // the invitations I sent, newest first
    index('invitaciones_invitador_idx').on(t.invitadorId, t.estado, t.createdAt),
    // every invitation of a match (cascade on delete, the leave-club clean-up)
    index('invitaciones_partido_idx').on(t.partidoId),
  ],
);

/**
 * A match's invite link (docs/product/invitations.md): each person who may generate one has their own current
 * link per match (revocadoAt null); DELETE or a new POST retires it, and a retired code then answers 'inactivo'.
 * veces_usado counts successful joins; the conditional update `veces_usado < uso_maximo` guards the last use.
 */
export const linksInvitacion = pgTable(
  'links_invitacion',
  {
    id: char('id', { length: 24 }).primaryKey(),
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    creadoPor: char('creado_por', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    codigo: char('codigo', { length: 8 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    fechaExpiracion: timestamp('fecha_expiracion', { withTimezone: true }),
    /** null: unlimited */
    usoMaximo: integer('uso_maximo'),
    vecesUsado: integer('veces_usado').notNull().default(0),
    revocadoAt: timestamp('revocado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the landing and the join look the code up
    uniqueIndex('links_invitacion_codigo_idx').on(t.codigo),
    // one current link per match and person
    uniqueIndex('links_invitacion_actual_idx').on(t.partidoId, t.creadoPor).where(sql`${t.revocadoAt} is null`),
    index('links_invitacion_partido_idx').on(t.partidoId),
    index('links_invitacion_creado_por_idx').on(t.creadoPor),
    check('links_invitacion_uso_maximo_check', sql`${t.usoMaximo} is null or ${t.usoMaximo} >= 1`),
    check('links_invitacion_veces_usado_check', sql`${t.vecesUsado} >= 0`),
  ],
);

export type InvitacionRow = typeof invitaciones.$inferSelect;
export type InvitacionInsert = typeof invitaciones.$inferInsert;
export type LinkInvitacionRow = typeof linksInvitacion.$inferSelect;
export type LinkInvitacionInsert = typeof linksInvitacion.$inferInsert;

/**
 * A club's invite link (docs/decisions/0082): whoever opens it and signs in (or registers) becomes a member at once,
 * with no approval step, and, when the link they opened names a match of the club, is signed up for it. One current
 * link per club, made by a moderator or the creator; retired (revoked) when a new one is made or it is switched
 * off, and with an optional maximum of uses. Its codes are 10 characters long, the match links' 8: the two never
 * share a code.
 */
export const linksClub = pgTable(
  'links_club',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    creadoPor: char('creado_por', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    codigo: char('codigo', { length: 10 }).notNull(),
    /** null: unlimited */
    usoMaximo: integer('uso_maximo'),
    vecesUsado: integer('veces_usado').notNull().default(0),
    revocadoAt: timestamp('revocado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('links_club_codigo_idx').on(t.codigo),
    // one current link per club
    uniqueIndex('links_club_actual_idx').on(t.clubId).where(sql`${t.revocadoAt} is null`),
    check('links_club_uso_maximo_check', sql`${t.usoMaximo} is null or ${t.usoMaximo} >= 1`),
    check('links_club_veces_usado_check', sql`${t.vecesUsado} >= 0`),
  ],
);
export type LinkClubRow = typeof linksClub.$inferSelect;
