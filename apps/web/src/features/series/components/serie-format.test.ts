import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hastaTexto, openWindowUntil, serieRhythm } from './serie-format';

describe('serieRhythm', () => {
  it('says "Todos los jueves a las 20:00" for a weekly series', () => {
    expect(serieRhythm({ dia_semana: 4, hora_partido: '20:00', frecuencia_semanas: 1 })).toBe('Todos los jueves a las 20:00');
  });
  it('names the rhythm of a series every 2 weeks and a Saturday in plural', () => {
    expect(serieRhythm({ dia_semana: 6, hora_partido: '10:30', frecuencia_semanas: 2 })).toBe('Los sábados a las 10:30, cada 2 semanas');
  });
});

describe('the regulars\' window', () => {
  const now = dayjs('2026-06-10T12:00:00');
  it('shows its end while it is open', () => {
    expect(openWindowUntil({ titulares_hasta: dayjs('2026-06-11T09:05:00').toISOString() }, now)).toBe('11/06/2026 09:05');
  });
  it('is gone once it has closed or when there is none', () => {
    expect(openWindowUntil({ titulares_hasta: dayjs('2026-06-10T11:59:00').toISOString() }, now)).toBeNull();
    expect(openWindowUntil({ titulares_hasta: null }, now)).toBeNull();
  });
});

it('reads a series without end as "Sin fecha de término"', () => {
  expect(hastaTexto(null)).toBe('Sin fecha de término');
  expect(hastaTexto('31/12/2026')).toBe('Hasta el 31/12/2026');
});
