import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets the server generates when the environment sets none (the session signing key): kept in the database so
 * every process on it shares them, and a backup carries them (docs/decisions/0022).
 */
export const appSecretos = pgTable('app_secretos', {
  nombre: varchar('nombre', { length: 64 }).primaryKey(),
  valor: text('valor').notNull(),
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
});
