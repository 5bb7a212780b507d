import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrayResultsWithoutRowTemplate, nameStatements, plainQueryConfigCopies, type AddFields, type NamedStatements, type NormalizeQueryConfig,
} from '../../src/db/pg-statements.js';
import { freshDatabase } from '../helpers.js';

// Issue 17: on PostgreSQL a text the server sends again runs as a named statement of the pooled connection, so it is
// parsed and planned once per connection (db/pg-statements.ts), inside transactions as outside them.

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('named statements on a PostgreSQL pool', () => {
  let pool: pg.Pool;
  let named: NamedStatements;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: pgUrl, max: 1 });
    named = nameStatements(pool, 3);
    named.enable();
  });
  afterAll(async () => { await pool.end(); });

  const prepared = async () => (await pool.query('select statement from pg_prepared_statements order by statement')).rows.map((r: { statement: string }) => r.statement);

  it('names a text the second time it is seen, and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).not.toContain(text);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ n: 3 }]);
    expect(await prepared()).toContain(text);
    // a third time reuses it (no Parse): still one statement of that text
    expect((await pool.query({ text, values: [3] })).rows).toEqual([{ n: 4 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('inside a transaction too, and a failing statement leaves the connection usable', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::text as t';
      await client.query('begin');
      await client.query({ text, values: ['a'] });
      expect((await client.query({ text, values: ['b'] })).rows).toEqual([{ t: 'b' }]);
      const bad = { text: 'select 1 / $1::int as x', values: [0] };
      await expect(client.query(bad)).rejects.toThrow(/division by zero/);
      await client.query('rollback');
      // (the second time it is named: it fails as a named statement, and runs afterwards)
      await expect(client.query(bad)).rejects.toThrow(/division by zero/);
      expect((await client.query({ text: bad.text, values: [2] })).rows).toEqual([{ x: 0 }]);
      expect((await client.query({ text, values: ['c'] })).rows).toEqual([{ t: 'c' }]);
    } finally {
      client.release();
    }
  });

  it('names at most the given number of texts; the others still run, unnamed', async () => {
    expect(named.size).toBe(3);
    const text = 'select $1::int * 10 as n';
    for (let i = 0; i < 3; i++) expect((await pool.query({ text, values: [i] })).rows).toEqual([{ n: i * 10 }]);
    expect(named.size).toBe(3);
    expect(await prepared()).not.toContain(text);
  });
});

// Issue 17, session 30: node-postgres copies each query's config through its property descriptors; a plain config is
// copied with a spread instead (db/pg-statements.ts, plainQueryConfigCopies), with the same result.
describe('query configs copied with a spread', () => {
  const utils = createRequire(import.meta.url)('pg/lib/utils.js') as { normalizeQueryConfig: NormalizeQueryConfig };
  plainQueryConfigCopies();
  plainQueryConfigCopies(); // a second call changes nothing
  const patched = utils.normalizeQueryConfig;
  const own = patched.plainCopies!;

  it('is in place once, over node-postgres’ own function', () => {
    expect(typeof own).toBe('function');
    expect(own.plainCopies).toBeUndefined();
  });

  it('gives what node-postgres’ own copy gives, and leaves the caller’s object alone', () => {
    const types = { getTypeParser: () => (x: string) => x };
    const cb = () => {};
    for (const [values, callback] of [[undefined, undefined], [['a', 1]], [cb], [['a'], cb]] as const) {
      const config = { name: 'partidos_1', text: 'select $1', rowMode: 'array', types };
      const before = { ...config };
      const copy = patched(config, values, callback);
      expect(copy).not.toBe(config);
      expect(config).toEqual(before);
      expect(copy).toEqual(own({ ...config }, values, callback));
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    }
    expect(patched('select 1')).toEqual({ text: 'select 1' });
  });

  it('leaves any other config to node-postgres (its prototype kept)', () => {
    class Custom { text = 'select 1'; }
    const copy = patched(new Custom(), ['x']);
    expect(copy).toBeInstanceOf(Custom);
    expect(copy).toMatchObject({ text: 'select 1', values: ['x'] });
  });

  it.skipIf(!pgUrl)('and queries answer through it', async () => {
    const pool = new pg.Pool({ connectionString: pgUrl, max: 1 });
    try {
      expect((await pool.query({ text: 'select $1::int * 2 as n', values: [21] })).rows).toEqual([{ n: 42 }]);
      expect((await pool.query('select $1::text as t', ['x'])).rows).toEqual([{ t: 'x' }]);
    } finally {
      await pool.end();
    }
  });
});

