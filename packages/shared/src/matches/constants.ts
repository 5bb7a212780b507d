// Match limits (docs/product/matches.md) and the ones the spec leaves open, with the reason for each.
import type { TipoPartido } from './types.js';

/** Here rather than in types.ts: a screen that shows a label does not need zod and the answer schemas. */
export const TIPO_PARTIDO_LABELS: Record<TipoPartido, string> = { '5v5': '5 vs 5', '7v7': '7 vs 7', '11v11': '11 vs 11' };

/** Default match duration 90 min (the form may start at 60, the server's default is 90). */
export const DURACION_POR_DEFECTO = 90;
/** Match list page 1, limit 10; statistics load up to 1000. */
export const PARTIDOS_PAGE_SIZE = 10;
export const PARTIDOS_LIMIT_MAX = 1000;
/** The cards show the first 5 attendee avatars. */
export const ASISTENTES_PREVIEW = 5;
/** Places: at least a pair; 50 covers 11 vs 11 with a full bench on each side. */
export const MAX_ASISTENTES_MIN = 2;
export const MAX_ASISTENTES_MAX = 50;
/** descripcion and notas: 500 like every free text of the spec (bio, venue notes). */
export const PARTIDO_TEXTO_MAX = 500;
/** Team names fit a tag on a card. */
export const EQUIPO_NOMBRE_MAX = 30;
export const EQUIPO_A_POR_DEFECTO = 'Blanco';
export const EQUIPO_B_POR_DEFECTO = 'Negro';
/** A rent above 100 million CLP is a typo, not a football pitch. */
export const MONTO_MAX = 100_000_000;
export const CANCHA_MAX = 999;
export const GOLES_MAX = 99;
/** Guest player names: like a person's name (names 2-50). */
export const BOT_NOMBRE_MIN = 2;
export const BOT_NOMBRE_MAX = 50;
