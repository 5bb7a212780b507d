// Club statistics answers (docs/product/stats.md): zod schemas the routes answer with (responses.ts), and the types
// inferred from them.
import { z } from 'zod';
import { clubRefDtoSchema } from '../clubs/types.js';
import { ESTADOS_PARTIDO, jugadorRefDtoSchema } from '../matches/types.js';

/** The results donut: finished matches with a recorded result. */
export const resultadosDtoSchema = z.object({ victorias_equipo_a: z.number().int(), victorias_equipo_b: z.number().int(), empates: z.number().int(), total: z.number().int() });
export type ResultadosDto = z.infer<typeof resultadosDtoSchema>;

const porEstadoSchema = z.object(Object.fromEntries(ESTADOS_PARTIDO.map((e) => [e, z.number().int()])) as Record<(typeof ESTADOS_PARTIDO)[number], z.ZodNumber>);

/** GET /estadisticas/globales (active club). */
export const estadisticasGlobalesDtoSchema = z.object({
  club: clubRefDtoSchema,
  /** every match of the club, any state */
  total_partidos: z.number().int(),
  partidos_por_estado: porEstadoSchema,
  /** members of the club */
  total_jugadores: z.number().int(),
  /** the club's own venues (any validation state) */
  total_lugares: z.number().int(),
  /** distinct venues of the club's matches that were not cancelled */
  lugares_utilizados: z.number().int(),
  mvps_asignados: z.number().int(),
  total_goles: z.number().int(),
  /** average attendees of finished matches, one decimal; 0 without finished matches */
  promedio_asistentes: z.number(),
  resultados: resultadosDtoSchema,
});
export type EstadisticasGlobalesDto = z.infer<typeof estadisticasGlobalesDtoSchema>;

/** One bar: a calendar month of APP_TIMEZONE by the matches' date. */
export const partidosMesDtoSchema = z.object({
  /** YYYY-MM */
  mes: z.string(),
  /** 'ene 2025' */
  etiqueta: z.string(),
  /** matches that month that were not cancelled */
  total: z.number().int(),
  finalizados: z.number().int(),
  cancelados: z.number().int(),
});
export type PartidosMesDto = z.infer<typeof partidosMesDtoSchema>;

/** GET /estadisticas/partidos-por-mes?meses=6: oldest month first, the current month last, empty months included. */
export const partidosPorMesDtoSchema = z.object({ partidos_por_mes: z.array(partidosMesDtoSchema) });
export type PartidosPorMesDto = z.infer<typeof partidosPorMesDtoSchema>;

export const jugadorActivoDtoSchema = jugadorRefDtoSchema.extend({
  /** finished matches of this club the player attended (did not decline) */
  partidos_club: z.number().int(),
  partidos_jugados: z.number().int(),
  mvp_count: z.number().int(),
});
export type JugadorActivoDto = z.infer<typeof jugadorActivoDtoSchema>;

/** GET /estadisticas/jugadores-activos?limite=10: current members with at least one match in the club. */
export const jugadoresActivosDtoSchema = z.object({ jugadores: z.array(jugadorActivoDtoSchema) });
export type JugadoresActivosDto = z.infer<typeof jugadoresActivosDtoSchema>;

/** GET /clubes/{id}/estadisticas: the dashboard's club card (Creador, Moderador, Administrador only). */
export const clubEstadisticasDtoSchema = z.object({
  club: clubRefDtoSchema,
  total_miembros: z.number().int(),
  /** joined this calendar month (APP_TIMEZONE) */
  miembros_nuevos_mes: z.number().int(),
  total_partidos: z.number().int(),
  /** matches dated this calendar month, not cancelled */
  partidos_mes_actual: z.number().int(),
  /** Convocando or Próximo a comenzar */
  partidos_proximos: z.number().int(),
  partidos_finalizados: z.number().int(),
  partidos_cancelados: z.number().int(),
  promedio_asistentes: z.number(),
  /** percent of attendees of finished matches who did not decline */
  tasa_asistencia: z.number(),
  /** distinct players in this month's matches */
  jugadores_activos_mes: z.number().int(),
  solicitudes_pendientes: z.number().int(),
});
export type ClubEstadisticasDto = z.infer<typeof clubEstadisticasDtoSchema>;

/** One player's attendance at the club's finished matches of the period. */
export const asistenciaJugadorDtoSchema = z.object({
  usuario: z.object({ _id: z.string(), nombre: z.string().nullable(), apellido: z.string().nullable() }),
  /** finished matches they were enrolled in, a late withdrawal included */
  inscritos: z.number().int(),
  asistio: z.number().int(),
  no_asistio: z.number().int(),
  aviso_tarde: z.number().int(),
  /** percent, a late notice counting half (confiabilidadDe); null without matches */
  confiabilidad: z.number().int().nullable(),
});
export type AsistenciaJugadorDto = z.infer<typeof asistenciaJugadorDtoSchema>;

/** One recurring match ("Partido recurrente") of the club with finished matches in the period. */
export const asistenciaSerieDtoSchema = z.object({
  _id: z.string(),
  /** 'Jueves 20:00' */
  titulo: z.string(),
  /** its finished matches in the period */
  partidos: z.number().int(),
  /** players who attended per finished match, one decimal */
  promedio_asistentes: z.number(),
  /** over every entry of its matches; null when they had nobody enrolled */
  confiabilidad: z.number().int().nullable(),
});
export type AsistenciaSerieDto = z.infer<typeof asistenciaSerieDtoSchema>;

/** GET /estadisticas/asistencia?dias=90 (active club): most reliable first, then by name. */
export const asistenciaEstadisticasDtoSchema = z.object({
  dias: z.number().int(),
  jugadores: z.array(asistenciaJugadorDtoSchema),
  series: z.array(asistenciaSerieDtoSchema),
});
export type AsistenciaEstadisticasDto = z.infer<typeof asistenciaEstadisticasDtoSchema>;
