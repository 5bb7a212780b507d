import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { lockDataDir } from '../../src/lib/data-dir-lock.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, inscribir, players, type MatchClub } from '../matches/factory.js';
import { form, pngBytes, subir } from '../payments/factory.js';
import { backupNow, contentsOf, editBackup, emptyPostgres, removeTempDirs, restore, tempDir, filesOf } from './factory.js';

// Data and files → backup → restore into a fresh directory → the same rows and files; a damaged
// backup is refused with a clear message and nothing half-restored (docs/decisions/0021-backups.md).

const DAMAGED = 'El respaldo está incompleto o dañado';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let backup: string;
let rows: Record<string, string[]>;
let files: Record<string, string>;
/** the DATA_DIR the first test restores into, then used as a target that is not empty */
let restored: string;
let payerToken: string;
let avatarUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  const partido = await createMatch(t, cast.creador.token, club);
  const [payer] = await players(t, club.id, 2);
  ok(await inscribir(t, payer!, partido._id), 201);
  // an avatar (public) and a receipt (private)
  const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
  const f = form({}, { filename: 'yo.png', type: 'image/png', data: avatar }, 'avatar');
  avatarUrl = ok(await t.call('POST', '/api/usuarios/me/avatar', { token: payer!.token, headers: f.headers, body: f.body })).photoURL;
  payerToken = payer!.token;
  ok(await subir(t, payer!.token, partido._id, { filename: 'c.png', type: 'image/png', data: await pngBytes(40) }));
  // values whose type a careless dump would bend: a double's last digits, a numeric, jsonb
  const { db } = t.database;
  await db.execute(sql`update lugares set lat = -33.45678901234567, lng = -70.6482731 where id = ${club.lugarId}`);
  await db.execute(sql`update users set talla_botin = 42.5, bio = ${'Ñandú ⚽ "comillas" \\ y\nlíneas'} where id = ${payer!.id}`);
  await db.execute(sql`update partidos set campos_faltantes = '["lugar", {"a": [1, 2.5, null]}]'::jsonb where id = ${partido._id}`);
  await db.execute(sql`select nextval('partido_lista_espera_orden_seq') from generate_series(1, 3)`);
  // the generated session key a server keeps in the database when JWT_SECRET is unset (docs/decisions/0022)
  await db.execute(sql`insert into app_secretos (nombre, valor) values ('jwt', 'clave-del-respaldo')`);

  backup = (await backupNow(t, cast.admin.token)).file;
  rows = await contentsOf(db);
  files = await filesOf(db);
});
afterAll(async () => {
  await t.close();
  removeTempDirs();
});

/** Opens a restored database, reads its rows and its stored files, closes it. */
async function contentsAt(url: string) {
  const database = await openDatabase(url);
  try {
    return { rows: await contentsOf(database.db), files: await filesOf(database.db) };
  } finally {
    await database.close();
  }
}

