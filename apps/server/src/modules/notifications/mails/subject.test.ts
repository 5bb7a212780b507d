import { describe, expect, it } from 'vitest';
import { mailSubject } from './subject.js';

describe('a notification mail subject', () => {
  it('adds the match day and the club to the title', () => {
    expect(mailSubject('Partido cancelado', { fecha: '2026-12-10', club: 'Los Cracks de Ñuñoa' })).toBe('Partido cancelado: jueves 10/12, Los Cracks de Ñuñoa');
  });
  it('does not repeat what the title already says', () => {
    expect(mailSubject('Nuevo partido en Los Cracks', { fecha: '2026-12-10', club: 'Los Cracks' })).toBe('Nuevo partido en Los Cracks: jueves 10/12');
    expect(mailSubject('Juegas el 10/12/2026 a las 20:00', { fecha: '2026-12-10', club: 'Los Cracks' })).toBe('Juegas el 10/12/2026 a las 20:00: Los Cracks');
    expect(mailSubject('Ya eres parte de Los Cracks', {})).toBe('Ya eres parte de Los Cracks');
  });
});
