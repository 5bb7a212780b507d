// The fairest split of a match's players into two teams by their learned ratings (docs/decisions/0086).
import {
  aprenderRatings, covarianzaRatings, dispersionGoles, GOLES_POR_NIVEL, probabilidadVictoria,
  type JugadorDeclarado, type OpcionesProbabilidad, type OpcionesRatings, type PartidoJugado,
} from './ratings.js';

export interface CandidatoDivision {
  id: string;
  rating: number;
  /** main position 'POR' */
  esPortero: boolean;
  /** the rating's uncertainty, if known: it only widens the probability's spread */
  incertidumbre?: number;
}

export interface Division {
  equipoA: string[];
  equipoB: string[];
  /** team A's chance of winning, a draw counting half (probabilidadVictoria with the candidates' uncertainties) */
  probabilidadA: number;
}

export interface OpcionesDivision extends Pick<OpcionesProbabilidad, 'dispersion'> {
  /**
   * The candidates' posterior covariance (covarianzaRatings, rows and columns in the candidates' order). With it,
   * among the splits whose shown chance is within `tolerancia` of 50 %, the search takes the one of least expected
   * squared true difference, (ΣA − ΣB)² + Var(ΣA − ΣB): the split the history knows better.
   */
  covarianza?: readonly (readonly number[])[];
  /**
   * "Equilibrar también la asistencia": each candidate's expected attendance as a share (confiabilidad / 100; a
   * player without history and a guest 1). Among the splits within `tolerancia` of 50 %, the attendance gap counts
   * too, a whole player's attendance (100 % against 0 %) weighing as much as one declared level (GOLES_POR_NIVEL), as
   * in today's balancer (docs/decisions/0041): (gap × GOLES_POR_NIVEL)² is added to the score.
   */
  asistencia?: readonly number[];
  /** with a covariance or attendance, how far from 50 % the chosen split's shown chance may be (a share: 0.02 is 2 points; default TOLERANCIA_DIVISION) */
  tolerancia?: number;
}

/**
 * With a covariance, the split may show up to 52 % against 48 %: a better-known split that close to 50/50 is fairer
 * on the pitch (bench/teams-sim.ts, docs/decisions/0086), and still reads as even. 0 keeps the closest to 50/50.
 */
export const TOLERANCIA_DIVISION = 0.02;

/** Up to this many players every split is examined; above it, a greedy deal improved by swaps (mejorDivision). */
export const LIMITE_DIVISION_EXHAUSTIVA = 22;

// Scores closer than this are equal: it ends the search on an exact balance and keeps the swaps finite.
const EPSILON = 1e-9;

/** A split: whether each candidate (in the candidates' order) is in team A, and its score. */
interface Estado { enA: boolean[]; valor: number }

/**
 * The fairest split: team sizes differ by at most one and so do their goalkeeper counts (one each when there are two
 * or more). Without a covariance it is the split whose predicted chance is closest to 50/50, i.e. whose
 * |Σ ratings of A − Σ ratings of B| is smallest (the chance's spread is the same for every split of the same
 * players). With `opts.covarianza`, a second search takes, among the splits whose shown chance is within
 * `opts.tolerancia` of 50 % (or as close as the first search's, if that is farther), the one of least
 * (ΣA − ΣB)² + Var(ΣA − ΣB), the variance from the covariance: the expected square of the true difference, so the
 * split whose true chance is expected closest to 50/50 (near 50 % the chance moves in proportion to the difference).
 * With `opts.asistencia` the same second search adds the squared attendance gap (see OpcionesDivision.asistencia).
 *
 * Up to LIMITE_DIVISION_EXHAUSTIVA players each search is exact: a depth-first search over every split (C(22,11)/2 =
 * 352,716 at 22) with incremental sums (and an incremental quadratic form for the variance), started from a local
 * search's answer, pruned where the players left cannot bring (ΣA − ΣB)² below the best score found or |ΣA − ΣB|
 * within the tolerance (the strongest and the weakest still free bound what a branch can reach), and stopped at an
 * exact balance. Above it: the greedy split (goalkeepers first, then the strongest first to the weaker team) improved
 * by the best single swap, or move of one player for an odd count, while one lowers the score.
 *
 * Deterministic: among equally fair splits the first found wins, so equal ratings are split by the candidates' order
 * (a caller who wants variety among equals shuffles them with its seeded generator first). Team A is the team of the
 * first candidate; each team keeps the candidates' order. probabilidadA is probabilidadVictoria's figure for the
 * teams (with the candidates' uncertainties), the one a screen recomputes when a player is moved.
 */
