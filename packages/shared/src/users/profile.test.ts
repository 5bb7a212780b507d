import { describe, expect, it } from 'vitest';
import { hasRequiredProfile, profileCompletion } from './profile.js';

const REQUIRED = {
  nombre: 'Juan',
  apellido: 'Pérez',
  telefono: '+56912345678',
  posicion_principal: 'MC',
  nivel_habilidad: 'Intermedio',
  frecuencia_juego: '1 vez por semana',
};

const OPTIONAL = {
  apodo: 'Juanito',
  posicion_secundaria: 'DC',
  estatura_cm: 178,
  peso_kg: 75,
  pie_dominante: 'Derecho',
  fecha_nacimiento: '01/02/1990',
  talla_botin: 42,
  bio: 'Juego los martes',
};

// docs/product/accounts.md: 70 % for six required fields, 30 % for eight optional ones, rounded.
describe('profileCompletion', () => {
  it('is 0 for an empty profile', () => {
    expect(profileCompletion({})).toBe(0);
  });

  it('is 70 with only the six required fields', () => {
    expect(profileCompletion(REQUIRED)).toBe(70);
  });

  it('is 100 with every field', () => {
    expect(profileCompletion({ ...REQUIRED, ...OPTIONAL })).toBe(100);
  });

  it('is 30 with only the optional fields', () => {
    expect(profileCompletion(OPTIONAL)).toBe(30);
  });

  it('rounds each partial share: one required field is 11.67 → 12, one optional is 3.75 → 4', () => {
    expect(profileCompletion({ nombre: 'Juan' })).toBe(12);
    expect(profileCompletion({ apodo: 'Juanito' })).toBe(4);
    expect(profileCompletion({ ...REQUIRED, apodo: 'Juanito' })).toBe(74);
    expect(profileCompletion({ ...REQUIRED, apodo: 'Juanito', bio: 'x' })).toBe(78); // 70 + 7.5 → 77.5 → 78
  });

  it("accepts the screens' name 'biografia' for the bio", () => {
    expect(profileCompletion({ ...REQUIRED, biografia: 'Juego los martes' })).toBe(74);
    expect(profileCompletion({ ...REQUIRED, ...OPTIONAL, bio: undefined, biografia: 'x' })).toBe(100);
  });

  it('does not count null, undefined or blank strings as filled', () => {
    expect(profileCompletion({ ...REQUIRED, nombre: '   ', apodo: '', bio: null, estatura_cm: undefined })).toBe(58);
  });

  it('ignores fields that are not part of the rule', () => {
    expect(profileCompletion({ ...REQUIRED, correo: 'a@b.cl', mostrar_correo: true, photoURL: '/x.webp' })).toBe(70);
  });
});

describe('hasRequiredProfile', () => {
  it('is true when the six required fields are filled', () => {
    expect(hasRequiredProfile(REQUIRED)).toBe(true);
  });

  it('is false when any required field is missing or blank', () => {
    for (const field of Object.keys(REQUIRED)) {
      expect(hasRequiredProfile({ ...REQUIRED, [field]: undefined }), field).toBe(false);
      expect(hasRequiredProfile({ ...REQUIRED, [field]: ' ' }), field).toBe(false);
    }
  });

  it('does not need any optional field', () => {
    expect(hasRequiredProfile({ ...OPTIONAL })).toBe(false);
    expect(hasRequiredProfile({ ...REQUIRED, ...OPTIONAL })).toBe(true);
  });
});
