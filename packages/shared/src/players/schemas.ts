// Query strings of the players directory (docs/product/stats.md).
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import { NIVELES, POSICIONES } from '../enums.js';
import { isPlainObject } from '../clubs/schemas.js';
import { dropEmpty } from '../users/schemas.js';
import { JUGADORES_PAGE_SIZE, JUGADORES_SEARCH_MAX } from './constants.js';

export const ORDEN_JUGADORES = ['nombre', 'mvp_count', 'partidos_jugados', 'racha_asistencia', 'fecha_ingreso'] as const;
export type OrdenJugadores = (typeof ORDEN_JUGADORES)[number];

/**
 * GET /usuarios: players of the active club. `search` matches nombre, apellido, apodo or "nombre apellido";
 * sortBy=mvp_count&order=desc is the MVP ranking. order defaults to asc for nombre and desc for the counters.
 */
export const listJugadoresQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z
    .object({
      search: z.string().trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).max(JUGADORES_SEARCH_MAX, MSG.busquedaMax).optional(),
      posicion: z.enum(POSICIONES, { error: MSG.posicionInvalida }).optional(),
      nivel_habilidad: z.enum(NIVELES, { error: MSG.nivelInvalido }).optional(),
      page: pageSchema,
      limit: limitSchema(JUGADORES_PAGE_SIZE),
      sortBy: z.enum(ORDEN_JUGADORES, { error: MSG.ordenInvalido }).default('nombre'),
      order: z.enum(['asc', 'desc'], { error: MSG.ordenInvalido }).optional(),
      /** the MVP ranking may leave out players without MVPs (mvp_min=1) */
      mvp_min: z.coerce.number({ error: MSG.datosInvalidos }).int(MSG.datosInvalidos).min(0, MSG.datosInvalidos).max(1_000_000, MSG.datosInvalidos).optional(),
    })
    .transform((q) => ({ ...q, order: q.order ?? (q.sortBy === 'nombre' ? 'asc' as const : 'desc' as const) })),
);
export type ListJugadoresQuery = z.infer<typeof listJugadoresQuerySchema>;
