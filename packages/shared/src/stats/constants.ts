// Statistics limits (spec 2 §9: monthly chart 6 months, top 10 active players, MVP ranking 10 per page).

export const ESTADISTICAS_MESES_DEFAULT = 6;
/** Two years of bars is the most a chart stays readable with. */
export const ESTADISTICAS_MESES_MAX = 24;
export const JUGADORES_ACTIVOS_DEFAULT = 10;
export const JUGADORES_ACTIVOS_MAX = 100;
export const MVP_RANKING_PAGE_SIZE = 10;

/** Short Spanish month names for chart labels ('ene 2025'). */
export const MESES_CORTOS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;
