import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { freshDatabase } from '../helpers.js';

// PGlite hands its one connection from one waiting query to the next in microtasks; db/client.ts lets the event
// loop run at each turn, so requests keep being read and answered while statements queue (bench/README.md).

let database: Database;
beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database.close(); });

describe('the embedded database lets the event loop run between statements', () => {
  it('a callback for the next turn of the event loop runs before fifty queued statements are done', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('PostgreSQL answers over a socket: the event loop runs between answers anyway');
    let done = 0;
    const queries = Array.from({ length: 50 }, () => database.db.execute(sql`select 1`).then(() => { done++; }));
    let doneAtNextTurn = -1;
    setImmediate(() => { doneAtNextTurn = done; });
    await Promise.all(queries);
    expect(done).toBe(50);
    expect(doneAtNextTurn).toBeGreaterThanOrEqual(0);
    expect(doneAtNextTurn).toBeLessThan(5);
  });

  it('keeps PostgreSQL\'s shared buffers small inside PGlite (its WebAssembly memory never shrinks)', async ({ skip }) => {
    if (database.kind !== 'pglite') skip('a PostgreSQL server has its own configuration');
    const res = await database.db.execute(sql`show shared_buffers`);
    expect((res as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers).toBe('16MB');
  });
});
