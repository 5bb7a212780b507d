import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The backups this database has made (docs/decisions/0079), by hand or by the daily job, whichever process made
 * them: the daily job asks here, not the backups folder, whether today's was made (a file another database left in
 * the folder is not this database's backup), and the metrics read the newest one's age here. A backup's row is
 * written before its file and so is inside it: a database restored from it knows that backup as its newest.
 */
export const respaldos = pgTable(
  'respaldos',
  {
    nombre: varchar('nombre', { length: 80 }).primaryKey(),
    /** the instant the backup holds the database of (its name's) */
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
  },
  (t) => [index('respaldos_fecha_idx').on(t.fecha)],
);
