import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { backupNow } from './factory.js';

// Backups are the platform administrador's (docs/decisions/0021-backups.md).

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  await t.services.repos.users.update(cast.moderador.id, { tipoUsuario: 'moderador' });
});
afterAll(async () => { await t.close(); });

const NAME = 'partidos-2026-11-23T06-00-00Z.respaldo';
const ROUTES: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/api/admin/respaldos'],
  ['POST', '/api/admin/respaldos'],
  ['GET', `/api/admin/respaldos/${NAME}`],
];

describe('/api/admin/respaldos', () => {
  it.each(ROUTES)('%s %s refuses anonymous callers (401) and non-administrators (403)', async (method, url) => {
    const anon = await t.call(method, url);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ success: false, message: 'Debes iniciar sesión' });
    for (const p of [cast.creador, cast.moderador, cast.miembro]) {
      const res = await t.call(method, url, { token: p.token });
      expect(res.statusCode, `${method} ${url} as ${p.correo}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Se requieren privilegios de administrador' });
    }
  });

  it('the refused calls made no backup', () => {
    expect(readdirSync(t.dataDir)).not.toContain('backups');
  });

  it('lists nothing before the first backup', async () => {
    expect(ok(await t.call('GET', '/api/admin/respaldos', { token: cast.admin.token }))).toEqual({ respaldos: [], hora: '03:00', conservar: 7 });
  });

  it('creates one now, answers its nombre, lists it with date and size, and downloads its exact bytes', async () => {
    const res = await t.call('POST', '/api/admin/respaldos', { token: cast.admin.token });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Respaldo creado exitosamente' });
    const { nombre, fecha, tamano } = body.data;
    expect(nombre).toMatch(/^partidos-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.respaldo$/);
    expect(Math.abs(new Date(fecha).getTime() - t.clock.now().getTime())).toBeLessThan(1000);
    const file = path.join(t.dataDir, 'backups', nombre);
    expect(tamano).toBe(readFileSync(file).length);

    expect(ok(await t.call('GET', '/api/admin/respaldos', { token: cast.admin.token }))).toEqual({ respaldos: [{ nombre, fecha, tamano }], hora: '03:00', conservar: 7 });

    const dl = await t.call('GET', `/api/admin/respaldos/${nombre}`, { token: cast.admin.token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(dl.statusCode).toBe(200);
    // sent as it is on disk (it is gzip already), with its length
    expect(dl.headers['content-encoding']).toBeUndefined();
    expect(dl.headers['content-length']).toBe(String(tamano));
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="${nombre}"`);
    expect(dl.headers['content-type']).toBe('application/octet-stream');
    expect(dl.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(dl.rawPayload, readFileSync(file))).toBe(0);
    // no half-written file is left beside it
    expect(readdirSync(path.join(t.dataDir, 'backups'))).toEqual([nombre]);
  });

  it('lists the newest first', async () => {
    t.clock.advance(60_000);
    const second = await backupNow(t, cast.admin.token);
    const list = ok(await t.call('GET', '/api/admin/respaldos', { token: cast.admin.token })).respaldos;
    expect(list).toHaveLength(2);
    expect(list[0].nombre).toBe(second.nombre);
  });

  it('refuses a second backup in the same second instead of overwriting the first (409)', async () => {
    t.clock.advance(60_000);
    const first = await backupNow(t, cast.admin.token);
    const before = readFileSync(first.file);
    const res = await t.call('POST', '/api/admin/respaldos', { token: cast.admin.token });
    expect(fail(res)).toEqual({ status: 409, message: 'Ya se creó un respaldo en este mismo segundo; intenta de nuevo en un momento' });
    expect(Buffer.compare(readFileSync(first.file), before)).toBe(0);
  });

  it('answers 404 for a name that is not a backup\'s, and never reads a path outside the folder', async () => {
    writeFileSync(path.join(t.dataDir, 'secreto.txt'), 'secreto');
    for (const name of [
      'partidos-2026-01-01T00-00-00Z.respaldo', // well formed, not there
      '..%2Fsecreto.txt', '..%2F..%2Fetc%2Fpasswd', 'secreto.txt', '.partidos-x.tmp', '%2E%2E', 'partidos-2026-11-23T06-00-00Z.respaldo%00',
    ]) {
      const res = await t.call('GET', `/api/admin/respaldos/${name}`, { token: cast.admin.token });
      // a NUL never gets past the request check (docs/decisions/0031): 400, like a NUL anywhere
      const nul = name.endsWith('%00');
      expect(res.statusCode, name).toBe(nul ? 400 : 404);
      expect(res.json(), name).toMatchObject({ success: false, code: nul ? 'CARACTERES_NO_PERMITIDOS' : expect.any(String) });
    }
  });
});
