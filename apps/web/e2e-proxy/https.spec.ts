import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PROFILE, callHttp, callProxy, proxy, uniqueEmail } from './client';

// The app behind nginx with TLS, as a browser sees it at https://partidos.test:<port>.

// first: the browser is shared by the tests of a worker, and this one must see nginx's plain-http server as it is
test('nginx sends plain http to https, and the browser lands on the https page', async ({ page }) => {
  const p = proxy();
  const r = await callHttp('/login?desde=http');
  expect([301, 308]).toContain(r.status);
  expect(r.location).toBe(`${p.origin}/login?desde=http`);

  await page.goto(`${p.httpOrigin}/login`);
  await expect(page).toHaveURL(`${p.origin}/login`);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('the app loads over https with HSTS, a person logs in, and answers carry nginx request ids', async ({ page }) => {
  const p = proxy();
  // a person with a complete profile in the community club (through nginx, from an address of their own)
  const from = '127.0.0.60';
  const correo = uniqueEmail('https');
  const password = 'Secreto123';
  const reg = await callProxy('POST', '/api/auth/register-basic', { from, body: { correo, password, aceptaPoliticaPrivacidad: true } });
  expect(reg.status, reg.body).toBe(201);
  const auth = { authorization: `Bearer ${reg.json().data?.token as string}` };
  expect((await callProxy('PUT', '/api/auth/complete-profile', { from, body: PROFILE, headers: auth })).status).toBe(200);
  const join = await callProxy('POST', '/api/clubes/publico/unirse', { from, headers: auth });
  expect(join.status, join.body).toBeLessThan(300);

  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));

  const doc = await page.goto(`${p.origin}/login`);
  expect(doc).not.toBeNull();
  expect(doc!.status()).toBe(200);
  const headers = doc!.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  // the request id is nginx's $request_id (32 hex characters, in its access log), not one the app made up
  const requestId = headers['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => readFileSync(p.accessLog, 'utf8')).toContain(`request_id=${requestId}`);
  expect(await page.evaluate(() => location.protocol)).toBe('https:');

  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const answer = await loginAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(answer.headers()['x-request-id']).not.toBe(requestId);

  await expect(page).toHaveURL(`${p.origin}/`);
  await expect(page.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
  expect(failed).toEqual([]);
});
