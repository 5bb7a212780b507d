import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type OpenOptions } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';

/** A fresh database for one test file: a PGlite copy of the migrated snapshot, or a PostgreSQL copy of the template. */
export async function freshDatabase(opts: Pick<OpenOptions, 'poolMax'> = {}): Promise<Database> {
  const template = inject('pgTemplate');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl && template) {
    const { default: pg } = await import('pg');
    // named after this run's template, so that the run's teardown drops its own databases and no other run's
    const name = `${template}_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase(url.toString(), opts);
    return {
      ...db,
      close: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: pgUrl });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase('memory://', { loadDataDir: new Blob([snapshot]) });
}

export interface TestApp extends BuiltApp {
  clock: ManualClock;
  dataDir: string;
  /** app.inject with an optional bearer token and JSON body. */
  call(method: InjectOptions['method'], url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string }): Promise<LightMyRequestResponse>;
  outbox(): { to: string; subject: string; text: string; html?: string }[];
  close(): Promise<void>;
}

/**
 * New passwords in API tests are hashed at a small cost (1 MiB, 1 pass: ~1 ms against ~17 ms): every test registers
 * people. test/auth/password-hash.test.ts holds the app's default to production's cost.
 */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 };

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { rateLimits?: boolean; logStream?: DestinationStream } & Pick<BuildOptions, 'inviteCode' | 'passwordCost' | 'teamsRng'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'partidos-app-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' },
    { publicUrl: 'http://partidos.test', webDist: path.join(dataDir, 'no-web'), ...overrides },
  );
  const database = await freshDatabase();
  const clock = new ManualClock(new Date());
  const built = await buildApp(config, {
    clock, database, logger: !!opts.logStream, logStream: opts.logStream, rateLimits: opts.rateLimits ?? false,
    inviteCode: opts.inviteCode, // { passwordCost: undefined } builds the app as production does
    passwordCost: 'passwordCost' in opts ? opts.passwordCost : TEST_PASSWORD_COST,
    teamsRng: opts.teamsRng,
  });
  await built.app.ready();
  return {
    ...built,
    clock,
    dataDir,
    async call(method, url, o = {}) {
      const res = await built.app.inject({
        method,
        url,
        headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
        ...(o.body !== undefined ? { payload: o.body as object } : {}),
        ...(o.ip ? { remoteAddress: o.ip } : {}),
      });
      // mails go out after the answer (forgot-password): the outbox is read once they are written
      await built.services.deliveries.idle();
      return res;
    },
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      let files: string[];
      try { files = readdirSync(dir).sort(); } catch { return []; }
      return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    async close() {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the app runs on the embedded database (PGlite) rather than a PostgreSQL server. */
export const isEmbedded = (t: TestApp): boolean => t.database.kind === 'pglite';

let seq = 0;
export const uniqueEmail = (prefix = 'jugador') => `${prefix}.${Date.now().toString(36)}${(seq++).toString(36)}@example.cl`;

export const COMPLETE_PROFILE = {
  nombre: 'juan',
  apellido: 'pérez',
  telefono: '+56 9 1234 5678',
  posicion_principal: 'MC',
  nivel_habilidad: 'Intermedio',
  frecuencia_juego: '1 vez por semana',
};

/** Registers a user (optionally with a complete profile) and returns its token and id. */
export async function registerUser(t: TestApp, o: { correo?: string; password?: string; complete?: boolean } = {}) {
  const correo = o.correo ?? uniqueEmail();
  const password = o.password ?? 'secreto123';
  const res = await t.call('POST', '/api/auth/register-basic', { body: { correo, password, aceptaPoliticaPrivacidad: true } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const token = res.json().data.token as string;
  const id = res.json().data.user._id as string;
  if (o.complete) {
    const r2 = await t.call('PUT', '/api/auth/complete-profile', { token, body: COMPLETE_PROFILE });
    if (r2.statusCode !== 200) throw new Error(`complete failed: ${r2.body}`);
  }
  return { token, id, correo, password };
}

/** Whether the uploaded file `ruta` (`public/avatars/….webp`, `private/comprobantes/….png`) is stored (lib/storage.ts). */
export async function hasStoredFile(t: { database: Database }, ruta: string): Promise<boolean> {
  const res = await t.database.db.execute(sql`select 1 from archivos where ruta = ${ruta}`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Every stored file's ruta under `prefix`, sorted. */
export async function storedFiles(t: { database: Database }, prefix = ''): Promise<string[]> {
  const res = await t.database.db.execute(sql`select ruta from archivos where ruta like ${`${prefix}%`} order by ruta`);
  return (res as unknown as { rows: { ruta: string }[] }).rows.map((r) => r.ruta);
}
