import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrayResultsWithoutRowTemplate, nameStatements, plainQueryConfigCopies, writes, type AddFields, type NamedStatements, type NormalizeQueryConfig,
} from '../../src/db/pg-statements.js';
import { loadConfig } from '../../src/config.js';
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

/**
 * A pool of one connection with named statements, for a describe block: a stand-in that forwards to the pool made
 * before its tests and ended after them.
 */
function poolOfOne(): pg.Pool {
  let pool: pg.Pool | undefined;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: pgUrl, max: 1 });
    nameStatements(pool).enable();
  });
  afterAll(async () => { await pool?.end(); });
  return new Proxy({} as pg.Pool, { get: (_, key) => { const v = (pool as unknown as Record<PropertyKey, unknown>)[key]; return typeof v === 'function' ? v.bind(pool) : v; } });
}
/** node-postgres' Connection, whose messages the tests count. */
const Connection = createRequire(import.meta.url)('pg/lib/connection.js') as { prototype: Record<string, (...a: unknown[]) => unknown> };

// Issue 17, session 35: a named statement's columns are asked for (Describe) once per connection; afterwards the row
// description PostgreSQL gave is handed to each execution's Query, alone or in a batch (db/pg-statements.ts,
// descriptionsOf).
describe.skipIf(!pgUrl)('row descriptions of named statements on a PostgreSQL pool', () => {
  const pool = poolOfOne();

  /** What fn sends: the Describe messages, and the row descriptions PostgreSQL answers with. */
  async function describesOf<T>(fn: () => Promise<T>): Promise<{ result: T; describes: number }> {
    const proto = Connection.prototype;
    const own = proto.describe!;
    let describes = 0;
    proto.describe = function (this: unknown, ...a: unknown[]) { describes++; return own.apply(this, a); };
    try {
      return { result: await fn(), describes };
    } finally {
      proto.describe = own;
    }
  }
  const inOneCall = (client: pg.PoolClient) => (client as unknown as { inOneCall: (t: (() => Promise<unknown>)[]) => Promise<unknown[]> }).inOneCall;

  it('describes a named statement once, and answers each execution with its rows and columns', async () => {
    const text = 'select $1::int as n, $1::text || \'!\' as t, now() as en';
    const runs: { describes: number; result: pg.QueryResult }[] = [];
    for (let i = 0; i < 4; i++) runs.push(await describesOf(() => pool.query({ text, values: [i] })));
    // unnamed the first time (described, as always), named and parsed the second (described), then known
    expect(runs.map((r) => r.describes)).toEqual([1, 1, 0, 0]);
    for (const [i, { result }] of runs.entries()) {
      expect(result.rows).toEqual([{ n: i, t: `${i}!`, en: expect.any(Date) }]);
      expect(result.fields.map((f) => [f.name, f.dataTypeID])).toEqual([['n', 23], ['t', 25], ['en', 1184]]);
      expect(result.command).toBe('SELECT');
    }
    // array mode (drizzle's), and no rows: the columns still there
    const arrays = await describesOf(() => pool.query({ text, values: [7], rowMode: 'array' }));
    expect(arrays.describes).toBe(0); // (rows as arrays are the Query's business: the same columns, the same statement)
    expect(arrays.result.rows).toEqual([[7, '7!', expect.any(Date)]]);
    const none = await describesOf(() => pool.query({ text: `${text} where $1::int < 0`, values: [1] }));
    expect(none.result.rows).toEqual([]);
    for (let i = 0; i < 2; i++) await pool.query({ text: `${text} where $1::int < 0`, values: [1] });
    const noneKnown = await describesOf(() => pool.query({ text: `${text} where $1::int < 0`, values: [1] }));
    expect(noneKnown.describes).toBe(0);
    expect(noneKnown.result.rows).toEqual([]);
    expect(noneKnown.result.fields.map((f) => f.name)).toEqual(['n', 't', 'en']);
  });

  it('a statement without rows, and statements in a batch, are described once too', async () => {
    await pool.query('create temporary table if not exists descritas (n int)');
    const insert = 'insert into descritas (n) values ($1)';
    const counts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { result, describes } = await describesOf(() => pool.query({ text: insert, values: [i] }));
      expect(result.rowCount).toBe(1);
      expect(result.command).toBe('INSERT');
      counts.push(describes);
    }
    expect(counts).toEqual([1, 1, 0, 0]);
    const client = await pool.connect();
    try {
      const batch = () => inOneCall(client)([
        () => client.query({ text: 'select count(*)::int as c from descritas' }),
        () => client.query({ text: insert, values: [9] }),
        () => client.query({ text: 'select n from descritas where n = $1', values: [9] }),
      ]);
      const seen: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { result, describes } = await describesOf(batch);
        seen.push(describes);
        const [c, ins, sel] = result as pg.QueryResult[];
        expect(c!.rows).toEqual([{ c: 4 + i }]);
        expect(ins!.rowCount).toBe(1);
        expect(sel!.rows).toEqual(Array.from({ length: i + 1 }, () => ({ n: 9 })));
        expect(sel!.fields.map((f) => f.name)).toEqual(['n']);
      }
      // (the insert is known from above: the two selects unnamed, then named and parsed, then known)
      expect(seen).toEqual([2, 2, 0]);
    } finally {
      client.release();
    }
  });

  it('a FETCH is described every time: its columns are those of the cursor it reads', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const fetched: { describes: number; names: string[]; rows: unknown[] }[] = [];
      for (const select of ["select 1 as uno", "select 'x'::text as equis, 2 as dos", 'select 3 as tres', "select 'y'::text as ye"]) {
        // the same text each time (a named statement from the second), as the backups' pages are
        const text = 'fetch forward 10 from respaldo_actual';
        await client.query(`declare respaldo_actual no scroll cursor for ${select}`);
        const { result, describes } = await describesOf(() => client.query({ text }));
        fetched.push({ describes, names: result.fields.map((f) => f.name), rows: result.rows });
        await client.query('close respaldo_actual');
      }
      expect(fetched).toEqual([
        { describes: 0, names: ['uno'], rows: [{ uno: 1 }] }, // (unnamed and without values: node-postgres' simple query)
        { describes: 1, names: ['equis', 'dos'], rows: [{ equis: 'x', dos: 2 }] },
        { describes: 1, names: ['tres'], rows: [{ tres: 3 }] },
        { describes: 1, names: ['ye'], rows: [{ ye: 'y' }] },
      ]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('a statement that failed before it was parsed is described again, and its rows still come', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int * 2 as doble';
      for (let i = 0; i < 3; i++) await client.query({ text, values: [i] }); // named, parsed and known
      // in a batch after a failing statement: skipped, so parsed again later only if it had not been; it had
      await expect(inOneCall(client)([
        () => client.query({ text: 'select 1 / $1::int as x', values: [0] }),
        () => client.query({ text, values: [5] }),
      ])).rejects.toThrow(/division by zero/);
      const again = await describesOf(() => client.query({ text, values: [21] }));
      expect(again.describes).toBe(0);
      expect(again.result.rows).toEqual([{ doble: 42 }]);
      // a new text skipped in a failed batch: never parsed, so described when it finally runs
      const fresh = 'select $1::int * 3 as triple';
      await client.query({ text: fresh, values: [1] }); // (seen once: the next one is named)
      await expect(inOneCall(client)([
        () => client.query({ text: 'select 1 / $1::int as x', values: [0] }),
        () => client.query({ text: fresh, values: [2] }),
      ])).rejects.toThrow(/division by zero/);
      const first = await describesOf(() => client.query({ text: fresh, values: [3] }));
      expect(first.describes).toBe(1);
      expect(first.result.rows).toEqual([{ triple: 9 }]);
      const known = await describesOf(() => client.query({ text: fresh, values: [4] }));
      expect(known.describes).toBe(0);
      expect(known.result.rows).toEqual([{ triple: 12 }]);
    } finally {
      client.release();
    }
  });
});