export function mejorDivision(candidatos: readonly CandidatoDivision[], opts: OpcionesDivision = {}): Division {
  const n = candidatos.length;
  const cov = matrizSegundaBusqueda(n, opts);
  // first the split closest to 50/50, then (with a covariance or attendance) the best split whose chance is within the tolerance
  let estado = buscar(candidatos, undefined, Infinity, divisionVoraz(candidatos));
  if (cov) {
    const limite = Math.max(diferenciaTolerada(candidatos, opts), Math.sqrt(estado.valor));
    estado = buscar(candidatos, cov, limite, estado.enA);
  }

  // team A is the first candidate's team
  const enA = n > 0 && !estado.enA[0] ? estado.enA.map((x) => !x) : estado.enA;
  const equipoA: CandidatoDivision[] = [];
  const equipoB: CandidatoDivision[] = [];
  candidatos.forEach((c, i) => (enA[i] ? equipoA : equipoB).push(c));
  return {
    equipoA: equipoA.map((c) => c.id),
    equipoB: equipoB.map((c) => c.id),
    probabilidadA: probabilidadVictoria(equipoA.map((c) => c.rating), equipoB.map((c) => c.rating), probabilidadOpts(candidatos, opts)),
  };
}

/** The second search's quadratic form: the covariance plus GOLES_POR_NIVEL²·aaᵀ for the attendance a; none without either. */
function matrizSegundaBusqueda(n: number, opts: OpcionesDivision): number[][] | undefined {
  const { covarianza, asistencia } = opts;
  if (covarianza && (covarianza.length !== n || covarianza.some((fila) => fila.length !== n))) throw new RangeError('covarianza must be n × n, n the candidates');
  if (asistencia && asistencia.length !== n) throw new RangeError('asistencia must have one share per candidate');
  if (!covarianza && !asistencia) return undefined;
  const peso = GOLES_POR_NIVEL * GOLES_POR_NIVEL;
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) =>
    (covarianza ? covarianza[i]![j]! : 0) + (asistencia ? peso * asistencia[i]! * asistencia[j]! : 0)));
}

const probabilidadOpts = (candidatos: readonly CandidatoDivision[], opts: OpcionesDivision): OpcionesProbabilidad => ({
  dispersion: opts.dispersion, incertidumbres: candidatos.map((c) => c.incertidumbre ?? 0),
});

/** The split of least score among those with |ΣA − ΣB| ≤ limite: local search, then the exhaustive search up to its limit. */
function buscar(candidatos: readonly CandidatoDivision[], cov: OpcionesDivision['covarianza'], limite: number, inicial: boolean[]): Estado {
  const estado = mejorarPorCambios(candidatos, inicial, cov, limite);
  return candidatos.length <= LIMITE_DIVISION_EXHAUSTIVA ? busquedaExhaustiva(candidatos, estado, cov, limite) : estado;
}

/**
 * The largest |ΣA − ΣB| whose chance (probabilidadVictoria, for a split of these candidates) is within
 * `opts.tolerancia` of 50 %: found by bisection on the same normal distribution, so it agrees with the shown figure.
 */
function diferenciaTolerada(candidatos: readonly CandidatoDivision[], opts: OpcionesDivision): number {
  const tolerancia = opts.tolerancia ?? TOLERANCIA_DIVISION;
  const n = candidatos.length;
  const ceros = (k: number) => new Array<number>(k).fill(0);
  const chance = (d: number) => probabilidadVictoria([d, ...ceros(Math.floor(n / 2) - 1)], ceros(Math.ceil(n / 2)), probabilidadOpts(candidatos, opts));
  if (n < 2 || tolerancia <= 0) return 0;
  let bajo = 0;
  let alto = 1;
  while (chance(alto) < 0.5 + tolerancia && alto < 1e6) alto *= 2;
  for (let k = 0; k < 60; k++) {
    const medio = (bajo + alto) / 2;
    if (chance(medio) <= 0.5 + tolerancia) bajo = medio;
    else alto = medio;
  }
  return bajo;
}

/** (ΣA − ΣB)² + xᵀ·M·x, x = +1 for team A and −1 for team B, M the second search's form (matrizSegundaBusqueda). */
function puntuacion(candidatos: readonly CandidatoDivision[], enA: readonly boolean[], cov?: readonly (readonly number[])[]): number {
  let d = 0;
  candidatos.forEach((c, i) => { d += enA[i] ? c.rating : -c.rating; });
  let q = 0;
  if (cov) {
    for (let i = 0; i < enA.length; i++) {
      for (let j = 0; j < enA.length; j++) q += (enA[i] === enA[j] ? 1 : -1) * cov[i]![j]!;
    }
  }
  return d * d + q;
}