// Issue 17, session 31: a result in array mode gets its fields and column parsers but not node-postgres' row template,
// which only results of objects use (db/pg-statements.ts, arrayResultsWithoutRowTemplate).
describe('array-mode results without the row template', () => {
  const Result = createRequire(import.meta.url)('pg/lib/result.js') as new (rowMode?: string, types?: unknown) => {
    addFields: AddFields; parseRow(row: (string | null)[]): unknown; fields: unknown[]; _prebuiltEmptyResultObject: unknown;
  };
  arrayResultsWithoutRowTemplate();
  arrayResultsWithoutRowTemplate(); // a second call changes nothing
  const patched = Result.prototype.addFields;
  const own = patched.ownAddFields!;
  // int4, text, bool, timestamptz (drizzle's own parsers for the last, as it passes them), a null
  const fields = [
    { name: 'n', dataTypeID: 23, format: 'text' }, { name: 't', dataTypeID: 25, format: 'text' },
    { name: 'b', dataTypeID: 16, format: 'text' }, { name: 'ts', dataTypeID: 1184, format: 'text' }, { name: 'x', dataTypeID: 23, format: 'text' },
  ];
  const raw = ['42', 'hola', 't', '2026-12-02 10:00:00+00', null];
  const parsed = (mode: string | undefined, addFields: AddFields, types?: unknown) => {
    const r = new Result(mode, types);
    addFields.call(r as never, fields);
    return { row: r.parseRow(raw), fields: r.fields, template: r._prebuiltEmptyResultObject };
  };

  it('is in place once, over node-postgres’ own method', () => {
    expect(typeof own).toBe('function');
    expect(own.ownAddFields).toBeUndefined();
  });

  it('parses array rows as node-postgres’ own method does, with the default parsers or a query’s own', () => {
    const types = { getTypeParser: (oid: number) => (v: string) => `${oid}:${v}` };
    for (const t of [undefined, types]) {
      const mine = parsed('array', patched, t);
      const theirs = parsed('array', own, t);
      expect(mine.row).toEqual(theirs.row);
      expect(mine.fields).toBe(fields);
      expect(mine.template).toBeNull();
    }
    expect(parsed('array', patched).row).toEqual([42, 'hola', true, new Date('2026-12-02T10:00:00Z'), null]);
  });

  it('leaves a result of objects to node-postgres (its template built)', () => {
    const mine = parsed(undefined, patched);
    expect(mine.row).toEqual(parsed(undefined, own).row);
    expect(mine.row).toEqual({ n: 42, t: 'hola', b: true, ts: new Date('2026-12-02T10:00:00Z'), x: null });
    expect(mine.template).toEqual({ n: null, t: null, b: null, ts: null, x: null });
  });

  it.skipIf(!pgUrl)('and queries answer through it, as arrays and as objects', async () => {
    const pool = new pg.Pool({ connectionString: pgUrl, max: 1 });
    try {
      const text = "select $1::int * 2 as n, 'a'::text as t, null::int as z";
      const arrays = await pool.query({ text, values: [21], rowMode: 'array' });
      expect(arrays.rows).toEqual([[42, 'a', null]]);
      expect((arrays as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toBeNull(); // this method's
      const objects = await pool.query({ text, values: [21] });
      expect(objects.rows).toEqual([{ n: 42, t: 'a', z: null }]);
      expect((objects as unknown as { _prebuiltEmptyResultObject: unknown })._prebuiltEmptyResultObject).toEqual({ n: null, t: null, z: null });
      // several statements in one text (a new result for each), and a result without columns
      const several = await pool.query({ text: 'select 1 as a; select 2 as b, 3 as c', rowMode: 'array' }) as unknown as { rows: unknown[] }[];
      expect(several.map((r) => r.rows)).toEqual([[[1]], [[2, 3]]]);
      expect((await pool.query({ text: 'select from generate_series(1, 2)', rowMode: 'array' })).rows).toEqual([[], []]);
    } finally {
      await pool.end();
    }
  });
});

// Issue 17, session 30: drizzle is given no schema (db/client.ts): it would rebuild its relational API, unused here,
// for every table in every transaction.
describe('drizzle without the relational API', () => {
  it('builds no table query builders, for the database or a transaction', async () => {
    const database = await freshDatabase();
    try {
      expect(Object.keys((database.db as unknown as { query: object }).query)).toEqual([]);
      await database.db.transaction(async (tx) => {
        expect(Object.keys((tx as unknown as { query: object }).query)).toEqual([]);
      });
    } finally {
      await database.close();
    }
  });
});
