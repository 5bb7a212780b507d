import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const LINK = /http:\/\/partidos\.test\/reset-password\/([A-Za-z0-9_-]+)/;

const forgot = (correo: string) => t.call('POST', '/api/auth/forgot-password', { body: { correo } });
const reset = (token: string, newPassword = 'nueva-clave') => t.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
const check = (token: string) => t.call('GET', `/api/auth/reset-password/${token}`);
const login = (correo: string, password: string) => t.call('POST', '/api/auth/login', { body: { correo, password } });

const seen = new Set<string>();
/** The reset token of the newest mail to `correo` not read before (outbox files of one millisecond may sort either way). */
function lastLinkTo(correo: string): string {
  const fresh = t.outbox().filter((m) => m.to === correo && !seen.has(m.text));
  if (fresh.length !== 1) throw new Error(`expected one new mail to ${correo}, got ${fresh.length}`);
  const mail = fresh[0]!;
  seen.add(mail.text);
  const m = LINK.exec(mail.text);
  if (!m) throw new Error(`no reset link in ${mail.text}`);
  return m[1]!;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 400 for a missing or invalid correo', async () => {
    const missing = await t.call('POST', '/api/auth/forgot-password', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Por favor ingresa tu correo');
    const invalid = await forgot('no-es-correo');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Ingresa un correo válido');
  });

  it('answers the same for a known and an unknown correo, and mails only the known one', async () => {
    const { correo } = await registerUser(t);
    const unknown = uniqueEmail('nadie');
    const before = t.outbox().length;

    const a = await forgot(correo);
    const b = await forgot(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ success: true, data: null, message: 'Si el correo existe, recibirás instrucciones para restablecer tu contraseña' });

    expect(t.outbox()).toHaveLength(before + 1);
    expect(t.outbox().filter((m) => m.to === unknown)).toEqual([]);
    expect(t.outbox().filter((m) => m.to === correo)).toHaveLength(1);
  });

  it('mails a /reset-password/<token> link on PUBLIC_URL, in Spanish', async () => {
    const { correo } = await registerUser(t, { complete: true });
    await forgot(correo.toUpperCase());
    const [mail] = t.outbox().filter((m) => m.to === correo);
    expect(mail!.subject).toMatch(/contraseña/i);
    expect(mail!.text).toMatch(LINK);
    expect(mail!.text).toContain('Hola Juan,');
    expect(mail!.html).toContain(`href="http://partidos.test/reset-password/${lastLinkTo(correo)}"`);
  });
});

describe('GET /api/auth/reset-password/:token', () => {
  it('says valido true for a fresh link', async () => {
    const { correo } = await registerUser(t);
    await forgot(correo);
    const res = await check(lastLinkTo(correo));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { valido: true } });
  });

  it('says valido false, with the spec text, for an unknown token', async () => {
    const res = await check('token-que-no-existe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { valido: false }, message: 'El enlace es inválido o ha expirado' });
  });

  it('does not use the link up by checking it', async () => {
    const { correo } = await registerUser(t);
    await forgot(correo);
    const token = lastLinkTo(correo);
    await check(token);
    await check(token);
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('answers 400 for missing fields and a short password', async () => {
    const empty = await t.call('POST', '/api/auth/reset-password', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: 'newPassword', message: 'Por favor ingresa tu nueva contraseña' });
    const short = await reset('algo', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('answers 400 "El enlace es inválido o ha expirado" for an unknown token', async () => {
    const res = await reset('token-que-no-existe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'El enlace es inválido o ha expirado' });
  });

  it('sets the new password: the new one logs in, the old one does not', async () => {
    const { correo, password } = await registerUser(t);
    await forgot(correo);
    const res = await reset(lastLinkTo(correo), 'clave-recuperada');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Contraseña actualizada exitosamente' });
    expect((await login(correo, 'clave-recuperada')).statusCode).toBe(200);
    expect((await login(correo, password)).statusCode).toBe(401);
  });

  it('works once only', async () => {
    const { correo } = await registerUser(t);
    await forgot(correo);
    const token = lastLinkTo(correo);
    expect((await reset(token, 'primera-clave')).statusCode).toBe(200);
    const second = await reset(token, 'segunda-clave');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('El enlace es inválido o ha expirado');
    expect((await check(token)).json().data.valido).toBe(false);
    expect((await login(correo, 'primera-clave')).statusCode).toBe(200);
  });

  it('expires 60 minutes after it was sent', async () => {
    const { correo, password } = await registerUser(t);
    await forgot(correo);
    const token = lastLinkTo(correo);
    t.clock.advance(59 * 60_000);
    expect((await check(token)).json().data.valido).toBe(true);
    t.clock.advance(2 * 60_000);
    expect((await check(token)).json().data.valido).toBe(false);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El enlace es inválido o ha expirado');
    expect((await login(correo, password)).statusCode).toBe(200);
  });

  it('a second request makes the first link stop working', async () => {
    const { correo } = await registerUser(t);
    await forgot(correo);
    const first = lastLinkTo(correo);
    await forgot(correo);
    const second = lastLinkTo(correo);
    expect(second).not.toBe(first);
    expect((await check(first)).json().data.valido).toBe(false);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it("a link only changes its own account's password", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await forgot(a.correo);
    await reset(lastLinkTo(a.correo), 'clave-de-a');
    expect((await login(b.correo, b.password)).statusCode).toBe(200);
    expect((await login(b.correo, 'clave-de-a')).statusCode).toBe(401);
  });

  it('ends every session of the account', async () => {
    const { token, correo, password } = await registerUser(t);
    const other = (await login(correo, password)).json().data.token as string;
    await forgot(correo);
    expect((await reset(lastLinkTo(correo))).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: other })).statusCode).toBe(401);
  });
});
