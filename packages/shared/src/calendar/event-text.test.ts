import { describe, expect, it } from 'vitest';
import {
  calendarDescription, calendarLocation, calendarSummary, googleCalendarEventUrl, googleCalendarSubscribeUrl, webcalUrl, type CalendarMatchFacts,
} from './event-text.js';

const facts = (o: Partial<CalendarMatchFacts> = {}): CalendarMatchFacts => ({
  club: 'Los Cracks', tipo_partido: '7v7', estado_partido: 'Convocando', lugar: { nombre: 'Complejo Sur', direccion: 'Av. Sur 123, Maipú' },
  lugar_por_definir: false, cancha_numero: 3, horario_por_definir: false, monto_por_definir: false, monto_por_jugador: 4000, duracion: 90,
  descripcion: null, en_lista_espera: false, pendiente_aprobacion: false, url: 'https://partidos.cl/partidos/abc', ...o,
});

describe('calendar texts', () => {
  it('names the match by format and club, and says when the place is a waiting-list one or the match was cancelled', () => {
    expect(calendarSummary(facts())).toBe('Partido 7 vs 7 · Los Cracks');
    expect(calendarSummary(facts({ en_lista_espera: true }))).toBe('Partido 7 vs 7 · Los Cracks (lista de espera)');
    expect(calendarSummary(facts({ estado_partido: 'Cancelado' }))).toBe('Cancelado: Partido 7 vs 7 · Los Cracks');
  });

  it('places it at the venue, court and address; nowhere while the place is undefined', () => {
    expect(calendarLocation(facts())).toBe('Complejo Sur, Cancha 3, Av. Sur 123, Maipú');
    expect(calendarLocation(facts({ cancha_numero: null }))).toBe('Complejo Sur, Av. Sur 123, Maipú');
    expect(calendarLocation(facts({ lugar_por_definir: true }))).toBe('');
  });

  it('describes format, cost in CLP and the link', () => {
    const d = calendarDescription(facts({ descripcion: 'Traer petos' }));
    expect(d.split('\n')).toEqual(['Formato: 7 vs 7 · 90 minutos', 'Costo por jugador: $4.000', 'Traer petos', 'Ver el partido: https://partidos.cl/partidos/abc']);
    expect(calendarDescription(facts({ monto_por_jugador: 0 }))).toContain('Costo por jugador: gratis');
    expect(calendarDescription(facts({ monto_por_definir: true }))).toContain('Costo por jugador: por definir');
  });
});

describe('calendar links', () => {
  it('fills Google Calendar’s new-event page with UTC times, the zone, texts and place', () => {
    const url = new URL(googleCalendarEventUrl(facts(), { inicio: '2026-12-01T23:00:00.000Z', fechaIso: '2026-12-01' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T230000Z/20261202T003000Z');
    expect(url.searchParams.get('ctz')).toBe('America/Santiago');
    expect(url.searchParams.get('text')).toBe('Partido 7 vs 7 · Los Cracks');
    expect(url.searchParams.get('location')).toBe('Complejo Sur, Cancha 3, Av. Sur 123, Maipú');
    expect(url.searchParams.get('details')).toContain('$4.000');
  });

  it('makes an all-day entry while the time is undefined', () => {
    const url = new URL(googleCalendarEventUrl(facts({ horario_por_definir: true }), { inicio: null, fechaIso: '2026-12-31' }));
    expect(url.searchParams.get('dates')).toBe('20261231/20270101');
  });

  it('turns the feed address into webcal:// and Google’s subscribe link', () => {
    expect(webcalUrl('https://partidos.cl/api/calendario/abc.ics')).toBe('webcal://partidos.cl/api/calendario/abc.ics');
    expect(webcalUrl('http://192.168.1.5:3000/api/calendario/abc.ics')).toBe('webcal://192.168.1.5:3000/api/calendario/abc.ics');
    expect(googleCalendarSubscribeUrl('https://partidos.cl/api/calendario/abc.ics'))
      .toBe('https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fpartidos.cl%2Fapi%2Fcalendario%2Fabc.ics');
  });
});
