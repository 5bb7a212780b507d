import { describe, expect, it } from 'vitest';
import { datosDivision, LIMITE_DIVISION_EXHAUSTIVA, mejorDivision, TOLERANCIA_DIVISION, type CandidatoDivision } from './division.js';
import { aprenderRatings, DISPERSION_GOLES, probabilidadVictoria, type PartidoJugado } from './ratings.js';
import { generador } from './generador.js';

const candidatos = (ratings: number[], porteros = 0): CandidatoDivision[] =>
  ratings.map((rating, i) => ({ id: `p${i}`, rating, esPortero: i < porteros }));

function aleatorios(rng: () => number, n: number, porteros: number): CandidatoDivision[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i}`, rating: 3 * (rng() - 0.5), esPortero: i < porteros, incertidumbre: rng() }));
}

/** A random covariance: BBᵀ/n (positive semi-definite). */
function covarianzaAleatoria(rng: () => number, n: number): number[][] {
  const B = Array.from({ length: n }, () => Array.from({ length: n }, () => rng() - 0.5));
  return B.map((fi) => B.map((fj) => fi.reduce((s, x, k) => s + x * fj[k]!, 0) / n));
}

/** The split's sides as ±1, in the candidates' order. */
const lados = (cs: readonly CandidatoDivision[], equipoA: string[]) => cs.map((c) => (equipoA.includes(c.id) ? 1 : -1));

function puntuacion(cs: readonly CandidatoDivision[], x: number[], cov?: number[][]) {
  const d = cs.reduce((s, c, i) => s + x[i]! * c.rating, 0);
  let q = 0;
  if (cov) x.forEach((xi, i) => x.forEach((xj, j) => { q += xi * xj * cov[i]![j]!; }));
  return { d, valor: d * d + q };
}

/** Every valid split (sizes and goalkeeper counts within one) as ±1 vectors. */
function todas(cs: readonly CandidatoDivision[]): number[][] {
  const n = cs.length;
  const g = cs.filter((c) => c.esPortero).length;
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const x = cs.map((_, i) => (mask & (1 << i) ? 1 : -1));
    const tamA = x.filter((v) => v === 1).length;
    const gA = cs.filter((c, i) => c.esPortero && x[i] === 1).length;
    if (Math.abs(2 * tamA - n) <= 1 && Math.abs(2 * gA - g) <= 1) out.push(x);
  }
  return out;
}

function esValida(cs: readonly CandidatoDivision[], d: { equipoA: string[]; equipoB: string[] }) {
  const ids = [...d.equipoA, ...d.equipoB].sort();
  expect(ids).toEqual(cs.map((c) => c.id).sort());
  expect(Math.abs(d.equipoA.length - d.equipoB.length)).toBeLessThanOrEqual(1);
  const porteros = (eq: string[]) => eq.filter((id) => cs.find((c) => c.id === id)!.esPortero).length;
  expect(Math.abs(porteros(d.equipoA) - porteros(d.equipoB))).toBeLessThanOrEqual(1);
}

describe('mejorDivision', () => {
  it('balances an obviously unbalanced set: two stars each', () => {
    const d = mejorDivision(candidatos([3, 3, 3, 3, -1, -1, -1, -1, -1, -1]));
    const estrellas = (eq: string[]) => eq.filter((id) => Number(id.slice(1)) < 4).length;
    expect(estrellas(d.equipoA)).toBe(2);
    expect(estrellas(d.equipoB)).toBe(2);
    expect(d.probabilidadA).toBe(0.5);
  });

  it('puts one goalkeeper in each team when there are two or more, even the two strongest', () => {
    for (const porteros of [2, 3, 4, 5]) {
      const cs = candidatos([5, 4, 3, 2, 1, 0, -1, -2, -3, -4, 0.5], porteros);
      const d = mejorDivision(cs);
      esValida(cs, d);
      const enA = d.equipoA.filter((id) => Number(id.slice(1)) < porteros).length;
      expect([Math.floor(porteros / 2), Math.ceil(porteros / 2)]).toContain(enA);
    }
  });

  it('finds the best split, as a brute force does (up to 14 players, goalkeepers or not)', () => {
    const rng = generador(5);
    for (let k = 0; k < 60; k++) {
      const n = 2 + (k % 13);
      const cs = aleatorios(rng, n, Math.floor(rng() * 4));
      const d = mejorDivision(cs);
      esValida(cs, d);
      const optimo = Math.min(...todas(cs).map((x) => Math.abs(puntuacion(cs, x).d)));
      expect(Math.abs(puntuacion(cs, lados(cs, d.equipoA)).d)).toBeCloseTo(optimo, 9);
    }
  });

  it('with a covariance and any shown chance, finds the least expected squared difference, as a brute force does', () => {
    const rng = generador(6);
    for (let k = 0; k < 40; k++) {
      const n = 2 + (k % 11);
      const cs = aleatorios(rng, n, Math.floor(rng() * 3));
      const cov = covarianzaAleatoria(rng, n);
      const d = mejorDivision(cs, { covarianza: cov, tolerancia: 1 });
      esValida(cs, d);
      const optimo = Math.min(...todas(cs).map((x) => puntuacion(cs, x, cov).valor));
      expect(puntuacion(cs, lados(cs, d.equipoA), cov).valor).toBeCloseTo(optimo, 9);
    }
  });

  it('with a covariance, keeps the shown chance within the tolerance of 50 % when a split that close exists', () => {
    const rng = generador(8);
    for (let k = 0; k < 30; k++) {
      const cs = aleatorios(rng, 10, 2);
      const cov = covarianzaAleatoria(rng, 10).map((fila) => fila.map((v) => 4 * v));
      const sin = mejorDivision(cs);
      const con = mejorDivision(cs, { covarianza: cov });
      esValida(cs, con);
      expect(Math.abs(con.probabilidadA - 0.5)).toBeLessThanOrEqual(Math.max(TOLERANCIA_DIVISION, Math.abs(sin.probabilidadA - 0.5)) + 1e-9);
      // and it is the best split by expected squared difference among those
      const dentro = todas(cs).filter((x) => {
        const ratingsA = cs.filter((_, i) => x[i] === 1).map((c) => c.rating);
        const ratingsB = cs.filter((_, i) => x[i] === -1).map((c) => c.rating);
        const p = probabilidadVictoria(ratingsA, ratingsB, { incertidumbres: cs.map((c) => c.incertidumbre!) });
        return Math.abs(p - 0.5) <= Math.max(TOLERANCIA_DIVISION, Math.abs(sin.probabilidadA - 0.5)) + 1e-9;
      });
      const optimo = Math.min(...dentro.map((x) => puntuacion(cs, x, cov).valor));
      expect(puntuacion(cs, lados(cs, con.equipoA), cov).valor).toBeCloseTo(optimo, 6);
    }
  });

  it('with attendance, shares the likely no-shows out without trading the balance away', () => {
    // four reliable and four flaky players of one rating: 2 and 2 (the plain search puts the reliable ones together)
    const iguales = candidatos(new Array(8).fill(0));
    const asistencia = [1, 0.2, 1, 0.2, 1, 0.2, 1, 0.2];
    const poco = (eq: string[]) => eq.filter((id) => Number(id.slice(1)) % 2 === 1).length;
    expect(poco(mejorDivision(iguales).equipoA)).toBe(0);
    const d = mejorDivision(iguales, { asistencia });
    expect(poco(d.equipoA)).toBe(2);
    expect(d.probabilidadA).toBe(0.5);
    // two stars still go one per side, even when both are the reliable ones
    const estrellas = candidatos([3, 3, 0, 0, 0, 0, 0, 0]);
    const conEstrellas = mejorDivision(estrellas, { asistencia: [1, 1, 0, 0, 0, 0, 1, 1] });
    expect(conEstrellas.equipoA.filter((id) => id === 'p0' || id === 'p1')).toHaveLength(1);
    expect(conEstrellas.probabilidadA).toBe(0.5);
    expect(() => mejorDivision(iguales, { asistencia: [1] })).toThrow(RangeError);
  });

  it('is deterministic, keeps the candidates\' order and puts the first candidate in team A', () => {
    const cs = aleatorios(generador(9), 12, 2);
    const d = mejorDivision(cs);
    expect(mejorDivision(cs)).toEqual(d);
    expect(d.equipoA[0]).toBe('p0');
    const orden = cs.map((c) => c.id);
    for (const eq of [d.equipoA, d.equipoB]) expect([...eq].sort((a, b) => orden.indexOf(a) - orden.indexOf(b))).toEqual(eq);
  });

  it('splits equal ratings by the candidates\' order, at 50 %', () => {
    const d = mejorDivision(candidatos(new Array(10).fill(0)));
    expect(d.probabilidadA).toBe(0.5);
    expect(d.equipoA.length).toBe(5);
  });

  it('reports team A\'s chance as probabilidadVictoria does, with the spread given', () => {
    const cs = aleatorios(generador(10), 9, 0);
    const d = mejorDivision(cs, { dispersion: 1.5 });
    const rating = (id: string) => cs.find((c) => c.id === id)!.rating;
    expect(d.probabilidadA).toBe(probabilidadVictoria(d.equipoA.map(rating), d.equipoB.map(rating), {
      dispersion: 1.5, incertidumbres: cs.map((c) => c.incertidumbre!),
    }));
  });

  it('splits 22 players exhaustively, with and without a covariance', () => {
    const rng = generador(12);
    const cs = aleatorios(rng, LIMITE_DIVISION_EXHAUSTIVA, 2);
    const d = mejorDivision(cs);
    esValida(cs, d);
    expect(d.equipoA.length).toBe(11);
    // a sum within a hair of half the total: nothing to gain
    expect(Math.abs(puntuacion(cs, lados(cs, d.equipoA)).d)).toBeLessThan(0.01);
    const conCov = mejorDivision(cs, { covarianza: covarianzaAleatoria(rng, cs.length) });
    esValida(cs, conCov);
  });

  it('splits more than 22 players by local search, within the rules', () => {
    const rng = generador(13);
    for (const n of [23, 30]) {
      const cs = aleatorios(rng, n, 3);
      const d = mejorDivision(cs);
      esValida(cs, d);
      expect(Math.abs(d.probabilidadA - 0.5)).toBeLessThan(0.05);
      esValida(cs, mejorDivision(cs, { covarianza: covarianzaAleatoria(rng, n) }));
    }
  });

  it('handles no player, one, and refuses a covariance of the wrong size', () => {
    expect(mejorDivision([])).toEqual({ equipoA: [], equipoB: [], probabilidadA: 0.5 });
    expect(mejorDivision(candidatos([1])).equipoA).toEqual(['p0']);
    expect(() => mejorDivision(candidatos([1, 2]), { covarianza: [[1]] })).toThrow(RangeError);
  });
});

describe('datosDivision', () => {
  it('gives the present players\' ratings, covariance and the club\'s spread; a new guest gets the prior', () => {
    const historial: PartidoJugado[] = [
      { equipoA: ['a', 'b'], equipoB: ['c', 'd'], golesA: 4, golesB: 1 },
      { equipoA: ['a', 'c'], equipoB: ['b', 'd'], golesA: 2, golesB: 2 },
    ];
    const jugadores = [{ id: 'a', nivel: 'Avanzado' as const }, { id: 'b', nivel: null }, { id: 'c', nivel: 'Intermedio' as const }, { id: 'd', nivel: 'Intermedio' as const }];
    const presentes = [{ id: 'a', esPortero: true }, { id: 'd', esPortero: false }, { id: 'invitado', esPortero: false }, { id: 'c', esPortero: true }];
    const datos = datosDivision(historial, jugadores, presentes);
    const ratings = aprenderRatings(historial, jugadores);
    expect(datos.candidatos.map((c) => c.id)).toEqual(['a', 'd', 'invitado', 'c']);
    expect(datos.candidatos[0]!.rating).toBeCloseTo(ratings.get('a')!.rating, 12);
    expect(datos.candidatos[0]!.esPortero).toBe(true);
    // the average prior of the declared levels (1, 0, 0)
    expect(datos.candidatos[2]!.rating).toBeCloseTo(1 / 3, 12);
    expect(datos.covarianza).toHaveLength(4);
    expect(datos.covarianza[2]![0]).toBe(0);
    expect(datos.dispersion).toBeGreaterThan(0);
    expect(datosDivision([], jugadores, presentes).dispersion).toBe(DISPERSION_GOLES);
    const d = mejorDivision(datos.candidatos, datos);
    expect(d.equipoA.length).toBe(2);
  });
});
