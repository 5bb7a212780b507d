import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.js';

/**
 * On PostgreSQL a job runs inside the transaction that holds its advisory lock and should use `tx`. On PGlite
 * (one connection, one process) it gets the database itself: a job that opens its own transaction wraps it.
 */
export interface Job {
  name: string;
  run(tx: Db): Promise<void>;
  /** cheap upkeep that should not wait a whole tick: also run every FREQUENT_MS between ticks */
  frequent?: boolean;
}

/**
 * How often the frequent jobs run. The read cache's change marks pile up with every write until they are merged
 * (docs/decisions/0019), and every list request sums them: a minute of a busy club's sign-ups is too many.
 */
export const FREQUENT_MS = 5_000;

// a fixed 64-bit key per job name, so every process agrees on the advisory lock
function lockKey(name: string): bigint {
  let h = 1469598103934665603n;
  for (const ch of name) h = BigInt.asIntN(64, (h ^ BigInt(ch.charCodeAt(0))) * 1099511628211n);
  return h;
}

/**
 * Runs each job every tick under a PostgreSQL advisory lock, so of several server processes only one runs a
 * given job at a time (on PGlite, one process, the lock always succeeds). Jobs must be idempotent.
 */
export class Scheduler {
  private timer?: NodeJS.Timeout;
  private frequentTimer?: NodeJS.Timeout;
  private running = false;
  private runningFrequent = false;
  constructor(private database: Database, private jobs: Job[], private log: FastifyBaseLogger) {}

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.runJobs(this.jobs);
    } finally {
      this.running = false;
    }
  }

  /** The frequent jobs alone (between ticks). */
  async tickFrequent(): Promise<void> {
    if (this.runningFrequent) return;
    this.runningFrequent = true;
    try {
      await this.runJobs(this.jobs.filter((j) => j.frequent));
    } finally {
      this.runningFrequent = false;
    }
  }

  private async runJobs(jobs: Job[]): Promise<void> {
    for (const job of jobs) {
      if (this.database.kind === 'pglite') {
        // PGlite has one connection: a job that queried the database (not `tx`) from inside a wrapping
        // transaction would wait for that transaction forever and freeze every request. An advisory lock
        // guards nothing in a single process anyway (DESIGN §7); `running` already prevents overlapping ticks.
        await job.run(this.database.db).catch((err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job failed'));
        continue;
      }
      const key = lockKey(job.name);
      await this.database.db.transaction(async (tx) => {
        const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as ok`);
        const ok = (res as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok;
        if (!ok) return;
        await job.run(tx as unknown as Db);
      }).catch((err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job failed'));
    }
  }

  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    if (intervalMs > FREQUENT_MS && this.jobs.some((j) => j.frequent)) {
      this.frequentTimer = setInterval(() => void this.tickFrequent(), FREQUENT_MS);
      this.frequentTimer.unref();
    }
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    if (this.frequentTimer) clearInterval(this.frequentTimer);
  }
}
