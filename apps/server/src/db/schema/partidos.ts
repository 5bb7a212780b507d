import { sql } from 'drizzle-orm';
import {
  boolean, char, check, date, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { lugares } from './lugares.js';
import { clubPaymentAccounts } from './payment-accounts.js';
import { series } from './series.js';
import { users } from './users.js';

/**
 * A match (docs/product/matches.md). fecha + hora_partido are wall-clock values in APP_TIMEZONE; `inicio` is the
 * start instant computed from them with a time-zone library (null while the schedule is undefined), so the
 * scheduler and the lists compare instants instead of strings.
 */
export const partidos = pgTable(
  'partidos',
  {
    id: char('id', { length: 24 }).primaryKey(),
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    creadorId: char('creador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    horaPartido: varchar('hora_partido', { length: 5 }),
    inicio: timestamp('inicio', { withTimezone: true }),
    duracion: integer('duracion').notNull().default(90),
    estadoPartido: varchar('estado_partido', { length: 20 }).notNull().default('Convocando'),
    tipoPartido: varchar('tipo_partido', { length: 5 }).notNull(),
    maxAsistentes: integer('max_asistentes').notNull(),
    /** attendees + guest players: the capacity check reads and bumps this under a row lock */
    ocupados: integer('ocupados').notNull().default(0),
    equipoA: varchar('equipo_a', { length: 30 }).notNull().default('Blanco'),
    equipoB: varchar('equipo_b', { length: 30 }).notNull().default('Negro'),
    generarEquiposAuto: boolean('generar_equipos_auto').notNull().default(false),
    equiposGenerados: boolean('equipos_generados').notNull().default(false),
    tieneRivalExterno: boolean('tiene_rival_externo').notNull().default(false),
    equipoRivalExterno: varchar('equipo_rival_externo', { length: 8 }),
    costoDivididoConRival: boolean('costo_dividido_con_rival').notNull().default(false),
    montoEquipoLocal: integer('monto_equipo_local'),
    lugarId: char('lugar_id', { length: 24 }).references(() => lugares.id, { onDelete: 'set null' }),
    canchaNumero: integer('cancha_numero'),
    lugarPorDefinir: boolean('lugar_por_definir').notNull().default(false),
    horarioPorDefinir: boolean('horario_por_definir').notNull().default(false),
    montoPorDefinir: boolean('monto_por_definir').notNull().default(false),
    montoArriendo: integer('monto_arriendo'),
    montoPorJugador: integer('monto_por_jugador').notNull().default(0),
    esPublico: boolean('es_publico').notNull().default(false),
    requiereAprobacionIngresoPublico: boolean('requiere_aprobacion_ingreso_publico').notNull().default(false),
    permiteInvitacionAbierta: boolean('permite_invitacion_abierta').notNull().default(false),
    descripcion: varchar('descripcion', { length: 500 }),
    notas: varchar('notas', { length: 500 }),
    cuentaPagoId: char('cuenta_pago_id', { length: 24 }).references(() => clubPaymentAccounts.id, { onDelete: 'set null' }),
    golesA: integer('goles_a'),
    golesB: integer('goles_b'),
    mvpId: char('mvp_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    /** set when the scheduler applied Finalizado's counters, so they are applied once */
    contadoresAplicados: boolean('contadores_aplicados').notNull().default(false),
    /** the fields still undefined when the match was cancelled at 23:59 of its date (admin statistics) */
    camposFaltantes: jsonb('campos_faltantes').$type<string[]>(),
    fechaCancelacion: timestamp('fecha_cancelacion', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** the series it belongs to; null for a match made by hand or once its series is deleted */
    serieId: char('serie_id', { length: 24 }).references(() => series.id, { onDelete: 'set null' }),
    /** until then only the series' regulars may sign up (their priority window) */
    titularesHasta: timestamp('titulares_hasta', { withTimezone: true }),
  },
  (t) => [
    // never more places taken than the match has: the database's own guard under every roster write, behind the
    // rule each write applies to the locked row first (capacidadLocal, docs/product/enrolment.md)
    check('partidos_ocupados_capacidad_check', sql`${t.ocupados} <= case when ${t.tieneRivalExterno} then greatest(1, ${t.maxAsistentes} / 2) else ${t.maxAsistentes} end`),
    // one match per series and date, decided by the database: two processes generating at once create it once
    uniqueIndex('partidos_serie_fecha_idx').on(t.serieId, t.fecha),
    // the club's list, by date, optionally by status
    index('partidos_club_fecha_idx').on(t.clubId, t.fecha, t.horaPartido),
    // the list (GET /partidos): the club's matches by status, then public matches of other clubs (only while they
    // take sign-ups, the list shows no others). Both carry every column the list filters and sorts on, so that
    // the page and its total come from index-only scans (MatchesRepository.page).
    index('partidos_club_lista_idx').on(t.clubId, t.estadoPartido, t.fecha, t.horaPartido, t.id, t.lugarId),
    index('partidos_publico_abiertos_idx')
      .on(t.fecha, t.horaPartido, t.id, t.clubId, t.estadoPartido, t.lugarId)
      .where(sql`${t.esPublico} and ${t.estadoPartido} in ('Convocando', 'Próximo a comenzar')`),
    index('partidos_lugar_fecha_idx').on(t.lugarId, t.fecha),
    // the scheduler's sweeps over matches that are not over yet
    index('partidos_activos_inicio_idx').on(t.inicio).where(sql`${t.estadoPartido} in ('Convocando', 'Próximo a comenzar', 'En curso')`),
    index('partidos_activos_fecha_idx').on(t.fecha).where(sql`${t.estadoPartido} in ('Convocando', 'Próximo a comenzar')`),
    // finished matches whose played-match counters the scheduler has not applied yet (a handful at most)
    index('partidos_contadores_pendientes_idx').on(t.inicio).where(sql`${t.estadoPartido} = 'Finalizado' and not ${t.contadoresAplicados}`),
    index('partidos_creador_id_idx').on(t.creadorId),
    index('partidos_cuenta_pago_id_idx').on(t.cuentaPagoId),
    index('partidos_mvp_id_idx').on(t.mvpId),
  ],
);

/** An enrolled player (asistentes[]). equipo: 'equipo_a' | 'equipo_b' | null (Sin asignar). */
export const partidoAsistentes = pgTable(
  'partido_asistentes',
  {
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    equipo: varchar('equipo', { length: 8 }),
    confirmado: boolean('confirmado'),
    esMvp: boolean('es_mvp').notNull().default(false),
    inscritoAt: timestamp('inscrito_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partidoId, t.usuarioId] }), index('partido_asistentes_usuario_idx').on(t.usuarioId, t.partidoId)],
);

/** The waiting list, first come first served; pendiente_aprobacion for public sign-ups awaiting an organiser. */
export const partidoListaEspera = pgTable(
  'partido_lista_espera',
  {
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    orden: serial('orden').notNull(),
    pendienteAprobacion: boolean('pendiente_aprobacion').notNull().default(false),
    inscritoAt: timestamp('inscrito_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partidoId, t.usuarioId] }),
    index('partido_lista_espera_orden_idx').on(t.partidoId, t.orden),
    index('partido_lista_espera_usuario_idx').on(t.usuarioId),
  ],
);

/** Guest players without an account (jugadores_bot); they count toward capacity. */
export const partidoBots = pgTable(
  'partido_bots',
  {
    id: char('id', { length: 24 }).primaryKey(),
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    nombreDisplay: varchar('nombre_display', { length: 50 }).notNull(),
    equipo: varchar('equipo', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partido_bots_partido_idx').on(t.partidoId, t.createdAt)],
);

export type PartidoRow = typeof partidos.$inferSelect;
export type PartidoInsert = typeof partidos.$inferInsert;
export type AsistenteRow = typeof partidoAsistentes.$inferSelect;
export type ListaEsperaRow = typeof partidoListaEspera.$inferSelect;
export type BotRow = typeof partidoBots.$inferSelect;

/**
 * What happened with a player of a finished match: 'asistio' | 'no_asistio' | 'aviso_tarde'. An
 * enrolled player without a row attended (the default); a withdrawal in the last hours before the start writes
 * 'aviso_tarde' for someone no longer enrolled. Reliability reads these rows.
 */
export const asistenciaRegistros = pgTable(
  'asistencia_registros',
  {
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    resultado: varchar('resultado', { length: 12 }).notNull(),
    registradoPorId: char('registrado_por_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    registradoEn: timestamp('registrado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partidoId, t.usuarioId] }), index('asistencia_registros_usuario_idx').on(t.usuarioId, t.resultado)],
);
