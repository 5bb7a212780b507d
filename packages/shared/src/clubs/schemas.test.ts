import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeRoleSchema, createClubSchema, joinByCodeSchema, moderationHistoryQuerySchema, paymentAccountSchema,
  rejectJoinRequestSchema, updateClubSchema,
} from './schemas.js';

/** The first message per field path of a failed parse, or {} when it passes. */
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

describe('createClubSchema, club page variant (the default origen)', () => {
  it('needs only a name of 3 to 100 characters; tipo defaults to Grupo de Amigos', () => {
    expect(parse(createClubSchema, { nombre: 'Los Cracks' })).toEqual({ origen: 'pagina', nombre: 'Los Cracks', tipo: 'Grupo de Amigos' });
    expect(messages(createClubSchema, { nombre: 'FC' })).toEqual({ nombre: 'El nombre debe tener entre 3 y 100 caracteres' });
    expect(messages(createClubSchema, { nombre: 'x'.repeat(101) })).toEqual({ nombre: 'El nombre debe tener entre 3 y 100 caracteres' });
    expect(messages(createClubSchema, {})).toEqual({ nombre: 'Ingresa el nombre del club' });
    expect(messages(createClubSchema, { nombre: '   ' })).toEqual({ nombre: 'Ingresa el nombre del club' });
  });

  it('takes an optional description up to 500 characters', () => {
    expect(parse(createClubSchema, { nombre: 'Los Cracks', descripcion: '' })).not.toHaveProperty('descripcion');
    expect(messages(createClubSchema, { nombre: 'Los Cracks', descripcion: 'x'.repeat(501) }))
      .toEqual({ descripcion: 'La descripción no puede exceder 500 caracteres' });
  });

  it('refuses an unknown tipo and keeps the settings it is given', () => {
    expect(messages(createClubSchema, { nombre: 'Los Cracks', tipo: 'Liga' })).toEqual({ tipo: 'Selecciona el tipo de club' });
    expect(parse(createClubSchema, { nombre: 'Los Cracks', configuracion: { usuarios_pueden_invitar: false } }).configuracion)
      .toEqual({ usuarios_pueden_invitar: false });
  });
});

describe('createClubSchema, onboarding variant', () => {
  const valid = { origen: 'onboarding', nombre: 'FC', tipo: 'Equipo', descripcion: 'Jugamos los martes.' };

  it('accepts a 2-character name and requires tipo and a 10 to 500 character description', () => {
    expect(parse(createClubSchema, valid)).toEqual(valid);
    expect(messages(createClubSchema, { origen: 'onboarding', nombre: 'FC' })).toEqual({
      tipo: 'Selecciona el tipo de club',
      descripcion: 'Ingresa una descripción',
    });
    expect(messages(createClubSchema, { ...valid, descripcion: 'Corta' })).toEqual({ descripcion: 'La descripción debe tener entre 10 y 500 caracteres' });
  });

  it('limits the name to 50 characters', () => {
    expect(messages(createClubSchema, { ...valid, nombre: 'x'.repeat(51) })).toEqual({ nombre: 'El nombre debe tener entre 2 y 50 caracteres' });
    expect(messages(createClubSchema, { ...valid, nombre: 'F' })).toEqual({ nombre: 'El nombre debe tener entre 2 y 50 caracteres' });
  });

  it('refuses an unknown origen', () => {
    expect(Object.values(messages(createClubSchema, { ...valid, origen: 'api' }))).toContain('Origen del formulario inválido');
  });
});

describe('updateClubSchema', () => {
  it('leaves absent fields out and turns an emptied description into null', () => {
    expect(parse(updateClubSchema, { descripcion: '' })).toEqual({ descripcion: null });
    expect(parse(updateClubSchema, {})).toEqual({});
  });

  it('accepts only logos stored by the server', () => {
    expect(parse(updateClubSchema, { logo_url: '/uploads/logos/0123456789abcdef01234567.webp' })).toHaveProperty('logo_url');
    expect(messages(updateClubSchema, { logo_url: 'https://example.com/logo.png' })).toEqual({ logo_url: 'El logo no es válido' });
  });

  it('does not let the name be emptied', () => {
    expect(messages(updateClubSchema, { nombre: '' })).toEqual({ nombre: 'Ingresa el nombre del club' });
  });
});

