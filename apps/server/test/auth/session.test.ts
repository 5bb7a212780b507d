import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { SESSION_TTL_DAYS } from '@partidos/shared';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const login = (correo: string, password: string) => t.call('POST', '/api/auth/login', { body: { correo, password } });

describe('POST /api/auth/logout', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await t.call('POST', '/api/auth/logout')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/logout', { token: 'no-es-un-jwt' })).statusCode).toBe(401);
  });

  it('ends the session: the same token answers 401 afterwards', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('POST', '/api/auth/logout', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Sesión cerrada exitosamente' });

    const me = await t.call('GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Tu sesión expiró. Inicia sesión nuevamente.');
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(401);
  });

  it('ends only that session: the same person on another device stays logged in', async () => {
    const { token: phone, correo, password } = await registerUser(t);
    const laptop = (await login(correo, password)).json().data.token as string;
    await t.call('POST', '/api/auth/logout', { token: phone });
    expect((await t.call('GET', '/api/auth/me', { token: laptop })).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it(`lasts ${SESSION_TTL_DAYS} days, then the token answers 401`, async () => {
    const { token } = await registerUser(t);
    t.clock.advance((SESSION_TTL_DAYS - 1) * 86_400_000);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('refuses a token for a live session when it is signed with another secret', async () => {
    const { token } = await registerUser(t);
    const { sid, sub } = decodeJwt(token);
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otro-secreto-otro-secreto-otro-secreto'));
    expect((await t.call('GET', '/api/auth/me', { token: forged })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
  });

  it('issues an HS256 token naming the session and its user, valid for the session lifetime', async () => {
    const { token, id } = await registerUser(t);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: id, sid: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(claims.exp! - claims.iat!).toBe(SESSION_TTL_DAYS * 86_400);
    expect(claims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
  });

  it('refuses an unsigned (alg none) token for a live session', async () => {
    const { token } = await registerUser(t);
    const { sid, sub } = decodeJwt(token);
    const unsigned = new UnsecuredJWT({ sid }).setSubject(sub!).setExpirationTime('1h').encode();
    expect((await t.call('GET', '/api/auth/me', { token: unsigned })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
  });

  it('lets a public call through even with a stale token', async () => {
    const { token, correo, password } = await registerUser(t);
    await t.call('POST', '/api/auth/logout', { token });
    const res = await t.call('POST', '/api/auth/login', { token, body: { correo, password } });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const body = { currentPassword: 'secreto123', newPassword: 'nueva-clave' };
    expect((await t.call('PUT', '/api/auth/change-password', { body })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/auth/change-password', { token: 'x.y.z', body })).statusCode).toBe(401);
  });

  it('answers 400 with the spec messages for missing fields', async () => {
    const { token } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/change-password', { token, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([
      { field: 'currentPassword', message: 'Ingresa tu contraseña actual' },
      { field: 'newPassword', message: 'Ingresa una nueva contraseña' },
    ]));
  });

  it('answers 400 for a new password shorter than 6', async () => {
    const { token, password } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('answers 400 for a new password over 128 characters with its own message', async () => {
    const { token, password } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: 'x'.repeat(129) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña no puede exceder 128 caracteres');
  });

  it('answers 400 "La contraseña actual es incorrecta" and keeps the old password', async () => {
    const { token, correo, password } = await registerUser(t);
    const res = await t.call('PUT', '/api/auth/change-password', { token, body: { currentPassword: 'no-es-esta', newPassword: 'nueva-clave' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'La contraseña actual es incorrecta' });
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: 'La contraseña actual es incorrecta' }]);
    expect((await login(correo, password)).statusCode).toBe(200);
    expect((await login(correo, 'nueva-clave')).statusCode).toBe(401);
  });

  it('changes the password, keeps this session and ends the other ones', async () => {
    const { token: current, correo, password } = await registerUser(t);
    const other = (await login(correo, password)).json().data.token as string;

    const res = await t.call('PUT', '/api/auth/change-password', { token: current, body: { currentPassword: password, newPassword: 'nueva-clave' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Contraseña actualizada exitosamente' });

    expect((await t.call('GET', '/api/auth/me', { token: current })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).statusCode).toBe(401);

    expect((await login(correo, 'nueva-clave')).statusCode).toBe(200);
    expect((await login(correo, password)).statusCode).toBe(401);
  });

  it("does not touch other people's sessions", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.call('PUT', '/api/auth/change-password', { token: a.token, body: { currentPassword: a.password, newPassword: 'nueva-clave' } });
    expect((await t.call('GET', '/api/auth/me', { token: b.token })).statusCode).toBe(200);
  });
});
