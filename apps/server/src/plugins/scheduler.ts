import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { tareasTurnos } from '../db/schema/index.js';
import { systemClock, type Clock } from '../lib/clock.js';

/**
 * On PostgreSQL a job runs inside the transaction that holds its advisory lock and should use `tx`. On PGlite
 * (one connection, one process) it gets the database itself: a job that opens its own transaction wraps it.
 */
export interface Job {
  /** unique, at most 64 characters (the claim's `tarea`) */
  name: string;
  run(tx: Db): Promise<void>;
}

/**
 * A claim still unfinished after this long is taken to belong to a process that died, and another process may take
 * it while its slot lasts (docs/decisions/0025). If the owner is only slow, the advisory lock it holds keeps the
 * job from running twice at once.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** Claims are deleted after two days (or two intervals, if longer, so that a slot's own claim is never gone). */
export const CLAIMS_KEPT_MS = 2 * 86_400_000;

// JOBS_INTERVAL_MS's default: the slot length until start() says otherwise
const DEFAULT_INTERVAL_MS = 60_000;

export interface SchedulerOptions {
  /** the time that slots are counted in (the app's clock; the system clock by default) */
  clock?: Clock;
  /** CLAIM_LEASE_MS unless a test shortens it */
  leaseMs?: number;
  /** told of every run of a job in this process, with how it ended and how long it took (the metrics) */
  onRun?: (job: string, result: 'ok' | 'fallo' | 'omitido', seconds: number) => void;
}

/** The start of the slot of length `everyMs` that `now` falls in: the due time ("turno") of a job there. */
export function slotOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

// a fixed 64-bit key per job name, so every process agrees on the advisory lock
function lockKey(name: string): bigint {
  let h = 1469598103934665603n;
  for (const ch of name) h = BigInt.asIntN(64, (h ^ BigInt(ch.charCodeAt(0))) * 1099511628211n);
  return h;
}

interface Turn { job: Job; turno: Date }

/**
 * Runs the jobs once per slot across every server process on one PostgreSQL database (docs/decisions/0025): the
 * timers call `runDue`, which claims each job's current slot in `tareas_turnos` with one insert, and runs only the
 * jobs whose claim it won, in the order listed. `tick()` is a manual run of every job, unclaimed (tests call it
 * several times with a moved clock). On PGlite (one process, DATA_DIR locked) there is nothing to share: no claims.
 * Jobs must still be idempotent: a process may die after a job's work and before its claim is finished.
 */
export class Scheduler {
  /** written into each claim: which process ran a job */
  readonly processId = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly clock: Clock;
  private readonly leaseMs: number;
  private readonly onRun: NonNullable<SchedulerOptions['onRun']>;
  private intervalMs = DEFAULT_INTERVAL_MS;
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(private database: Database, private jobs: Job[], private log: FastifyBaseLogger, opts: SchedulerOptions = {}) {
    const names = new Set(jobs.map((j) => j.name));
    if (names.size !== jobs.length || jobs.some((j) => j.name.length > 64)) throw new Error('scheduled job names must be unique, at most 64 characters');
    this.clock = opts.clock ?? systemClock;
    this.leaseMs = opts.leaseMs ?? CLAIM_LEASE_MS;
    this.onRun = opts.onRun ?? (() => {});
  }

