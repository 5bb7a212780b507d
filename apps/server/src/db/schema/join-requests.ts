import { sql } from 'drizzle-orm';
import { char, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './users.js';

/** A request to join a club that requires approval (docs/product/clubs.md "Joining"). Processed once. */
export const clubJoinRequests = pgTable(
  'club_join_requests',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    estado: varchar('estado', { length: 16 }).notNull().default('Pendiente'),
    mensaje: varchar('mensaje', { length: 300 }),
    notasRechazo: varchar('notas_rechazo', { length: 500 }),
    procesadoPor: char('procesado_por', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fechaProcesado: timestamp('fecha_procesado', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list and the moderation counter filter by club and estado, newest first
    index('club_join_requests_club_estado_idx').on(t.clubId, t.estado, t.createdAt),
    index('club_join_requests_usuario_id_idx').on(t.usuarioId),
    index('club_join_requests_procesado_por_idx').on(t.procesadoPor),
    // one pending request per person and club, decided by the database (two quick clicks cannot make two)
    uniqueIndex('club_join_requests_one_pending_idx').on(t.clubId, t.usuarioId).where(sql`${t.estado} = 'Pendiente'`),
  ],
);

export type JoinRequestRow = typeof clubJoinRequests.$inferSelect;
