import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPlans } from '../../src/db/pglite-statements.js';

// The embedded database runs each statement text as a named statement, planned once (db/pglite-statements.ts):
// the answers, types, errors and transactions must be PGlite's own.

let pg: PGlite;
// (exec: the simple protocol, which keepPlans leaves alone, so the look does not take a place itself)
const prepared = async () =>
  ((await pg.exec(`select statement from pg_prepared_statements where name like 'pglite_s%' order by name`))[0]!.rows as { statement: string }[]).map((r) => r.statement);

beforeEach(async () => {
  pg = new PGlite();
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

  it('reports a failing statement as PGlite does, and the connection goes on', async () => {
    await pg.query('insert into t (id, n) values ($1, $2)', ['a', 1]);
    const err = await pg.query('insert into t (id, n) values ($1, $2)', ['a', 2]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    const bad = await pg.query('select nope from t where id = $1', ['a']).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: '42703' });
    expect((await pg.query('select count(*)::int as c from t where n > $1', [0])).rows).toEqual([{ c: 1 }]);
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
    const other = new PGlite();
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
