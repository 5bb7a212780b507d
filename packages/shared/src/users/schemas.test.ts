import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { completeProfileSchema, dropEmpty, profileFieldsSchema, telefonoSchema, updateProfileSchema } from './schemas.js';

/** The first message per field path of a failed parse ('' for the root), or {} when it passes. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const res = schema.safeParse(input);
  if (res.success) return {};
  const out: Record<string, string> = {};
  for (const issue of res.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const res = schema.safeParse(input);
  if (!res.success) throw new Error(`expected ${JSON.stringify(input)} to pass: ${res.error.message}`);
  return res.data;
}

const VALID = {
  nombre: 'juan',
  apellido: 'pérez',
  telefono: '+56 9 1234 5678',
  posicion_principal: 'MC',
  nivel_habilidad: 'Intermedio',
  frecuencia_juego: '1 vez por semana',
};

// A fixed "today" so the not-in-the-future rule is deterministic: 15/06/2024 at noon UTC.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
});
afterAll(() => { vi.useRealTimers(); });

describe('completeProfileSchema: required fields', () => {
  it('names every missing required field with its Spanish message', () => {
    expect(messages(completeProfileSchema, {})).toEqual({
      nombre: 'Ingresa tu nombre',
      apellido: 'Ingresa tu apellido',
      telefono: 'Ingresa tu teléfono',
      posicion_principal: 'Selecciona tu posición',
      nivel_habilidad: 'Selecciona tu nivel',
      frecuencia_juego: 'Selecciona tu frecuencia de juego',
    });
  });

  it('accepts the six required fields alone', () => {
    expect(messages(completeProfileSchema, VALID)).toEqual({});
  });

  it('refuses values outside the enumerations', () => {
    expect(messages(completeProfileSchema, { ...VALID, posicion_principal: 'XX' })).toEqual({ posicion_principal: 'Selecciona tu posición' });
    expect(messages(completeProfileSchema, { ...VALID, nivel_habilidad: 'Experto' })).toEqual({ nivel_habilidad: 'Selecciona tu nivel' });
    expect(messages(completeProfileSchema, { ...VALID, frecuencia_juego: 'A veces' })).toEqual({ frecuencia_juego: 'Selecciona tu frecuencia de juego' });
    expect(messages(completeProfileSchema, { ...VALID, pie_dominante: 'Ninguno' })).toHaveProperty('pie_dominante');
    expect(messages(completeProfileSchema, { ...VALID, posicion_secundaria: 'XX' })).toHaveProperty('posicion_secundaria');
  });
});

describe('names: 2 to 50 characters, auto-capitalised', () => {
  it('refuses one character and 51 characters', () => {
    expect(messages(completeProfileSchema, { ...VALID, nombre: 'a' })).toEqual({ nombre: 'El nombre debe tener entre 2 y 50 caracteres' });
    expect(messages(completeProfileSchema, { ...VALID, apellido: 'b'.repeat(51) })).toEqual({ apellido: 'El apellido debe tener entre 2 y 50 caracteres' });
  });

  it('accepts 2 and 50 characters', () => {
    expect(messages(completeProfileSchema, { ...VALID, nombre: 'Al', apellido: 'b'.repeat(50) })).toEqual({});
  });

  it('trims before measuring', () => {
    expect(messages(completeProfileSchema, { ...VALID, nombre: '  a  ' })).toEqual({ nombre: 'El nombre debe tener entre 2 y 50 caracteres' });
    expect(parse(completeProfileSchema, { ...VALID, nombre: '  ana  ' }).nombre).toBe('Ana');
  });

  it('capitalises each word', () => {
    const out = parse(completeProfileSchema, { ...VALID, nombre: 'JUAN pablo', apellido: 'de la fuente' });
    expect(out.nombre).toBe('Juan Pablo');
    expect(out.apellido).toBe('De La Fuente');
  });
});

describe('telefono: starts with + and has at least 10 characters', () => {
  it.each([
    ['56912345678', 'no +'],
    ['+5691234', 'too short'],
    ['+12345678', 'nine characters'],
    ['+56 9 abcd 5678', 'letters'],
    ['+', 'only the +'],
  ])('refuses %s (%s) with "Ingresa un teléfono válido"', (telefono) => {
    expect(messages(completeProfileSchema, { ...VALID, telefono })).toEqual({ telefono: 'Ingresa un teléfono válido' });
  });

  it('accepts exactly 10 characters', () => {
    expect(parse(telefonoSchema, '+123456789')).toBe('+123456789');
  });

  it('removes spaces, dashes and parentheses', () => {
    expect(parse(completeProfileSchema, { ...VALID, telefono: '+56 (9) 1234-5678' }).telefono).toBe('+56912345678');
  });

  it('says "Ingresa tu teléfono" when it is blank', () => {
    expect(messages(telefonoSchema, '   ')).toEqual({ '': 'Ingresa tu teléfono' });
  });
});

describe('physical info and bio', () => {
  it('keeps estatura between 100 and 250 cm', () => {
    const msg = { estatura_cm: 'La estatura debe estar entre 100 y 250 cm' };
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 99 })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 251 })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 170.5 })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 100 })).toEqual({});
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 250 })).toEqual({});
  });

  it('keeps peso between 30 and 200 kg', () => {
    const msg = { peso_kg: 'El peso debe estar entre 30 y 200 kg' };
    expect(messages(completeProfileSchema, { ...VALID, peso_kg: 29 })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, peso_kg: 201 })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, peso_kg: 30 })).toEqual({});
    expect(messages(completeProfileSchema, { ...VALID, peso_kg: 200 })).toEqual({});
  });

  it('accepts numbers typed as text, as a form input sends them', () => {
    const out = parse(completeProfileSchema, { ...VALID, estatura_cm: '178', peso_kg: '75' });
    expect(out.estatura_cm).toBe(178);
    expect(out.peso_kg).toBe(75);
  });

  it('refuses text that is not a number', () => {
    expect(messages(completeProfileSchema, { ...VALID, estatura_cm: 'alto' })).toEqual({ estatura_cm: 'La estatura debe estar entre 100 y 250 cm' });
  });

  it('limits the bio to 500 characters', () => {
    expect(messages(completeProfileSchema, { ...VALID, bio: 'x'.repeat(500) })).toEqual({});
    expect(messages(completeProfileSchema, { ...VALID, bio: 'x'.repeat(501) })).toEqual({ bio: 'La biografía no puede exceder 500 caracteres' });
  });

  it('limits the talla de botín to 20-55', () => {
    expect(messages(completeProfileSchema, { ...VALID, talla_botin: 19 })).toEqual({ talla_botin: 'La talla debe estar entre 20 y 55' });
    expect(messages(completeProfileSchema, { ...VALID, talla_botin: 42.5 })).toEqual({});
  });
});

describe('fecha_nacimiento: DD/MM/YYYY, a real date, not in the future (today is 15/06/2024)', () => {
  it('accepts a past date and today', () => {
    expect(messages(completeProfileSchema, { ...VALID, fecha_nacimiento: '01/02/1990' })).toEqual({});
    expect(messages(completeProfileSchema, { ...VALID, fecha_nacimiento: '15/06/2024' })).toEqual({});
  });

  it('refuses tomorrow', () => {
    expect(messages(completeProfileSchema, { ...VALID, fecha_nacimiento: '16/06/2024' })).toEqual({
      fecha_nacimiento: 'La fecha de nacimiento no puede ser futura',
    });
  });

  it('refuses a date that does not exist or another shape', () => {
    const msg = { fecha_nacimiento: 'Fecha inválida (usa DD/MM/AAAA)' };
    expect(messages(completeProfileSchema, { ...VALID, fecha_nacimiento: '31/02/2020' })).toEqual(msg);
    expect(messages(completeProfileSchema, { ...VALID, fecha_nacimiento: '1990-02-01' })).toEqual(msg);
  });

  it('keeps the date as DD/MM/YYYY (it travels that way)', () => {
    expect(parse(completeProfileSchema, { ...VALID, fecha_nacimiento: '01/02/1990' }).fecha_nacimiento).toBe('01/02/1990');
  });
});

describe('completeProfileSchema drops empty values', () => {
  it('treats empty strings, blanks and null in optional fields as not sent', () => {
    const out = parse(completeProfileSchema, {
      ...VALID, apodo: '', bio: '   ', estatura_cm: '', peso_kg: null, fecha_nacimiento: '', posicion_secundaria: '',
    });
    expect(out).not.toHaveProperty('apodo');
    expect(out).not.toHaveProperty('bio');
    expect(out).not.toHaveProperty('estatura_cm');
    expect(out).not.toHaveProperty('peso_kg');
    expect(out).not.toHaveProperty('fecha_nacimiento');
    expect(out).not.toHaveProperty('posicion_secundaria');
  });

  it('reads an empty required field as missing', () => {
    expect(messages(completeProfileSchema, { ...VALID, nombre: '' })).toEqual({ nombre: 'Ingresa tu nombre' });
  });

  it('keeps privacy toggles switched off (false is a value, not an empty one)', () => {
    const out = parse(completeProfileSchema, { ...VALID, mostrar_correo: false, mostrar_telefono: true });
    expect(out.mostrar_correo).toBe(false);
    expect(out.mostrar_telefono).toBe(true);
  });

  it('drops fields that are not profile fields, such as tipo_usuario', () => {
    expect(parse(completeProfileSchema, { ...VALID, tipo_usuario: 'administrador' })).not.toHaveProperty('tipo_usuario');
  });

  it('dropEmpty keeps zero and false', () => {
    expect(dropEmpty({ a: '', b: null, c: undefined, d: 0, e: false, f: ' x ' })).toEqual({ d: 0, e: false, f: ' x ' });
  });
});

describe('updateProfileSchema (PUT /auth/me)', () => {
  it('accepts an empty update: every field may be left as it is', () => {
    expect(parse(updateProfileSchema, {})).toEqual({});
  });

  it('clears optional fields sent as "" or null', () => {
    const out = parse(updateProfileSchema, {
      apodo: '', bio: null, estatura_cm: '', peso_kg: null, fecha_nacimiento: '', posicion_secundaria: '', pie_dominante: null, talla_botin: '',
    });
    expect(out).toEqual({
      apodo: null, bio: null, estatura_cm: null, peso_kg: null, fecha_nacimiento: null, posicion_secundaria: null, pie_dominante: null, talla_botin: null,
    });
  });

  it('leaves a required field as it is when sent empty (the form drops empty values)', () => {
    const out = parse(updateProfileSchema, { nombre: '', telefono: '  ' });
    expect(out.nombre).toBeUndefined();
    expect(out.telefono).toBeUndefined();
  });

  it('refuses to empty a required field with null', () => {
    expect(messages(updateProfileSchema, { nombre: null, apellido: null, telefono: null, posicion_principal: null, nivel_habilidad: null })).toEqual({
      nombre: 'Ingresa tu nombre',
      apellido: 'Ingresa tu apellido',
      telefono: 'Ingresa tu teléfono',
      posicion_principal: 'Selecciona tu posición',
      nivel_habilidad: 'Selecciona tu nivel',
    });
  });

  it('applies the same rules as the complete-profile form to the values it gets', () => {
    expect(messages(updateProfileSchema, { nombre: 'a', telefono: '912345678', estatura_cm: 99, peso_kg: 201, bio: 'x'.repeat(501), fecha_nacimiento: '16/06/2024' })).toEqual({
      nombre: 'El nombre debe tener entre 2 y 50 caracteres',
      telefono: 'Ingresa un teléfono válido',
      estatura_cm: 'La estatura debe estar entre 100 y 250 cm',
      peso_kg: 'El peso debe estar entre 30 y 200 kg',
      bio: 'La biografía no puede exceder 500 caracteres',
      fecha_nacimiento: 'La fecha de nacimiento no puede ser futura',
    });
    const out = parse(updateProfileSchema, { nombre: 'maría josé', telefono: '+56 9 8765 4321' });
    expect(out.nombre).toBe('María José');
    expect(out.telefono).toBe('+56987654321');
  });

  it('refuses a privacy toggle that is not true or false, in Spanish', () => {
    const { mostrar_correo } = messages(updateProfileSchema, { mostrar_correo: 'si' });
    expect(mostrar_correo).toMatch(/^Entrada inválida: se esperaba/);
  });

  it('lets the form send correo back without validating it (the server ignores it)', () => {
    expect(messages(updateProfileSchema, { correo: 'otro@example.cl' })).toEqual({});
  });
});

describe('profileFieldsSchema', () => {
  it('lists the six required fields as required and the rest as optional', () => {
    const shape = profileFieldsSchema.shape;
    const required = Object.entries(shape).filter(([, s]) => !s.safeParse(undefined).success).map(([k]) => k).sort();
    expect(required).toEqual(['apellido', 'frecuencia_juego', 'nivel_habilidad', 'nombre', 'posicion_principal', 'telefono']);
  });
});
