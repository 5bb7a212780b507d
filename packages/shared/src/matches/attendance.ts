// The attendance record of a finished match and each player's reliability (docs/product/enrolment.md, stats.md).
import { z } from 'zod';
import { MSG } from '../messages.js';
import { idSchema } from '../clubs/schemas.js';

export const RESULTADOS_ASISTENCIA = ['asistio', 'no_asistio', 'aviso_tarde'] as const;
export type ResultadoAsistencia = (typeof RESULTADOS_ASISTENCIA)[number];
export const RESULTADO_ASISTENCIA_LABELS: Record<ResultadoAsistencia, string> = { asistio: 'Asistió', no_asistio: 'No asistió', aviso_tarde: 'Avisó tarde' };
/** A withdrawal this close to the start is recorded as 'Avisó tarde' (horas_aviso_tardio). */
export const HORAS_AVISO_TARDIO = 12;
/** Reliability looks at this many days back. */
export const DIAS_CONFIABILIDAD = 90;

/** PUT /partidos/{id}/asistencia-real. */
export const asistenciaRealSchema = z.object({
  registros: z.array(z.object({
    usuario_id: idSchema(MSG.jugadorRequerido),
    resultado: z.enum(RESULTADOS_ASISTENCIA, { error: MSG.resultadoAsistenciaInvalido }),
  })).min(1, MSG.resultadoAsistenciaInvalido).max(200),
});
export type AsistenciaRealInput = z.infer<typeof asistenciaRealSchema>;

export const asistenciaRealDtoSchema = z.object({
  registros: z.array(z.object({
    usuario_id: z.string(), nombre: z.string().nullable(), apellido: z.string().nullable(),
    resultado: z.enum(RESULTADOS_ASISTENCIA),
    /** false for someone who withdrew late (no longer on the roster) */
    inscrito: z.boolean(),
  })),
});
export type AsistenciaRealDto = z.infer<typeof asistenciaRealDtoSchema>;

/** Attended over enrolled in the last DIAS_CONFIABILIDAD days, a late notice counting half; null without matches. */
export function confiabilidadDe(c: { total: number; asistio: number; tarde: number }): number | null {
  return c.total === 0 ? null : Math.round((100 * (c.asistio + c.tarde / 2)) / c.total);
}

/** GET /partidos/{id}/confiabilidad: the reliability of the match's players (roster and waiting list), for club members. */
export const confiabilidadPlantelDtoSchema = z.object({
  jugadores: z.array(z.object({ usuario_id: z.string(), confiabilidad: z.number().int().nullable() })),
});
export type ConfiabilidadPlantelDto = z.infer<typeof confiabilidadPlantelDtoSchema>;

/** POST /partidos/{id}/generar-equipos: optionally balance the players' attendance as well as their level. */
export const generarEquiposSchema = z.object({ equilibrar_asistencia: z.boolean().optional() }).nullish();
export type GenerarEquiposInput = z.infer<typeof generarEquiposSchema>;
