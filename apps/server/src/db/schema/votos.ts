import { sql } from 'drizzle-orm';
import { boolean, char, index, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { partidos } from './partidos.js';
import { users } from './users.js';

/**
 * One MVP vote per enrolled player and match (docs/product/votes.md "MVP voting"). `orden` is the order the
 * votes arrived in: a tie goes to the player who reached the top count first, i.e. whose last counted vote has
 * the lowest `orden` (timestamps can be equal, a sequence cannot).
 */
export const partidoMvpVotos = pgTable(
  'partido_mvp_votos',
  {
    partidoId: char('partido_id', { length: 24 }).notNull().references(() => partidos.id, { onDelete: 'cascade' }),
    votanteId: char('votante_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    jugadorId: char('jugador_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    orden: serial('orden').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one vote per voter and match: a second insert conflicts (409 'Ya has votado en este partido')
    primaryKey({ columns: [t.partidoId, t.votanteId] }),
    index('partido_mvp_votos_votante_idx').on(t.votanteId),
    index('partido_mvp_votos_jugador_idx').on(t.jugadorId),
  ],
);

/**
 * A match whose MVP voting has at least one vote: created with the first vote, `cerrada` once the MVP is assigned
 * (every voter voted, or the window closed). The scheduler reads only the open rows through a partial index, so
 * a tick costs the number of votings under way, not the number of matches ever played.
 */
export const mvpVotaciones = pgTable(
  'mvp_votaciones',
  {
    partidoId: char('partido_id', { length: 24 }).primaryKey().references(() => partidos.id, { onDelete: 'cascade' }),
    /** the end of the match + 24 h */
    cierre: timestamp('cierre', { withTimezone: true }).notNull(),
    cerrada: boolean('cerrada').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mvp_votaciones_abiertas_idx').on(t.cierre).where(sql`not ${t.cerrada}`)],
);

/**
 * Monthly likes and dislikes (docs/product/votes.md): one per voter, target and calendar month
 * of APP_TIMEZONE (`mes` = YYYY-MM there). Changing the vote updates the row; a new month is a new row.
 */
export const votosMensuales = pgTable(
  'votos_mensuales',
  {
    votanteId: char('votante_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    votadoId: char('votado_id', { length: 24 }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    mes: char('mes', { length: 7 }).notNull(),
    /** like | dislike */
    tipoVoto: varchar('tipo_voto', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the current tipo_voto was cast: the rankings' tie-break */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.votanteId, t.votadoId, t.mes] }),
    // a player's counts this month (profile vote box)
    index('votos_mensuales_votado_mes_idx').on(t.votadoId, t.mes),
    // a month's votes (club rankings of a large club, achievements)
    index('votos_mensuales_mes_votado_idx').on(t.mes, t.votadoId),
  ],
);

/**
 * The last accepted monthly vote of each voter: the 2-second cooldown is a conditional upsert on this
 * row, so it holds across server processes and two votes sent at once cannot both pass.
 */
export const votosCooldown = pgTable('votos_cooldown', {
  votanteId: char('votante_id', { length: 24 }).primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  ultimoVotoAt: timestamp('ultimo_voto_at', { withTimezone: true }).notNull(),
});

export type MvpVotoRow = typeof partidoMvpVotos.$inferSelect;
export type VotoMensualRow = typeof votosMensuales.$inferSelect;
