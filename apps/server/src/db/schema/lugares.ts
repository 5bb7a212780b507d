import { sql } from 'drizzle-orm';
import { char, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './users.js';

/**
 * A venue (docs/product/venues.md). It belongs to the club that created it; estado_validacion says who sees it:
 * Pendiente = that club only, Validado = every club (es_global), Rechazado = inactive, kept for history.
 */
export const lugares = pgTable(
  'lugares',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    cancha: varchar('cancha', { length: 50 }),
    direccion: varchar('direccion', { length: 200 }).notNull(),
    telefono: varchar('telefono', { length: 20 }),
    sitioWeb: varchar('sitio_web', { length: 200 }),
    notas: varchar('notas', { length: 500 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    estadoValidacion: varchar('estado_validacion', { length: 12 }).notNull().default('Pendiente'),
    notasValidacion: varchar('notas_validacion', { length: 300 }),
    creadorId: char('creador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    validadoPorId: char('validado_por_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fechaValidacion: timestamp('fecha_validacion', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list: own venues of a club (any state) …
    index('lugares_club_estado_idx').on(t.clubId, t.estadoValidacion),
    // … plus the global ones of every club
    index('lugares_estado_nombre_idx').on(t.estadoValidacion, t.nombre),
    index('lugares_creador_id_idx').on(t.creadorId),
    index('lugares_validado_por_id_idx').on(t.validadoPorId),
  ],
);

/** A club's request that the administration make one of its venues global (docs/product/venues.md). */
export const solicitudesValidacionLugar = pgTable(
  'solicitudes_validacion_lugar',
  {
    id: char('id', { length: 24 }).primaryKey(),
    lugarId: char('lugar_id', { length: 24 }).notNull().references(() => lugares.id, { onDelete: 'cascade' }),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    solicitanteId: char('solicitante_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    razon: text('razon').notNull(),
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    comentariosAdmin: varchar('comentarios_admin', { length: 300 }),
    procesadoPorId: char('procesado_por_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fechaProcesamiento: timestamp('fecha_procesamiento', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // at most one pending request per venue, even under concurrent submissions
    uniqueIndex('solicitudes_validacion_lugar_pendiente_idx').on(t.lugarId).where(sql`${t.estado} = 'pendiente'`),
    index('solicitudes_validacion_lugar_estado_idx').on(t.estado, t.createdAt),
    index('solicitudes_validacion_lugar_club_idx').on(t.clubId, t.estado, t.createdAt),
    index('solicitudes_validacion_lugar_lugar_idx').on(t.lugarId),
    index('solicitudes_validacion_lugar_solicitante_idx').on(t.solicitanteId),
    index('solicitudes_validacion_lugar_procesado_idx').on(t.procesadoPorId),
  ],
);

export type LugarRow = typeof lugares.$inferSelect;
export type SolicitudValidacionRow = typeof solicitudesValidacionLugar.$inferSelect;
