import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { partidos } from './partidos.js';
import { users } from './users.js';

/**
 * A player's share of a match (docs/product/payments.md): created in Pendiente with the sign-up,
 * removed when the player leaves. club_id repeats the match's club (a match never changes club) so club finance
 * and the moderation counters read one table through one index. The receipt is the private file
 * `comprobante_path` (table `archivos`, ruta `private/<comprobante_path>`), served only by signed URL.
 */
export const pagosJugadores = pgTable(
  'pagos_jugadores',
  {
    id: char('id', { length: 24 }).primaryKey(),
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    /**
     * null once the player's account is deleted by an administrador: the money stays in the club's finance and the
     * admin list (docs/decisions/0017). Upcoming matches' payments go with the sign-up before that.
     */
    usuarioId: char('usuario_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    monto: integer('monto').notNull(),
    /** Pendiente | Validando | Aprobado | Rechazado */
    estado: varchar('estado', { length: 12 }).notNull().default('Pendiente'),
    metodoPago: varchar('metodo_pago', { length: 60 }),
    comprobantePath: varchar('comprobante_path', { length: 200 }),
    comprobanteMime: varchar('comprobante_mime', { length: 40 }),
    fechaSubida: timestamp('fecha_subida', { withTimezone: true }),
    validadoPorId: char('validado_por_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fechaValidacion: timestamp('fecha_validacion', { withTimezone: true }),
    notas: varchar('notas', { length: 500 }),
    notasRechazo: varchar('notas_rechazo', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one payment per player and match; also the match's payment list and the detail's join
    uniqueIndex('pagos_jugadores_partido_usuario_idx').on(t.partidoId, t.usuarioId),
    // club finance sums and counters by estado; the admin list filtered by club
    index('pagos_jugadores_club_estado_idx').on(t.clubId, t.estado, t.createdAt),
    // receipts waiting for review in a club, oldest upload first (moderation widget)
    index('pagos_jugadores_club_validando_idx').on(t.clubId, t.fechaSubida).where(sql`${t.estado} = 'Validando'`),
    // approved payments of a club by validation date (balance movements)
    index('pagos_jugadores_club_aprobado_idx').on(t.clubId, t.fechaValidacion).where(sql`${t.estado} = 'Aprobado'`),
    // the leave-club check and the admin filter by player
    index('pagos_jugadores_usuario_idx').on(t.usuarioId, t.clubId, t.estado),
    // the admin list: newest first, optionally by estado
    index('pagos_jugadores_created_idx').on(t.createdAt),
    index('pagos_jugadores_estado_created_idx').on(t.estado, t.createdAt),
    index('pagos_jugadores_validado_por_idx').on(t.validadoPorId),
  ],
);

/**
 * Rent paid by an organiser for a match (docs/product/payments.md): the club's expense. The receipt (image or PDF)
 * is private like a player's.
 */
export const pagosArriendo = pgTable(
  'pagos_arriendo',
  {
    id: char('id', { length: 24 }).primaryKey(),
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    monto: integer('monto').notNull(),
    metodoPago: varchar('metodo_pago', { length: 60 }).notNull(),
    referencia: varchar('referencia', { length: 100 }),
    notas: varchar('notas', { length: 500 }),
    comprobantePath: varchar('comprobante_path', { length: 200 }),
    comprobanteMime: varchar('comprobante_mime', { length: 40 }),
    registradoPorId: char('registrado_por_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fechaPago: timestamp('fecha_pago', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // club finance: sums, rent receipts and balance movements, newest first
    index('pagos_arriendo_club_fecha_idx').on(t.clubId, t.fechaPago),
    // the match's rent payments (management panel) and the admin filter by match
    index('pagos_arriendo_partido_fecha_idx').on(t.partidoId, t.fechaPago),
    // the admin list, newest first
    index('pagos_arriendo_created_idx').on(t.createdAt),
    index('pagos_arriendo_registrado_por_idx').on(t.registradoPorId),
  ],
);

export type PagoJugadorRow = typeof pagosJugadores.$inferSelect;
export type PagoJugadorInsert = typeof pagosJugadores.$inferInsert;
export type PagoArriendoRow = typeof pagosArriendo.$inferSelect;
export type PagoArriendoInsert = typeof pagosArriendo.$inferInsert;
