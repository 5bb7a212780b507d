import { describe, expect, it } from 'vitest';
import { nivelAprendidoTexto, pronosticoDe } from './team-forecast';

// The learned teams on the match detail (docs/decisions/0086).
describe('the prediction above the teams', () => {
  it('the teams\' names and whole percents that add up to 100', () => {
    expect(pronosticoDe({ probabilidad_equipo_a: 0.516, equipo_a: 'Blanco', equipo_b: 'Negro' })).toEqual({ texto: 'Blanco 52 % · Negro 48 %', a: 52, b: 48 });
    expect(pronosticoDe({ probabilidad_equipo_a: 0.005, equipo_a: 'Los Rojos', equipo_b: 'Los Azules' })?.texto).toBe('Los Rojos 1 % · Los Azules 99 %');
  });
  it('an unnamed team reads as the detail names it', () => {
    expect(pronosticoDe({ probabilidad_equipo_a: 0.5, equipo_a: '', equipo_b: '' })?.texto).toBe('Equipo Blanco 50 % · Equipo Negro 50 %');
  });
  it('nothing when the server sends no prediction', () => {
    expect(pronosticoDe({ probabilidad_equipo_a: null, equipo_a: 'Blanco', equipo_b: 'Negro' })).toBeNull();
  });
});

describe('a player\'s learned rating, in words', () => {
  it('the rating with its sign and spread, and the matches counted', () => {
    expect(nivelAprendidoTexto({ valor: 1.23, incertidumbre: 0.81, partidos: 12 })).toBe('Nivel aprendido: +1,2 ± 0,8 (12 partidos)');
    expect(nivelAprendidoTexto({ valor: -0.96, incertidumbre: 1.4, partidos: 1 })).toBe('Nivel aprendido: −1,0 ± 1,4 (1 partido)');
    expect(nivelAprendidoTexto({ valor: 0.02, incertidumbre: 1.77, partidos: 0 })).toBe('Nivel aprendido: 0,0 ± 1,8 (0 partidos)');
  });
});
