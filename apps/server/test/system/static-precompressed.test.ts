import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';

// The build writes x.js.br and x.js.gz beside each script (apps/web/precompress.ts, docs/decisions/0050): the server
// sends those as they are instead of compressing the file again for every visitor.
const web = mkdtempSync(path.join(tmpdir(), 'partidos-web-pre-'));
const JS = `export const x = ${JSON.stringify('partido '.repeat(500))};\n`;
const BR = brotliCompressSync(JS);
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Partidos</title></head><body></body></html>');
  writeFileSync(path.join(web, 'assets', 'app-x.js'), JS);
  writeFileSync(path.join(web, 'assets', 'app-x.js.br'), BR);
  writeFileSync(path.join(web, 'assets', 'app-x.js.gz'), gzipSync(JS));
  writeFileSync(path.join(web, 'assets', 'small-x.js'), 'export {};\n'.repeat(200));
  t = await createTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe("the build's precompressed files", () => {
  it('sends the .br file to a browser that takes brotli, as the script it is', async () => {
    const res = await t.call('GET', '/assets/app-x.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the .gz file for gzip only, and the file itself for no encoding', async () => {
    const gz = await t.call('GET', '/assets/app-x.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);
    const plain = await t.call('GET', '/assets/app-x.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('still compresses a file the build left without them', async () => {
    const res = await t.call('GET', '/assets/small-x.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('export {};\n'.repeat(200));
  });
});
