import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements, type NamedStatements } from '../../src/db/pg-statements.js';

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
