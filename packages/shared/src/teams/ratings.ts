// Player ratings learned from a club's results (docs/decisions/0086). Pure and deterministic: the same history and
// players give the same ratings (in any order: the players are solved for in sorted order), so the server may
// recompute them at any time instead of storing them.
//
// The model: every finished match with teams and a result says "team A's players minus team B's players made this
// goal difference". Each player has a rating r (goals of difference they add to their team per match, counted in a
// five-a-side match), and a match is predicted as
//
//     golesA − golesB ≈ w · (Σ r of team A − Σ r of team B),   w = JUGADORES_REFERENCIA / (average team size)
//
// so in a seven-a-side match a player's share of the difference is 5/7 of what it is in a five-a-side one. The ratings
// solve a ridge regression (a Gaussian prior on each player around the rating their declared level suggests):
//
//     minimise  Σ_matches (y − w·(ΣA − ΣB))²  +  λ · Σ_players (r − prior)²,   y = goal difference capped at ±tope
//
// which is the posterior mean of the ratings when a match's goal difference has Gaussian noise of spread σ and each
// rating a Gaussian prior of spread σ/√λ around its prior: λ is how many "matches' worth" the prior weighs.
import type { NivelHabilidad } from '../enums.js';

/** A finished match with its teams and its result: player ids (members and guest players alike) and goals. */
export interface PartidoJugado {
  equipoA: readonly string[];
  equipoB: readonly string[];
  golesA: number;
  golesB: number;
}

/** A club player and the level they declared (null: not filled in). */
export interface JugadorDeclarado {
  id: string;
  nivel: NivelHabilidad | null;
}

export interface RatingJugador {
  /** goals of difference the player adds to their team per match, in a five-a-side match; 0 is the club's usual */
  rating: number;
  /** the rating's spread (one standard deviation, same unit): shrinks as the player plays */
  incertidumbre: number;
  /** matches of the history the player played */
  partidos: number;
}

export interface OpcionesRatings {
  /** the prior's weight, in matches (default LAMBDA_RATINGS) */
  lambda?: number;
  /** a match's goal difference counts up to this many goals either way (default TOPE_DIFERENCIA_GOLES) */
  topeGoles?: number;
  /** the prior rating of each declared level above Intermedio (default GOLES_POR_NIVEL) */
  golesPorNivel?: number;
  /** σ for the uncertainties, instead of the history's own (dispersionGoles): to compare runs on different histories */
  dispersion?: number;
}

/** Ratings are counted in a match of this many players a side (w = 5 / average team size). */
export const JUGADORES_REFERENCIA = 5;
/** The prior weighs as much as two matches of the player (tuned with bench/teams-sim.ts, docs/decisions/0086). */
export const LAMBDA_RATINGS = 2;
/** A 12–0 teaches no more than a 5–0: one blowout (a team a player short, a keeper hurt) moves no one far. */
export const TOPE_DIFERENCIA_GOLES = 5;
/** Prior rating per declared level away from Intermedio: Principiante −1, Intermedio 0, Avanzado +1, Profesional +2. */
export const GOLES_POR_NIVEL = 1;
/** The spread of a match's goal difference (one standard deviation) before a club has results to estimate it from. */
export const DISPERSION_GOLES = 2.5;
/** dispersionGoles weighs DISPERSION_GOLES as this many matches of the club. */
const PARTIDOS_DISPERSION_PREVIA = 10;

const NIVEL_ORDEN: Record<NivelHabilidad, number> = { Principiante: 1, Intermedio: 2, Avanzado: 3, Profesional: 4 };

/** The prior rating a declared level suggests: (level − 2) × golesPorNivel, Intermedio being 0. */
export function ratingPrevio(nivel: NivelHabilidad, golesPorNivel = GOLES_POR_NIVEL): number {
  return (NIVEL_ORDEN[nivel] - 2) * golesPorNivel;
}

/** w of a match: JUGADORES_REFERENCIA over the average team size. */
export function pesoPartido(jugadoresA: number, jugadoresB: number): number {
  return (2 * JUGADORES_REFERENCIA) / (jugadoresA + jugadoresB);
}

/** The goal difference the model learns from: capped at ±tope. */
function diferenciaTopada(p: PartidoJugado, tope: number): number {
  return Math.max(-tope, Math.min(tope, p.golesA - p.golesB));
}

