// Pieces of the search parameters many lists share.
import { z } from 'zod';
import { MSG } from './messages.js';
import { PAGE_LIMIT_MAX } from './constants.js';

/**
 * Past this page no list has rows, and (page − 1) × the largest limit (1,000) must stay a PostgreSQL integer:
 * ?page=2147483648 is a 400, not a failed query (docs/decisions/0032).
 */
export const PAGE_MAX = 100_000;

/** ?page: from 1 (the default) to PAGE_MAX. */
export const pageSchema = z.coerce
  .number({ error: MSG.paginaInvalida })
  .int(MSG.paginaInvalida)
  .min(1, MSG.paginaInvalida)
  .max(PAGE_MAX, MSG.paginaInvalida)
  .default(1);

/** ?limit: from 1, `size` when absent, anything above `max` taken as `max`. */
export const limitSchema = (size: number, max: number = PAGE_LIMIT_MAX) =>
  z.coerce
    .number({ error: MSG.limiteInvalido })
    .int(MSG.limiteInvalido)
    .min(1, MSG.limiteInvalido)
    .default(size)
    .transform((n) => Math.min(n, max));
