import { describe, expect, it } from 'vitest';
import {
  aprenderRatings, covarianzaRatings, DISPERSION_GOLES, dispersionGoles, GOLES_POR_NIVEL, LAMBDA_RATINGS, normalCdf, pesoPartido,
  probabilidadVictoria, ratingPrevio, TOPE_DIFERENCIA_GOLES, type JugadorDeclarado, type PartidoJugado,
} from './ratings.js';
import { generador } from './generador.js';

const ids = (n: number, prefijo = 'p') => Array.from({ length: n }, (_, i) => `${prefijo}${i}`);
const intermedios = (xs: string[]): JugadorDeclarado[] => xs.map((id) => ({ id, nivel: 'Intermedio' }));

/** A club's history: random 5-a-side matches among `jugadores`, goals from a hidden strength each. */
function historialAleatorio(semilla: number, jugadores: string[], partidos: number, fuerza: (id: string) => number = () => 0): PartidoJugado[] {
  const rng = generador(semilla);
  return Array.from({ length: partidos }, () => {
    const xs = [...jugadores].sort(() => rng() - 0.5).slice(0, 10);
    const equipoA = xs.slice(0, 5);
    const equipoB = xs.slice(5);
    const ventaja = equipoA.reduce((s, id) => s + fuerza(id), 0) - equipoB.reduce((s, id) => s + fuerza(id), 0);
    return { equipoA, equipoB, golesA: Math.max(0, Math.round(3 + ventaja / 2 + 2 * (rng() - 0.5))), golesB: Math.max(0, Math.round(3 - ventaja / 2 + 2 * (rng() - 0.5))) };
  });
}

/** Dense Gauss-Jordan solve, for checking the conjugate gradient on small systems. */
function resolverDenso(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((fila, i) => [...fila, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[p]![c]!)) p = r;
    [M[c], M[p]] = [M[p]!, M[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / M[c]![c]!;
      for (let k = c; k <= n; k++) M[r]![k]! -= f * M[c]![k]!;
    }
  }
  return M.map((fila, i) => fila[n]! / fila[i]!);
}

/** The ridge system (λI + XᵀX) and Xᵀy + λ·prior, written out densely. */
function sistemaDenso(historial: PartidoJugado[], orden: string[], prior: (id: string) => number, lambda = LAMBDA_RATINGS) {
  const n = orden.length;
  const A = orden.map((_, i) => orden.map((__, j) => (i === j ? lambda : 0)));
  const b = orden.map((id) => lambda * prior(id));
  for (const p of historial) {
    const w = pesoPartido(p.equipoA.length, p.equipoB.length);
    const x = new Array<number>(n).fill(0);
    for (const id of p.equipoA) x[orden.indexOf(id)]! += w;
    for (const id of p.equipoB) x[orden.indexOf(id)]! -= w;
    const y = Math.max(-TOPE_DIFERENCIA_GOLES, Math.min(TOPE_DIFERENCIA_GOLES, p.golesA - p.golesB));
    for (let i = 0; i < n; i++) {
      b[i]! += x[i]! * y;
      for (let j = 0; j < n; j++) A[i]![j]! += x[i]! * x[j]!;
    }
  }
  return { A, b };
}

