import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('POST /api/auth/login', () => {
  it('answers 400 with the spec messages for missing fields', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Por favor ingresa tu correo' });
    expect(res.json().errors).toContainEqual({ field: 'password', message: 'Por favor ingresa tu contraseña' });
  });

  it('refuses a wrong password with 401 and the same text as an unknown account', async () => {
    const { correo } = await registerUser(t);
    const wrong = await t.call('POST', '/api/auth/login', { body: { correo, password: 'otra-clave' } });
    const unknown = await t.call('POST', '/api/auth/login', { body: { correo: uniqueEmail(), password: 'otra-clave' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('logs in case-insensitively and the token opens /auth/me', async () => {
    const { correo, password, id } = await registerUser(t);
    const res = await t.call('POST', '/api/auth/login', { body: { correo: correo.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('¡Bienvenido de vuelta!');
    const me = await t.call('GET', '/api/auth/me', { token: res.json().data.token });
    expect(me.json().data._id).toBe(id);
  });
});
