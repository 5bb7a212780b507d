import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos } from '../../src/db/schema/index.js';
import { COMPACT_AFTER_MARKS, COMPACT_AFTER_WRITES } from '../../src/modules/matches/read-cache.js';
import { createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { changeMarks, createMatch, createMatchClub, type MatchClub } from './factory.js';

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

  it('on PostgreSQL, after many sign-ups and withdrawals too, though no version read shows many rows (and the table is vacuumed)', async () => {
    if (isEmbedded(t)) return;
    const vacuumed = async () => {
      const res = await t.database.db.execute(sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'cache_cambios'`);
      return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    await t.services.compactor.idle();
    const runs = t.services.compactor.runs;
    const vacuums = await vacuumed();
    const url = `/api/partidos/${partidoId}`;
    // each sign-up and each withdrawal is one write; their marks are of the match's own ambito, which no list reads
    for (let i = 0; i < COMPACT_AFTER_WRITES / 2 - 1; i++) {
      expect((await t.call('POST', `${url}/inscribir`, { token: cast.miembro.token, headers: club.headers, body: {} })).statusCode).toBe(201);
      expect((await t.call('DELETE', `${url}/desinscribir/${cast.miembro.id}`, { token: cast.miembro.token, headers: club.headers })).statusCode).toBe(200);
    }
    expect((await t.call('POST', `${url}/inscribir`, { token: cast.miembro.token, headers: club.headers, body: {} })).statusCode).toBe(201);
    await t.services.compactor.idle();
    expect(t.services.compactor.runs).toBe(runs); // one write short
    expect((await t.call('DELETE', `${url}/desinscribir/${cast.miembro.id}`, { token: cast.miembro.token, headers: club.headers })).statusCode).toBe(200);
    await t.services.compactor.idle();
    expect(t.services.compactor.runs).toBe(runs + 1);
    expect((await marks(`p:${partidoId}`)).rows).toBe(1);
    expect(await vacuumed()).toBeGreaterThan(vacuums);
  });

  it('on the embedded database, waits for as many notices as the table keeps rows (docs/decisions/0054)', async () => {
    if (!isEmbedded(t)) return;
    // one row per ambito ever marked: here 300 matches' worth, written without notices
    await t.database.db.execute(sql`insert into cache_cambios (ambito) select 'p:prueba' || g from generate_series(1, 300) g`);
    const change = (i: number) => t.database.db.update(partidos).set({ notas: `otra ${i}` }).where(eq(partidos.id, partidoId));
    const runs = t.services.compactor.runs;
    for (let i = 0; i < COMPACT_AFTER_MARKS; i++) await change(i);
    await t.services.compactor.idle();
    expect(t.services.compactor.runs).toBe(runs + 1);
    // the table kept 300 rows and more: a compaction reads all of them, so the next waits for as many notices
    for (let i = 0; i < COMPACT_AFTER_MARKS * 2; i++) await change(i);
    await t.services.compactor.idle();
    expect(t.services.compactor.runs).toBe(runs + 1);
    for (let i = 0; i < 300; i++) await change(i);
    await t.services.compactor.idle();
    expect(t.services.compactor.runs).toBe(runs + 2);
  });
});
