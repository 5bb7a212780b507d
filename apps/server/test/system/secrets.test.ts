import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { appSecretos } from '../../src/db/schema/index.js';
import { freshDatabase } from '../helpers.js';

const opened: { apps: BuiltApp[]; dirs: string[]; database?: Database } = { apps: [], dirs: [] };
afterEach(async () => {
  for (const a of opened.apps.splice(0)) await a.app.close();
  await opened.database?.close();
  opened.database = undefined;
  for (const d of opened.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A server process of its own (its own DATA_DIR), on the shared database, with no JWT_SECRET unless given. */
async function server(database: Database, env: Record<string, string> = {}, prepare?: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'partidos-secret-'));
  opened.dirs.push(dir);
  prepare?.(dir);
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0', ...env }, { webDist: path.join(dir, 'no-web') });
  const built = await buildApp(config, { database, logger: false });
  opened.apps.push(built);
  return built;
}

const register = async (b: BuiltApp, correo: string) => {
  const res = await b.app.inject({ method: 'POST', url: '/api/auth/register-basic', payload: { correo, password: 'secreto123', aceptaPoliticaPrivacidad: true } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.token as string;
};
const me = (b: BuiltApp, token: string) => b.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('generated secrets live in the database', () => {
  it('a session made through one process is valid through another with its own DATA_DIR', async () => {
    const database = (opened.database = await freshDatabase());
    const a = await server(database);
    const b = await server(database);
    const token = await register(a, `secreto.${Date.now()}@example.cl`);
    expect((await me(b, token)).statusCode).toBe(200);
    const rows = await database.db.select().from(appSecretos).where(eq(appSecretos.nombre, 'jwt'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.valor.length).toBeGreaterThanOrEqual(43);
  });

  it("an install from before keeps its sessions: the key in DATA_DIR/jwt-secret moves into the database", async () => {
    const database = (opened.database = await freshDatabase());
    const legacy = 'clave-antigua-de-la-instalacion-0123456789';
    await server(database, {}, (dir) => writeFileSync(path.join(dir, 'jwt-secret'), `${legacy}\n`));
    const [row] = await database.db.select().from(appSecretos).where(eq(appSecretos.nombre, 'jwt'));
    expect(row?.valor).toBe(legacy);
  });

  it('JWT_SECRET from the environment wins', async () => {
    const database = (opened.database = await freshDatabase());
    const env = { JWT_SECRET: 'entorno-entorno-entorno-entorno' };
    const a = await server(database, env);
    const withDbKey = await server(database);
    const token = await register(a, `entorno.${Date.now()}@example.cl`);
    // the other process signs with the database's key: the environment's token is not valid there
    expect((await me(withDbKey, token)).statusCode).toBe(401);
    expect((await me(await server(database, env), token)).statusCode).toBe(200);
  });
});