describe('aprenderRatings', () => {
  const jugadores = ids(14);
  const historial = historialAleatorio(1, jugadores, 30, (id) => (id === 'p0' ? 2 : id === 'p1' ? -2 : 0));

  it('is deterministic, whatever the order of the history and of the players', () => {
    const a = aprenderRatings(historial, intermedios(jugadores));
    expect(aprenderRatings(historial, intermedios(jugadores))).toEqual(a);
    const b = aprenderRatings([...historial].reverse(), intermedios([...jugadores].reverse()));
    for (const id of jugadores) {
      expect(b.get(id)!.rating).toBeCloseTo(a.get(id)!.rating, 9);
      expect(b.get(id)!.incertidumbre).toBeCloseTo(a.get(id)!.incertidumbre, 9);
    }
  });

  it('solves the ridge regression exactly (the same answer as a dense solve)', () => {
    const niveles: JugadorDeclarado[] = jugadores.map((id, i) => ({ id, nivel: i % 3 === 0 ? 'Avanzado' : i % 3 === 1 ? 'Principiante' : null }));
    const ratings = aprenderRatings(historial, niveles);
    const orden = [...jugadores].sort();
    // no level: the average prior of those who declared one
    const declarados = niveles.filter((j) => j.nivel).map((j) => ratingPrevio(j.nivel!));
    const medio = declarados.reduce((a, b) => a + b, 0) / declarados.length;
    const { A, b } = sistemaDenso(historial, orden, (id) => {
      const nivel = niveles.find((j) => j.id === id)!.nivel;
      return nivel ? ratingPrevio(nivel) : medio;
    });
    const exacto = resolverDenso(A, b);
    orden.forEach((id, i) => expect(ratings.get(id)!.rating).toBeCloseTo(exacto[i]!, 8));
  });

  it('raises a player who always wins by many, above every teammate', () => {
    const otros = ids(13, 'q');
    const rng = generador(7);
    const partidos: PartidoJugado[] = Array.from({ length: 12 }, () => {
      const xs = [...otros].sort(() => rng() - 0.5);
      return { equipoA: ['estrella', ...xs.slice(0, 4)], equipoB: xs.slice(4, 9), golesA: 6, golesB: 1 };
    });
    const ratings = aprenderRatings(partidos, intermedios(['estrella', ...otros]));
    const estrella = ratings.get('estrella')!.rating;
    expect(estrella).toBeGreaterThan(1);
    for (const id of otros) expect(estrella).toBeGreaterThan(ratings.get(id)!.rating);
  });

  it('counts a goal difference up to the cap', () => {
    const partido = (golesA: number): PartidoJugado[] => [{ equipoA: ['a'], equipoB: ['b'], golesA, golesB: 0 }];
    const cinco = aprenderRatings(partido(TOPE_DIFERENCIA_GOLES), intermedios(['a', 'b'])).get('a')!.rating;
    const doce = aprenderRatings(partido(12), intermedios(['a', 'b'])).get('a')!.rating;
    const dos = aprenderRatings(partido(2), intermedios(['a', 'b'])).get('a')!.rating;
    expect(doce).toBe(cinco);
    expect(dos).toBeLessThan(cinco);
    expect(dos).toBeGreaterThan(0);
  });

  it('shrinks the uncertainty as a player plays, as σ / √(λ + Σw²)', () => {
    const opts = { dispersion: 2 };
    const previa = aprenderRatings([], intermedios(['p0']), opts).get('p0')!.incertidumbre;
    expect(previa).toBeCloseTo(2 / Math.sqrt(LAMBDA_RATINGS), 12);
    let anterior = previa;
    for (const k of [2, 5, 10, 30]) {
      const r = aprenderRatings(historial.slice(0, k * 3), intermedios(jugadores), opts).get('p0')!;
      expect(r.incertidumbre).toBeLessThanOrEqual(anterior);
      expect(r.incertidumbre).toBeCloseTo(2 / Math.sqrt(LAMBDA_RATINGS + r.partidos), 12);
      anterior = r.incertidumbre;
    }
    expect(anterior).toBeLessThan(previa / 2);
  });

  it('gives a player without matches their declared level\'s prior, and the club\'s average without a level', () => {
    const club: JugadorDeclarado[] = [
      { id: 'pro', nivel: 'Profesional' }, { id: 'ava', nivel: 'Avanzado' }, { id: 'int', nivel: 'Intermedio' },
      { id: 'pri', nivel: 'Principiante' }, { id: 'nada', nivel: null },
    ];
    const ratings = aprenderRatings([], club);
    expect(ratings.get('pro')!.rating).toBe(2 * GOLES_POR_NIVEL);
    expect(ratings.get('ava')!.rating).toBe(GOLES_POR_NIVEL);
    expect(ratings.get('int')!.rating).toBe(0);
    expect(ratings.get('pri')!.rating).toBe(-GOLES_POR_NIVEL);
    expect(ratings.get('nada')!.rating).toBeCloseTo((2 + 1 + 0 - 1) * GOLES_POR_NIVEL / 4, 12);
    for (const r of ratings.values()) expect(r.partidos).toBe(0);
    // a new player in a club with results keeps their prior too
    const conResultados = aprenderRatings(historial, [...intermedios(jugadores), { id: 'nuevo', nivel: 'Avanzado' }]);
    expect(conResultados.get('nuevo')!.rating).toBeCloseTo(GOLES_POR_NIVEL, 9);
  });

  it('rates guest players who appear only in the history, from the average prior', () => {
    const partidos: PartidoJugado[] = [{ equipoA: ['a', 'invitado'], equipoB: ['b', 'c'], golesA: 3, golesB: 1 }];
    const ratings = aprenderRatings(partidos, [{ id: 'a', nivel: 'Avanzado' }, { id: 'b', nivel: 'Avanzado' }, { id: 'c', nivel: 'Avanzado' }]);
    expect(ratings.get('invitado')!.partidos).toBe(1);
    // prior 1 (the average of three Avanzados), then up for a win
    expect(ratings.get('invitado')!.rating).toBeGreaterThan(GOLES_POR_NIVEL);
  });

  it('ignores a match without players on both sides', () => {
    const con = aprenderRatings([...historial, { equipoA: ['p0'], equipoB: [], golesA: 9, golesB: 0 }], intermedios(jugadores));
    expect(con).toEqual(aprenderRatings(historial, intermedios(jugadores)));
  });

  it('refuses a λ that is not positive', () => {
    expect(() => aprenderRatings(historial, [], { lambda: 0 })).toThrow(RangeError);
  });
});