/** A match in index form: the players' indexes on each side. */
interface Fila { a: number[]; b: number[]; w: number; y: number }

interface Sistema {
  ids: string[];
  prior: Float64Array;
  /** Σ w² over the player's matches: the data's weight on the rating */
  pesoDatos: Float64Array;
  partidos: Int32Array;
  filas: Fila[];
  lambda: number;
}

function usable(p: PartidoJugado): boolean {
  return p.equipoA.length > 0 && p.equipoB.length > 0 && Number.isFinite(p.golesA) && Number.isFinite(p.golesB);
}

function construir(historial: readonly PartidoJugado[], jugadores: readonly JugadorDeclarado[], opts: OpcionesRatings): Sistema {
  const lambda = opts.lambda ?? LAMBDA_RATINGS;
  if (!(lambda > 0)) throw new RangeError('lambda must be positive');
  const tope = opts.topeGoles ?? TOPE_DIFERENCIA_GOLES;
  const golesPorNivel = opts.golesPorNivel ?? GOLES_POR_NIVEL;

  const declarado = new Map<string, number>();
  for (const j of jugadores) if (j.nivel) declarado.set(j.id, ratingPrevio(j.nivel, golesPorNivel));
  // no level declared (and every guest player): the club's average prior
  let suma = 0;
  for (const v of declarado.values()) suma += v;
  const priorMedio = declarado.size ? suma / declarado.size : 0;

  const todos = new Set<string>(jugadores.map((j) => j.id));
  const partidos = historial.filter(usable);
  for (const p of partidos) for (const id of [...p.equipoA, ...p.equipoB]) todos.add(id);
  // sorted ids: the same input in any order gives the same system, hence the same floating-point sums
  const ids = [...todos].sort();
  const indice = new Map(ids.map((id, i) => [id, i]));

  const prior = Float64Array.from(ids, (id) => declarado.get(id) ?? priorMedio);
  const pesoDatos = new Float64Array(ids.length);
  const jugados = new Int32Array(ids.length);
  const filas = partidos.map((p): Fila => {
    const w = pesoPartido(p.equipoA.length, p.equipoB.length);
    const a = p.equipoA.map((id) => indice.get(id)!);
    const b = p.equipoB.map((id) => indice.get(id)!);
    for (const i of [...a, ...b]) {
      pesoDatos[i]! += w * w;
      jugados[i]! += 1;
    }
    return { a, b, w, y: diferenciaTopada(p, tope) };
  });
  return { ids, prior, pesoDatos, partidos: jugados, filas, lambda };
}

/** w · (ΣA − ΣB) of each match for the ratings v. */
function predecir(s: Sistema, v: Float64Array, out: Float64Array) {
  s.filas.forEach((f, m) => {
    let d = 0;
    for (const i of f.a) d += v[i]!;
    for (const i of f.b) d -= v[i]!;
    out[m] = f.w * d;
  });
}

/** (λI + XᵀX) v, X having a row per match: +w on team A's players, −w on team B's. */
function aplicar(s: Sistema, v: Float64Array, tmp: Float64Array, out: Float64Array) {
  predecir(s, v, tmp);
  for (let i = 0; i < v.length; i++) out[i] = s.lambda * v[i]!;
  s.filas.forEach((f, m) => {
    const t = f.w * tmp[m]!;
    for (const i of f.a) out[i]! += t;
    for (const i of f.b) out[i]! -= t;
  });
}

const dot = (x: Float64Array, y: Float64Array) => {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * y[i]!;
  return s;
};

/**
 * Solves (λI + XᵀX) z = rhs by conjugate gradient with the diagonal (λ + Σw²) as preconditioner. It stops when the
 * residual is 1e-10 of the right-hand side, which takes a few dozen iterations (at most one per player in exact
 * arithmetic); the iteration count is capped all the same.
 */
