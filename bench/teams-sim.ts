// Fair teams learned from results: the simulation that chose the model (docs/decisions/0086).
//
//   node --import tsx bench/teams-sim.ts            the tables of the decision record (about 20 s on this machine)
//   node --import tsx bench/teams-sim.ts --tune     first the grid of λ and goal caps, on other clubs than the tables' (a few minutes more)
//
// Each simulated club has 14 players with a hidden strength drawn from normal(0, 1), all declaring 'Intermedio'.
// Every week 10 of the 14 sign up at random, a balancer splits them 5 against 5, and the match is played: team A
// scores Poisson(3·e^(0.4·gap)) goals and team B Poisson(3·e^(−0.4·gap)), gap = Σ hidden strengths of A − Σ of B,
// capped at ±2.5 for the goal rates only. The result joins the club's history and the next week's teams are made from
// ratings learned from all results so far. The measure is the hidden gap |ΣA − ΣB| of the teams the balancer made, as a
// share of a random split's expected gap for the same 10 players (exact: the mean over all 252 ways to pick team A),
// per club the sum over the weeks looked at of the one over the sum of the other, then the median over the clubs.
// A 16-week run is the first 16 weeks of the 20-week one (week t's teams depend only on weeks before t), so both
// horizons come from one run. Seeded: the same command prints the same figures.
import { parseArgs } from 'node:util';
import {
  generador, aprenderRatings, covarianzaRatings, datosDivision, evolucionRating, LAMBDA_RATINGS, mejorDivision, probabilidadVictoria, tendencia,
  TOLERANCIA_DIVISION, TOPE_DIFERENCIA_GOLES, UMBRAL_TENDENCIA, VENTANA_TENDENCIA,
  type JugadorDeclarado, type OpcionesDivision, type OpcionesRatings, type PartidoJugado, type PuntoEvolucion,
} from '@partidos/shared';
import { balanceTeams, type TeamCandidate } from '../apps/server/src/modules/matches/teams.js';

export const JUGADORES_CLUB = 14;
export const INSCRITOS = 10;
export const SEMANAS = 20;
export const CLUBES = 50;
const TOPE_BRECHA = 2.5;

const semillaDe = (...partes: number[]) => partes.reduce((h, p) => (Math.imul(h ^ p, 0x9e3779b1) + 0x7f4a7c15) >>> 0, 0x12345678);

function normal(rng: () => number): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

function poisson(tasa: number, rng: () => number): number {
  const limite = Math.exp(-tasa);
  let k = 0;
  for (let p = rng(); p > limite; p *= rng()) k++;
  return k;
}