/** Goalkeepers first (to the team with fewer, then the weaker), then the rest strongest first to the weaker team with room. */
function divisionVoraz(candidatos: readonly CandidatoDivision[]): boolean[] {
  const n = candidatos.length;
  const tope = Math.ceil(n / 2);
  const orden = candidatos.map((c, i) => ({ c, i })).sort((x, y) => y.c.rating - x.c.rating || x.i - y.i);
  const enA = new Array<boolean>(n).fill(false);
  const equipo = { a: { n: 0, suma: 0, porteros: 0 }, b: { n: 0, suma: 0, porteros: 0 } };
  const poner = (i: number, aA: boolean) => {
    const t = aA ? equipo.a : equipo.b;
    enA[i] = aA;
    t.n++;
    t.suma += candidatos[i]!.rating;
    if (candidatos[i]!.esPortero) t.porteros++;
  };
  const masDebilEsA = () => equipo.a.suma < equipo.b.suma - EPSILON || (Math.abs(equipo.a.suma - equipo.b.suma) <= EPSILON && equipo.a.n <= equipo.b.n);
  for (const { c, i } of orden) {
    if (!c.esPortero) continue;
    poner(i, equipo.a.porteros === equipo.b.porteros ? masDebilEsA() : equipo.a.porteros < equipo.b.porteros);
  }
  for (const { c, i } of orden) {
    if (c.esPortero) continue;
    poner(i, masDebilEsA() ? equipo.a.n < tope : equipo.b.n >= tope);
  }
  return enA;
}

/**
 * Best-improvement local search: swap two players (or move one, when sizes stay within one) while that lowers the
 * score, keeping |ΣA − ΣB| ≤ limite.
 */
function mejorarPorCambios(candidatos: readonly CandidatoDivision[], inicial: boolean[], cov: OpcionesDivision['covarianza'], limite: number): Estado {
  const n = candidatos.length;
  const enA = [...inicial];
  let valor = puntuacion(candidatos, enA, cov);
  const porteros = candidatos.filter((c) => c.esPortero).length;
  const valida = () => {
    let tamA = 0;
    let porterosA = 0;
    let d = 0;
    candidatos.forEach((c, i) => {
      d += enA[i] ? c.rating : -c.rating;
      if (enA[i]) { tamA++; if (c.esPortero) porterosA++; }
    });
    return Math.abs(2 * tamA - n) <= 1 && Math.abs(2 * porterosA - porteros) <= 1 && Math.abs(d) <= limite + EPSILON;
  };
  const probar = (cambio: number[], mejor: { cambio: number[]; valor: number }) => {
    for (const k of cambio) enA[k] = !enA[k];
    if (valida()) {
      const v = puntuacion(candidatos, enA, cov);
      if (v < mejor.valor - EPSILON) mejor = { cambio, valor: v };
    }
    for (const k of cambio) enA[k] = !enA[k];
    return mejor;
  };
  for (;;) {
    let mejor = { cambio: [] as number[], valor };
    for (let i = 0; i < n; i++) {
      mejor = probar([i], mejor);
      for (let j = i + 1; j < n; j++) if (enA[i] !== enA[j]) mejor = probar([i, j], mejor);
    }
    if (!mejor.cambio.length) return { enA, valor };
    for (const k of mejor.cambio) enA[k] = !enA[k];
    valor = mejor.valor;
  }
}

/**
 * Every split, depth first over the players sorted strongest first, each going to team X (floor(n/2) places; the
 * strongest player always there when n is even, so that each split is seen once) or team Y. A branch is cut when
 * even its best completion (X's remaining places filled with the strongest or the weakest players left) leaves
 * (ΣX − ΣY)² at or above the best score so far (the variance part is never negative), or when its goalkeeper count
 * can no longer end at floor(g/2) or ceil(g/2).
 */
