import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema, forgotPasswordSchema, googleLoginSchema, loginSchema, registerBasicSchema, registerSchema,
  resetPasswordSchema,
} from './schemas.js';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const res = schema.safeParse(input);
  if (res.success) return {};
  const out: Record<string, string> = {};
  for (const issue of res.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

// docs/product/accounts.md
describe('loginSchema', () => {
  it('asks for the correo and the password when missing', () => {
    expect(messages(loginSchema, {})).toEqual({ correo: 'Por favor ingresa tu correo', password: 'Por favor ingresa tu contraseña' });
    expect(messages(loginSchema, { correo: '   ', password: '' })).toEqual({
      correo: 'Por favor ingresa tu correo', password: 'Por favor ingresa tu contraseña',
    });
  });

  it('refuses an invalid correo with "Ingresa un correo válido"', () => {
    for (const correo of ['juan', 'juan@', '@example.cl', 'juan perez@example.cl']) {
      expect(messages(loginSchema, { correo, password: 'x' }), correo).toEqual({ correo: 'Ingresa un correo válido' });
    }
  });

  it('trims and lowercases the correo', () => {
    expect(loginSchema.parse({ correo: '  Juan.Perez@Example.CL ', password: 'x' }).correo).toBe('juan.perez@example.cl');
  });

  it('does not apply the 6-character minimum at login (only at sign-up and change)', () => {
    expect(messages(loginSchema, { correo: 'a@b.cl', password: '123' })).toEqual({});
  });
});

describe('registerBasicSchema', () => {
  const ok = { correo: 'a@b.cl', password: 'secreto', aceptaPoliticaPrivacidad: true };

  it('accepts correo, a password of 6 and the accepted policy', () => {
    expect(messages(registerBasicSchema, { ...ok, password: '123456' })).toEqual({});
  });

  it('refuses a password shorter than 6 with the spec message', () => {
    expect(messages(registerBasicSchema, { ...ok, password: '12345' })).toEqual({ password: 'La contraseña debe tener al menos 6 caracteres' });
  });

  it('asks for the password when it is empty', () => {
    expect(messages(registerBasicSchema, { ...ok, password: '' })).toEqual({ password: 'Por favor ingresa tu contraseña' });
  });

  it('requires the privacy policy to be accepted, with true itself', () => {
    const msg = { aceptaPoliticaPrivacidad: 'Debes aceptar la política de privacidad' };
    expect(messages(registerBasicSchema, { ...ok, aceptaPoliticaPrivacidad: false })).toEqual(msg);
    expect(messages(registerBasicSchema, { ...ok, aceptaPoliticaPrivacidad: undefined })).toEqual(msg);
    expect(messages(registerBasicSchema, { ...ok, aceptaPoliticaPrivacidad: 'true' })).toEqual(msg);
  });
});

describe('registerSchema (full register)', () => {
  const account = { correo: 'a@b.cl', password: 'secreto', aceptaPoliticaPrivacidad: true };

  it('accepts the account alone: profile fields are optional', () => {
    expect(messages(registerSchema, account)).toEqual({});
  });

  it('applies the profile rules to the profile fields it gets', () => {
    expect(messages(registerSchema, { ...account, nombre: 'a', telefono: '123' })).toEqual({
      nombre: 'El nombre debe tener entre 2 y 50 caracteres', telefono: 'Ingresa un teléfono válido',
    });
    const out = registerSchema.parse({ ...account, nombre: 'ana', telefono: '+56 9 1111 2222', codigoInvitacion: 'ABCD2345' });
    expect(out.nombre).toBe('Ana');
    expect(out.telefono).toBe('+56911112222');
    expect(out.codigoInvitacion).toBe('ABCD2345');
  });

  it('drops tipo_usuario: nobody registers as administrador', () => {
    expect(registerSchema.parse({ ...account, tipo_usuario: 'administrador' })).not.toHaveProperty('tipo_usuario');
  });
  it('drops empty values like complete-profile: an empty optional field is not given, not out of range', () => {
    const res = registerSchema.safeParse({ ...account, apodo: '', estatura_cm: '', peso_kg: null, nombre: '  ' });
    expect(res.success).toBe(true);
    expect(res.data).toEqual({ ...account });
  });
});

describe('changePasswordSchema', () => {
  it('asks for the current and the new password', () => {
    expect(messages(changePasswordSchema, {})).toEqual({
      currentPassword: 'Ingresa tu contraseña actual', newPassword: 'Ingresa una nueva contraseña',
    });
    expect(messages(changePasswordSchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: 'Ingresa tu contraseña actual', newPassword: 'Ingresa una nueva contraseña',
    });
  });

  it('needs at least 6 characters for the new password', () => {
    expect(messages(changePasswordSchema, { currentPassword: 'x', newPassword: '12345' })).toEqual({
      newPassword: 'La contraseña debe tener al menos 6 caracteres',
    });
  });
});

describe('passwords longer than 128 characters', () => {
  const tooLong = 'x'.repeat(129);
  const msg = 'La contraseña no puede exceder 128 caracteres';

  it('are refused with their own message, not with "ingresa tu contraseña"', () => {
    expect(messages(loginSchema, { correo: 'a@b.cl', password: tooLong })).toEqual({ password: msg });
    expect(messages(registerBasicSchema, { correo: 'a@b.cl', password: tooLong, aceptaPoliticaPrivacidad: true })).toEqual({ password: msg });
    expect(messages(changePasswordSchema, { currentPassword: tooLong, newPassword: tooLong })).toEqual({ currentPassword: msg, newPassword: msg });
    expect(messages(resetPasswordSchema, { token: 'abc', newPassword: tooLong })).toEqual({ newPassword: msg });
  });

  it('accept exactly 128 characters', () => {
    expect(messages(changePasswordSchema, { currentPassword: 'x', newPassword: 'x'.repeat(128) })).toEqual({});
  });
});

describe("zod's own messages are Spanish too", () => {
  it('describes a missing body in Spanish', () => {
    expect(messages(loginSchema, undefined)).toEqual({ '': expect.stringMatching(/^Entrada inválida: se esperaba objeto/) });
  });
});

describe('forgot and reset password', () => {
  it('needs a valid correo to ask for a link', () => {
    expect(messages(forgotPasswordSchema, {})).toEqual({ correo: 'Por favor ingresa tu correo' });
    expect(messages(forgotPasswordSchema, { correo: 'nope' })).toEqual({ correo: 'Ingresa un correo válido' });
  });

  it('asks for the new password on the reset page', () => {
    expect(messages(resetPasswordSchema, { token: 'abc' })).toEqual({ newPassword: 'Por favor ingresa tu nueva contraseña' });
    expect(messages(resetPasswordSchema, { token: 'abc', newPassword: '12345' })).toEqual({ newPassword: 'La contraseña debe tener al menos 6 caracteres' });
  });

  it('treats a missing token as an invalid link', () => {
    expect(messages(resetPasswordSchema, { newPassword: 'secreto' })).toEqual({ token: 'Token inválido o expirado' });
  });
});

describe('googleLoginSchema', () => {
  it('needs the Google credential', () => {
    expect(messages(googleLoginSchema, {})).toEqual({ token: 'No se pudo verificar tu cuenta de Google' });
    expect(messages(googleLoginSchema, { token: 'eyJ...' })).toEqual({});
  });
});
