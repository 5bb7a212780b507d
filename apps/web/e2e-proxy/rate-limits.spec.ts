import { expect, test } from '@playwright/test';
import { callProxy, uniqueEmail } from './client';

// Behind nginx the rate limits count each real client (nginx's $remote_addr in X-Forwarded-For,
// trusted from 127.0.0.1), not the proxy's one address: 30 neighbours can all sign up, one address cannot 21 times.
// The server runs with RATE_LIMIT_SCALE=1: register 20/hour per address, login 10/15 min per account and address.

const PASSWORD = 'Secreto123';
const signUp = (from: string, correo = uniqueEmail('proxy'), headers?: Record<string, string>) =>
  callProxy('POST', '/api/auth/register-basic', { from, body: { correo, password: PASSWORD, aceptaPoliticaPrivacidad: true }, headers });
const login = (from: string, correo: string, password: string) => callProxy('POST', '/api/auth/login', { from, body: { correo, password } });

test('30 sign-ups from 30 client addresses all pass; the 21st from one address is refused', async () => {
  for (let k = 2; k <= 31; k++) {
    const r = await signUp(`127.0.0.${k}`);
    expect(r.status, `alta desde 127.0.0.${k}: ${r.body}`).toBe(201);
    expect(r.json().data?.token).toEqual(expect.any(String));
  }

  // the control: one client, 21 sign-ups → the limit is real, and per client
  for (let i = 1; i <= 20; i++) expect((await signUp('127.0.0.40')).status, `alta ${i} desde 127.0.0.40`).toBe(201);
  const over = await signUp('127.0.0.40');
  expect(over.status).toBe(429);
  expect(over.json()).toMatchObject({ success: false, message: expect.stringMatching(/Demasiados intentos/) });

  // a client that makes up X-Forwarded-For gains nothing: nginx appends the address it saw, and that one counts
  for (let i = 1; i <= 20; i++) {
    expect((await signUp('127.0.0.41', undefined, { 'x-forwarded-for': `203.0.113.${i}` })).status, `alta ${i} desde 127.0.0.41`).toBe(201);
  }
  expect((await signUp('127.0.0.41', undefined, { 'x-forwarded-for': '203.0.113.99' })).status).toBe(429);
});

test('11 wrong passwords from one address lock that address out of the account, not its owner elsewhere', async () => {
  const correo = uniqueEmail('cuenta');
  expect((await signUp('127.0.0.50', correo)).status).toBe(201);

  for (let i = 1; i <= 10; i++) {
    const r = await login('127.0.0.51', correo, 'NoEsLaClave1');
    expect(r.status, `intento ${i} desde 127.0.0.51`).toBe(401);
  }
  const eleventh = await login('127.0.0.51', correo, 'NoEsLaClave1');
  expect(eleventh.status).toBe(429);
  expect(eleventh.json().message).toMatch(/Demasiados intentos/);
  // that address stays locked even with the right password…
  expect((await login('127.0.0.51', correo, PASSWORD)).status).toBe(429);

  // …while the owner, from another address, logs in
  const owner = await login('127.0.0.52', correo, PASSWORD);
  expect(owner.status, owner.body).toBe(200);
  expect(owner.json().data?.token).toEqual(expect.any(String));
});
