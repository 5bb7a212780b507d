// Query strings of the club statistics calls (docs/product/stats.md).
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import {
  ASISTENCIA_DIAS_DEFAULT, ASISTENCIA_DIAS_MAX, ASISTENCIA_DIAS_MIN, ESTADISTICAS_MESES_DEFAULT, ESTADISTICAS_MESES_MAX, JUGADORES_ACTIVOS_DEFAULT, JUGADORES_ACTIVOS_MAX,
} from './constants.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : v);

/** GET /estadisticas/partidos-por-mes?meses=6 */
export const partidosPorMesQuerySchema = z.object({
  meses: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: MSG.mesesInvalido }).int(MSG.mesesInvalido).min(1, MSG.mesesInvalido).max(ESTADISTICAS_MESES_MAX, MSG.mesesInvalido)
      .default(ESTADISTICAS_MESES_DEFAULT),
  ),
});

/** GET /estadisticas/jugadores-activos?limite=10 */
export const jugadoresActivosQuerySchema = z.object({
  limite: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: MSG.limiteInvalido }).int(MSG.limiteInvalido).min(1, MSG.limiteInvalido)
      .default(JUGADORES_ACTIVOS_DEFAULT).transform((n) => Math.min(n, JUGADORES_ACTIVOS_MAX)),
  ),
});

/** GET /estadisticas/asistencia?dias=90 */
export const asistenciaEstadisticasQuerySchema = z.object({
  dias: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: MSG.diasEstadisticasInvalido }).int(MSG.diasEstadisticasInvalido)
      .min(ASISTENCIA_DIAS_MIN, MSG.diasEstadisticasInvalido).max(ASISTENCIA_DIAS_MAX, MSG.diasEstadisticasInvalido)
      .default(ASISTENCIA_DIAS_DEFAULT),
  ),
});
