import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrates once, then every test file starts from a copy: a PGlite data-dir dump, or (with TEST_DATABASE_URL)
 * a PostgreSQL template database. A cold create + migrate costs seconds; a copy a fraction of that.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'partidos-test-'));
  const db = await openDatabase('memory://');
  const dump = await db.dump!();
  await db.close();
  const snapshot = path.join(dir, 'snapshot.tar');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);

  const pgUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (pgUrl) {
    const { default: pg } = await import('pg');
    template = `partidos_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(pgUrl);
    url.pathname = `/${template}`;
    const tdb = await openDatabase(url.toString());
    await tdb.close();
    await admin.end();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgUrl && template) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`, [`${template}\\_t\\_%`, template]);
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    }
  };
}
