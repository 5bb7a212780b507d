import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.js';
import { createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({}, { rateLimits: true }); });
afterAll(async () => { await t.close(); });

const TOO_MANY = 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.';
let ipSeq = 1;
/** Each test comes from its own address so the per-IP limits do not leak between tests. */
const freshIp = () => `203.0.113.${ipSeq++}`;

const login = (correo: string, password: string, ip: string) => t.call('POST', '/api/auth/login', { body: { correo, password }, ip });
const forgot = (correo: string, ip: string) => t.call('POST', '/api/auth/forgot-password', { body: { correo }, ip });

describe('login: one account guessed from many addresses', () => {
  it('past 20 wrong passwords in 15 minutes from any addresses, a new address is refused and a known one goes on', async () => {
    const { correo, password } = await registerUser(t);
    const home = freshIp();
    expect((await login(correo, password, home)).statusCode).toBe(200);
    // 20 addresses, one wrong password each: each is under its own limits
    for (let i = 0; i < 20; i++) expect((await login(correo, `mala-${i}`, freshIp())).statusCode, `address ${i}`).toBe(401);
    const stranger = await login(correo, password, freshIp());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ success: false, code: 'DEMASIADOS_INTENTOS', message: TOO_MANY });
    // the owner, where they signed in before, is not locked out
    expect((await login(correo, password, home)).statusCode).toBe(200);
    // another account is not touched
    const other = await registerUser(t);
    expect((await login(other.correo, other.password, freshIp())).statusCode).toBe(200);
    // once the window has passed, any address may try again
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(correo, password, freshIp())).statusCode).toBe(200);
  });
});

describe('login: 10 attempts per account every 15 minutes', () => {
  it('answers 429 with a Spanish message on the 11th attempt, even with the right password', async () => {
    const { correo, password } = await registerUser(t);
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) expect((await login(correo, `mala-${i}`, ip)).statusCode, `attempt ${i}`).toBe(401);

    const blocked = await login(correo, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'DEMASIADOS_INTENTOS', message: TOO_MANY });
  });

  it('counts the account whatever the case of the correo', async () => {
    const { correo, password } = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(i % 2 ? correo.toUpperCase() : correo, 'mala', ip);
    expect((await login(correo, password, ip)).statusCode).toBe(429);
  });

  it('lets the owner in from another address while one address is refused (no lock-out from elsewhere)', async () => {
    const { correo, password } = await registerUser(t);
    const attacker = freshIp();
    for (let i = 0; i < 11; i++) await login(correo, 'mala', attacker);
    expect((await login(correo, password, attacker)).statusCode).toBe(429);
    expect((await login(correo, password, freshIp())).statusCode).toBe(200);
  });

  it('lets the account in again once the 15-minute window has passed', async () => {
    const { correo, password } = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(correo, 'mala', ip);
    expect((await login(correo, password, ip)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(correo, password, ip)).statusCode).toBe(200);
  });

  it('does not block another account from the same address', async () => {
    const victim = await registerUser(t);
    const other = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < 11; i++) await login(victim.correo, 'mala', ip);
    expect((await login(other.correo, other.password, ip)).statusCode).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const { correo, password } = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await login(correo, 'mala', ip);
    expect((await login(correo, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(correo, 'mala', ip)).statusCode).toBe(401);
  });
});

describe('forgot-password: 3 requests per account every hour', () => {
  it('answers 429 on the 4th request for the same account and sends no 4th mail', async () => {
    const { correo } = await registerUser(t);
    const mailsBefore = t.outbox().filter((m) => m.to === correo).length;
    for (let i = 1; i <= 3; i++) expect((await forgot(correo, freshIp())).statusCode, `request ${i}`).toBe(200);

    const blocked = await forgot(correo, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'DEMASIADOS_INTENTOS', message: TOO_MANY });
    expect(t.outbox().filter((m) => m.to === correo).length).toBe(mailsBefore + 3);
  });

  it('limits an unknown correo the same way, so the limit does not reveal accounts', async () => {
    const unknown = uniqueEmail('nadie');
    for (let i = 0; i < 3; i++) expect((await forgot(unknown, freshIp())).statusCode).toBe(200);
    expect((await forgot(unknown, freshIp())).statusCode).toBe(429);
  });

  it('allows new requests after an hour', async () => {
    const { correo } = await registerUser(t);
    for (let i = 0; i < 4; i++) await forgot(correo, freshIp());
    t.clock.advance(60 * 60_000 + 1000);
    expect((await forgot(correo, freshIp())).statusCode).toBe(200);
  });

  it('does not limit other accounts', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await forgot(a.correo, ip);
    expect((await forgot(b.correo, ip)).statusCode).toBe(200);
  });
});

describe('counters are purged once their window has ended', () => {
  it('drops counters older than the longest window and keeps the current ones', async () => {
    const ip = freshIp();
    const { correo } = await registerUser(t);
    await login(correo, 'mala', ip);
    const keys = async () => (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(await keys()).toContain(`login-ip:${ip}`);
    await t.services.rateLimiter.purgeExpired();
    expect(await keys()).toContain(`login-ip:${ip}`);
    t.clock.advance(61 * 60_000);
    const fresh = freshIp();
    await login(correo, 'mala', fresh);
    await t.services.rateLimiter.purgeExpired();
    expect(await keys()).not.toContain(`login-ip:${ip}`);
    expect(await keys()).toContain(`login-ip:${fresh}`);
  });
});

describe('invitation links: codes that do not exist', () => {
  const validar = (codigo: string, ip: string) => t.call('GET', `/api/partidos/validar-invitacion/${codigo}`, { ip });
  it('30 unknown codes an hour from one address are answered 404, then 429 with the envelope; other addresses go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await validar(`ZZZZ${String(2000 + i).replace(/[01]/g, '2')}`, ip)).statusCode, `code ${i}`).toBe(404);
    const blocked = await validar('ZZZZ2345', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'DEMASIADOS_INTENTOS', message: TOO_MANY });
    expect((await validar('ZZZZ2345', freshIp())).statusCode).toBe(404);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await validar('ZZZZ2345', ip)).statusCode).toBe(404);
  });
});
