import { char, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './users.js';

/**
 * One row per moderation action (docs/product/clubs.md "Moderation history"). afectado_id has no foreign key:
 * later modules may name a venue or a payment there, and history must outlive a deleted account.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 32 }).notNull(),
    moderadorId: char('moderador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    afectadoId: char('afectado_id', { length: 24 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: varchar('ip_address', { length: 64 }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // history: by club, newest first, optionally by tipo and a date range
    index('moderation_log_club_fecha_idx').on(t.clubId, t.fecha),
    index('moderation_log_club_tipo_fecha_idx').on(t.clubId, t.tipo, t.fecha),
    index('moderation_log_moderador_id_idx').on(t.moderadorId),
    index('moderation_log_afectado_id_idx').on(t.afectadoId),
  ],
);

export type ModerationLogRow = typeof moderationLog.$inferSelect;
