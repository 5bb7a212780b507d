import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A fresh PostgreSQL database for one topology: made on the server of TEST_DATABASE_URL, dropped afterwards.

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase { name: string; url: string; drop(): Promise<void> }

/** A connection to the server of `baseUrl`: to its database, or to `postgres` when that one does not exist yet. */
async function connect(baseUrl: string): Promise<pg.Client> {
  const attempt = async (url: string) => {
    const c = new pg.Client({ connectionString: url });
    try {
      await c.connect();
      return c;
    } catch (e) {
      await c.end().catch(() => {});
      throw e;
    }
  };
  try {
    return await attempt(baseUrl);
  } catch (e) {
    if ((e as { code?: string }).code === '3D000') { // invalid_catalog_name: the database is missing, not the server
      const url = new URL(baseUrl);
      url.pathname = '/postgres';
      return attempt(url.toString());
    }
    throw new Error(`no hay un servidor PostgreSQL en ${baseUrl} (TEST_DATABASE_URL): ${(e as Error).message}`, { cause: e });
  }
}

async function onServer<T>(baseUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = await connect(baseUrl);
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** Creates `partidos_multi_<random>` on the server of `baseUrl` (whose own database is only connected to, never changed). */
export async function createTestDatabase(baseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL): Promise<TestDatabase> {
  const name = `partidos_multi_${randomBytes(5).toString('hex')}`;
  await onServer(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // with (force): connections a killed server left behind must not keep the database alive
    drop: () => onServer(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
