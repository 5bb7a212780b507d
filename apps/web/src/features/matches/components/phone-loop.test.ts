import { describe, expect, it } from 'vitest';
import type { PartidoDetailDto } from '@partidos/shared';
import { colorOf, initialsOf } from '../../../components/PersonAvatar';
import { mainActionOf } from './MatchActionBar';
import { nombreCorto, quienesVan, respuestasTexto } from './match-format';

describe('who is coming, in words', () => {
  const j = (nombre: string, apodo: string | null = null) => ({ nombre, apodo });
  it('three names and the rest counted; fewer names joined with "y"', () => {
    expect(quienesVan([j('Matías', 'Mati'), j('Benjamín', 'Benja'), j('Camila', 'Cami'), j('Javiera')], 12)).toBe('Mati, Benja, Cami y 9 más');
    expect(quienesVan([j('Matías', 'Mati'), j('Benjamín')], 2)).toBe('Mati y Benjamín');
    expect(quienesVan([j('Camila Andrea')], 1)).toBe('Camila');
    expect(quienesVan([j('Ana'), j('Bea'), j('Caro')], 3)).toBe('Ana, Bea y Caro');
    expect(quienesVan([], 0)).toBe('');
  });
  it('a nickname first, else the first word of the name, else "Jugador"', () => {
    expect(nombreCorto({ nombre: 'Matías Ignacio', apodo: '  ' })).toBe('Matías');
    expect(nombreCorto({ nombre: null, apodo: null })).toBe('Jugador');
  });
  it('the counts by answer', () => {
    expect(respuestasTexto({ van: 5, no_van: 1, sin_responder: 2 })).toBe('Van 5 · No van 1 · Sin responder 2');
  });
});

describe('avatars', () => {
  it('initials of the first name and surname, upper case; the same person keeps the same colour', () => {
    expect(initialsOf({ nombre: 'matías', apellido: 'rojas' })).toBe('MR');
    expect(initialsOf({ nombre: 'Ana María', apellido: null })).toBe('AM');
    expect(initialsOf({ nombre: null, apellido: null })).toBe('');
    expect(colorOf({ _id: 'a'.repeat(24) })).toBe(colorOf({ _id: 'a'.repeat(24), nombre: 'otro' }));
    const colours = new Set(Array.from({ length: 40 }, (_, i) => colorOf({ _id: `id${i}` })));
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe('the main action of the moment (phone action bar)', () => {
  const m = (o: { inscrito?: boolean; espera?: boolean; confirmado?: boolean | null; inscribirse?: boolean; espera_abierta?: boolean; confirmar?: boolean }) =>
    ({
      mi_estado: { inscrito: !!o.inscrito, en_lista_espera: !!o.espera, pendiente_aprobacion: false, confirmado: o.confirmado ?? null, equipo: null },
      permisos: { puede_inscribirse: !!o.inscribirse, puede_lista_espera: !!o.espera_abierta, puede_confirmar: !!o.confirmar },
    }) as unknown as PartidoDetailDto;
  const none = { puedeVotar: false, debeComprobante: false };
  it('sign up while one can; the waiting list when full; nothing once on it', () => {
    expect(mainActionOf(m({ inscribirse: true }), none)).toBe('inscribirse');
    expect(mainActionOf(m({ espera_abierta: true }), none)).toBe('inscribirse');
    expect(mainActionOf(m({ espera: true, espera_abierta: true }), none)).toBeNull();
    expect(mainActionOf(m({}), none)).toBeNull();
  });
  it('an unanswered player answers first, then pays; an answered one who paid can still change the answer', () => {
    expect(mainActionOf(m({ inscrito: true, confirmar: true }), { puedeVotar: false, debeComprobante: true })).toBe('responder');
    expect(mainActionOf(m({ inscrito: true, confirmar: true, confirmado: true }), { puedeVotar: false, debeComprobante: true })).toBe('comprobante');
    expect(mainActionOf(m({ inscrito: true, confirmar: true, confirmado: false }), none)).toBe('responder');
    expect(mainActionOf(m({ inscrito: true, confirmar: false, confirmado: true }), { puedeVotar: false, debeComprobante: true })).toBe('comprobante');
    expect(mainActionOf(m({ inscrito: true, confirmar: false, confirmado: true }), none)).toBeNull();
  });
  it('voting the MVP comes before everything while it is open', () => {
    expect(mainActionOf(m({ inscrito: true, confirmado: true }), { puedeVotar: true, debeComprobante: true })).toBe('votar');
  });
});
