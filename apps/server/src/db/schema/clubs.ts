import { sql } from 'drizzle-orm';
import { boolean, char, index, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const clubs = pgTable(
  'clubs',
  {
    id: char('id', { length: 24 }).primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull().default('Grupo de Amigos'),
    descripcion: varchar('descripcion', { length: 500 }),
    logoUrl: text('logo_url'),
    creadorId: char('creador_id', { length: 24 }).references(() => users.id, { onDelete: 'set null' }),
    codigoInvitacion: char('codigo_invitacion', { length: 8 }).notNull(),
    esPublico: boolean('es_publico').notNull().default(false),
    permitirCreacionPartidosPublicos: boolean('permitir_creacion_partidos_publicos').notNull().default(true),
    usuariosPuedenInvitar: boolean('usuarios_pueden_invitar').notNull().default(true),
    requiereAprobacionIngreso: boolean('requiere_aprobacion_ingreso').notNull().default(true),
    /** "Generar equipos" by the ratings learned from the club's results (docs/product/teams.md) */
    equiposAprendidos: boolean('equipos_aprendidos').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clubs_codigo_invitacion_idx').on(t.codigoInvitacion),
    // exactly one public community club (docs/product/clubs.md)
    uniqueIndex('clubs_single_public_idx').on(t.esPublico).where(sql`${t.esPublico}`),
    index('clubs_creador_id_idx').on(t.creadorId),
  ],
);

export const clubMembers = pgTable(
  'club_members',
  {
    clubId: char('club_id', { length: 24 }).notNull().references(() => clubs.id, { onDelete: 'cascade' }),
    usuarioId: char('usuario_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    rol: varchar('rol', { length: 16 }).notNull().default('Miembro'),
    fechaIngreso: timestamp('fecha_ingreso', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.usuarioId] }), index('club_members_usuario_id_idx').on(t.usuarioId)],
);

export type ClubRow = typeof clubs.$inferSelect;
export type ClubMemberRow = typeof clubMembers.$inferSelect;
