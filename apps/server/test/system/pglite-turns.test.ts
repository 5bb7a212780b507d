import { once } from 'node:events';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTING_MS, type Database, TURN_BUDGET_MS } from '../../src/db/client.js';
import { createTestApp, freshDatabase } from '../helpers.js';

// PGlite hands its one connection from one waiting query to the next in microtasks; db/client.ts lets the event
// loop run once the queued statements have held the thread for TURN_BUDGET_MS, so requests keep being read and
// answered while statements queue (bench/README.md), and a queue of short statements runs without a pass of the
// event loop before each (decision 0058).

let database: Database;
beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database.close(); });

/** Passes of the event loop while `work` runs: a check-phase callback that schedules itself again. */
async function loopPasses(work: () => Promise<unknown>): Promise<number> {
  let passes = 0;
  let on = true;
  const pass = () => { if (on) { passes++; setImmediate(pass); } };
  setImmediate(pass);
  await work();
  on = false;
  return passes;
}

const fifty = (d: Database) => Promise.all(Array.from({ length: 50 }, (_, i) => d.db.execute(sql`select ${i}::int as n`)));

describe('the embedded database lets the event loop run between statements', () => {
  it('a callback for the next turn of the event loop runs before statements longer than the budget are done', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('PostgreSQL answers over a socket: the event loop runs between answers anyway');
    await database.db.execute(sql`select 1`);
    // each statement sleeps a third of the budget: the budget is spent after three, long before the twelfth
    const seconds = TURN_BUDGET_MS / 3 / 1000;
    let done = 0;
    const queries = Array.from({ length: 12 }, () => database.db.execute(sql`select pg_sleep(${seconds})`).then(() => { done++; }));
    let doneAtNextTurn = -1;
    await queries[0];
    setImmediate(() => { doneAtNextTurn = done; });
    await Promise.all(queries);
    expect(done).toBe(12);
    expect(doneAtNextTurn).toBeGreaterThanOrEqual(1);
    expect(doneAtNextTurn).toBeLessThan(8);
  });

  it('runs fifty queued short statements one after another, not one per turn of the event loop', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('PostgreSQL answers over a socket');
    await database.db.execute(sql`select 1`);
    expect(await loopPasses(() => fifty(database))).toBeLessThan(10);
    // and transactions (a sign-up is one)
    expect(await loopPasses(() => Promise.all(Array.from({ length: 30 }, (_, i) => database.db.transaction((tx) => tx.execute(sql`select ${i}::int as n`)))))).toBeLessThan(10);
  });

  it('while new clients connect, pauses before every statement again, so each pass of the event loop can accept one', async ({ skip }) => {
    const t = await createTestApp();
    let client: ReturnType<typeof connect> | undefined;
    try {
      if (t.database.kind !== 'pglite') skip('PostgreSQL answers over a socket');
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await loopPasses(() => fifty(t.database))).toBeLessThan(10);
      const accepted = once(t.app.server, 'connection');
      client = connect(Number(new URL(address).port), '127.0.0.1');
      await accepted;
      expect(await loopPasses(() => fifty(t.database))).toBeGreaterThanOrEqual(50);
      client.destroy();
      // a while after the last new connection, back to back again
      await new Promise((r) => setTimeout(r, ACCEPTING_MS + 50));
      expect(await loopPasses(() => fifty(t.database))).toBeLessThan(10);
    } finally {
      client?.destroy();
      await t.close();
    }
  });

  it('keeps PostgreSQL\'s shared buffers small inside PGlite (its WebAssembly memory never shrinks)', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('a PostgreSQL server has its own configuration');
    const res = await database.db.execute(sql`show shared_buffers`);
    expect((res as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers).toBe('16MB');
  });

  it('serves a request under way before the requests that arrived after it (its next statement goes first)', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('PostgreSQL has a pool of connections: no one queue');
    await database.db.execute(sql`select 1`);
    const order: string[] = [];
    database.requestArrived!();
    // (drizzle's statements start when awaited: each is started here, in this order)
    const first = database.db.execute(sql`select 1`).then(() => database.db.execute(sql`select 4`)).then(() => order.push('first again'));
    // two new requests, which queue while it runs: a transaction (a sign-up), a statement
    const b = database.db.transaction(async (tx) => { await tx.execute(sql`select 2`); await tx.execute(sql`select 2`); }).then(() => order.push('b'));
    const c = database.db.execute(sql`select 3`).then(() => order.push('c'));
    // the first request's next statement, asked for once its first ended (b had started): before c
    await Promise.all([b, c, first]);
    expect(order).toEqual(['b', 'first again', 'c']);
  });

  it('is told of each request before the router sees it', async ({ skip }) => {
    const t = await createTestApp();
    try {
      if (t.database.kind !== 'pglite') skip('PostgreSQL has a pool of connections: no one queue');
      expect(t.app.server.listeners('request')[0]).toBe(t.database.requestArrived);
    } finally {
      await t.close();
    }
  });
});