describe('dispersionGoles', () => {
  it('is DISPERSION_GOLES without results and grows with results the model cannot explain', () => {
    expect(dispersionGoles([], new Map())).toBe(DISPERSION_GOLES);
    const jugadores = ids(10);
    const locos = Array.from({ length: 40 }, (_, k): PartidoJugado => ({
      equipoA: jugadores.slice(0, 5), equipoB: jugadores.slice(5), golesA: k % 2 ? 9 : 0, golesB: k % 2 ? 0 : 9,
    }));
    const ratings = aprenderRatings(locos, intermedios(jugadores));
    expect(dispersionGoles(locos, ratings)).toBeGreaterThan(DISPERSION_GOLES);
  });
});

describe('covarianzaRatings', () => {
  const jugadores = ids(8);
  const historial = historialAleatorio(3, jugadores, 6).map((p) => ({ ...p, equipoA: p.equipoA.slice(0, 4), equipoB: p.equipoB.slice(0, 4) }));

  it('is σ²·(λI + XᵀX)⁻¹ restricted to the players asked for', () => {
    const ratings = aprenderRatings(historial, intermedios(jugadores));
    const sigma2 = dispersionGoles(historial, ratings) ** 2;
    const orden = [...jugadores].sort();
    const { A } = sistemaDenso(historial, orden, () => 0);
    const pedidos = ['p3', 'p0', 'p5'];
    const cov = covarianzaRatings(historial, intermedios(jugadores), pedidos);
    pedidos.forEach((id, a) => {
      const e = orden.map((x) => (x === id ? 1 : 0));
      const columna = resolverDenso(A, e);
      pedidos.forEach((otro, b) => expect(cov[b]![a]).toBeCloseTo(sigma2 * columna[orden.indexOf(otro)]!, 8));
    });
    // symmetric
    pedidos.forEach((_, a) => pedidos.forEach((__, b) => expect(cov[a]![b]).toBe(cov[b]![a])));
  });

  it('makes an unknown player independent, with the prior\'s variance', () => {
    const cov = covarianzaRatings(historial, intermedios(jugadores), ['p0', 'desconocido']);
    const ratings = aprenderRatings(historial, intermedios(jugadores));
    expect(cov[1]![1]).toBeCloseTo(dispersionGoles(historial, ratings) ** 2 / LAMBDA_RATINGS, 12);
    expect(cov[0]![1]).toBe(0);
    expect(cov[1]![0]).toBe(0);
  });
});

describe('probabilidadVictoria', () => {
  it('is symmetric: p(A, B) = 1 − p(B, A)', () => {
    const rng = generador(11);
    for (let k = 0; k < 200; k++) {
      const a = Array.from({ length: 1 + Math.floor(rng() * 11) }, () => 4 * (rng() - 0.5));
      const b = Array.from({ length: 1 + Math.floor(rng() * 11) }, () => 4 * (rng() - 0.5));
      const opts = { dispersion: 1 + rng() * 3, incertidumbres: [rng(), rng(), rng()] };
      expect(probabilidadVictoria(a, b, opts) + probabilidadVictoria(b, a, opts)).toBeCloseTo(1, 12);
    }
  });

  it('is 50 % for equal teams, grows with team A\'s ratings and stays in [0, 1]', () => {
    expect(probabilidadVictoria([1, 0], [0, 1])).toBe(0.5);
    expect(probabilidadVictoria([], [])).toBe(0.5);
    let anterior = 0;
    for (const r of [-50, -3, -1, 0, 1, 3, 50]) {
      const p = probabilidadVictoria([r, 0, 0, 0, 0], [0, 0, 0, 0, 0]);
      expect(p).toBeGreaterThanOrEqual(anterior);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
      anterior = p;
    }
  });

  it('is the normal distribution of the expected goal difference over its spread', () => {
    // 5 a side (w = 1): expected difference 2.5, spread 2.5 → Φ(1)
    expect(probabilidadVictoria([2.5, 0, 0, 0, 0], [0, 0, 0, 0, 0], { dispersion: 2.5 })).toBeCloseTo(0.841345, 5);
    // 7 a side: the same sums weigh 5/7
    expect(probabilidadVictoria([3.5, 0, 0, 0, 0, 0, 0], new Array(7).fill(0), { dispersion: 2.5 })).toBeCloseTo(0.841345, 5);
    // uncertain ratings bring it nearer 50 %
    const cierta = probabilidadVictoria([2, 0, 0, 0, 0], [0, 0, 0, 0, 0]);
    const incierta = probabilidadVictoria([2, 0, 0, 0, 0], [0, 0, 0, 0, 0], { incertidumbres: new Array(10).fill(1.5) });
    expect(incierta).toBeLessThan(cierta);
    expect(incierta).toBeGreaterThan(0.5);
  });

  it('has an accurate normal distribution', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
    expect(normalCdf(1) + normalCdf(-1)).toBeCloseTo(1, 15);
    expect(normalCdf(Number.NaN)).toBe(0.5);
  });
});
