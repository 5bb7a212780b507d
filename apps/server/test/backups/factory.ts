import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { runRestore } from '../../src/modules/backups/restore-cli.js';
import type { TestApp } from '../helpers.js';
import { ok } from '../clubs/factory.js';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

const made: string[] = [];
/** A new temporary folder, removed by removeTempDirs. */
export const tempDir = (prefix = 'partidos-respaldo-') => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
export const removeTempDirs = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** POST /admin/respaldos as `token`; the backup's path on disk. */
export async function backupNow(t: TestApp, token: string): Promise<{ nombre: string; file: string }> {
  const { nombre } = ok(await t.call('POST', '/api/admin/respaldos', { token }), 201);
  return { nombre, file: path.join(t.dataDir, 'backups', nombre) };
}

/** Runs `npm run restore` in this process; its exit code and what it printed. */
export async function restore(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRestore(args, { LOG_LEVEL: 'silent', ...env }, { log: (m) => out.push(m), error: (m) => err.push(m) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * Every row of every public table as sorted JSON text, and the sequences: what a restore must reproduce.
 * Read in UTC so that both drivers and both servers write instants alike.
 */
export async function contentsOf(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const tables = rowsOf<{ name: string }>(await tx.execute(sql`
      select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = rowsOf<{ r: string }>(await tx.execute(sql`select row_to_json(t)::text as r from ${sql.identifier(name)} t`));
      out[name] = rows.map((x) => x.r).sort();
    }
    const seqs = rowsOf<{ name: string; v: string | null }>(await tx.execute(sql`
      select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public' order by 1`));
    out['(secuencias)'] = seqs.map((s) => `${s.name}=${s.v}`);
    return out;
  });
}

/** Every stored upload (table archivos) with its bytes' hash, computed here from the bytes themselves. */
export async function filesOf(db: Db): Promise<Record<string, string>> {
  const rows = rowsOf<{ ruta: string; datos: Buffer | Uint8Array }>(await db.execute(sql`select ruta, datos from archivos order by ruta`));
  return Object.fromEntries(rows.map((r) => [r.ruta, createHash('sha256').update(r.datos).digest('hex')]));
}

/**
 * A copy of a backup with its lines edited. With `rehash` the trailer is recomputed (a well-formed backup with other
 * contents, as a newer version of the app would write); without, the old trailer stays (a tampered file).
 */
export function editBackup(src: string, edit: (lines: string[]) => string[], o: { rehash: boolean }): string {
  const lines = gunzipSync(readFileSync(src)).toString('utf8').split('\n').filter((l) => l !== '');
  const trailer = JSON.parse(lines.pop()!);
  const body = edit(lines);
  const text = body.map((l) => `${l}\n`).join('');
  const end = o.rehash ? { ...trailer, sha256: createHash('sha256').update(text).digest('hex'), lineas: body.length } : trailer;
  const dest = path.join(tempDir(), path.basename(src));
  writeFileSync(dest, gzipSync(`${text}${JSON.stringify(end)}\n`));
  return dest;
}

/** A new, empty PostgreSQL database next to the test ones (the run's teardown drops leftovers); null without TEST_DATABASE_URL. */
export async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (!base || !template) return null;
  const { default: pg } = await import('pg');
  const name = `${template}_t_r${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
