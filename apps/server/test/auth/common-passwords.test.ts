import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.js';
import { isCommonPassword } from '../../src/lib/common-passwords.js';

// docs/decisions/0028-common-passwords.md: a new password of 6 or more that is one of the most common
// ones is refused on every route that sets one, with the message on the password field.

const COMUN = 'Esta contraseña es demasiado común';
// the top of the list, one with a capital (compared case-insensitively), and one of the Chilean extras
const COMMON = ['123456', 'password1', 'qwerty', 'QwErTy123', 'colocolo', 'Contraseña'];
const STRONG = 'Arquero-Zurdo-1987';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await registerUser(t);
  await t.services.repos.users.update(admin.id, { tipoUsuario: 'administrador' });
  adminToken = admin.token;
});
afterAll(async () => { await t.close(); });

function expectRefused(res: { statusCode: number; json(): { message: string; errors: unknown } }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(COMUN);
  expect(res.json().errors).toEqual([{ field, message: COMUN }]);
}

const LINK = /http:\/\/partidos\.test\/reset-password\/([A-Za-z0-9_-]+)/;
async function resetToken(correo: string): Promise<string> {
  const before = new Set(t.outbox().map((m) => m.text));
  expect((await t.call('POST', '/api/auth/forgot-password', { body: { correo } })).statusCode).toBe(200);
  const mail = t.outbox().find((m) => m.to === correo && !before.has(m.text))!;
  return LINK.exec(mail.text)![1]!;
}

const login = (correo: string, password: string) => t.call('POST', '/api/auth/login', { body: { correo, password } });

describe('the list', () => {
  it('holds at least 10,000 passwords of 6 or more, compared whatever their case, and not the test and demo ones', () => {
    for (const p of [...COMMON, 'PASSWORD', 'iloveyou', 'futbol', 'chile123']) expect(isCommonPassword(p), p).toBe(true);
    for (const p of [STRONG, 'secreto123', 'partidos123', 'bench-partidos', 'Golazo2026', 'clave1']) expect(isCommonPassword(p), p).toBe(false);
    const list = dictionary['passwords-common'].filter((p) => p.length >= 6);
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.filter((p) => !isCommonPassword(p.toUpperCase()))).toEqual([]);
  });
});

describe('POST /api/auth/register-basic and /api/auth/register', () => {
  it.each(COMMON)('refuses %s with 400 on the password field, and creates no account', async (password) => {
    const correo = uniqueEmail('comun');
    expectRefused(await t.call('POST', '/api/auth/register-basic', { body: { correo, password, aceptaPoliticaPrivacidad: true } }), 'password');
    expectRefused(await t.call('POST', '/api/auth/register', { body: { correo, password, aceptaPoliticaPrivacidad: true, ...COMPLETE_PROFILE } }), 'password');
    expect((await login(correo, password)).statusCode).toBe(401);
  });

  it('still says first that a password is too short', async () => {
    const res = await t.call('POST', '/api/auth/register-basic', { body: { correo: uniqueEmail(), password: '12345', aceptaPoliticaPrivacidad: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('accepts a strong password', async () => {
    const body = { correo: uniqueEmail(), password: STRONG, aceptaPoliticaPrivacidad: true };
    expect((await t.call('POST', '/api/auth/register-basic', { body })).statusCode).toBe(201);
    expect((await t.call('POST', '/api/auth/register', { body: { ...body, correo: uniqueEmail(), ...COMPLETE_PROFILE } })).statusCode).toBe(201);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('refuses a common new password on newPassword and keeps the old one; accepts a strong one', async () => {
    const u = await registerUser(t);
    for (const newPassword of COMMON) {
      expectRefused(await t.call('PUT', '/api/auth/change-password', { token: u.token, body: { currentPassword: u.password, newPassword } }), 'newPassword');
    }
    expect((await login(u.correo, u.password)).statusCode).toBe(200);
    const ok = await t.call('PUT', '/api/auth/change-password', { token: u.token, body: { currentPassword: u.password, newPassword: STRONG } });
    expect(ok.statusCode).toBe(200);
    expect((await login(u.correo, STRONG)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('refuses a common new password on newPassword, leaving the link usable; accepts a strong one', async () => {
    const u = await registerUser(t);
    const token = await resetToken(u.correo);
    for (const newPassword of COMMON) {
      expectRefused(await t.call('POST', '/api/auth/reset-password', { body: { token, newPassword } }), 'newPassword');
    }
    expect((await t.call('POST', '/api/auth/reset-password', { body: { token, newPassword: STRONG } })).statusCode).toBe(200);
    expect((await login(u.correo, STRONG)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users', () => {
  const body = (password: string) => ({ ...COMPLETE_PROFILE, correo: uniqueEmail('creado'), password });

  it('refuses a common password on the password field; accepts a strong one', async () => {
    for (const password of COMMON) {
      expectRefused(await t.call('POST', '/api/admin/users', { token: adminToken, body: body(password) }), 'password');
    }
    const created = body(STRONG);
    expect((await t.call('POST', '/api/admin/users', { token: adminToken, body: created })).statusCode).toBe(201);
    expect((await login(created.correo, STRONG)).statusCode).toBe(200);
  });
});
