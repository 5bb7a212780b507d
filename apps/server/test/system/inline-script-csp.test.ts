import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';

// index.html's boot script (apps/web/src/lib/boot.ts, docs/decisions/0050) is inline: the Content-Security-Policy
// allows it by its hash, and nothing else inline.
const BOOT = '(function boot(plan) { document.title = plan.t; })({"t":"x"});';
const INDEX = `<!doctype html>\n<html lang="es-CL">\n  <head>\n    <title>Partidos</title>\n    <script type="module" crossorigin src="/assets/index-x.js"></script>\n    <script>${BOOT}</script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const web = mkdtempSync(path.join(tmpdir(), 'partidos-web-csp-'));
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), INDEX);
  t = await createTestApp({ webDist: web });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  rmSync(web, { recursive: true, force: true });
});

const scriptSrc = (csp: unknown) => String(csp).split(';').find((d) => d.startsWith('script-src '))!.split(' ').slice(1);

describe('the inline boot script and the Content-Security-Policy', () => {
  it("allows index.html's inline script by its SHA-256, on the page and on the API's answers", async () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    const res = await t.call('GET', '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<script>${BOOT}</script>`);
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'https://accounts.google.com', hash]);
    expect(scriptSrc((await t.call('GET', '/api/health')).headers['content-security-policy'])).toContain(hash);
  });

  it('allows no inline script without a build', async () => {
    const res = await bare.call('GET', '/api/health');
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'https://accounts.google.com']);
  });
});