function barajar<T>(xs: readonly T[], rng: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const mediana = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A balancer: this week's players (in sign-up order) and the club's history so far → the two teams. */
export interface Balanceador {
  nombre: string;
  dividir(inscritos: readonly string[], historial: readonly PartidoJugado[], jugadores: readonly JugadorDeclarado[], rng: () => number): { equipoA: string[]; equipoB: string[]; probabilidadA?: number };
}

/** Today's balancer (apps/server/src/modules/matches/teams.ts): declared level only, so a random split here. */
export const balanceadorHoy: Balanceador = {
  nombre: 'today (declared level)',
  dividir(inscritos, _historial, jugadores, rng) {
    const nivel = new Map(jugadores.map((j) => [j.id, j.nivel]));
    const candidatos = inscritos.map((id): TeamCandidate => ({ id, kind: 'usuario', posicion: null, nivel: nivel.get(id) ?? null, mvpCount: 0, partidosJugados: 0 }));
    const t = balanceTeams(candidatos, rng);
    return { equipoA: t.equipo_a, equipoB: t.equipo_b };
  },
};

/**
 * A balancer on learned ratings: the history (transformed) → datosDivision → mejorDivision, with the ratings'
 * covariance (the chosen search) or without it (the split closest to 50/50 on the ratings alone).
 */
function porRatings(nombre: string, transformar: (p: PartidoJugado) => PartidoJugado, opts: OpcionesRatings, division: OpcionesDivision | null): Balanceador {
  return {
    nombre,
    dividir(inscritos, historial, jugadores) {
      const datos = datosDivision(historial.map(transformar), jugadores, inscritos.map((id) => ({ id, esPortero: false })), opts);
      return mejorDivision(datos.candidatos, division ? { ...datos, ...division } : {});
    },
  };
}

const nombreOpts = (opts: OpcionesRatings) => `λ ${opts.lambda ?? LAMBDA_RATINGS}, cap ${opts.topeGoles ?? TOPE_DIFERENCIA_GOLES}`;

/**
 * The chosen model and search: ridge regression on the goal difference; among the splits shown within `tolerancia`
 * of 50/50, the one of least expected squared gap (1: any split, by expected squared gap alone).
 */
export const balanceadorGoles = (opts: OpcionesRatings = {}, tolerancia = TOLERANCIA_DIVISION) => porRatings(
  `goal difference + covariance (${nombreOpts(opts)}, ${tolerancia >= 0.5 ? 'any shown chance' : `shown ±${100 * tolerancia} points`})`,
  (p) => p, opts, { tolerancia });

/** The same ratings, the split closest to 50/50 on the ratings alone (no covariance). */
export const balanceadorGolesSinCovarianza = (opts: OpcionesRatings = {}) => porRatings(
  `goal difference (${nombreOpts(opts)})`, (p) => p, opts, null);

/**
 * The same model told only who won: each match's goal difference replaced by its sign (+1, 0, −1), the split closest
 * to 50/50 on the ratings (the covariance's scale, σ, is in goals and would need its own prior here).
 */
export const balanceadorResultado = (opts: OpcionesRatings = {}) => porRatings(
  `win/loss only (λ ${opts.lambda ?? LAMBDA_RATINGS})`,
  (p) => ({ ...p, golesA: Math.sign(p.golesA - p.golesB), golesB: 0 }),
  { ...opts, topeGoles: 1 },
  null,
);

interface Club { fuerza: Map<string, number>; jugadores: JugadorDeclarado[]; semanas: string[][] }

export function crearClub(semilla: number, semanas = SEMANAS): Club {
  const rng = generador(semillaDe(semilla, 1));
  const ids = Array.from({ length: JUGADORES_CLUB }, (_, i) => `j${String(i + 1).padStart(2, '0')}`);
  const fuerza = new Map(ids.map((id) => [id, normal(rng)]));
  const jugadores = ids.map((id): JugadorDeclarado => ({ id, nivel: 'Intermedio' }));
  const inscripciones = Array.from({ length: semanas }, () => barajar(ids, rng).slice(0, INSCRITOS));
  return { fuerza, jugadores, semanas: inscripciones };
}

const suma = (ids: readonly string[], fuerza: ReadonlyMap<string, number>) => ids.reduce((s, id) => s + fuerza.get(id)!, 0);

/** The mean |ΣA − ΣB| over every way to pick team A's half of the players (a random split's expected gap). */
export function brechaAleatoria(ids: readonly string[], fuerza: ReadonlyMap<string, number>): number {
  const f = ids.map((id) => fuerza.get(id)!);
  const total = f.reduce((a, b) => a + b, 0);
  const mitad = Math.floor(f.length / 2);
  let acumulado = 0;
  let formas = 0;
  for (let mask = 0; mask < 1 << f.length; mask++) {
    let bits = 0;
    let s = 0;
    for (let i = 0; i < f.length; i++) if (mask & (1 << i)) { bits++; s += f[i]!; }
    if (bits !== mitad) continue;
    acumulado += Math.abs(2 * s - total);
    formas++;
  }
  return acumulado / formas;
}

export interface Semana { brecha: number; brechaAleatoria: number; partido: PartidoJugado; probabilidadA?: number }

/** One club's season with one balancer; `cambio` alters hidden strengths from a week on (the trend check). */
export function jugarTemporada(
  semilla: number, balanceador: Balanceador, semanas = SEMANAS,
  cambio?: { semana: number; id: string; delta: number },
): { club: Club; semanas: Semana[]; historial: PartidoJugado[] } {
  const club = crearClub(semilla, semanas);
  const fuerza = new Map(club.fuerza);
  const historial: PartidoJugado[] = [];
  const out: Semana[] = [];
  for (let s = 0; s < semanas; s++) {
    if (cambio && s === cambio.semana) fuerza.set(cambio.id, fuerza.get(cambio.id)! + cambio.delta);
    const inscritos = club.semanas[s]!;
    const { equipoA, equipoB, probabilidadA } = balanceador.dividir(inscritos, historial, club.jugadores, generador(semillaDe(semilla, 2, s)));
    const brecha = suma(equipoA, fuerza) - suma(equipoB, fuerza);
    const g = Math.max(-TOPE_BRECHA, Math.min(TOPE_BRECHA, brecha));
    // the same draws for every balancer: only the rates differ
    const rng = generador(semillaDe(semilla, 3, s));
    const partido = { equipoA, equipoB, golesA: poisson(3 * Math.exp(0.4 * g), rng), golesB: poisson(3 * Math.exp(-0.4 * g), rng) };
    historial.push(partido);
    out.push({ brecha: Math.abs(brecha), brechaAleatoria: brechaAleatoria(inscritos, fuerza), partido, probabilidadA });
  }
  return { club, semanas: out, historial };
}

/** Median over the clubs of (Σ gap / Σ random gap) over weeks desde..hasta (1-based, inclusive). */
function cuota(temporadas: readonly Semana[][], desde: number, hasta: number): number {
  return mediana(temporadas.map((ss) => {
    const tramo = ss.slice(desde - 1, hasta);
    return tramo.reduce((a, s) => a + s.brecha, 0) / tramo.reduce((a, s) => a + s.brechaAleatoria, 0);
  }));
}

export function evaluar(balanceador: Balanceador, semillas: readonly number[]): { ultimas20: number; semanas11a16: number } {
  const temporadas = semillas.map((s) => jugarTemporada(s, balanceador).semanas);
  return { ultimas20: cuota(temporadas, SEMANAS - 5, SEMANAS), semanas11a16: cuota(temporadas, 11, 16) };
}

const f2 = (x: number) => x.toFixed(2);
const semillasDesde = (primera: number, cuantas = CLUBES) => Array.from({ length: cuantas }, (_, i) => primera + i);
/** The tables' clubs. */
export const EVALUACION = semillasDesde(1001);
/** --tune tunes on these 300 clubs, so that the tables' figures are not the ones tuned on. */
export const AJUSTE = semillasDesde(5001, 300);
/** 300 more clubs, neither tuned on nor in the first table: how much of a 50-club median is luck. */
export const CONTRASTE = semillasDesde(9001, 300);
/** The trend's clubs: more than 50, for the share of improved players that is seen. */
const TENDENCIA = semillasDesde(9001, 150);

function tabla(filas: { nombre: string; r: { ultimas20: number; semanas11a16: number } }[]) {
  const ancho = Math.max(...filas.map((f) => f.nombre.length));
  console.log(`| ${'balancer'.padEnd(ancho)} | weeks 15–20 of 20 | weeks 11–16 of 16 |`);
  console.log(`|${'-'.repeat(ancho + 2)}|-------------------|-------------------|`);
  for (const f of filas) console.log(`| ${f.nombre.padEnd(ancho)} | ${f2(f.r.ultimas20).padStart(17)} | ${f2(f.r.semanas11a16).padStart(17)} |`);
}

const filas = (balanceadores: Balanceador[], semillas: readonly number[]) => balanceadores.map((b) => ({ nombre: b.nombre, r: evaluar(b, semillas) }));

/** Predicted chance against what happened, on random splits (today's balancer), ratings from the results before each match. */
function calibracion(semillas: readonly number[]) {
  const tramos = [0, 0.2, 0.4, 0.6, 0.8, 1.000001];
  const acc = tramos.slice(1).map(() => ({ n: 0, p: 0, real: 0 }));
  let brier = 0;
  let n = 0;
  for (const semilla of semillas) {
    const { club, historial } = jugarTemporada(semilla, balanceadorHoy);
    for (let s = 5; s < historial.length; s++) {
      const m = historial[s]!;
      const d = datosDivision(historial.slice(0, s), club.jugadores, [...m.equipoA, ...m.equipoB].map((id) => ({ id, esPortero: false })));
      const r = new Map(d.candidatos.map((c) => [c.id, c.rating]));
      const p = probabilidadVictoria(m.equipoA.map((id) => r.get(id)!), m.equipoB.map((id) => r.get(id)!), {
        dispersion: d.dispersion, incertidumbres: d.candidatos.map((c) => c.incertidumbre!),
      });
      const real = m.golesA > m.golesB ? 1 : m.golesA === m.golesB ? 0.5 : 0;
      const k = tramos.findIndex((t, i) => p >= t && p < tramos[i + 1]!);
      acc[k]!.n++;
      acc[k]!.p += p;
      acc[k]!.real += real;
      brier += (p - real) ** 2;
      n++;
    }
  }
  console.log('| predicted for A | matches | mean predicted | A won (a draw ½) |');
  console.log('|-----------------|---------|----------------|------------------|');
  acc.forEach((a, i) => {
    const rango = `${Math.round(tramos[i]! * 100)}–${Math.round(Math.min(1, tramos[i + 1]!) * 100)} %`;
    console.log(`| ${rango.padEnd(15)} | ${String(a.n).padStart(7)} | ${(a.n ? f2(a.p / a.n) : '–').padStart(14)} | ${(a.n ? f2(a.real / a.n) : '–').padStart(16)} |`);
  });
  console.log(`Brier score ${(brier / n).toFixed(3)} over ${n} matches (always saying 50 % scores 0.25).`);
}

/** How far from 50/50 the shown chance of the generated teams is, weeks 15–20 (the covariance trades a little of it). */
function distanciaAl50(balanceadores: Balanceador[], semillas: readonly number[]) {
  for (const b of balanceadores) {
    const ps = semillas.flatMap((semilla) => jugarTemporada(semilla, b).semanas.slice(SEMANAS - 6).map((s) => Math.abs(s.probabilidadA! - 0.5)));
    const media = ps.reduce((x, y) => x + y, 0) / ps.length;
    console.log(`${b.nombre}: shown chance of team A 50 % ± ${(100 * media).toFixed(1)} points on average, at most ± ${(100 * Math.max(...ps)).toFixed(1)}`);
  }
}

/** How often a player whose strength never changed shows a trend at week 20, and how often one who improved does. */
function tendencias(semillas: readonly number[]) {
  const fijos: PuntoEvolucion[][] = [];
  const mejorados: PuntoEvolucion[][] = [];
  for (const semilla of semillas) {
    const { club, historial } = jugarTemporada(semilla, balanceadorGoles());
    for (const j of club.jugadores) {
      const serie = evolucionRating(historial, club.jugadores, j.id);
      if (serie.length === VENTANA_TENDENCIA + 1) fijos.push(serie);
    }
    // player j01 gets one standard deviation stronger (about 2.4 goals a match in this simulation) from week 13 on
    const mejorado = jugarTemporada(semilla, balanceadorGoles(), SEMANAS, { semana: 12, id: 'j01', delta: 1 });
    const serie = evolucionRating(mejorado.historial, mejorado.club.jugadores, 'j01');
    if (serie.length === VENTANA_TENDENCIA + 1) mejorados.push(serie);
  }
  const cambio = (serie: PuntoEvolucion[]) => serie.at(-1)!.rating - serie[0]!.rating;
  const abs = fijos.map((serie) => Math.abs(cambio(serie))).sort((a, b) => a - b);
  const q = (x: number) => f2(abs[Math.floor(x * (abs.length - 1))]!);
  console.log(`Rating change over a player's last ${VENTANA_TENDENCIA} matches at week 20, strengths unchanged (${abs.length} players):`
    + ` |change| median ${q(0.5)}, 90th percentile ${q(0.9)} goals. One player one standard deviation stronger from week 13:`
    + ` change median ${f2(mediana(mejorados.map(cambio)))} goals (${mejorados.length} clubs where he played ${VENTANA_TENDENCIA}+ matches).\n`);
  console.log('| threshold (standard deviations) | unchanged players shown a trend | improved player shown \'subiendo\' |');
  console.log('|---------------------------------|---------------------------------|-----------------------------------|');
  for (const umbral of [1.64, 2, UMBRAL_TENDENCIA, 3].filter((u, i, xs) => xs.indexOf(u) === i).sort((a, b) => a - b)) {
    const falsos = fijos.filter((serie) => tendencia(serie, { umbral }) !== 'estable').length;
    const suben = mejorados.filter((serie) => tendencia(serie, { umbral }) === 'subiendo').length;
    const marca = umbral === UMBRAL_TENDENCIA ? ' (chosen)' : '';
    console.log(`| ${`${umbral}${marca}`.padEnd(31)} | ${`${Math.round((100 * falsos) / fijos.length)} %`.padStart(31)} | ${`${Math.round((100 * suben) / mejorados.length)} %`.padStart(33)} |`);
  }
}

function tiempos() {
  const rng = generador(77);
  const medir = (n: number, conCovarianza: boolean) => {
    const veces: number[] = [];
    for (let k = 0; k < 7; k++) {
      // a club's history of 11-a-side matches among these players gives realistic ratings and covariance
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const fuerza = new Map(ids.map((id) => [id, normal(rng)]));
      const historial = Array.from({ length: 30 }, (): PartidoJugado => {
        const xs = barajar(ids, rng);
        const equipoA = xs.slice(0, n >> 1);
        const equipoB = xs.slice(n >> 1);
        const g = Math.max(-TOPE_BRECHA, Math.min(TOPE_BRECHA, (suma(equipoA, fuerza) - suma(equipoB, fuerza)) / 2));
        return { equipoA, equipoB, golesA: poisson(2 * Math.exp(0.4 * g), rng), golesB: poisson(2 * Math.exp(-0.4 * g), rng) };
      });
      const jugadores = ids.map((id): JugadorDeclarado => ({ id, nivel: 'Intermedio' }));
      const datos = datosDivision(historial, jugadores, ids.map((id, i) => ({ id, esPortero: i < 2 })));
      const t0 = performance.now();
      mejorDivision(datos.candidatos, conCovarianza ? datos : {});
      veces.push(performance.now() - t0);
    }
    return veces;
  };
  medir(22, true); // warm-up
  for (const conCovarianza of [true, false]) {
    for (const n of [18, 20, 22]) {
      const v = medir(n, conCovarianza);
      console.log(`mejorDivision, ${n} players (2 goalkeepers, ratings from 30 matches)${conCovarianza ? ', with covariance' : ''}:`
        + ` median ${mediana(v).toFixed(1)} ms, max ${Math.max(...v).toFixed(1)} ms over ${v.length} sets`);
    }
  }
  // a big club's recomputation: 500 matches of 11 a side among 60 players
  const ids = Array.from({ length: 60 }, (_, i) => `p${i}`);
  const historial = Array.from({ length: 500 }, (): PartidoJugado => {
    const xs = barajar(ids, rng).slice(0, 22);
    return { equipoA: xs.slice(0, 11), equipoB: xs.slice(11), golesA: poisson(2, rng), golesB: poisson(2, rng) };
  });
  const jugadores = ids.map((id): JugadorDeclarado => ({ id, nivel: 'Intermedio' }));
  const t0 = performance.now();
  aprenderRatings(historial, jugadores);
  const t1 = performance.now();
  covarianzaRatings(historial, jugadores, ids.slice(0, 22));
  const t2 = performance.now();
  evolucionRating(historial, jugadores, 'p0');
  const t3 = performance.now();
  console.log(`500 matches of 11 a side among 60 players: aprenderRatings ${(t1 - t0).toFixed(1)} ms, covarianzaRatings of 22 players`
    + ` ${(t2 - t1).toFixed(1)} ms, evolucionRating of one player ${(t3 - t2).toFixed(1)} ms`);
}

function main() {
  const { values } = parseArgs({ options: { tune: { type: 'boolean', default: false } } });
  if (values.tune) {
    console.log(`Tuning: ${AJUSTE.length} clubs (seeds ${AJUSTE[0]}–${AJUSTE.at(-1)})\n`);
    tabla(filas([
      balanceadorHoy,
      ...[0.25, 0.5, 1, 2, 4].map((lambda) => balanceadorResultado({ lambda })),
      ...[0.5, 1, 2, 4].flatMap((lambda) => [3, 5, 8].map((topeGoles) => balanceadorGolesSinCovarianza({ lambda, topeGoles }))),
      ...[0.5, 1, 2, 4].flatMap((lambda) => [3, 5, 8].map((topeGoles) => balanceadorGoles({ lambda, topeGoles }))),
    ], AJUSTE));
    console.log('');
  }
  const principales = [balanceadorHoy, balanceadorResultado(), balanceadorGolesSinCovarianza(), balanceadorGoles()];
  console.log('Hidden-strength gap |ΣA − ΣB| of the generated teams as a share of a random split\'s expected gap, median over clubs.\n');
  console.log(`${CLUBES} clubs (seeds ${EVALUACION[0]}–${EVALUACION.at(-1)}):\n`);
  tabla(filas(principales, EVALUACION));
  console.log('\nAlternatives to the chosen parameters, same clubs:\n');
  tabla(filas([
    balanceadorGoles({ lambda: 1 }), balanceadorGoles({ lambda: 4 }), balanceadorGoles({ topeGoles: 3 }), balanceadorGoles({ topeGoles: 8 }),
    balanceadorGoles({}, 0.05), balanceadorGoles({}, 1),
  ], EVALUACION));
  console.log(`\n${CONTRASTE.length} other clubs (seeds ${CONTRASTE[0]}–${CONTRASTE.at(-1)}), for how much a ${CLUBES}-club median moves:\n`);
  tabla(filas(principales, CONTRASTE));
  console.log('\nShown chance of the generated teams, weeks 15–20, the first table\'s clubs:\n');
  distanciaAl50([balanceadorGolesSinCovarianza(), balanceadorGoles(), balanceadorGoles({}, 0.05), balanceadorGoles({}, 1)], EVALUACION);
  console.log('\nCalibration of probabilidadVictoria (defaults) on the random splits of today\'s balancer, weeks 6–20, the first table\'s clubs:\n');
  calibracion(EVALUACION);
  console.log(`\nTrend (defaults), ${TENDENCIA.length} clubs (seeds ${TENDENCIA[0]}–${TENDENCIA.at(-1)}):\n`);
  tendencias(TENDENCIA);
  console.log('\nTimings (a benchmark, not a test; this machine):\n');
  tiempos();
}

if (import.meta.url === `file://${process.argv[1]}`) main();
