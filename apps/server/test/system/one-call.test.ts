import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/client.js';
import { inOneCallThenCommit } from '../../src/db/one-call.js';
import { freshDatabase } from '../helpers.js';

// docs/decisions/0075: a transaction's last statements with its COMMIT, on PostgreSQL in their one round trip; what
// the transaction's caller decides after them does not undo them there. On the embedded database the COMMIT goes when
// the transaction ends, as before. Never inside a savepoint: the COMMIT would end the caller's own transaction.

let database: Database;
const postgres = !!process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table uno_ahead (n int)`);
});
afterAll(async () => { await database.close(); });

const unoAhead = pgTable('uno_ahead', { n: integer('n') });
// prepared statements ask for their one statement at once, as the repositories' do (inOneCall needs that)
const insert = (tx: Db, n: number) => () => tx.insert(unoAhead).values({ n: sql.placeholder('n') }).prepare('uno_ins').execute({ n });
const count = (tx: Db) => () => tx.select({ n: sql<number>`count(*)::int` }).from(unoAhead).prepare('uno_cnt').execute();
const divide = (tx: Db) => () => tx.select({ x: sql<number>`n / ${sql.placeholder('z')}::int` }).from(unoAhead).prepare('uno_div').execute({ z: 0 });
const rows = async () => ((await database.db.execute(sql`select n from uno_ahead order by n`)) as unknown as { rows: { n: number }[] }).rows.map((r) => r.n);
const refused = new Error('las reglas lo rechazan después');

describe('inOneCallThenCommit', () => {
  it('answers each statement; the transaction commits whatever its caller decides after them on PostgreSQL', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const [, counted] = await inOneCallThenCommit(tx as unknown as Db, [insert(tx as unknown as Db, 1), count(tx as unknown as Db)]);
      return counted;
    });
    expect(answers).toEqual([{ n: 1 }]);
    expect(await rows()).toEqual([1]);
    await expect(database.db.transaction(async (tx) => {
      await inOneCallThenCommit(tx as unknown as Db, [insert(tx as unknown as Db, 2)]);
      throw refused;
    })).rejects.toBe(refused);
    // PostgreSQL: committed with the statement; the embedded database: rolled back with the transaction
    expect(await rows()).toEqual(postgres ? [1, 2] : [1]);
    // the connection's next transaction ends as it says
    await expect(database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into uno_ahead values (3)`);
      throw refused;
    })).rejects.toBe(refused);
    expect(await rows()).toEqual(postgres ? [1, 2] : [1]);
  });

  it('inside a savepoint, sends no COMMIT: the caller\'s transaction still decides', async () => {
    await database.db.execute(sql`truncate uno_ahead`);
    await expect(database.db.transaction(async (outer) => {
      await outer.execute(sql`insert into uno_ahead values (10)`);
      await outer.transaction(async (inner) => {
        await inOneCallThenCommit(inner as unknown as Db, [insert(inner as unknown as Db, 11)]);
      });
      throw refused;
    })).rejects.toBe(refused);
    expect(await rows()).toEqual([]);
  });

  it('a statement that fails commits nothing, and the error is the caller\'s', async () => {
    await database.db.execute(sql`truncate uno_ahead`);
    await expect(database.db.transaction(async (tx) => {
      await inOneCallThenCommit(tx as unknown as Db, [insert(tx as unknown as Db, 20), divide(tx as unknown as Db)]);
    })).rejects.toThrow(/division by zero|Failed query/); // (PGlite's error names the query, its cause the division)
    expect(await rows()).toEqual([]);
  });
});