function busquedaExhaustiva(candidatos: readonly CandidatoDivision[], inicial: Estado, cov: OpcionesDivision['covarianza'], limite: number): Estado {
  const n = candidatos.length;
  if (n < 2) return inicial;
  const orden = candidatos.map((c, i) => ({ c, i })).sort((x, y) => y.c.rating - x.c.rating || x.i - y.i);
  const r = Float64Array.from(orden, (o) => o.c.rating);
  const gk = Uint8Array.from(orden, (o) => (o.c.esPortero ? 1 : 0));
  // the covariance in the sorted order, flat
  const c = cov ? Float64Array.from({ length: n * n }, (_, k) => cov[orden[Math.floor(k / n)]!.i]![orden[k % n]!.i]!) : null;
  const acumulado = new Float64Array(n + 1);
  const porterosDesde = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) acumulado[k + 1] = acumulado[k]! + r[k]!;
  for (let k = n - 1; k >= 0; k--) porterosDesde[k] = porterosDesde[k + 1]! + gk[k]!;
  const total = acumulado[n]!;
  const g = porterosDesde[0]!;
  const porterosMin = Math.floor(g / 2);
  const porterosMax = Math.ceil(g / 2);
  const tamX = Math.floor(n / 2);
  const tamY = n - tamX;
  const sumaEntre = (desde: number, hasta: number) => acumulado[hasta]! - acumulado[desde]!;

  let mejor = inicial.valor;
  // an object, not a variable: the closure's assignment would be invisible to the type checker's narrowing
  const hallada: { seleccion: Int8Array | null } = { seleccion: null };
  const x = new Int8Array(n);
  // v[j] = Σ over the players placed so far of x_i · c[i][j]: the quadratic form grows by c[k][k] + 2·x_k·v[k]
  const v = new Float64Array(n);

  const colocar = (pos: number, signo: 1 | -1) => {
    x[pos] = signo;
    if (c) for (let j = pos + 1; j < n; j++) v[j]! += signo * c[pos * n + j]!;
  };
  const quitar = (pos: number) => {
    const signo = x[pos]!;
    if (c) for (let j = pos + 1; j < n; j++) v[j]! -= signo * c[pos * n + j]!;
    x[pos] = 0;
  };

  // pos: next player (sorted); enX, enY: players placed in each; suma: X's ratings; porteros: X's goalkeepers; q: the form so far
  const visitar = (pos: number, enX: number, suma: number, porteros: number, q: number): boolean => {
    if (pos === n) {
      if (porteros < porterosMin || porteros > porterosMax) return false;
      const d = 2 * suma - total;
      if (Math.abs(d) > limite + EPSILON) return false;
      const valor = d * d + q;
      if (valor < mejor - EPSILON) {
        mejor = valor;
        hallada.seleccion = x.slice();
        return mejor <= EPSILON;
      }
      return false;
    }
    if (porteros > porterosMax || porteros + porterosDesde[pos]! < porterosMin) return false;
    const faltan = tamX - enX;
    const maximo = suma + sumaEntre(pos, pos + faltan);
    const minimo = suma + sumaEntre(n - faltan, n);
    const cota = total / 2 > maximo ? 2 * (total / 2 - maximo) : total / 2 < minimo ? 2 * (minimo - total / 2) : 0;
    if (cota > limite + EPSILON || cota * cota >= mejor - EPSILON) return false;
    const cuadrado = c ? c[pos * n + pos]! : 0;
    if (faltan > 0) {
      const qX = c ? q + cuadrado + 2 * v[pos]! : 0;
      colocar(pos, 1);
      const fin = visitar(pos + 1, enX + 1, suma + r[pos]!, porteros + gk[pos]!, qX);
      quitar(pos);
      if (fin) return true;
    }
    // with n even the strongest player is always in X: the mirror image of each split is not visited again
    if (pos === 0 && n % 2 === 0) return false;
    if (pos - enX < tamY) {
      const qY = c ? q + cuadrado - 2 * v[pos]! : 0;
      colocar(pos, -1);
      const fin = visitar(pos + 1, enX, suma, porteros, qY);
      quitar(pos);
      if (fin) return true;
    }
    return false;
  };
  visitar(0, 0, 0, 0, 0);

  const encontrada = hallada.seleccion;
  if (!encontrada) return inicial;
  const enA = new Array<boolean>(n).fill(false);
  orden.forEach((o, k) => { enA[o.i] = encontrada[k] === 1; });
  return { enA, valor: mejor };
}

export interface DatosDivision {
  candidatos: CandidatoDivision[];
  covarianza: number[][];
  dispersion: number;
}

/**
 * Everything mejorDivision needs for this match's players from the club's history: each one's rating and
 * uncertainty (aprenderRatings), their covariance (covarianzaRatings) and the club's spread (dispersionGoles). A
 * present player neither among `jugadores` nor in the history (a guest new to the club) gets the prior of someone
 * without a declared level. `mejorDivision(d.candidatos, d)` is then the learned split.
 */
export function datosDivision(
  historial: readonly PartidoJugado[],
  jugadores: readonly JugadorDeclarado[],
  presentes: readonly { id: string; esPortero: boolean }[],
  opts: OpcionesRatings = {},
): DatosDivision {
  const conocidos = new Set(jugadores.map((j) => j.id));
  const todos = [...jugadores, ...presentes.filter((p) => !conocidos.has(p.id)).map((p): JugadorDeclarado => ({ id: p.id, nivel: null }))];
  const ratings = aprenderRatings(historial, todos, opts);
  const candidatos = presentes.map((p): CandidatoDivision => {
    const r = ratings.get(p.id)!;
    return { id: p.id, rating: r.rating, incertidumbre: r.incertidumbre, esPortero: p.esPortero };
  });
  return {
    candidatos,
    covarianza: covarianzaRatings(historial, todos, presentes.map((p) => p.id), opts),
    dispersion: dispersionGoles(historial, ratings, opts),
  };
}
