import { customType, index, integer, char, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Every uploaded file (avatars, club logos, player and rent receipts) with its bytes, so every server process on
 * one database serves it and a backup carries it (docs/decisions/0024). `ruta` is `public/<folder>/<id>.<ext>`
 * (served as /uploads/<folder>/<id>.<ext>) or `private/<folder>/<id>.<ext>` (only through a signed URL). Triggers of
 * migration 0014 delete a file when the row that refers to it drops or replaces the reference.
 */
export const archivos = pgTable(
  'archivos',
  {
    ruta: varchar('ruta', { length: 200 }).primaryKey(),
    tipoMedio: varchar('tipo_medio', { length: 80 }).notNull(),
    tamano: integer('tamano').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    datos: bytea('datos').notNull(),
    propietarioId: char('propietario_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('archivos_propietario_idx').on(t.propietarioId), index('archivos_creado_idx').on(t.creado)],
);

/**
 * One row per scheduled job and due time (docs/decisions/0025): the process whose insert wins runs it; a claim
 * whose process died (not finished after the lease) may be taken again.
 */
export const tareasTurnos = pgTable(
  'tareas_turnos',
  {
    tarea: varchar('tarea', { length: 64 }).notNull(),
    turno: timestamp('turno', { withTimezone: true }).notNull(),
    proceso: varchar('proceso', { length: 80 }).notNull(),
    reclamado: timestamp('reclamado', { withTimezone: true }).notNull().defaultNow(),
    terminado: timestamp('terminado', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tarea, t.turno] }), index('tareas_turnos_turno_idx').on(t.turno)],
);