// Issue 17, session 30: node-postgres copies each query's config through its property descriptors; a plain config is
// copied with a spread instead (db/pg-statements.ts, plainQueryConfigCopies), with the same result.
describe.skipIf(!pgUrl)('statements sent together on a PostgreSQL pool (docs/decisions/0067)', () => {
  const pool = poolOfOne();

  // the round trips a function makes: a sync (the extended protocol) or a simple query
  async function tripsOf<T>(fn: () => Promise<T>): Promise<{ result: T; trips: number }> {
    const proto = Connection.prototype;
    const own = { sync: proto.sync!, query: proto.query! };
    let trips = 0;
    proto.sync = function (this: unknown, ...a: unknown[]) { trips++; return own.sync.apply(this, a); };
    proto.query = function (this: unknown, ...a: unknown[]) { trips++; return own.query.apply(this, a); };
    try {
      return { result: await fn(), trips };
    } finally {
      Object.assign(proto, own);
    }
  }
  const inOneCall = (client: pg.PoolClient) => (client as unknown as { inOneCall: (t: (() => Promise<unknown>)[]) => Promise<unknown[]> }).inOneCall;
  const q = (client: pg.PoolClient, text: string, values: unknown[] = []) => () => client.query({ text, values });
  // the transaction's status once the connection has read the last ReadyForQuery: a statement's answer (or its
  // refusal after an error) settles before it, and on a loaded machine it may come in a later read of the socket
  async function statusOf(client: pg.PoolClient): Promise<string | null> {
    // (node-postgres drops the active query at an error, before the ReadyForQuery that tells the status: readyForQuery)
    const c = client as unknown as { _activeQuery?: unknown; _queryQueue?: unknown[]; readyForQuery?: boolean };
    for (let i = 0; i < 2000 && (c._activeQuery != null || (c._queryQueue?.length ?? 0) > 0 || c.readyForQuery === false); i++) await new Promise((r) => setTimeout(r, 1));
    return client.getTransactionStatus();
  }
  async function withClient(fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await pool.connect();
    let failed: Error | undefined;
    try {
      await fn(client);
    } catch (e) {
      failed = e as Error;
      throw e;
    } finally {
      // (a test that failed may leave its transaction open: that connection is closed, not handed to the next test)
      client.release(failed);
    }
  }

  it('answers each statement of a batch as if sent alone, with one round trip', async () => {
    await withClient(async (client) => {
      for (let i = 0; i < 3; i++) { // the first time unnamed, then named (parsed), then named and parsed before
        const { result, trips } = await tripsOf(() => inOneCall(client)([
          q(client, 'select $1::int + 1 as n', [i]), q(client, "select 'x' as t where false"), q(client, 'select generate_series(1, $1::int) as g', [3]),
        ]));
        expect(trips).toBe(1);
        const [a, b, c] = result as pg.QueryResult[];
        expect(a!.rows).toEqual([{ n: i + 1 }]);
        expect(b!.rows).toEqual([]);
        expect(b!.fields.map((f) => f.name)).toEqual(['t']);
        expect(c!.rows).toEqual([{ g: 1 }, { g: 2 }, { g: 3 }]);
        expect(c!.command).toBe('SELECT');
      }
    });
  });

  it('an error answers the statements before it and refuses it and those after it; the connection stays usable', async () => {
    await withClient(async (client) => {
      const after = 'select $1::int * 7 as n';
      await client.query({ text: after, values: [1] }); // seen once: named the next time, in the batch, whose Parse is skipped
      await client.query('begin');
      const settled = await Promise.allSettled([
        client.query({ text: 'select $1::int as n', values: [5] }),
        client.query({ text: 'select 1 / $1::int as x', values: [0] }),
        client.query({ text: after, values: [2] }),
      ].map((p) => p)); // (sent one by one: the reference)
      await client.query('rollback');
      await client.query('begin');
      const together = await inOneCall(client)([
        q(client, 'select $1::int as n', [5]), q(client, 'select 1 / $1::int as x', [0]), q(client, after, [2]),
      ]).then(() => 'answered', (e: Error) => e.message);
      expect(together).toMatch(/division by zero/);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect(await statusOf(client)).toBe('E');
      await client.query('rollback');
      // the statement skipped after the error was never parsed: it is parsed when it runs next
      expect((await client.query({ text: after, values: [3] })).rows).toEqual([{ n: 21 }]);
      expect((await client.query({ text: after, values: [4] })).rows).toEqual([{ n: 28 }]);
    });
  });

  it('each statement of a failed batch is answered or refused as PostgreSQL did', async () => {
    await withClient(async (client) => {
      await client.query('begin');
      const answers: unknown[] = [];
      const thunks = [q(client, 'select 1 as n'), q(client, 'select 1 / 0 as x'), q(client, 'select 2 as n')]
        .map((t, i) => () => t().then((r) => { answers[i] = r.rows; }, (e: Error) => { answers[i] = e.message; }));
      await inOneCall(client)(thunks);
      expect(answers).toEqual([[{ n: 1 }], 'division by zero', 'division by zero']);
      await client.query('rollback');
    });
  });

  it('a transaction\'s BEGIN goes with its first statement, inside the transaction', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists lazy_begin (n int)');
      const { trips } = await tripsOf(async () => {
        expect((await client.query({ text: 'begin', values: [] })).command).toBe('BEGIN');
        await client.query({ text: 'insert into lazy_begin values ($1)', values: [1] });
      });
      expect(trips).toBe(1);
      expect(await statusOf(client)).toBe('T');
      await client.query({ text: 'rollback', values: [] });
      expect((await client.query('select count(*)::int as n from lazy_begin')).rows).toEqual([{ n: 0 }]);
      // with a batch: BEGIN first in it
      const batch = await tripsOf(async () => {
        await client.query({ text: 'begin', values: [] });
        await inOneCall(client)([q(client, 'insert into lazy_begin values ($1)', [2]), q(client, 'select count(*)::int as n from lazy_begin')]);
        await client.query({ text: 'commit', values: [] });
      });
      expect(batch.trips).toBe(2);
      expect((await client.query('select n from lazy_begin')).rows).toEqual([{ n: 2 }]);
      // BEGIN's own error (here: inside a transaction already, a warning only) does not lose the statement
      await client.query('begin');
      await client.query({ text: 'begin', values: [] });
      await client.query({ text: 'insert into lazy_begin values ($1)', values: [3] });
      await client.query('rollback');
      expect((await client.query('select n from lazy_begin')).rows).toEqual([{ n: 2 }]);
    });
  });

  it('a transaction that ran nothing sends nothing, and a BEGIN held at release is dropped', async () => {
    let client = await pool.connect();
    try {
      const { trips } = await tripsOf(async () => {
        await client.query({ text: 'begin', values: [] });
        expect((await client.query({ text: 'commit', values: [] })).command).toBe('COMMIT');
        await client.query({ text: 'begin', values: [] });
        expect((await client.query({ text: 'rollback', values: [] })).command).toBe('ROLLBACK');
      });
      expect(trips).toBe(0);
      await client.query({ text: 'begin', values: [] });
    } finally {
      client.release();
    }
    client = await pool.connect(); // (the same connection: the pool holds one)
    try {
      await client.query({ text: 'select 1', values: [] });
      expect(await statusOf(client)).toBe('I');
      // a simple query after a held BEGIN goes after it
      await client.query({ text: 'begin', values: [] });
      await client.query('select 1');
      expect(await statusOf(client)).toBe('T');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });

  it('holds no BEGIN inside a transaction: a COMMIT after it commits', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists held_in_tx (n int)');
      await client.query('truncate held_in_tx');
      await client.query('begin'); // (a string: sent as it is)
      await client.query({ text: 'insert into held_in_tx values ($1)', values: [1] });
      await client.query({ text: 'begin', values: [] }); // (inside a transaction: sent too, a warning)
      await client.query({ text: 'commit', values: [] }); // (so this one is sent, and commits)
      expect(await statusOf(client)).toBe('I');
      await client.query('rollback'); // (nothing to roll back: the insert is committed)
      expect((await client.query('select n from held_in_tx')).rows).toEqual([{ n: 1 }]);
    });
  });

  it('a statement whose values cannot be sent is refused with those after it; a held BEGIN before it is sent', async () => {
    await withClient(async (client) => {
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await client.query({ text: 'begin', values: [] });
      const answers: unknown[] = [];
      await inOneCall(client)([q(client, 'select 1 as n'), q(client, 'select $1::text as t', [circular]), q(client, 'select 2 as n')]
        .map((t, i) => () => t().then((r) => { answers[i] = r.rows; }, (e: Error) => { answers[i] = e.message; })));
      expect(answers[0]).toEqual([{ n: 1 }]);
      expect(answers[1]).toMatch(/circular/i);
      expect(answers[2]).toBe(answers[1]);
      expect(await statusOf(client)).toBe('T'); // (BEGIN went: the caller's rollback ends the transaction)
      await client.query('rollback');
      expect((await client.query({ text: 'select 3 as n', values: [] })).rows).toEqual([{ n: 3 }]);
    });
  });

  it('a statement that throws before asking refuses the batch with its own error', async () => {
    await withClient(async (client) => {
      await client.query('begin');
      await expect(inOneCall(client)([q(client, 'select 1'), () => { throw new Error('antes de preguntar'); }])).rejects.toThrow(/antes de preguntar|1 de 2/);
      await client.query('rollback');
      expect((await client.query({ text: 'select 4 as n', values: [] })).rows).toEqual([{ n: 4 }]);
    });
  });

  const inOneCallThenCommit = (client: pg.PoolClient) => (thunks: (() => Promise<unknown>)[]) =>
    (client as unknown as { inOneCall: (t: (() => Promise<unknown>)[], o: { commit: boolean }) => Promise<unknown[]> }).inOneCall(thunks, { commit: true });

  it('a batch with the COMMIT commits in its one round trip; the transaction\'s own end after it sends nothing (docs/decisions/0075)', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists ahead (n int)');
      await client.query('truncate ahead');
      const { result, trips } = await tripsOf(async () => {
        await client.query({ text: 'begin', values: [] });
        const answers = await inOneCallThenCommit(client)([q(client, 'insert into ahead values ($1)', [1]), q(client, 'select count(*)::int as n from ahead')]);
        // the caller's own end of the transaction: a ROLLBACK (its rules refused after the statements) is answered here
        const end = await client.query({ text: 'rollback', values: [] });
        return { answers, end };
      });
      expect(trips).toBe(1);
      expect(result.answers).toHaveLength(2);
      expect((result.answers[1] as pg.QueryResult).rows).toEqual([{ n: 1 }]);
      expect(result.end.command).toBe('ROLLBACK');
      expect(await statusOf(client)).toBe('I');
      expect((await client.query('select n from ahead')).rows).toEqual([{ n: 1 }]);
      // the next transaction's end is sent again: its ROLLBACK rolls back
      await client.query({ text: 'begin', values: [] });
      await client.query({ text: 'insert into ahead values ($1)', values: [2] });
      const second = await tripsOf(() => client.query({ text: 'rollback', values: [] }));
      expect(second.trips).toBe(1);
      expect((await client.query('select n from ahead')).rows).toEqual([{ n: 1 }]);
    });
  });

  it('refuses a statement sent after the COMMIT went with a batch, before the transaction\'s end', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists ahead_after (n int)');
      await client.query('truncate ahead_after');
      await client.query({ text: 'begin', values: [] });
      await inOneCallThenCommit(client)([q(client, 'insert into ahead_after values ($1)', [1])]);
      // (it would run outside the transaction it was written for)
      await expect(client.query({ text: 'insert into ahead_after values ($1)', values: [2] })).rejects.toThrow(/después del COMMIT/);
      await expect(client.query('select 1')).rejects.toThrow(/después del COMMIT/);
      const { result, trips } = await tripsOf(() => client.query('commit')); // (a string, as a simple query would be)
      expect(trips).toBe(0);
      expect(result.command).toBe('COMMIT');
      expect((await client.query('select n from ahead_after')).rows).toEqual([{ n: 1 }]);
    });
  });

  it('an error before the COMMIT leaves the transaction failed for its ROLLBACK, and commits nothing', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists ahead_failed (n int)');
      await client.query('truncate ahead_failed');
      await client.query({ text: 'begin', values: [] });
      await expect(inOneCallThenCommit(client)([q(client, 'insert into ahead_failed values ($1)', [1]), q(client, 'select 1 / $1::int as x', [0])]))
        .rejects.toThrow(/division by zero/);
      expect(await statusOf(client)).toBe('E');
      const { trips } = await tripsOf(() => client.query({ text: 'rollback', values: [] }));
      expect(trips).toBe(1);
      expect(await statusOf(client)).toBe('I');
      expect((await client.query('select n from ahead_failed')).rows).toEqual([]);
    });
  });

  it('a COMMIT that fails ends the transaction, and the end sent after it is PostgreSQL\'s to answer', async () => {
    await withClient(async (client) => {
      await client.query('create temp table if not exists ahead_deferred (n int unique deferrable initially deferred)');
      await client.query('truncate ahead_deferred');
      await client.query({ text: 'begin', values: [] });
      // (the unique check is deferred to the COMMIT, which fails)
      await expect(inOneCallThenCommit(client)([q(client, 'insert into ahead_deferred values ($1), ($1)', [1])])).rejects.toThrow(/duplicate key/);
      expect(await statusOf(client)).toBe('I');
      const { trips } = await tripsOf(() => client.query({ text: 'rollback', values: [] }));
      expect(trips).toBe(1);
      expect((await client.query('select n from ahead_deferred')).rows).toEqual([]);
    });
  });

  it('refuses a batch whose statements were not all asked for at once, after sending a held BEGIN', async () => {
    await withClient(async (client) => {
      await client.query({ text: 'begin', values: [] });
      await expect(inOneCall(client)([q(client, 'select 1'), async () => { await Promise.resolve(); return client.query({ text: 'select 2', values: [] }); }]))
        .rejects.toThrow(/1 de 2 sentencias/);
      expect(await statusOf(client)).toBe('T');
      await client.query('rollback');
    });
  });
});

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

