import { formatoProbabilidad, formatoRating, porcentajes, type PartidoDetailDto, type RatingDto } from '@partidos/shared';
import { nombreEquipo } from './match-format';

// The learned teams on the match detail (docs/decisions/0086): the predicted chance of each
// team, for everyone who sees the teams, and each player's learned rating, for those who manage the club (the server
// sends the rating to them only).

export interface Pronostico {
  /** "Blanco 52 % · Negro 48 %" */
  texto: string;
  /** team A's and team B's whole percents, adding up to 100 */
  a: number;
  b: number;
}

/** The match's prediction, or null when the server sends none (learned teams off, no teams, an external rival, ended). */
export function pronosticoDe(p: Pick<PartidoDetailDto, 'probabilidad_equipo_a' | 'equipo_a' | 'equipo_b'>): Pronostico | null {
  if (p.probabilidad_equipo_a === null) return null;
  const [a, b] = porcentajes(p.probabilidad_equipo_a);
  return { texto: formatoProbabilidad(p.probabilidad_equipo_a, nombreEquipo(p, 'equipo_a'), nombreEquipo(p, 'equipo_b')), a, b };
}

/** What the prediction means, for whoever reads it (the figure counts a draw as half a win). */
export const PRONOSTICO_AYUDA = 'Probabilidad de ganar de cada equipo según los resultados registrados del club';

/** "Nivel aprendido: +1,2 ± 0,8 (12 partidos)": a rating as a tooltip and a screen reader say it. */
export function nivelAprendidoTexto(r: RatingDto): string {
  return `Nivel aprendido: ${formatoRating(r)} (${r.partidos} ${r.partidos === 1 ? 'partido' : 'partidos'})`;
}