  /** Every job now, without claims: each call runs them all (the advisory lock still keeps one job from overlapping). */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const job of this.jobs) await this.runJob(job);
    } finally {
      this.running = false;
    }
  }

  /** The timer's run: each job whose slot at `now` no process has claimed yet. */
  async runDue(now: Date = this.clock.now()): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.runTurns(this.jobs, now);
      await this.purgeClaims(now);
    } finally {
      this.running = false;
    }
  }

  private async runTurns(jobs: Job[], now: Date): Promise<void> {
    const turns = jobs.map((job) => ({ job, turno: slotOf(now, this.intervalMs) }));
    if (this.database.kind === 'pglite') {
      for (const { job, turno } of turns) await this.runJob(job, turno);
      return;
    }
    let won: Set<string>;
    try {
      won = await this.claim(turns);
    } catch (err) {
      this.log.error({ err }, 'scheduled jobs could not be claimed');
      return;
    }
    for (const { job, turno } of turns) {
      if (!won.has(job.name)) continue;
      await this.runJob(job, turno);
      // finished also after a failure: the slot is not retried (by every process in turn); the next slot is
      await this.database.db.update(tareasTurnos).set({ terminado: sql`now()` })
        .where(and(eq(tareasTurnos.tarea, job.name), eq(tareasTurnos.turno, turno), eq(tareasTurnos.proceso, this.processId)))
        .catch((err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job claim not finished'));
    }
  }

  /**
   * One statement claims every turn at once, committed before any job runs so other processes see it. Rows are
   * inserted in the jobs' order, so of processes claiming together the first gets the whole slot and the jobs keep
   * their order (a match whose slot passed while the server was down still starts and finishes in one run). An
   * existing claim is taken over only when unfinished and older than the lease.
   */
  private async claim(turns: Turn[]): Promise<Set<string>> {
    if (turns.length === 0) return new Set();
    const rows = await this.database.db.insert(tareasTurnos)
      .values(turns.map(({ job, turno }) => ({ tarea: job.name, turno, proceso: this.processId })))
      .onConflictDoUpdate({
        target: [tareasTurnos.tarea, tareasTurnos.turno],
        set: { proceso: sql`excluded.proceso`, reclamado: sql`now()` },
        setWhere: sql`tareas_turnos.terminado is null and tareas_turnos.reclamado < now() - make_interval(secs => ${this.leaseMs / 1000})`,
      })
      .returning({ tarea: tareasTurnos.tarea });
    return new Set(rows.map((r) => r.tarea));
  }

  private async purgeClaims(now: Date): Promise<void> {
    if (this.database.kind === 'pglite') return;
    const cutoff = new Date(now.getTime() - Math.max(CLAIMS_KEPT_MS, 2 * this.intervalMs));
    // cheap with the index on turno: one minute's rows at a time
    await this.database.db.delete(tareasTurnos).where(lt(tareasTurnos.turno, cutoff))
      .catch((err: unknown) => this.log.error({ err }, 'old job claims not deleted'));
  }

  /** Runs one job, logs the run (with its slot, unless manual) or its failure; never throws. */
  private async runJob(job: Job, turno?: Date): Promise<void> {
    const started = Date.now();
    const at = { job: job.name, turno: turno?.toISOString() };
    try {
      if (this.database.kind === 'pglite') {
        // PGlite has one connection: a job that queried the database (not `tx`) from inside a wrapping
        // transaction would wait for that transaction forever and freeze every request. An advisory lock
        // guards nothing in a single process anyway; `running` already prevents overlapping ticks.
        await job.run(this.database.db);
      } else {
        // the lock keeps two runs of one job from overlapping: a manual tick, or a slot whose previous run (a long
        // backup, a claim taken over from a process that was only slow) has not ended
        const key = lockKey(job.name);
        const ran = await this.database.db.transaction(async (tx) => {
          const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as ok`);
          if (!(res as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok) return false;
          await job.run(tx as unknown as Db);
          return true;
        });
        if (!ran) {
          this.log.debug(at, 'scheduled job skipped: running elsewhere');
          this.onRun(job.name, 'omitido', (Date.now() - started) / 1000);
          return;
        }
      }
      // every minute for every job: only at debug (a job logs at info what it did)
      this.log.debug({ ...at, ms: Date.now() - started }, 'scheduled job ran');
      this.onRun(job.name, 'ok', (Date.now() - started) / 1000);
    } catch (err) {
      this.log.error({ err, ...at }, 'scheduled job failed');
      this.onRun(job.name, 'fallo', (Date.now() - started) / 1000);
    }
  }

  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    this.intervalMs = intervalMs;
    this.timer = setInterval(() => void this.runDue(), intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }
}
