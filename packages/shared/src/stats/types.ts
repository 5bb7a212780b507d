// Club statistics answers (spec 2 §2 "Statistics", §3 "Statistics state"; spec 3 §2 "Club statistics dashboard").
import type { ClubRefDto } from '../clubs/types.js';
import type { JugadorRefDto } from '../matches/types.js';
import type { EstadoPartido } from '../matches/types.js';

/** The results donut: finished matches with a recorded result. */
export interface ResultadosDto { victorias_equipo_a: number; victorias_equipo_b: number; empates: number; total: number }

/** GET /estadisticas/globales (active club). */
export interface EstadisticasGlobalesDto {
  club: ClubRefDto;
  /** every match of the club, any state */
  total_partidos: number;
  partidos_por_estado: Record<EstadoPartido, number>;
  /** members of the club */
  total_jugadores: number;
  /** the club's own venues (any validation state) */
  total_lugares: number;
  /** distinct venues of the club's matches that were not cancelled */
  lugares_utilizados: number;
  mvps_asignados: number;
  total_goles: number;
  /** average attendees of finished matches, one decimal; 0 without finished matches */
  promedio_asistentes: number;
  resultados: ResultadosDto;
}

/** One bar: a calendar month of APP_TIMEZONE by the matches' date. */
export interface PartidosMesDto {
  /** YYYY-MM */
  mes: string;
  /** 'ene 2025' */
  etiqueta: string;
  /** matches that month that were not cancelled */
  total: number;
  finalizados: number;
  cancelados: number;
}

/** GET /estadisticas/partidos-por-mes?meses=6: oldest month first, the current month last, empty months included. */
export interface PartidosPorMesDto { partidos_por_mes: PartidosMesDto[] }

export interface JugadorActivoDto extends JugadorRefDto {
  /** finished matches of this club the player attended (did not decline) */
  partidos_club: number;
  partidos_jugados: number;
  mvp_count: number;
}

/** GET /estadisticas/jugadores-activos?limite=10: current members with at least one match in the club. */
export interface JugadoresActivosDto { jugadores: JugadorActivoDto[] }

/** GET /clubes/{id}/estadisticas: the dashboard's club card (Creador, Moderador, Administrador only). */
export interface ClubEstadisticasDto {
  club: ClubRefDto;
  total_miembros: number;
  /** joined this calendar month (APP_TIMEZONE) */
  miembros_nuevos_mes: number;
  total_partidos: number;
  /** matches dated this calendar month, not cancelled */
  partidos_mes_actual: number;
  /** Convocando or Próximo a comenzar */
  partidos_proximos: number;
  partidos_finalizados: number;
  partidos_cancelados: number;
  promedio_asistentes: number;
  /** percent of attendees of finished matches who did not decline */
  tasa_asistencia: number;
  /** distinct players in this month's matches */
  jugadores_activos_mes: number;
  solicitudes_pendientes: number;
}
