import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { CLAIM_LEASE_MS, Scheduler, type Job } from '../../src/plugins/scheduler.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const MIN = 60_000;
// a fixed minute, so the slots are known: 2031-03-01 12:00 UTC
const BASE = Date.UTC(2031, 2, 1, 12, 0, 0);

interface LogLine { level: number; msg: string; job?: string; turno?: string; err?: unknown }

/** A logger that keeps every line (debug and up), as a server process's log would. */
function memoryLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level: 'debug' }, { write: (s: string) => { lines.push(JSON.parse(s) as LogLine); } });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

// Several server processes on one PostgreSQL database (docs/decisions/0025). PGlite belongs to one process.
describe.skipIf(!pgUrl)('scheduled jobs claimed per slot by three server processes on one PostgreSQL database', () => {
  let name: string;
  const pools: Database[] = [];
  // what the jobs did: one row per run, written by the job itself through its `tx`
  const effects = async () => rowsOf<{ tarea: string; ronda: string; proceso: number }>(
    await pools[0]!.db.execute(sql`select tarea, ronda, proceso from efectos_prueba order by id`));

  beforeAll(async () => {
    const { default: pg } = await import('pg');
    const template = inject('pgTemplate');
    // named after this run's template (as test/helpers.ts does), so that the run's teardown drops it too
    name = `${template ?? 'partidos_claims'}_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    // three pools, as three processes would have
    for (let i = 0; i < 3; i++) pools.push(await openDatabase(url.toString()));
    await pools[0]!.db.execute(sql`create table efectos_prueba (id serial primary key, tarea text not null, ronda text not null, proceso int not null)`);
  });

  afterAll(async () => {
    for (const p of pools) await p.close();
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  // `ronda` tells the rows of one call apart; the jobs log to the test's own logger too
  let ronda = '';
  const jobLog: string[] = [];
  function jobsOf(proceso: number, names: string[], extra: Job[] = []): Job[] {
    return [
      ...names.map((n): Job => ({
        name: n,
        run: async (tx) => {
          await tx.execute(sql`insert into efectos_prueba (tarea, ronda, proceso) values (${n}, ${ronda}, ${proceso})`);
          jobLog.push(`${n} ${ronda}`);
        },
      })),
      ...extra,
    ];
  }
  function threeProcesses(names: string[], extra: (i: number) => Job[] = () => []) {
    return pools.map((db, i) => {
      const { log, lines } = memoryLogger();
      return { scheduler: new Scheduler(db, jobsOf(i, names, extra(i)), log), lines };
    });
  }
  const ranLines = (procs: { lines: LogLine[] }[], job: string) =>
    procs.flatMap((p) => p.lines).filter((l) => l.msg === 'scheduled job ran' && l.job === job);

  it('runs each job once per slot when the three run the same due time at once, several slots in a row', async () => {
    const names = ['partidos-uno', 'partidos-dos', 'frecuente-uno'];
    const procs = threeProcesses(names);
    const before = (await effects()).length;
    for (let slot = 0; slot < 4; slot++) {
      ronda = `a${slot}`;
      const now = new Date(BASE + slot * MIN + 1_234);
      await Promise.all(procs.map((p) => p.scheduler.runDue(now)));
    }
    const rows = (await effects()).slice(before);
    for (const n of names) {
      expect(rows.filter((r) => r.tarea === n).map((r) => r.ronda)).toEqual(['a0', 'a1', 'a2', 'a3']);
      expect(jobLog.filter((l) => l.startsWith(`${n} a`))).toEqual(['a0', 'a1', 'a2', 'a3'].map((r) => `${n} ${r}`));
      const lines = ranLines(procs, n);
      expect(lines).toHaveLength(4);
      expect(lines.map((l) => l.turno).sort()).toEqual([0, 1, 2, 3].map((s) => new Date(BASE + s * MIN).toISOString()));
    }
    // the first process to claim a slot gets all its jobs, which then run in the order listed
    for (let slot = 0; slot < 4; slot++) {
      const mine = rows.filter((r) => r.ronda === `a${slot}`);
      expect(new Set(mine.map((r) => r.proceso)).size).toBe(1);
      expect(mine.map((r) => r.tarea)).toEqual(names);
    }
    // a line a minute for every job: at debug (a job logs at info what it did)
    expect(ranLines(procs, 'partidos-uno').every((l) => l.level === 20)).toBe(true);
    expect(ranLines(procs, 'frecuente-uno').every((l) => l.level === 20)).toBe(true);
    const claims = rowsOf<{ n: number; sin_terminar: number }>(await pools[0]!.db.execute(
      sql`select count(*)::int as n, count(*) filter (where terminado is null)::int as sin_terminar from tareas_turnos where tarea in ${names}`));
    expect(claims[0]).toEqual({ n: 12, sin_terminar: 0 });
  });

  it('runs a job once per slot when the processes reach the slot at different moments', async () => {
    const names = ['partidos-tres'];
    const procs = threeProcesses(names);
    const before = (await effects()).length;
    ronda = 'b';
    const minute = BASE + 10 * MIN;
    // one after another, as timers started at different times fire: 1 s, 21 s and 41 s into the same minute
    for (const [i, p] of procs.entries()) await p.scheduler.runDue(new Date(minute + 1_000 + i * 20_000));
    const rows = (await effects()).slice(before);
    expect(rows.filter((r) => r.tarea === 'partidos-tres').map((r) => r.proceso)).toEqual([0]);
  });

  it('does not retry a failed job in its slot: one error line, the claim finished, the next slot tries again', async () => {
    let tries = 0;
    const failing = (): Job[] => [{ name: 'falla', run: async () => { tries++; throw new Error('falló a propósito'); } }];
    const procs = threeProcesses([], failing);
    const now = new Date(BASE + 20 * MIN);
    await Promise.all(procs.map((p) => p.scheduler.runDue(now)));
    await Promise.all(procs.map((p) => p.scheduler.runDue(new Date(now.getTime() + 30_000))));
    expect(tries).toBe(1);
    const errors = procs.flatMap((p) => p.lines).filter((l) => l.msg === 'scheduled job failed');
    expect(errors).toHaveLength(1);
    const claim = rowsOf<{ terminado: Date | null }>(await pools[0]!.db.execute(
      sql`select terminado from tareas_turnos where tarea = 'falla' and turno = ${now.toISOString()}`));
    expect(claim).toHaveLength(1);
    expect(claim[0]!.terminado).not.toBeNull();
    await procs[2]!.scheduler.runDue(new Date(now.getTime() + MIN));
    expect(tries).toBe(2);
  });

  it('takes over a claim left unfinished by a dead process once the lease has passed, and not before', async () => {
    const procs = threeProcesses(['muerto-viejo', 'muerto-reciente', 'terminado-viejo']);
    const turno = new Date(BASE + 30 * MIN);
    const db = pools[0]!.db;
    // as a process that died mid-job leaves them: claimed, never finished
    await db.execute(sql`insert into tareas_turnos (tarea, turno, proceso, reclamado, terminado) values
      ('muerto-viejo', ${turno.toISOString()}, 'muerto:1:aaaaaa', now() - interval '11 minutes', null),
      ('muerto-reciente', ${turno.toISOString()}, 'muerto:1:aaaaaa', now() - interval '5 minutes', null),
      ('terminado-viejo', ${turno.toISOString()}, 'vivo:2:bbbbbb', now() - interval '11 minutes', now() - interval '10 minutes')`);
    expect(CLAIM_LEASE_MS).toBe(10 * MIN);
    const before = (await effects()).length;
    ronda = 'c';
    await Promise.all(procs.map((p) => p.scheduler.runDue(new Date(turno.getTime() + 45_000))));
    let rows = (await effects()).slice(before);
    expect(rows.map((r) => r.tarea)).toEqual(['muerto-viejo']);
    const claims = rowsOf<{ tarea: string; proceso: string; terminado: Date | null }>(await db.execute(
      sql`select tarea, proceso, terminado from tareas_turnos where turno = ${turno.toISOString()} order by tarea`));
    const byName = new Map(claims.map((c) => [c.tarea, c]));
    expect(byName.get('muerto-viejo')!.proceso).toBe(procs[rows[0]!.proceso]!.scheduler.processId);
    expect(byName.get('muerto-viejo')!.terminado).not.toBeNull();
    expect(byName.get('muerto-reciente')).toMatchObject({ proceso: 'muerto:1:aaaaaa', terminado: null });
    expect(byName.get('terminado-viejo')!.proceso).toBe('vivo:2:bbbbbb');

    // the stuck job is not lost: the next slot runs it
    ronda = 'd';
    await Promise.all(procs.map((p) => p.scheduler.runDue(new Date(turno.getTime() + MIN))));
    rows = (await effects()).slice(before).filter((r) => r.ronda === 'd');
    expect(rows.map((r) => r.tarea).sort()).toEqual(['muerto-reciente', 'muerto-viejo', 'terminado-viejo']);
  });

  it('takes a claim as soon as a shorter lease has passed', async () => {
    const { log } = memoryLogger();
    const scheduler = new Scheduler(pools[1]!, jobsOf(1, ['arriendo-corto']), log, { leaseMs: 1_000 });
    const turno = new Date(BASE + 40 * MIN);
    await pools[0]!.db.execute(sql`insert into tareas_turnos (tarea, turno, proceso, reclamado)
      values ('arriendo-corto', ${turno.toISOString()}, 'muerto:1:cccccc', now() - interval '2 seconds')`);
    const before = (await effects()).length;
    ronda = 'e';
    await scheduler.runDue(turno);
    expect((await effects()).slice(before).map((r) => r.tarea)).toEqual(['arriendo-corto']);
  });

  it('deletes claims older than two days when it runs', async () => {
    const { log } = memoryLogger();
    const scheduler = new Scheduler(pools[2]!, [], log);
    const now = new Date(BASE + 3 * 86_400_000);
    await pools[0]!.db.execute(sql`insert into tareas_turnos (tarea, turno, proceso) values
      ('antigua', ${new Date(now.getTime() - 2 * 86_400_000 - MIN).toISOString()}, 'x'),
      ('reciente', ${new Date(now.getTime() - 2 * 86_400_000 + MIN).toISOString()}, 'x')`);
    await scheduler.runDue(now);
    const left = rowsOf<{ tarea: string }>(await pools[0]!.db.execute(
      sql`select tarea from tareas_turnos where tarea in ('antigua', 'reciente')`));
    expect(left.map((r) => r.tarea)).toEqual(['reciente']);
  });

  it('still lets a manual tick run every job each time, unclaimed', async () => {
    const procs = threeProcesses(['manual']);
    const before = (await effects()).length;
    ronda = 'f';
    await procs[0]!.scheduler.tick();
    await procs[1]!.scheduler.tick();
    expect((await effects()).slice(before).map((r) => r.tarea)).toEqual(['manual', 'manual']);
    const claims = rowsOf<{ n: number }>(await pools[0]!.db.execute(sql`select count(*)::int as n from tareas_turnos where tarea = 'manual'`));
    expect(claims[0]!.n).toBe(0);
  });
});