// Issue 17, session 33: the pool tells of every statement that may write, whatever sends it (the change marks'
// compaction counts them: modules/matches/read-cache.ts).
describe('statements that may write', () => {
  it('are told apart by their text', () => {
    for (const text of [
      'insert into "partido_asistentes" ("partido_id") values ($1)', '  UPDATE partidos SET notas = $1', 'delete from "sessions" where "id" = $1',
      'merge into t using s on true when matched then do nothing',
      'with recuento as (update "partidos" set "ocupados" = $1 where "id" = $2 returning 1) select * from recuento',
      'with borradas as (\n delete from cache_cambios where ambito = $1 returning n) insert into cache_cambios (ambito, n) select $1, sum(n) from borradas',
      'with nuevo as (insert into pagos (id) values ($1) returning id) select id from nuevo', 'WITH x AS (UPDATE partidos p SET notas = null) SELECT 1',
    ]) expect(writes(text), text).toBe(true);
    for (const text of [
      'select "id" from "partidos" where "id" = $1 for update', 'select 1', 'begin', 'commit',
      'with vistos as (select id from partidos) select * from vistos', 'select "updated_at" from "partidos"', 'select deleted_from_x from y',
    ]) expect(writes(text), text).toBe(false);
  });

  it.skipIf(!pgUrl)('are told of by the pool as they are sent, on any connection, alone or sent together', async () => {
    const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
    const named = nameStatements(pool);
    named.enable();
    let told = 0;
    named.onWrite = () => { told++; };
    try {
      await pool.query('create temporary table if not exists escrituras (n int)');
      expect(told).toBe(0);
      await pool.query({ text: 'select 1' });
      await pool.query('insert into pg_temp.escrituras values (1)');
      expect(told).toBe(1);
      const client = await pool.connect();
      try {
        await client.query('create temporary table if not exists escrituras (n int)');
        await client.query('begin');
        const inOne = (client as unknown as { inOneCall: (t: (() => Promise<unknown>)[]) => Promise<unknown[]> }).inOneCall;
        await inOne([
          () => client.query({ text: 'update pg_temp.escrituras set n = $1', values: [2] }),
          () => client.query({ text: 'select n from pg_temp.escrituras for update' }),
          () => client.query({ text: 'with d as (delete from pg_temp.escrituras returning n) select count(*) from d' }),
        ]);
        await client.query('commit');
      } finally {
        client.release();
      }
      expect(told).toBe(3);
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

// Issue 17, session 32: the pool keeps its idle connections five minutes (node-postgres' default: 10 s). A connection
// closed after a pause took its backend's caches and its named statements with it: a burst after ten quiet seconds
// started on new backends, each parsing and planning its statements again (run.sh's sign-up p99 149 and 166 ms with
// 10 s, 126 and 111 ms with five minutes: bench/README.md).
describe.skipIf(!pgUrl)('the PostgreSQL pool', () => {
  it('keeps idle connections five minutes, without keeping a process alive for them', async () => {
    const database = await freshDatabase();
    try {
      const pool = (database.db as unknown as { $client: pg.Pool & { options: Record<string, unknown> } }).$client;
      expect(pool.options).toMatchObject({ max: 10, idleTimeoutMillis: 300_000, allowExitOnIdle: true, keepAlive: true });
    } finally {
      await database.close();
    }
  });

  it('opens as many connections as DATABASE_POOL_MAX says, and no more', async () => {
    const database = await freshDatabase({ poolMax: 3 });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool & { options: Record<string, unknown> } }).$client;
      expect(pool.options.max).toBe(3);
      // six statements at once: three connections, the others wait for one
      await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      expect(pool.totalCount).toBe(3);
    } finally {
      await database.close();
    }
  });
});

describe('DATABASE_POOL_MAX', () => {
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'partidos-pool-')), LOG_LEVEL: 'silent' };
  it('is 10 unless set, and a whole number from 2', () => {
    expect(loadConfig(env).databasePoolMax).toBe(10);
    expect(loadConfig({ ...env, DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    for (const bad of ['1', 'diez', '2.5']) expect(() => loadConfig({ ...env, DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
  });
});