describe('joinByCodeSchema', () => {
  it('uppercases an 8-character code', () => {
    expect(parse(joinByCodeSchema, { codigo_invitacion: ' abcd2345 ' })).toEqual({ codigo_invitacion: 'ABCD2345' });
  });

  it('answers the spec messages for a missing or short code and a long message', () => {
    expect(messages(joinByCodeSchema, {})).toEqual({ codigo_invitacion: 'Por favor ingresa un código de invitación' });
    expect(messages(joinByCodeSchema, { codigo_invitacion: '' })).toEqual({ codigo_invitacion: 'Por favor ingresa un código de invitación' });
    expect(messages(joinByCodeSchema, { codigo_invitacion: 'ABC' })).toEqual({ codigo_invitacion: 'El código debe tener 8 caracteres' });
    expect(messages(joinByCodeSchema, { codigo_invitacion: 'ABCD2345', mensaje: 'x'.repeat(301) }))
      .toEqual({ mensaje: 'El mensaje no puede exceder 300 caracteres' });
  });
});

describe('rejectJoinRequestSchema and changeRoleSchema', () => {
  it('requires a reason', () => {
    expect(messages(rejectJoinRequestSchema, {})).toEqual({ notas_rechazo: 'El motivo es obligatorio' });
    expect(messages(rejectJoinRequestSchema, { notas_rechazo: '  ' })).toEqual({ notas_rechazo: 'El motivo es obligatorio' });
  });

  it('assigns only Miembro or Moderador', () => {
    expect(parse(changeRoleSchema, { rol: 'Moderador' })).toEqual({ rol: 'Moderador' });
    expect(messages(changeRoleSchema, { rol: 'Creador' })).toEqual({ rol: 'Selecciona un rol válido (Miembro o Moderador)' });
  });
});

describe('paymentAccountSchema', () => {
  const valid = {
    nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado',
    tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678',
  };

  it('accepts a complete account and drops an empty e-mail', () => {
    expect(parse(paymentAccountSchema, { ...valid, correo_electronico: '' })).toEqual(valid);
  });

  it('answers each required field with its message', () => {
    expect(messages(paymentAccountSchema, {})).toEqual({
      nombre_titular: 'Ingresa el nombre del titular',
      rut_titular: 'Ingresa el RUT del titular',
      nombre_banco: 'Ingresa el nombre del banco',
      tipo_cuenta: 'Selecciona el tipo de cuenta',
      numero_cuenta: 'Ingresa el número de cuenta',
    });
  });

  it('checks the RUT format, then its módulo-11 check digit', () => {
    expect(messages(paymentAccountSchema, { ...valid, rut_titular: '12345678-5' })).toEqual({ rut_titular: 'Formato inválido (ej: 12.345.678-9)' });
    expect(messages(paymentAccountSchema, { ...valid, rut_titular: '12.345.678-9' }))
      .toEqual({ rut_titular: 'El RUT no es válido (dígito verificador incorrecto)' });
    expect(parse(paymentAccountSchema, { ...valid, rut_titular: '10.000.013-k' }).rut_titular).toBe('10.000.013-K');
  });

  it('validates the optional e-mail and the account type', () => {
    expect(messages(paymentAccountSchema, { ...valid, correo_electronico: 'no-es-correo' })).toEqual({ correo_electronico: 'Ingresa un correo válido' });
    expect(messages(paymentAccountSchema, { ...valid, tipo_cuenta: 'Cuenta Bitcoin' })).toEqual({ tipo_cuenta: 'Selecciona el tipo de cuenta' });
  });
});

describe('moderationHistoryQuerySchema', () => {
  it('defaults to page 1 of 20 and caps the limit at 100', () => {
    expect(parse(moderationHistoryQuerySchema, {})).toEqual({ page: 1, limit: 20 });
    expect(parse(moderationHistoryQuerySchema, { page: '3', limit: '500' })).toEqual({ page: 3, limit: 100 });
  });

  it('refuses impossible dates, reversed ranges and unknown types', () => {
    expect(messages(moderationHistoryQuerySchema, { fecha_inicio: '2025-02-30' })).toEqual({ fecha_inicio: 'Fecha inválida (usa AAAA-MM-DD)' });
    expect(messages(moderationHistoryQuerySchema, { fecha_inicio: '2025-03-02', fecha_fin: '2025-03-01' }))
      .toEqual({ fecha_fin: 'La fecha de inicio no puede ser posterior a la fecha de fin' });
    expect(messages(moderationHistoryQuerySchema, { tipo: 'borrado' })).toEqual({ tipo: 'Tipo de acción inválido' });
    expect(messages(moderationHistoryQuerySchema, { page: '0' })).toEqual({ page: 'Página inválida' });
  });
});
