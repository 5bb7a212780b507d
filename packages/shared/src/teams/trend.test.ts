import { describe, expect, it } from 'vitest';
import { aprenderRatings, type JugadorDeclarado, type PartidoJugado } from './ratings.js';
import { evolucionRating, tendencia, tendencias, UMBRAL_TENDENCIA, VENTANA_TENDENCIA } from './trend.js';

const otros = Array.from({ length: 9 }, (_, i) => `q${i}`);
const jugadores: JugadorDeclarado[] = ['yo', ...otros].map((id) => ({ id, nivel: 'Intermedio' }));

/** `resultados`: the goal difference of my team in each of my matches, oldest first; teammates rotate. */
function historial(resultados: number[]): PartidoJugado[] {
  return resultados.map((dif, k) => {
    const rot = [...otros.slice(k % 9), ...otros.slice(0, k % 9)];
    return { equipoA: ['yo', ...rot.slice(0, 4)], equipoB: rot.slice(4, 9), golesA: Math.max(dif, 0) + 1, golesB: Math.max(-dif, 0) + 1 };
  });
}

const pareja = (r0: number, u0: number, r1: number, u1: number) => [
  { rating: r0, incertidumbre: u0 }, ...Array.from({ length: VENTANA_TENDENCIA - 1 }, () => ({ rating: r0, incertidumbre: u0 })), { rating: r1, incertidumbre: u1 },
];

describe('tendencia', () => {
  it('compares the change over the window with √(first uncertainty² − last uncertainty²)', () => {
    // spread √(1.25² − 0.75²) = 1
    expect(tendencia(pareja(0, 1.25, UMBRAL_TENDENCIA, 0.75))).toBe('subiendo');
    expect(tendencia(pareja(0, 1.25, UMBRAL_TENDENCIA - 0.01, 0.75))).toBe('estable');
    expect(tendencia(pareja(0, 1.25, -UMBRAL_TENDENCIA, 0.75))).toBe('bajando');
    expect(tendencia(pareja(0, 1.25, 0.5, 0.75), { umbral: 0.5 })).toBe('subiendo');
  });

  it('is estable with fewer than the window\'s matches, or an uncertainty that did not shrink', () => {
    expect(tendencia([{ rating: 0, incertidumbre: 2 }, { rating: 5, incertidumbre: 1 }])).toBe('estable');
    expect(tendencia(pareja(0, 1, 5, 1))).toBe('estable');
  });
});

describe('evolucionRating', () => {
  it('gives the rating before the last matches and after each, ending at the current rating', () => {
    const h = historial([1, -1, 0, 2, -2, 1, 0, 3]);
    const serie = evolucionRating(h, jugadores, 'yo');
    expect(serie).toHaveLength(VENTANA_TENDENCIA + 1);
    expect(serie.at(-1)!.rating).toBeCloseTo(aprenderRatings(h, jugadores).get('yo')!.rating, 12);
    expect(serie[0]!.rating).toBeCloseTo(aprenderRatings(h.slice(0, h.length - VENTANA_TENDENCIA), jugadores).get('yo')!.rating, 12);
    for (let k = 1; k < serie.length; k++) expect(serie[k]!.incertidumbre).toBeLessThan(serie[k - 1]!.incertidumbre);
  });

  it('gives one point more than the matches of a newer player, the first being the prior', () => {
    const serie = evolucionRating(historial([2, 2]), jugadores, 'yo');
    expect(serie).toHaveLength(3);
    expect(serie[0]!.rating).toBe(0);
    expect(tendencia(serie)).toBe('estable');
    expect(evolucionRating([], jugadores, 'nadie')).toHaveLength(1);
  });

  it('shows a player who starts winning big as subiendo, one who starts losing as bajando, and a steady one as estable', () => {
    const base = [0, 1, -1, 0, 1, -1, 0, 0, 1, -1, 0, 0];
    expect(tendencia(evolucionRating(historial([...base, 5, 5, 5, 5, 5]), jugadores, 'yo'))).toBe('subiendo');
    expect(tendencia(evolucionRating(historial([...base, -5, -5, -5, -5, -5]), jugadores, 'yo'))).toBe('bajando');
    expect(tendencia(evolucionRating(historial([...base, 1, -1, 0, 1, -1]), jugadores, 'yo'))).toBe('estable');
  });
});

describe('tendencias', () => {
  it('gives each player what tendencia(evolucionRating(…)) gives, in one call', () => {
    const base = [0, 1, -1, 0, 1, -1, 0, 0, 1, -1, 0, 0];
    for (const tail of [[5, 5, 5, 5, 5], [-5, -5, -5, -5, -5], [1, -1, 0, 1, -1], [2]]) {
      const h = historial([...base, ...tail]);
      const ids = ['yo', ...otros, 'nuevo'];
      const todas = tendencias(h, jugadores, ids);
      for (const id of ids) expect(todas.get(id), `${id} after ${tail.join(',')}`).toBe(tendencia(evolucionRating(h, jugadores, id)));
    }
    expect(tendencias(historial([...base, 5, 5, 5, 5, 5]), jugadores, ['yo']).get('yo')).toBe('subiendo');
  });
});
