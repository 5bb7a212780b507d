import { describe, expect, it } from 'vitest';
import { formatoProbabilidad, formatoRating, porcentajes } from './format.js';

describe('formatoProbabilidad', () => {
  it('writes both teams in whole percents that add up to 100', () => {
    expect(formatoProbabilidad(0.516, 'Blanco', 'Negro')).toBe('Blanco 52 % · Negro 48 %');
    expect(formatoProbabilidad(0.5, 'Rojos', 'Azules')).toBe('Rojos 50 % · Azules 50 %');
    expect(porcentajes(0.995)).toEqual([100, 0]);
    expect(porcentajes(0.125)).toEqual([13, 87]);
  });
});

describe('formatoRating', () => {
  it('signs the rating, one decimal with a comma, and its spread', () => {
    expect(formatoRating({ valor: 1.234, incertidumbre: 0.81 })).toBe('+1,2 ± 0,8');
    expect(formatoRating({ valor: -0.46, incertidumbre: 1.5 })).toBe('−0,5 ± 1,5');
    expect(formatoRating({ valor: 0.04, incertidumbre: 1.77 })).toBe('0,0 ± 1,8');
  });
});