function gradienteConjugado(s: Sistema, rhs: Float64Array): Float64Array {
  const n = s.ids.length;
  const tmp = new Float64Array(s.filas.length);
  const z = new Float64Array(n);
  const res = Float64Array.from(rhs);
  const diag = Float64Array.from(s.pesoDatos, (d) => s.lambda + d);
  const pre = Float64Array.from(res, (r, i) => r / diag[i]!);
  const dir = Float64Array.from(pre);
  const ad = new Float64Array(n);
  const limite = 1e-20 * Math.max(dot(rhs, rhs), 1e-300);
  let rz = dot(res, pre);
  for (let it = 0; it < 2 * n + 20 && dot(res, res) > limite; it++) {
    aplicar(s, dir, tmp, ad);
    const alfa = rz / dot(dir, ad);
    for (let i = 0; i < n; i++) {
      z[i]! += alfa * dir[i]!;
      res[i]! -= alfa * ad[i]!;
      pre[i] = res[i]! / diag[i]!;
    }
    const rzNuevo = dot(res, pre);
    const beta = rzNuevo / rz;
    rz = rzNuevo;
    for (let i = 0; i < n; i++) dir[i] = pre[i]! + beta * dir[i]!;
  }
  return z;
}

/** The ratings: prior + δ, δ solving the normal equations (λI + XᵀX) δ = Xᵀ(y − X·prior). */
function resolver(s: Sistema): Float64Array {
  const tmp = new Float64Array(s.filas.length);
  const rhs = new Float64Array(s.ids.length);
  predecir(s, s.prior, tmp);
  s.filas.forEach((f, k) => {
    const e = f.w * (f.y - tmp[k]!);
    for (const i of f.a) rhs[i]! += e;
    for (const i of f.b) rhs[i]! -= e;
  });
  const delta = gradienteConjugado(s, rhs);
  return Float64Array.from(delta, (d, i) => s.prior[i]! + d);
}

/**
 * The spread σ of a match's goal difference around the model's prediction, from the club's residuals: their sum of
 * squares over the matches' degrees of freedom left (matches minus the model's effective parameters, each match's
 * leverage approximated by Σ over its players of w² / (λ + Σw²)), with DISPERSION_GOLES weighing as
 * PARTIDOS_DISPERSION_PREVIA matches so that a club with few results stays near it.
 */
function dispersionDe(s: Sistema, ratings: Float64Array): number {
  const pred = new Float64Array(s.filas.length);
  predecir(s, ratings, pred);
  let rss = 0;
  let libres = 0;
  s.filas.forEach((f, m) => {
    rss += (f.y - pred[m]!) ** 2;
    let palanca = 0;
    for (const i of [...f.a, ...f.b]) palanca += (f.w * f.w) / (s.lambda + s.pesoDatos[i]!);
    libres += Math.max(0, 1 - palanca);
  });
  const k = PARTIDOS_DISPERSION_PREVIA;
  return Math.sqrt((k * DISPERSION_GOLES ** 2 + rss) / (k + libres));
}

/**
 * Every player's rating learned from the club's history (finished matches with teams and a result, in any order):
 * the players given and everyone who appears in the history (guest players included). A player's prior is the rating
 * their declared level suggests (ratingPrevio); a player without a declared level, and anyone not among `jugadores`,
 * gets the average prior of the players who declared one. A match without players on both sides is ignored.
 *
 * The uncertainty is σ / √(λ + Σw²), σ from dispersionGoles: the square root of the diagonal of the posterior
 * covariance σ²(λI + XᵀX)⁻¹ if the players' matches were independent (the inverse of the diagonal instead of the
 * diagonal of the inverse). It ignores that teammates' ratings are learned together, so it is smaller than the exact
 * figure, above all for the shift all ratings share (which no split depends on); it shrinks as 1/√matches.
 */
export function aprenderRatings(
  historial: readonly PartidoJugado[],
  jugadores: readonly JugadorDeclarado[],
  opts: OpcionesRatings = {},
): Map<string, RatingJugador> {
  const s = construir(historial, jugadores, opts);
  const ratings = resolver(s);
  const sigma = opts.dispersion ?? dispersionDe(s, ratings);
  return new Map(s.ids.map((id, i) => [id, {
    rating: ratings[i]!,
    incertidumbre: sigma / Math.sqrt(s.lambda + s.pesoDatos[i]!),
    partidos: s.partidos[i]!,
  }]));
}

/**
 * The spread σ of a match's goal difference around the prediction (see dispersionDe), for probabilidadVictoria: the
 * club's own when it has results, DISPERSION_GOLES before. `ratings` are aprenderRatings' answer for the same history.
 */
