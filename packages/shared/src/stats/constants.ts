// Statistics limits (monthly chart 6 months, top 10 active players, MVP ranking 10 per page).

export const ESTADISTICAS_MESES_DEFAULT = 6;
/** Two years of bars is the most a chart stays readable with. */
export const ESTADISTICAS_MESES_MAX = 24;
export const JUGADORES_ACTIVOS_DEFAULT = 10;
export const JUGADORES_ACTIVOS_MAX = 100;
export const MVP_RANKING_PAGE_SIZE = 10;

/** Short Spanish month names for chart labels ('ene 2025'). */
export const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;

/** Attendance statistics look this many days back by default (the same window as reliability). */
export const ASISTENCIA_DIAS_DEFAULT = 90;
/** A week is the least that says anything; a year keeps the aggregate over one index range. */
export const ASISTENCIA_DIAS_MIN = 7;
export const ASISTENCIA_DIAS_MAX = 365;

/** Weekday names, 0 = domingo … 6 = sábado (Postgres `extract(dow)` and `Date.getDay()`). */
export const DIAS_SEMANA = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'] as const;
