import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos } from '../../src/db/schema/index.js';
import { CHECK_AFTER_WRITES, COMPACT_AFTER_MARKS, COMPACT_CACHE_VERSIONS_SQL, GROWN_PAGES, compactCacheVersions, marksGrown } from '../../src/modules/matches/read-cache.js';
import { createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { changeMarks, createMatch, createMatchClub, looksUpAmbito, marksReads, type MatchClub } from './factory.js';

// Issue 17: the read cache's change marks (docs/decisions/0019) are merged as they pile up even with the scheduler
// off (JOBS_INTERVAL_MS=0, as in these tests and the benchmarks): on PostgreSQL when a version read shows many rows,
// on the embedded database after many change notices.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  partidoId = (await createMatch(t, cast.creador.token, club))._id;
});
afterAll(async () => { await t.close(); });

const marks = (ambito: string) => changeMarks(t, ambito);

describe('change marks with the scheduler off', () => {
  it('are merged once they pile up, keeping every version', async () => {
    const before = await marks(club.id);
    // each statement that changes a match adds a mark row for its club
    for (let i = 0; i < COMPACT_AFTER_MARKS + 6; i++) {
      await t.database.db.update(partidos).set({ notas: `cambio ${i}` }).where(eq(partidos.id, partidoId));
    }
    await t.services.compactor.idle();
    if (!isEmbedded(t)) {
      // nothing has read a version yet: the marks are all there
      expect((await marks(club.id)).rows).toBeGreaterThan(COMPACT_AFTER_MARKS);
      const list = ok<{ partidos: { _id: string; notas?: string | null }[] }>(await t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: club.headers }));
      expect(list.partidos.map((p) => p._id)).toContain(partidoId);
      await t.services.compactor.idle();
    }
    const after = await marks(club.id);
    expect(t.services.compactor.runs).toBeGreaterThan(0);
    expect(after.rows).toBeLessThanOrEqual(COMPACT_AFTER_MARKS / 2);
    expect(after.sum).toBe(before.sum + COMPACT_AFTER_MARKS + 6);
    // and a change after it still shows at once
    await t.database.db.update(partidos).set({ notas: 'después' }).where(eq(partidos.id, partidoId));
    const detail = ok<{ notas: string | null }>(await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: club.headers }));
    expect(detail.notas).toBe('después');
  });

  it('on PostgreSQL, once the table has grown, whatever wrote the marks, though no version read shows many rows (and the table is vacuumed)', async () => {
    if (isEmbedded(t)) return;
    const one = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q) as unknown as { rows: T[] }).rows[0]!;
    const size = () => one<{ pages: number; measured: number; vacuums: number }>(sql`select (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
      c.relpages::int as measured, (select vacuum_count::int from pg_stat_user_tables where relid = c.oid) as vacuums from pg_class c where c.oid = 'cache_cambios'::regclass`);
    const { compactor } = t.services;
    // a write no module of the matches sends, one statement each (an administrator's, a script's: the pool counts it)
    const write = () => t.database.db.execute(sql`update users set updated_at = updated_at where false`);
    // the count of writes since the last check starts anywhere: write until a check is made, then it starts at zero
    await compactor.idle();
    for (let checks = compactor.checks, i = 0; compactor.checks === checks && i <= CHECK_AFTER_WRITES; i++) await write();
    await compactor.idle();
    const runs = compactor.runs;
    const before = await size();
    // marks piling up where no list and no detail looks (each a match's roster: a player's profile edit over their past
    // matches, a burst of sign-ups across many matches), in one statement: one write
    await t.database.db.execute(sql`insert into cache_cambios (ambito) select 'p:prueba' || (g % 500) from generate_series(1, 1500 * ${Math.max(1, before.measured)}) g`);
    const grown = await size();
    expect(marksGrown(grown.pages, grown.measured)).toBe(true);
    const checks = compactor.checks;
    for (let i = 0; i < CHECK_AFTER_WRITES - 2; i++) await write();
    await compactor.idle();
    expect(compactor.checks).toBe(checks); // one write short of a check
    expect(compactor.runs).toBe(runs);
    await write();
    await compactor.idle();
    expect(compactor.checks).toBe(checks + 1);
    expect(compactor.runs).toBe(runs + 1);
    const after = await size();
    expect((await marks('p:prueba7')).rows).toBe(1);
    expect(after.vacuums).toBeGreaterThan(before.vacuums);
    expect(marksGrown(after.pages, after.measured)).toBe(false);
    // a check of a table that has not grown merges nothing
    for (let i = 0; i < CHECK_AFTER_WRITES; i++) await write();
    await compactor.idle();
    expect(compactor.checks).toBe(checks + 2);
    expect(compactor.runs).toBe(runs + 1);
    await t.database.db.execute(sql`delete from cache_cambios where ambito like 'p:prueba%'`);
  });

  it('on PostgreSQL, the table counts as grown at twice the pages it was measured at, and at least GROWN_PAGES more', () => {
    expect(marksGrown(GROWN_PAGES - 1, 0)).toBe(false);
    expect(marksGrown(GROWN_PAGES, 0)).toBe(true);
    expect(marksGrown(GROWN_PAGES + 1, 3)).toBe(false);
    expect(marksGrown(3 + GROWN_PAGES, 3)).toBe(true);
    expect(marksGrown(199, 100)).toBe(false);
    expect(marksGrown(200, 100)).toBe(true);
  });

  it("merges the ambitos with new marks only, found through the new marks' index, whatever the table keeps (docs/decisions/0072)", async () => {
    await t.services.compactor.idle();
    const { db } = t.database;
    // a lived-in install's merged rows: one per match ever marked (here 300, sums 1..300), and new marks on two ambitos
    await db.execute(sql`insert into cache_cambios (ambito, n, nueva) select 'p:prueba' || g, g, false from generate_series(1, 300) g`);
    await db.execute(sql`insert into cache_cambios (ambito) select 'p:prueba7' from generate_series(1, 3)`);
    await db.execute(sql`insert into cache_cambios (ambito) select 'p:prueba-nueva' from generate_series(1, 2)`);
    await compactCacheVersions(db);
    expect(await marks('p:prueba7')).toEqual({ rows: 1, sum: 10 });
    expect(await marks('p:prueba-nueva')).toEqual({ rows: 1, sum: 2 });
    expect(await marks('p:prueba8')).toEqual({ rows: 1, sum: 8 });
    const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
    const [left] = rowsOf<{ nuevas: number; total: number }>(await db.execute(sql`select count(*) filter (where nueva)::int as nuevas, count(*)::int as total from cache_cambios where ambito like 'p:prueba%'`));
    expect(left).toEqual({ nuevas: 0, total: 301 });
    // the ambitos to merge come from the partial index over the new marks, not from grouping every row: its plan
    // (sequential scans off, so that a table this small shows the index it would use)
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql.raw(`explain (format json) ${COMPACT_CACHE_VERSIONS_SQL}`)));
      const p = row!['QUERY PLAN'];
      return typeof p === 'string' ? JSON.parse(p) as unknown : p;
    });
    // every read of the table: the new marks' partial index, or the ambitos looked up in the index on ambito (not a
    // sequential scan, nor a whole index read with a filter or a join over it)
    const scans = marksReads(plan);
    // (an index scan of the partial index, or a bitmap heap scan over it, whose recheck is the index's predicate)
    const byNewMarks = (n: Record<string, unknown>) => n['Index Name'] === 'cache_cambios_nuevas_idx' || n['Recheck Cond'] === 'nueva';
    expect(scans.some(byNewMarks), JSON.stringify(plan)).toBe(true);
    expect(scans.filter((n) => !byNewMarks(n) && !looksUpAmbito(n)).map((n) => `${String(n['Node Type'])} ${String(n['Index Name'] ?? '')} ${String(n['Filter'] ?? '')}`)).toEqual([]);
    await db.execute(sql`delete from cache_cambios where ambito like 'p:prueba%'`);
  });

  it('on the embedded database, every COMPACT_AFTER_MARKS notices, however many rows the table keeps', async () => {
    if (!isEmbedded(t)) return;
    await t.services.compactor.idle();
    // one row per ambito ever marked: here 300 matches' worth, written without notices
    await t.database.db.execute(sql`insert into cache_cambios (ambito, n, nueva) select 'p:prueba' || g, 1, false from generate_series(1, 300) g`);
    const change = (i: number) => t.database.db.update(partidos).set({ notas: `otra ${i}` }).where(eq(partidos.id, partidoId));
    const runs = t.services.compactor.runs;
    for (let round = 1; round <= 2; round++) {
      for (let i = 0; i < COMPACT_AFTER_MARKS; i++) await change(i);
      await t.services.compactor.idle();
      expect(t.services.compactor.runs).toBe(runs + round);
    }
    // (the merged rows, no new mark among them, as they were)
    expect(await marks('p:prueba7')).toEqual({ rows: 1, sum: 1 });
    await t.database.db.execute(sql`delete from cache_cambios where ambito like 'p:prueba%'`);
  });
});
