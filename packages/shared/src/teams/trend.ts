// Whether a player's learned rating is going up or down lately (docs/decisions/0086): what a player sees of their own rating.
import { aprenderRatings, dispersionGoles, type JugadorDeclarado, type OpcionesRatings, type PartidoJugado, type RatingJugador } from './ratings.js';

export type Tendencia = 'subiendo' | 'estable' | 'bajando';

/** The trend looks at the player's last this many matches. */
export const VENTANA_TENDENCIA = 5;
/**
 * A change of the rating within this many standard deviations of what chance alone moves it is 'estable'. The
 * standard deviation (see tendencia) comes from the model's diagonal approximation, which understates it: chosen with
 * bench/teams-sim.ts so that about one player in ten whose strength never changed shows a trend (docs/decisions/0086).
 */
export const UMBRAL_TENDENCIA = 2.5;

export interface OpcionesTendencia {
  ventana?: number;
  /** in standard deviations of the change (default UMBRAL_TENDENCIA) */
  umbral?: number;
}

export type PuntoEvolucion = Pick<RatingJugador, 'rating' | 'incertidumbre'>;

/**
 * The player's rating just before their last `ventana` matches and after each of them: `ventana + 1` points, oldest
 * first, the last one being their rating from the whole history (the one shown). `historial` must be in the order
 * the matches were played. A player with fewer matches gets one point more than their matches (the first is their
 * prior). Every point's uncertainty uses the whole history's σ, so that they can be compared. Costs `ventana + 2`
 * runs of aprenderRatings.
 */
export function evolucionRating(
  historial: readonly PartidoJugado[],
  jugadores: readonly JugadorDeclarado[],
  id: string,
  opts: OpcionesRatings & Pick<OpcionesTendencia, 'ventana'> = {},
): PuntoEvolucion[] {
  const ventana = opts.ventana ?? VENTANA_TENDENCIA;
  const suyos: number[] = [];
  historial.forEach((p, i) => {
    const cuenta = p.equipoA.length > 0 && p.equipoB.length > 0; // as aprenderRatings
    if (cuenta && (p.equipoA.includes(id) || p.equipoB.includes(id))) suyos.push(i);
  });
  const ultimos = suyos.slice(-ventana);
  const cortes = ultimos.length ? [ultimos[0]!, ...ultimos.slice(1), historial.length] : [historial.length];
  const dispersion = opts.dispersion ?? dispersionGoles(historial, aprenderRatings(historial, jugadores, opts), opts);
  const conId = jugadores.some((j) => j.id === id) ? jugadores : [...jugadores, { id, nivel: null }];
  return cortes.map((fin) => {
    const r = aprenderRatings(historial.slice(0, fin), conId, { ...opts, dispersion }).get(id)!;
    return { rating: r.rating, incertidumbre: r.incertidumbre };
  });
}

/**
 * 'subiendo' or 'bajando' when the rating moved over the last `ventana` matches (the first and the last point of
 * evolucionRating's answer) by at least `umbral` standard deviations of what chance alone moves it, else 'estable'.
 * That spread is √(first uncertainty² − last uncertainty²): for a rating that is a posterior mean, the variance of its
 * change equals the variance the matches took away. 'estable' too for a player with fewer than `ventana` matches,
 * whose rating still moves mostly because the club is getting to know them.
 */
export function tendencia(serie: readonly PuntoEvolucion[], opts: OpcionesTendencia = {}): Tendencia {
  const ventana = opts.ventana ?? VENTANA_TENDENCIA;
  const umbral = opts.umbral ?? UMBRAL_TENDENCIA;
  if (serie.length < ventana + 1) return 'estable';
  const antes = serie[serie.length - 1 - ventana]!;
  const ahora = serie[serie.length - 1]!;
  const spread = Math.sqrt(Math.max(antes.incertidumbre ** 2 - ahora.incertidumbre ** 2, 0));
  const cambio = ahora.rating - antes.rating;
  if (!(spread > 0)) return 'estable';
  if (cambio >= umbral * spread) return 'subiendo';
  if (cambio <= -umbral * spread) return 'bajando';
  return 'estable';
}

/**
 * tendencia(evolucionRating(…)) for many players at once, with the same answer: only the two points tendencia
 * compares are computed, the whole history's ratings once for all, and one more run of aprenderRatings per distinct
 * start of a player's last `ventana` matches (players of one group share most of them).
 */
export function tendencias(
  historial: readonly PartidoJugado[],
  jugadores: readonly JugadorDeclarado[],
  ids: readonly string[],
  opts: OpcionesRatings & OpcionesTendencia = {},
): Map<string, Tendencia> {
  const ventana = opts.ventana ?? VENTANA_TENDENCIA;
  const conocidos = new Set(jugadores.map((j) => j.id));
  const todos = [...jugadores, ...ids.filter((id) => !conocidos.has(id)).map((id): JugadorDeclarado => ({ id, nivel: null }))];
  const dispersion = opts.dispersion ?? dispersionGoles(historial, aprenderRatings(historial, jugadores, opts), opts);
  const conDispersion = { ...opts, dispersion };
  const final = aprenderRatings(historial, todos, conDispersion);
  // each player's matches, in the order played
  const suyos = new Map<string, number[]>(ids.map((id) => [id, []]));
  historial.forEach((p, i) => {
    if (p.equipoA.length === 0 || p.equipoB.length === 0) return;
    for (const id of [...p.equipoA, ...p.equipoB]) suyos.get(id)?.push(i);
  });
  const antesPorCorte = new Map<number, Map<string, RatingJugador>>();
  const out = new Map<string, Tendencia>();
  for (const id of ids) {
    const partidos = suyos.get(id)!;
    if (partidos.length < ventana) {
      out.set(id, 'estable');
      continue;
    }
    const corte = partidos[partidos.length - ventana]!;
    let antes = antesPorCorte.get(corte);
    if (!antes) antesPorCorte.set(corte, (antes = aprenderRatings(historial.slice(0, corte), todos, conDispersion)));
    out.set(id, tendencia([antes.get(id)!, final.get(id)!], { ...opts, ventana: 1 }));
  }
  return out;
}
