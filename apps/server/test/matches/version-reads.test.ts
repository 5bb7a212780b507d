import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearReadCaches, createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, inscribir, looksUpAmbito, marksReads, players, statementsOf, type MatchClub, type SentStatement } from './factory.js';
import { detailVersionOf, detailVersionOfRow, versionOf } from '../../src/modules/matches/read-cache.js';

// Issue 17, session 38: `cache_cambios` keeps a row per club and per match whose roster ever changed (a compaction
// merges an ambito's rows into one and never drops it: a version must never go down). In an install that has lived a
// while it holds a row per match played, and a version read that cannot use its index scans all of them. One did: the
// club's version compared a varchar ambito with a char(24) id, which PostgreSQL compares as bpchar, casting every row
// (25 ms a detail request at 100k matches, and the same inside every sign-up's lock). Here every version read the app
// sends, and the read cache's SQL builders themselves, are planned with sequential scans forbidden: a read that still
// scans the table has no index it can use.

type Query = (q: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;
let publicoId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  const other = await createMatchClub(t, cast, { nombre: 'Club Vecino' });
  partidoId = (await createMatch(t, cast.creador.token, club, { max_asistentes: 10 }))._id;
  publicoId = (await createMatch(t, cast.creador.token, other, { es_publico: true }))._id;
});
afterAll(async () => { await t.close(); });

/** `fn` on one connection with sequential scans off (the pool's own connection on PostgreSQL; PGlite is one). */
async function withoutSeqScans<T>(fn: (query: Query) => Promise<T>): Promise<T> {
  const client = (t.database.db as unknown as { $client: { query: Query; connect?: () => Promise<{ query: Query; release: () => void }>; totalCount?: number } }).$client;
  if (typeof client.connect === 'function' && typeof client.totalCount === 'number') {
    const conn = await client.connect();
    try {
      await conn.query('set enable_seqscan = off');
      return await fn((q, p) => conn.query(q, p));
    } finally {
      await conn.query('reset enable_seqscan');
      conn.release();
    }
  }
  await client.query('set enable_seqscan = off');
  try {
    return await fn((q, p) => client.query(q, p));
  } finally {
    await client.query('reset enable_seqscan');
  }
}

/** The plan of each statement, by EXPLAIN with its own parameters. */
const plans = (sent: SentStatement[]) => withoutSeqScans(async (query) => {
  const out: unknown[] = [];
  for (const s of sent) {
    const { rows } = await query(`explain (format json) ${s.text}`, s.params);
    const plan = rows[0]!['QUERY PLAN'];
    out.push(typeof plan === 'string' ? JSON.parse(plan) : plan);
  }
  return out;
});

const lookups = (plan: unknown) => {
  const scans = marksReads(plan);
  return { found: scans.length, whole: scans.filter((n) => !looksUpAmbito(n)).map((n) => `${String(n['Node Type'])} ${String(n['Index Cond'] ?? n['Filter'] ?? '')}`) };
};

/** A drizzle SQL as the driver would send it: text with $n placeholders, and its parameters. */
function sentOf(q: SQL): SentStatement {
  const { sql: text, params } = new PgDialect().sqlToQuery(q);
  return { text, params };
}


describe('a version read uses the index of cache_cambios, however many rows it holds', () => {
  it("the read cache's version SQL: a club's by its char(24) id, a match's detail, the list's", async () => {
    const statements = [
      sentOf(sql`select ${versionOf(sql`"clubs"."id"`)} from clubs where clubs.id = ${club.id}`),
      sentOf(sql`select ${detailVersionOfRow()} from partidos where partidos.id = ${partidoId}`),
      sentOf(sql`select ${detailVersionOf(sql`${club.id}::char(24)`, sql`${partidoId}::char(24)`)}`),
      sentOf(sql`select ${versionOf(sql`${club.id}`)} || ':' || ${versionOf(sql`'publico'`)}`),
    ];
    const found = (await plans(statements)).map(lookups);
    // each reads the table (a club's version once; a detail's twice: the club's and the match's roster's)
    expect(found.map((f) => f.found)).toEqual([1, 2, 2, 2]);
    expect(found.flatMap((f) => f.whole), 'version reads that read the whole table').toEqual([]);
  });

  it('every version read the list, the detail, a sign-up and a withdrawal send', async () => {
    const [first, second] = await players(t, club.id, 2);
    ok(await inscribir(t, first!, partidoId), 201);
    clearReadCaches(t);
    const { sent } = await statementsOf(t, async () => {
      ok(await t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${publicoId}`, { token: cast.miembro.token, headers: club.headers }));
      // a sign-up with the detail kept (its entry laid on it), one without, and a withdrawal
      ok(await inscribir(t, second!, partidoId), 201);
      clearReadCaches(t);
      ok(await inscribir(t, cast.miembro, publicoId), 201);
      ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${first!.id}`, { token: first!.token, headers: club.headers }));
    });
    // (the version reads themselves: versionOf's text; not the compactor's upkeep, which may run on a connection of its
    // own meanwhile and is checked in marks-compaction.test.ts)
    const reads = sent.filter((s) => /from cache_cambios c where c\.ambito/.test(s.text));
    // on PostgreSQL every request checks its versions in the database; the embedded database has them from its
    // change notices (docs/decisions/0020), and sends none
    if (!isEmbedded(t)) expect(reads.length).toBeGreaterThanOrEqual(5);
    const found = (await plans(reads)).map(lookups);
    expect(found.every((f) => f.found > 0)).toBe(true);
    expect(reads.flatMap((s, i) => found[i]!.whole.map((w) => `${w} in ${s.text.slice(0, 120)}`)), 'version reads that read the whole table').toEqual([]);
  });
});
