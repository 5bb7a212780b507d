import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Change marks for the read cache (docs/decisions/0019): triggers of migration 0011 add a row for every
 * statement that changes what a club's match list or match detail shows; `ambito` is the club id, or
 * 'publico' for other clubs' public matches, or `p:<match id>` for what only that match's roster shows (migration
 * 0022). The sum of `n` per ambito is its version; the scheduler merges
 * the rows of an ambito into one (same sum), so a version only ever grows.
 *
 * `nueva`: a mark not merged yet (the triggers' rows; a merged row is false). The table keeps a merged row per club and
 * per match ever marked, so compaction finds the ambitos to merge through the partial index over the new marks
 * instead of grouping every row (migration 0028, docs/decisions/0072).
 */
export const cacheCambios = pgTable(
  'cache_cambios',
  {
    ambito: varchar('ambito', { length: 32 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(1),
    nueva: boolean('nueva').notNull().default(true),
  },
  (t) => [index('cache_cambios_ambito_idx').on(t.ambito, t.n), index('cache_cambios_nuevas_idx').on(t.ambito).where(sql`nueva`)],
);
