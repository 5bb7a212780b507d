import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Results } from '@electric-sql/pglite';
import { keepPlans, parseOptions, shareDrizzleQueryOptions, type InOneCall } from '../../src/db/pglite-statements.js';

// The embedded database runs each statement text as a named statement, planned once (db/pglite-statements.ts):
// the answers, types, errors and transactions must be PGlite's own.

let pg: PGlite;
// (exec: the simple protocol, which keepPlans leaves alone, so the look does not take a place itself)
const prepared = async () =>
  ((await pg.exec(`select statement from pg_prepared_statements where name like 'pglite_s%' order by name`))[0]!.rows as { statement: string }[]).map((r) => r.statement);

// from the test run's snapshot (test/global-setup.ts): a PGlite loaded from it starts in about a second, one made
// cold in three or four
let snapshot: Blob;
beforeAll(() => { snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]); });
const newPGlite = () => new PGlite({ loadDataDir: snapshot });

beforeEach(async () => {
  pg = newPGlite();
  await pg.exec(`create table t (id text primary key, n int not null, at timestamptz, tags text[], doc jsonb)`);
  await keepPlans(pg, 3);
});
afterEach(async () => { await pg.close(); });

describe('named statements on PGlite', () => {
  it('parses a text once and answers with PGlite types', async () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    await pg.query('insert into t values ($1, $2, $3, $4, $5)', ['a', 1, at, ['x', 'y'], { k: 'ñ' }]);
    await pg.query('insert into t values ($1, $2, $3, $4, $5)', ['b', 2, null, null, null]);
    const q = 'select id, n, at, tags, doc from t where n >= $1 order by id';
    const first = await pg.query(q, [1]);
    const again = await pg.query(q, [2]);
    expect(first.rows).toEqual([
      { id: 'a', n: 1, at, tags: ['x', 'y'], doc: { k: 'ñ' } },
      { id: 'b', n: 2, at: null, tags: null, doc: null },
    ]);
    expect(first.fields.map((f) => f.name)).toEqual(['id', 'n', 'at', 'tags', 'doc']);
    expect(again.rows.map((r) => (r as { id: string }).id)).toEqual(['b']);
    // array row mode, as drizzle asks for it
    expect((await pg.query(q, [2], { rowMode: 'array' })).rows).toEqual([['b', 2, null, null, null]]);
    expect((await prepared()).filter((s) => s === q)).toHaveLength(1);
  });

  it("a query's own parsers apply to that query only, from a table merged once (not a spread of PGlite's on every query)", async () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    await pg.query('insert into t values ($1, $2, $3, $4, $5)', ['a', 1, at, ['x'], { k: 1 }]);
    const q = 'select id, n, at, tags, doc from t';
    // drizzle's options: array rows, timestamps left as text by an identity parser; a new options object each time
    // a statement is built, with the same parsers
    const drizzleLike = () => ({ rowMode: 'array' as const, parsers: { 1184: (value: string) => value } });
    const one = drizzleLike();
    const first = await pg.query(q, [], one);
    const second = await pg.query(q, [], drizzleLike());
    expect(first.rows).toEqual([['a', 1, '2026-11-24 12:00:00+00', ['x'], { k: 1 }]]);
    expect(second.rows).toEqual(first.rows);
    // a parser that is not the identity is never taken for another with the same source
    const tag = (p: string) => (value: string) => `${p}${value}`;
    expect((await pg.query('select id from t', [], { parsers: { 25: tag('x:') } })).rows).toEqual([{ id: 'x:a' }]);
    expect((await pg.query('select id from t', [], { parsers: { 25: tag('y:') } })).rows).toEqual([{ id: 'y:a' }]);
    // and without options the connection's own parsers: a Date, arrays of a type PGlite added after start
    expect((await pg.query(q)).rows).toEqual([{ id: 'a', n: 1, at, tags: ['x'], doc: { k: 1 } }]);
    expect((await pg.query(q, [], one)).rows).toEqual(first.rows);
  });

  it('merges a set of parsers into the connection\'s once, and again after PGlite adds types', async () => {
    const forParse = parseOptions(pg as unknown as Parameters<typeof parseOptions>[0]);
    const a = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const b = { rowMode: 'array' as const, parsers: { 1184: (v: string) => v } };
    const kept = forParse(a);
    expect(kept.parsers[1184]).toBe(a.parsers[1184]);
    expect(kept.parsers[25]).toBe(pg.parsers[25]);
    expect(kept.options).toEqual({ rowMode: 'array' });
    expect(forParse(a)).toBe(kept);
    expect(forParse(b)).toBe(kept);
    // other options besides the parsers: not the same entry
    expect(forParse({ rowMode: 'object', parsers: { 1184: (value: string) => value } })).not.toBe(kept);
    // closures with one source are told apart
    const tag = (p: string) => (value: string) => `${p}${value}`;
    expect(forParse({ parsers: { 25: tag('x') } })).not.toBe(forParse({ parsers: { 25: tag('y') } }));
    expect(forParse(undefined).parsers).toBe(pg.parsers);
    await pg.refreshArrayTypes();
    expect(forParse(a)).not.toBe(kept);
  });

  it("drizzle's queries built anew share one options object, and map their rows as before", async () => {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { PgliteSession } = await import('drizzle-orm/pglite/session');
    const { pgTable, text, integer, timestamp } = await import('drizzle-orm/pg-core');
    const { sql } = await import('drizzle-orm');
    shareDrizzleQueryOptions(PgliteSession);
    shareDrizzleQueryOptions(PgliteSession); // once, however often it is called
    const t = pgTable('t', { id: text('id').primaryKey(), n: integer('n').notNull(), at: timestamp('at', { withTimezone: true }) });
    const seen: unknown[] = [];
    const query = pg.query.bind(pg);
    pg.query = ((text: string, params?: unknown[], options?: object) => { seen.push(options); return query(text, params, options); }) as typeof pg.query;
    const db = drizzle(pg);
    const at = new Date('2026-11-24T12:00:00.000Z');
    await db.insert(t).values({ id: 'a', n: 1, at });
    await db.insert(t).values({ id: 'b', n: 2, at: null });
    expect(await db.select().from(t).orderBy(t.id)).toEqual([{ id: 'a', n: 1, at }, { id: 'b', n: 2, at: null }]);
    expect(await db.transaction((tx) => tx.select({ at: t.at }).from(t).where(sql`${t.id} = 'a'`))).toEqual([{ at }]);
    expect((await db.execute(sql`select n from t where id = 'b'`)).rows).toEqual([{ n: 2 }]);
    expect(await db.select({ n: t.n }).from(t).where(sql`${t.at} = ${at}`)).toEqual([{ n: 1 }]);
    // the rows' own (array) queries one object, the raw ones (object rows) another; the same all along
    const arrays = seen.filter((o) => (o as { rowMode?: string } | undefined)?.rowMode === 'array');
    const objects = seen.filter((o) => (o as { rowMode?: string } | undefined)?.rowMode === 'object');
    expect(arrays.length).toBeGreaterThanOrEqual(2);
    expect(objects.length).toBeGreaterThanOrEqual(3);
    expect(new Set(arrays).size).toBe(1);
    expect(new Set(objects).size).toBe(1);
  });

  it('reads rows with the columns described once, and describes every time a statement shaped when it runs', async () => {
    await pg.query('insert into t values ($1, $2, $3, $4, $5)', ['a', 1, null, null, null]);
    const q = 'select id, n from t where n = $1';
    const first = await pg.query<{ id: string; n: number }>(q, [1]);
    expect(first.rows).toEqual([{ id: 'a', n: 1 }]);
    expect(first.fields.map((f) => f.name)).toEqual(['id', 'n']);
    first.fields.pop(); // an answer's list of columns is its own
    const again = await pg.query(q, [2]);
    expect(again.rows).toEqual([]);
    expect(again.fields.map((f) => f.name)).toEqual(['id', 'n']);
    // one FETCH text over cursors of other columns: each answer has its cursor's
    const fetch = 'fetch forward 1 from c';
    await pg.transaction(async (tx) => {
      await tx.query('declare c cursor for select id from t');
      expect((await tx.query(fetch)).rows).toEqual([{ id: 'a' }]);
    });
    await pg.transaction(async (tx) => {
      await tx.query('declare c cursor for select n, id from t');
      expect((await tx.query(fetch)).rows).toEqual([{ n: 1, id: 'a' }]);
    });
  });

  it('reports a failing statement as PGlite does, and the connection goes on', async () => {
    await pg.query('insert into t (id, n) values ($1, $2)', ['a', 1]);
    const err = await pg.query('insert into t (id, n) values ($1, $2)', ['a', 2]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    const bad = await pg.query('select nope from t where id = $1', ['a']).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '42703' });
    expect((await pg.query('select count(*)::int as c from t where n > $1', [0])).rows).toEqual([{ c: 1 }]);
  });

  it('reads answers from their bytes exactly as PGlite\'s own parser does: rows, fields, counts, errors', async () => {
    const own = newPGlite(); // the same statements through PGlite's own path
    try {
      for (const db of [pg, own]) {
        if (db === own) await own.exec(`create table t (id text primary key, n int not null, at timestamptz, tags text[], doc jsonb)`);
        await db.query('insert into t values ($1, $2, $3, $4, $5)', ['ñandú', 1, new Date('2026-11-28T03:00:00Z'), ['a', 'b c'], { k: ['ü', 1] }]);
        await db.query('insert into t values ($1, $2, $3, $4, $5)', ['b', 2, null, [], null]);
      }
      const cases: [string, unknown[], { rowMode?: 'array' }?][] = [
        ['select * from t order by id', []],
        ['select id, n, n as n from t where n > $1', [0], { rowMode: 'array' }],
        ['select 1 as x where false', []],
        ['update t set n = n + 1 where n < $1 returning id', [10]],
        ['delete from t where id = $1', ['nadie']],
        ['select repeat($1, 20000) as largo', ['ñ']],
      ];
      for (const [q, params, options] of cases) {
        const mine = await pg.query(q, params, options);
        const theirs = await own.query(q, params, options);
        expect(mine, q).toEqual(theirs);
      }
      const fail = (db: PGlite) => db.query('insert into t (id, n) values ($1, $2)', ['b', 3]).then((): Record<string, unknown> => ({}), (e: unknown) => e as Record<string, unknown>);
      const [e1, e2] = [await fail(pg), await fail(own)];
      expect(e1).toBeInstanceOf(Error);
      for (const k of ['message', 'severity', 'code', 'detail', 'schema', 'table', 'constraint', 'routine']) expect(e1[k], k).toEqual(e2[k]);
    } finally {
      await own.close();
    }
  });

  it('delivers the notices of a statement outside a transaction, and of a commit, before the caller goes on', async () => {
    const heard: string[] = [];
    const unlisten = await pg.listen('canal', (payload) => heard.push(payload));
    await pg.query(`select pg_notify('canal', $1)`, ['suelto']);
    expect(heard).toEqual(['suelto']);
    await pg.transaction(async (tx) => { await tx.query(`select pg_notify('canal', $1)`, ['en transacción']); });
    expect(heard).toEqual(['suelto', 'en transacción']);
    await unlisten();
    await pg.query(`select pg_notify('canal', $1)`, ['nadie escucha']);
    expect(heard).toEqual(['suelto', 'en transacción']);
  });

  it('runs inside transactions, which commit or roll back as a whole', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, n) values ($1, $2)', ['a', 1]);
      await tx.query('insert into t (id, n) values ($1, $2)', ['b', 2]);
    });
    await expect(pg.transaction(async (tx) => {
      await tx.query('insert into t (id, n) values ($1, $2)', ['c', 3]);
      await tx.query('insert into t (id, n) values ($1, $2)', ['a', 4]);
    })).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('select id from t order by id')).rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await pg.query('select 1').then(() => pg.isInTransaction())).toBe(false);
  });

  it('a transaction is PGlite\'s: a caught failure refuses the commit, rollback and exec work, a closed one refuses', async () => {
    // a statement failed and the caller caught it: the backend turns COMMIT into ROLLBACK, and the commit is refused
    const aborted = await pg.transaction(async (tx) => {
      await tx.query('insert into t (id, n) values ($1, $2)', ['a', 1]);
      await tx.query('insert into t (id, n) values ($1, $2)', ['a', 2]).catch(() => undefined);
    }).then(() => undefined, (e: unknown) => e);
    expect(aborted).toMatchObject({ code: '25P02', message: 'Transaction was rolled back instead of committed' });
    expect((await pg.query('select count(*)::int as c from t')).rows).toEqual([{ c: 0 }]);
    // an explicit rollback undoes the transaction, which then refuses further statements
    let kept: Awaited<Parameters<Parameters<PGlite['transaction']>[0]>[0]> | undefined;
    await pg.transaction(async (tx) => {
      kept = tx;
      await tx.query('insert into t (id, n) values ($1, $2)', ['b', 1]);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
    // exec (the simple protocol, several statements) and the sql template, and the rows commit
    const sets = await pg.transaction(async (tx) => {
      const out = await tx.exec(`insert into t (id, n) values ('c', 3); select id, n from t`);
      await tx.sql`insert into t (id, n) values (${'d'}, ${4})`;
      return out;
    });
    expect(sets.map((x) => x.rows)).toEqual([[], [{ id: 'c', n: 3 }]]);
    expect((await pg.query('select id from t order by id')).rows).toEqual([{ id: 'c' }, { id: 'd' }]);
    // an error thrown by the caller rolls back; a failing BEGIN-to-COMMIT sequence leaves the connection ready
    await expect(pg.transaction(async (tx) => {
      await tx.query('insert into t (id, n) values ($1, $2)', ['e', 5]);
      throw new Error('no');
    })).rejects.toThrow('no');
    expect((await pg.query('select count(*)::int as c from t')).rows).toEqual([{ c: 2 }]);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('a transaction of kept statements takes one raw call into the database per statement, BEGIN and COMMIT included', async () => {
    await pg.query('insert into t (id, n) values ($1, $2)', ['a', 1]); // planned once before
    const calls = { raw: 0, general: 0 };
    const raw = pg.execProtocolRawStream.bind(pg);
    const general = pg.execProtocolStream.bind(pg);
    pg.execProtocolRawStream = (...a) => { calls.raw++; return raw(...a); };
    pg.execProtocolStream = (...a) => { calls.general++; return general(...a); };
    await pg.transaction(async (tx) => { await tx.query('insert into t (id, n) values ($1, $2)', ['b', 2]); });
    // BEGIN, the insert, COMMIT: nothing through PGlite's general path (a message and a sync for each, parsed)
    expect(calls).toEqual({ raw: 3, general: 0 });
  });

  it('statements of a transaction sent in one call answer each with its own rows, and an error refuses the rest', async () => {
    const insert = 'insert into t (id, n) values ($1, $2) returning id';
    const count = 'select count(*)::int as c, max(n) as m from t where n >= $1';
    const update = 'update t set n = n + 1 where id = $1';
    await pg.query(insert, ['a', 1]); // planned once before
    await pg.query(count, [0]);
    await pg.query(update, ['a']);
    const calls = { raw: 0 };
    const raw = pg.execProtocolRawStream.bind(pg);
    pg.execProtocolRawStream = (...a) => { calls.raw++; return raw(...a); };
    const answers = await pg.transaction(async (tx) => (tx as unknown as InOneCall).inOneCall([
      () => tx.query(insert, ['b', 5]),
      () => tx.query(count, [2]),
      () => tx.query(update, ['b']),
    ]));
    // BEGIN, the three statements, COMMIT; each statement sees the ones before it
    expect(calls.raw).toBe(3);
    const [ins, cnt, upd] = answers as Results<unknown>[];
    expect(ins!.rows).toEqual([{ id: 'b' }]);
    expect(cnt!.rows).toEqual([{ c: 2, m: 5 }]);
    expect(upd!.affectedRows).toBe(1);
    expect((await pg.query('select id, n from t order by id')).rows).toEqual([{ id: 'a', n: 2 }, { id: 'b', n: 6 }]);
    // the second fails (a duplicate key): the third is not run, and the transaction rolls back
    await expect(pg.transaction(async (tx) => (tx as unknown as InOneCall).inOneCall([
      () => tx.query(update, ['a']),
      () => tx.query(insert, ['b', 9]),
      () => tx.query(insert, ['c', 9]),
    ]))).rejects.toThrow(/duplicate key/);
    expect((await pg.query('select id, n from t order by id')).rows).toEqual([{ id: 'a', n: 2 }, { id: 'b', n: 6 }]);
    expect(pg.isInTransaction()).toBe(false);
    // a thunk that does not ask for its statement at once is refused, with nothing sent
    await expect(pg.transaction(async (tx) => (tx as unknown as InOneCall).inOneCall([
      () => tx.query(update, ['a']),
      async () => { await Promise.resolve(); return tx.query(update, ['b']); },
    ]))).rejects.toThrow(/inOneCall: 1 de 2/);
    expect((await pg.query('select id, n from t order by id')).rows).toEqual([{ id: 'a', n: 2 }, { id: 'b', n: 6 }]);
  });

  it('a query outside a transaction waits for the transaction under way, as PGlite\'s own does', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const tx = pg.transaction(async (tx) => {
      await tx.query('insert into t (id, n) values ($1, $2)', ['a', 1]);
      await gate;
      await tx.query('insert into t (id, n) values ($1, $2)', ['b', 2]);
    });
    await new Promise((r) => setTimeout(r, 20));
    let seen: number | undefined;
    const outside = pg.query<{ c: number }>('select count(*)::int as c from t where n > $1', [0]).then((r) => { seen = r.rows[0]!.c; });
    await new Promise((r) => setTimeout(r, 50));
    // inside the other transaction it would have seen its first row by now
    expect(seen).toBeUndefined();
    release();
    await tx;
    await outside;
    expect(seen).toBe(2);
  });

  it('a closed database refuses a query instead of running it', async () => {
    const other = newPGlite();
    await keepPlans(other);
    await other.query('select $1::int as n', [1]);
    await other.close();
    await expect(other.query('select $1::int as n', [1])).rejects.toThrow(/clos/i);
  });

  it('keeps at most the given number of statements, closing the least recently used', async () => {
    for (const n of [1, 2, 3, 4]) await pg.query(`select ${n} as v where $1::int > 0`, [1]);
    await pg.query('select 2 as v where $1::int > 0', [1]);
    await pg.query('select 5 as v where $1::int > 0', [1]);
    // 1 went first (4 texts over 3), then 3 (2 was used again)
    expect((await prepared()).sort()).toEqual(['select 2 as v where $1::int > 0', 'select 4 as v where $1::int > 0', 'select 5 as v where $1::int > 0']);
  });
});