describe('a backup restored into a fresh, empty target', () => {
  it('holds what it should: users, the club, the match, a payment, and both uploaded files', () => {
    expect(rows.users!.length).toBeGreaterThanOrEqual(7);
    expect(rows.app_secretos!.join()).toContain('clave-del-respaldo');
    for (const table of ['clubs', 'partidos', 'pagos_jugadores', 'lugares', 'club_payment_accounts', 'sessions']) expect(rows[table]!.length, table).toBeGreaterThan(0);
    expect(Object.keys(files).some((f) => f.startsWith('public/avatars/'))).toBe(true);
    expect(Object.keys(files).some((f) => f.startsWith('private/comprobantes/'))).toBe(true);
  });

  it('into an empty DATA_DIR (embedded database): the same rows in every table and the same files, byte for byte', async () => {
    const dataDir = path.join(tempDir(), 'data');
    // a start that stopped before making anything left its own generated key: the backup's replaces it
    const first = await openDatabase(`file://${path.join(dataDir, 'db')}`);
    await first.db.execute(sql`insert into app_secretos (nombre, valor) values ('jwt', 'clave-del-destino')`);
    await first.close();
    const r = await restore([backup], { DATA_DIR: dataDir });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    restored = dataDir;
    expect(r.out).toMatch(/^✔ Respaldo del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} restaurado en .*: \d+ filas en \d+ tablas y 2 archivos\.$/);
    expect(await contentsAt(`file://${path.join(dataDir, 'db')}`)).toEqual({ rows, files });
    expect(readdirSync(dataDir).filter((n) => n !== 'db')).toEqual([]);
  }, 90_000); // three embedded databases opened from files on a busy 2-core machine

  it.runIf(!!process.env.TEST_DATABASE_URL)('into an empty PostgreSQL database: the same rows and files', async () => {
    const pg = (await emptyPostgres())!;
    try {
      const dataDir = path.join(tempDir(), 'data');
      const r = await restore([backup], { DATA_DIR: dataDir, DATABASE_URL: pg.url });
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(await contentsAt(pg.url)).toEqual({ rows, files });
    } finally {
      await pg.drop();
    }
  });

  it('a server started on the restored DATA_DIR knows the same sessions and serves the same files', async () => {
    const config = loadConfig({ DATA_DIR: restored, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' });
    const built = await buildApp(config, { logger: false });
    try {
      const me = await built.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${payerToken}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.photoURL).toBe(avatarUrl);
      const img = await built.app.inject({ method: 'GET', url: avatarUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
    } finally {
      await built.app.close();
    }
  });
});

describe('a backup of an older version, with its files apart from the rows (DATA_DIR/uploads)', () => {
  it('restores those files into the database, byte for byte', async () => {
    // as version 1 wrote it: no archivos or tareas_turnos tables, each file a line of its own after the rows
    const older = editBackup(backup, (l) => {
      const header = JSON.parse(l[0]!);
      header.migraciones.pop();
      const out: string[] = [JSON.stringify(header)];
      const archivo: string[] = [];
      let skipping = false;
      for (const line of l.slice(1)) {
        const x = JSON.parse(line);
        if (x.tipo === 'tabla') skipping = x.nombre === 'archivos' || x.nombre === 'tareas_turnos';
        if (x.tipo === 'secuencia') skipping = false;
        if (!skipping) { out.push(line); continue; }
        if (x.tipo === 'filas') {
          for (const f of JSON.parse(x.filas) as { ruta: string; datos: string }[]) {
            archivo.push(JSON.stringify({ tipo: 'archivo', ruta: f.ruta, datos: Buffer.from(f.datos.slice(2), 'hex').toString('base64') }));
          }
        }
      }
      return [...out, ...archivo];
    }, { rehash: true });
    const dataDir = path.join(tempDir(), 'data');
    const r = await restore([older], { DATA_DIR: dataDir });
    expect(r.err).toBe('');
    expect(r.out).toContain('y 2 archivos.');
    const url = `file://${path.join(dataDir, 'db')}`;
    const database = await openDatabase(url);
    try {
      expect(await filesOf(database.db)).toEqual(files);
      const types = (await database.db.execute(sql`select ruta, tipo_medio from archivos order by ruta`)) as unknown as { rows: { ruta: string; tipo_medio: string }[] };
      expect(types.rows.map((x) => x.tipo_medio).sort()).toEqual(['image/png', 'image/webp']);
    } finally {
      await database.close();
    }
  });
});

describe('a target that is not empty', () => {
  it('is refused without --force, and replaced whole with it', async () => {
    const dataDir = restored;
    const url = `file://${path.join(dataDir, 'db')}`;
    const refused = await restore([backup], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('la base de datos de destino ya tiene usuarios, clubes o archivos');
    expect(refused.err).toContain('--force');

    // something of the target's own, which --force replaces: a file the backup does not have
    const target = await openDatabase(url);
    await target.db.execute(sql`insert into archivos (ruta, tipo_medio, tamano, sha256, datos) values ('public/avatars/ajeno.webp', 'image/webp', 1, ${'0'.repeat(64)}, '\\x00'::bytea)`);
    await target.close();
    const forced = await restore([backup, '--force'], { DATA_DIR: dataDir });
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    expect(await contentsAt(url)).toEqual({ rows, files });
  });

  it('is refused when only its files table has rows', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const url = `file://${path.join(dataDir, 'db')}`;
    const target = await openDatabase(url);
    await target.db.execute(sql`insert into archivos (ruta, tipo_medio, tamano, sha256, datos) values ('public/avatars/algo.webp', 'image/webp', 1, ${'0'.repeat(64)}, '\\x00'::bytea)`);
    await target.close();
    const r = await restore([backup], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.err).toContain('ya tiene usuarios, clubes o archivos');
  });

  it('is refused while a server holds the DATA_DIR', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    const unlock = await lockDataDir(dataDir); // as a running server holds it
    try {
      const r = await restore([backup], { DATA_DIR: dataDir });
      expect(r.code).toBe(1);
      expect(r.err).toContain('ya está en uso por otro proceso');
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      unlock();
    }
  });
});

describe('a damaged backup is refused before anything is touched', () => {
  /** Restores into a DATA_DIR that does not exist yet: refused, it must still not exist. */
  async function expectRefused(file: string, message: string) {
    const dataDir = path.join(tempDir(), 'data');
    const r = await restore([file], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.err).toContain(message);
    expect(r.err).toContain('No se restauró nada');
    expect(existsSync(dataDir)).toBe(false);
  }

  it('cut short', async () => {
    const bytes = readFileSync(backup);
    const cut = path.join(tempDir(), 'cortado.respaldo');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(cut, DAMAGED);
  });

  it('cut at the end of a line, so that it still decompresses: no trailer', async () => {
    const lines = gunzipSync(readFileSync(backup)).toString('utf8').split('\n').filter((l) => l !== '');
    const cut = path.join(tempDir(), 'sin-cierre.respaldo');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).map((l) => `${l}\n`).join('')));
    await expectRefused(cut, `${DAMAGED} (termina antes de su cierre)`);
  });

  it('with one byte flipped', async () => {
    const bytes = Buffer.from(readFileSync(backup));
    const at = Math.floor(bytes.length / 2);
    bytes[at] = bytes[at]! ^ 0xff;
    const flipped = path.join(tempDir(), 'alterado.respaldo');
    writeFileSync(flipped, bytes);
    await expectRefused(flipped, DAMAGED);
  });

  it('with a row changed and compressed again: its checksum no longer matches', async () => {
    const changed = editBackup(backup, (l) => l.map((x) => x.replace('Ñandú', 'Nandu')), { rehash: false });
    await expectRefused(changed, `${DAMAGED} (su suma de verificación no coincide)`);
  });

  it('that is not a backup at all', async () => {
    const other = path.join(tempDir(), 'otro.respaldo');
    writeFileSync(other, 'hola, no soy un respaldo');
    await expectRefused(other, DAMAGED);
    writeFileSync(other, gzipSync('{"hola":1}\n{"tipo":"fin"}\n'));
    const r = await restore([other], { DATA_DIR: path.join(tempDir(), 'data') });
    expect(r.err).toContain('no es un respaldo de Partidos');
  });

  it('made by a newer version of Partidos (a migration this one does not have)', async () => {
    const newer = editBackup(backup, (l) => {
      const header = JSON.parse(l[0]!);
      header.migraciones.push({ hash: 'f'.repeat(64), creado: Date.now() });
      return [JSON.stringify(header), ...l.slice(1)];
    }, { rehash: true });
    await expectRefused(newer, 'el respaldo es de una versión más nueva de Partidos');
  });

  it('that fails while loading (a well-formed file with a row twice) leaves the target empty: no rows, no files', async () => {
    const twice = editBackup(backup, (l) => {
      const at = l.findIndex((x) => x.startsWith('{"tipo":"tabla","nombre":"users"'));
      return [...l.slice(0, at + 2), l[at + 1]!, ...l.slice(at + 2)];
    }, { rehash: true });
    const dataDir = path.join(tempDir(), 'data');
    const r = await restore([twice], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^✖ La restauración falló/);
    const after = (await contentsAt(`file://${path.join(dataDir, 'db')}`)).rows;
    for (const [table, list] of Object.entries(after)) if (table !== '(secuencias)') expect(list, table).toEqual([]);
  });
});

describe('npm run restore', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

  it('exits with 1 and says why for a damaged file, with 2 and its usage for wrong arguments', () => {
    const cut = path.join(tempDir(), 'cortado.respaldo');
    writeFileSync(cut, readFileSync(backup).subarray(0, 100));
    const env = { ...process.env, DATA_DIR: path.join(tempDir(), 'data'), DATABASE_URL: '' };
    const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/restore.ts', ...args], { cwd: root, env, encoding: 'utf8' });
    const damaged = run([cut]);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toContain(DAMAGED);
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run restore -- ARCHIVO.respaldo [--force]');
  });
});
