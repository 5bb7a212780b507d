import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler, type Job } from '../../src/plugins/scheduler.js';
import { SESSION_TTL_DAYS } from '@partidos/shared';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function count(table: 'sessions' | 'password_reset_tokens', userId: string): Promise<number> {
  const res = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('scheduled purge of expired sessions and reset links', () => {
  it('deletes expired rows, keeps live ones, and the app keeps answering afterwards', { timeout: 15_000 }, async () => {
    const old = await registerUser(t);
    await t.call('POST', '/api/auth/forgot-password', { body: { correo: old.correo } });
    t.clock.advance((SESSION_TTL_DAYS + 1) * 86_400_000);
    const fresh = await registerUser(t);
    expect(await count('sessions', old.id)).toBe(1);
    expect(await count('password_reset_tokens', old.id)).toBe(1);

    await t.scheduler.tick();

    expect(await count('sessions', old.id)).toBe(0);
    expect(await count('password_reset_tokens', old.id)).toBe(0);
    expect(await count('sessions', fresh.id)).toBe(1);
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: fresh.token })).statusCode).toBe(200);
  });

  it('can run twice in a row (jobs are idempotent)', { timeout: 15_000 }, async () => {
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
  });
});

const quiet = { error: () => undefined, info: () => undefined, debug: () => undefined } as unknown as ConstructorParameters<typeof Scheduler>[2];

describe('on the embedded database (one process)', () => {
  it('runs every job at each runDue and tick, without claims (docs/decisions/0025)', async (ctx) => {
    // on PostgreSQL job-claims.test.ts checks the claims
    if (t.database.kind !== 'pglite') ctx.skip();
    const runs: string[] = [];
    const job = (name: string): Job => ({
      name,
      // the database itself, not a wrapping transaction: a query here would deadlock inside one
      run: async (db) => { await db.execute(sql`select 1`); runs.push(name); },
    });
    const scheduler = new Scheduler(t.database, [job('diario'), job('otra')], quiet, { clock: t.clock });
    const now = new Date(Date.UTC(2031, 0, 1, 12, 0, 0));
    await scheduler.runDue(now);
    await scheduler.runDue(now);
    await scheduler.runDue();
    await scheduler.tick();
    expect(runs).toEqual(['diario', 'otra', 'diario', 'otra', 'diario', 'otra', 'diario', 'otra']);
    const claims = await t.database.db.execute(sql`select count(*)::int as n from tareas_turnos where tarea not like ${'respaldo-diario:%'}`);
    expect((claims as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