export function dispersionGoles(
  historial: readonly PartidoJugado[],
  ratings: ReadonlyMap<string, Pick<RatingJugador, 'rating'>>,
  opts: OpcionesRatings = {},
): number {
  const s = construir(historial, [], opts);
  return dispersionDe(s, Float64Array.from(s.ids, (id) => ratings.get(id)?.rating ?? 0));
}

/**
 * The posterior covariance of the given players' ratings, σ²·(λI + XᵀX)⁻¹ restricted to them (σ from dispersionGoles),
 * exact rather than diagonal: it knows that two players who always played together are known together better than
 * each one alone. One conjugate-gradient solve per player asked for. A player neither among `jugadores` nor in the
 * history is independent of everyone, with the prior's variance σ²/λ. mejorDivision uses it to prefer, among about
 * equally balanced splits, those the history says more about.
 */
export function covarianzaRatings(
  historial: readonly PartidoJugado[],
  jugadores: readonly JugadorDeclarado[],
  ids: readonly string[],
  opts: OpcionesRatings = {},
): number[][] {
  const s = construir(historial, jugadores, opts);
  const sigma2 = dispersionDe(s, resolver(s)) ** 2;
  const indice = new Map(s.ids.map((id, i) => [id, i]));
  const columnas = ids.map((id) => {
    const i = indice.get(id);
    if (i === undefined) return null;
    const e = new Float64Array(s.ids.length);
    e[i] = 1;
    return gradienteConjugado(s, e);
  });
  return ids.map((idFila, a) => ids.map((idColumna, b) => {
    const i = indice.get(idFila);
    const columna = columnas[b];
    if (i === undefined || !columna) return idFila === idColumna ? sigma2 / s.lambda : 0;
    // the inverse is symmetric; averaging both solves keeps the matrix exactly symmetric
    const j = indice.get(idColumna)!;
    return (sigma2 * (columna[i]! + columnas[a]![j]!)) / 2;
  }));
}

export interface OpcionesProbabilidad {
  /** σ of a match's goal difference (dispersionGoles; default DISPERSION_GOLES) */
  dispersion?: number;
  /** the uncertainties of the players of both teams, in any order: they widen the spread */
  incertidumbres?: readonly number[];
}

/**
 * The chance that team A wins, a draw counting half (so A's and B's chances add up to 1): the normal distribution's
 * P(goal difference > 0) with mean w·(ΣA − ΣB) and variance σ² + w²·Σ uncertainty². Symmetric: swapping the teams
 * gives 1 − p. Two empty teams are 50/50.
 */
export function probabilidadVictoria(
  ratingsA: readonly number[],
  ratingsB: readonly number[],
  opts: OpcionesProbabilidad = {},
): number {
  if (ratingsA.length + ratingsB.length === 0) return 0.5;
  const w = pesoPartido(ratingsA.length, ratingsB.length);
  let diferencia = 0;
  for (const r of ratingsA) diferencia += r;
  for (const r of ratingsB) diferencia -= r;
  const sigma = opts.dispersion ?? DISPERSION_GOLES;
  let varianza = sigma * sigma;
  for (const u of opts.incertidumbres ?? []) varianza += w * w * u * u;
  return normalCdf((w * diferencia) / Math.sqrt(varianza));
}

/**
 * Φ(x), symmetric to the last bit (Φ(−x) = 1 − Φ(x), Φ(0) = ½): for |x| ≤ 3 from erf's Taylor series (summed to
 * double precision), beyond from Numerical Recipes' erfcc (relative error < 1.2e-7 on a tail below 0.0014).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return 0.5;
  const z = Math.abs(x) / Math.SQRT2;
  let mitad: number;
  if (Math.abs(x) <= 3) {
    // erf(z) = 2/√π · Σ (−1)ⁿ z^(2n+1) / (n!·(2n+1))
    let termino = z;
    let suma = z;
    for (let n = 1; n < 100 && Math.abs(termino) > 1e-17 * Math.abs(suma); n++) {
      termino *= (-z * z) / n;
      suma += termino / (2 * n + 1);
    }
    mitad = suma / Math.sqrt(Math.PI);
  } else {
    const t = 1 / (1 + 0.5 * z);
    const erfc = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
      + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    mitad = 0.5 - erfc / 2;
  }
  return x >= 0 ? 0.5 + mitad : 0.5 - mitad;
}
