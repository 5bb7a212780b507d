import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { archivos, users } from '../../src/db/schema/index.js';
import { freshDatabase, hasStoredFile } from '../helpers.js';
import { form, pngBytes } from '../payments/factory.js';

// Uploaded files live in the database (docs/decisions/0024): two server processes, each with its own DATA_DIR, on one
// database (a PGlite shared in this process, or a PostgreSQL database in the PostgreSQL leg).

const opened: { apps: BuiltApp[]; dirs: string[] } = { apps: [], dirs: [] };
let database: Database;
type Server = Awaited<ReturnType<typeof server>>;
let a: Server;
let b: Server;
beforeAll(async () => {
  database = await freshDatabase();
  a = await server(database);
  b = await server(database);
});
afterAll(async () => {
  for (const x of opened.apps.splice(0)) await x.app.close();
  await database.close();
  for (const d of opened.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function server(database: Database, prepare?: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'partidos-archivos-'));
  opened.dirs.push(dir);
  prepare?.(dir);
  const config = loadConfig(
    { DATA_DIR: dir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' },
    { webDist: path.join(dir, 'no-web') },
  );
  const built = await buildApp(config, { database, logger: false, rateLimits: false });
  opened.apps.push(built);
  return { ...built, dir };
}

async function register(b: BuiltApp) {
  const correo = `archivo.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.cl`;
  const res = await b.app.inject({ method: 'POST', url: '/api/auth/register-basic', payload: { correo, password: 'secreto123', aceptaPoliticaPrivacidad: true } });
  expect(res.statusCode, res.body).toBe(201);
  return { token: res.json().data.token as string, id: res.json().data.user._id as string };
}

const image = (r: number) => sharp({ create: { width: 80, height: 80, channels: 3, background: { r, g: 40, b: 40 } } }).png().toBuffer();

async function uploadAvatar(b: BuiltApp, token: string, data: Buffer): Promise<string> {
  const f = form({}, { filename: 'yo.png', type: 'image/png', data }, 'avatar');
  const res = await b.app.inject({ method: 'POST', url: '/api/usuarios/me/avatar', headers: { authorization: `Bearer ${token}`, ...f.headers }, payload: f.body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.photoURL as string;
}

describe('uploaded files are served by every process on the database', () => {
  it('an avatar uploaded through one process is served by another, with an ETag, cache rules and 304', async () => {
    const user = await register(a);
    const url = await uploadAvatar(a, user.token, await image(200));
    expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.webp$/);

    const res = await b.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    const hash = createHash('sha256').update(res.rawPayload).digest('hex');
    expect(res.headers.etag).toBe(`"${hash}"`);
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const again = await b.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await b.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);

    // the row says who uploaded it, its size and its hash
    const [row] = await database.db.select().from(archivos).where(eq(archivos.ruta, `public/${url.slice('/uploads/'.length)}`));
    expect(row).toMatchObject({ propietarioId: user.id, tipoMedio: 'image/webp', tamano: res.rawPayload.length, sha256: hash });

    // no process writes uploads to its own folder any more
    expect(existsSync(path.join(a.dir, 'uploads'))).toBe(false);
  });

  it('answers 404 for a missing file, a private one and a path that climbs', async () => {
    const rel = await a.services.storage.savePrivate('comprobantes', await pngBytes(30), 'png', 'image/png');
    for (const url of ['/uploads/avatars/nada.webp', `/uploads/${rel}`, `/uploads/../private/${rel}`, `/uploads/%2e%2e/private/${rel}`, '/uploads/']) {
      expect((await a.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // the private file is there, for the signed route
    expect(await a.services.storage.readPrivate(rel)).not.toBeNull();
  });

  it('a replaced avatar is gone, and a deleted user takes theirs along (no file without its row)', async () => {
    const user = await register(a);
    const first = await uploadAvatar(a, user.token, await image(10));
    const second = await uploadAvatar(a, user.token, await image(90));
    expect(await hasStoredFile({ database }, `public/${first.slice(9)}`)).toBe(false);
    expect(await hasStoredFile({ database }, `public/${second.slice(9)}`)).toBe(true);
    expect((await a.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await hasStoredFile({ database }, `public/${second.slice(9)}`)).toBe(false);
  });

  it('the hourly sweep removes uploads no row refers to once they are an hour old, and nothing else', async () => {
    const user = await register(a);
    const kept = await uploadAvatar(a, user.token, await image(50));
    const { storage } = a.services;
    const old = new Date(Date.now() - 2 * 3600_000);
    await storage.put('public/avatars/huerfano.webp', Buffer.from('x'), 'image/webp', null, old);
    await storage.put('private/comprobantes/huerfano.png', Buffer.from('y'), 'image/png', null, old);
    await storage.put('public/avatars/reciente.webp', Buffer.from('z'), 'image/webp');
    await database.db.update(archivos).set({ creado: old }).where(eq(archivos.ruta, `public/${kept.slice(9)}`));
    expect(await storage.removeUnreferenced(new Date())).toBe(2);
    for (const gone of ['public/avatars/huerfano.webp', 'private/comprobantes/huerfano.png']) expect(await hasStoredFile({ database }, gone)).toBe(false);
    for (const left of [`public/${kept.slice(9)}`, 'public/avatars/reciente.webp']) expect(await hasStoredFile({ database }, left)).toBe(true);
  });
});

describe('files an older version kept under DATA_DIR/uploads', () => {
  it('move into the database at start, keep their owners, and the folder goes', async () => {
    const user = await register(a);
    const avatar = await sharp(await image(120)).webp().toBuffer();
    const receipt = await pngBytes(44);
    await database.db.update(users).set({ photoUrl: '/uploads/avatars/antiguo.webp' }).where(eq(users.id, user.id));

    const c = await server(database, (dir) => {
      mkdirSync(path.join(dir, 'uploads', 'public', 'avatars'), { recursive: true });
      mkdirSync(path.join(dir, 'uploads', 'private', 'comprobantes'), { recursive: true });
      writeFileSync(path.join(dir, 'uploads', 'public', 'avatars', 'antiguo.webp'), avatar);
      writeFileSync(path.join(dir, 'uploads', 'private', 'comprobantes', 'antiguo.png'), receipt);
    });
    expect(existsSync(path.join(c.dir, 'uploads'))).toBe(false);
    // served by the other process, byte for byte
    const res = await a.app.inject({ method: 'GET', url: '/uploads/avatars/antiguo.webp' });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, avatar)).toBe(0);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare((await a.services.storage.readPrivate('comprobantes/antiguo.png'))!, receipt)).toBe(0);
    const [row] = await database.db.select().from(archivos).where(eq(archivos.ruta, 'public/avatars/antiguo.webp'));
    expect(row?.propietarioId).toBe(user.id);
  });

  it('a file this version does not know stays, with its folder', async () => {
    const c = await server(database, (dir) => {
      mkdirSync(path.join(dir, 'uploads', 'public', 'logos'), { recursive: true });
      writeFileSync(path.join(dir, 'uploads', 'public', 'logos', 'x.webp'), 'no es una imagen');
      writeFileSync(path.join(dir, 'uploads', 'LEEME.txt'), 'nota del administrador');
    });
    expect(existsSync(path.join(c.dir, 'uploads', 'LEEME.txt'))).toBe(true);
    expect(existsSync(path.join(c.dir, 'uploads', 'public', 'logos', 'x.webp'))).toBe(false);
    expect(await hasStoredFile({ database }, 'public/logos/x.webp')).toBe(true);
  });
});
