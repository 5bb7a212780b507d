// How the screens write a prediction and a rating (es-CL: decimal comma, a space before %).
import { formatNumber } from '../format.js';
import type { RatingDto } from './types.js';

/** Team A's and team B's chances in whole percents that add up to 100: 0.516 → [52, 48]. */
export function porcentajes(probabilidadA: number): [number, number] {
  const a = Math.min(100, Math.max(0, Math.round(probabilidadA * 100)));
  return [a, 100 - a];
}

/** "Blanco 52 % · Negro 48 %" */
export function formatoProbabilidad(probabilidadA: number, equipoA: string, equipoB: string): string {
  const [a, b] = porcentajes(probabilidadA);
  return `${equipoA} ${a} % · ${equipoB} ${b} %`;
}

/** "+1,2 ± 0,8": the rating with its sign and one decimal, then its uncertainty ("0,0" never shows a sign). */
export function formatoRating(r: Pick<RatingDto, 'valor' | 'incertidumbre'>): string {
  const valor = Math.round(r.valor * 10) / 10;
  const signo = valor > 0 ? '+' : valor < 0 ? '−' : '';
  return `${signo}${formatNumber(Math.abs(valor), 1, 1)} ± ${formatNumber(r.incertidumbre, 1, 1)}`;
}
