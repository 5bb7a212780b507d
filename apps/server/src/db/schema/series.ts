import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { users } from './users.js';

/**
 * A weekly (or fortnightly) match ("Partido recurrente", docs/decisions/0040): the match form's fields
 * (`plantilla`, without its date) and when it repeats. The scheduler keeps its next SERIES_AHEAD_WEEKS matches
 * created; each is an ordinary row of `partidos` with `serie_id`, one per series and date (a unique index).
 */
export const series = pgTable(
  'series',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    creadorId: char('creador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    /** Activa | Pausada | Terminada */
    estado: varchar('estado', { length: 12 }).notNull().default('Activa'),
    frecuenciaSemanas: integer('frecuencia_semanas').notNull().default(1),
    /** YYYY-MM-DD of the first match: the weekday and the rhythm count from it */
    primeraFecha: date('primera_fecha', { mode: 'string' }).notNull(),
    /** last date a match may fall on; null: without end */
    hasta: date('hasta', { mode: 'string' }),
    /** the match form's fields (PartidoInput without fecha / fecha_iso) */
    plantilla: jsonb('plantilla').$type<Record<string, unknown>>().notNull(),
    ventanaTitularesHoras: integer('ventana_titulares_horas').notNull().default(24),
    inscribirTitulares: boolean('inscribir_titulares').notNull().default(false),
    /** the waiting list of its matches moves up by reliability (attendance of the last 90 days) instead of arrival */
    esperaPorConfiabilidad: boolean('espera_por_confiabilidad').notNull().default(false),
    /** dates skipped (holidays), YYYY-MM-DD */
    omitidas: jsonb('omitidas').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('series_club_idx').on(t.clubId, t.estado),
    index('series_activas_idx').on(t.id).where(sql`${t.estado} = 'Activa'`),
    index('series_creador_idx').on(t.creadorId),
  ],
);

/** The regulars ("Titulares") of a series, in the organiser's order. */
export const seriesTitulares = pgTable(
  'series_titulares',
  {
    serieId: char('serie_id', { length: 24 }).notNull().references(() => series.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serieId, t.usuarioId] }), index('series_titulares_usuario_idx').on(t.usuarioId)],
);
