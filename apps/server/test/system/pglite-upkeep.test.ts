import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.js';
import { grownTables, upkeepEvery } from '../../src/db/pglite-upkeep.js';
import { createTestApp, isEmbedded } from '../helpers.js';

// The embedded database has no autovacuum (docs/decisions/0063): without the upkeep, a database that grew through
// the app never has planner statistics, and the sign-up load ran at a quarter of its speed.

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** rate_limits as the planner last measured it, and the statistics it keeps of its columns. */
async function measured(database: Database) {
  const [row] = rowsOf<{ reltuples: number; stats: number }>(await database.db.execute(sql`
    select c.reltuples::float8 as reltuples, (select count(*)::int from pg_stats s where s.tablename = 'rate_limits') as stats
    from pg_class c where c.oid = 'rate_limits'::regclass`));
  return { reltuples: Number(row!.reltuples), stats: Number(row!.stats) };
}

const fill = (database: Database, from: number, to: number) => database.db.execute(sql`
  insert into rate_limits (key, window_start, count) select 'k' || g, now(), g from generate_series(${from}::int, ${to}::int) g`);

const client = (database: Database) => (database.db as unknown as { $client: Parameters<typeof grownTables>[0] }).$client;

describe('the embedded database measures its grown tables again', () => {
  it('at start-up: a table that grew and was never measured has statistics before the server serves', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partidos-upkeep-'));
    dirs.push(dir);
    const url = `file://${path.join(dir, 'db')}`;
    let database = await openDatabase(url);
    await fill(database, 1, 3000);
    // as a database that grew through the app: no statistics, never measured
    await database.db.execute(sql`update pg_class set reltuples = -1, relpages = 0 where oid = 'rate_limits'::regclass`);
    expect(await grownTables(client(database))).toContain('rate_limits');
    await database.close();

    database = await openDatabase(url);
    try {
      const m = await measured(database);
      expect(m.reltuples).toBe(3000);
      expect(m.stats).toBeGreaterThan(0);
      expect(await grownTables(client(database))).toEqual([]);

      // the upkeep (the scheduler's job): nothing until the table grows by a tenth and 8 pages, then that table
      await fill(database, 3001, 3100);
      expect(await database.upkeep!()).toEqual([]);
      await fill(database, 3101, 6000);
      expect(await database.upkeep!()).toEqual(['rate_limits']);
      expect((await measured(database)).reltuples).toBe(6000);
      expect(await database.upkeep!()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('the scheduler runs it on the embedded database only (a PostgreSQL server has autovacuum)', async () => {
    const t = await createTestApp();
    try {
      if (!isEmbedded(t)) {
        expect(t.database.upkeep).toBeUndefined();
        return;
      }
      await fill(t.database, 1, 3000);
      expect(await grownTables(client(t.database))).toContain('rate_limits');
      await t.scheduler.tick();
      expect((await measured(t.database)).reltuples).toBe(3000);
      expect(await grownTables(client(t.database))).not.toContain('rate_limits');
    } finally {
      await t.close();
    }
  });
});

describe('the upkeep every minute (without the scheduler)', () => {
  it('runs each minute, never two at once, and stops when told', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let finish: () => void = () => {};
      const stop = upkeepEvery(() => { runs++; return new Promise<void>((r) => { finish = r; }); }, (e: unknown) => { throw e; }, 60_000);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(1); // the first run has not ended
      finish();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(2);
      finish();
      stop();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
