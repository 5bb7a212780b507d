import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { dayIn, endOfDayDeadline } from '../../lib/match-time.js';
import type { Job } from '../../plugins/scheduler.js';
import { LifecycleRepository } from './lifecycle.repository.js';
import { assignTeams, type TeamRatings } from './team-assignment.js';

// automatic teams at 80 % of places, from 2 hours to 15 minutes before the start
const AUTO_TEAMS_RATIO = { num: 4, den: 5 };
const AUTO_TEAMS_FROM_MS = 2 * 60 * 60 * 1000;
const AUTO_TEAMS_UNTIL_MS = 15 * 60 * 1000;

export interface LifecycleJobOptions {
  clock: Clock;
  /** APP_TIMEZONE: a match's date ends at 23:59 there */
  timezone: string;
  log?: FastifyBaseLogger;
  /** tie-breaks of the team draw; tests pass a seeded one */
  rng?: () => number;
  /** started matches open the MVP voting, cancelled ones and generated teams are told (notifications) */
  events?: DomainEvents;
  /** automatic teams by the ratings learned from results, where the club keeps them on (docs/product/teams.md) */
  ratings?: TeamRatings;
}

/**
 * The latest match date whose 23:59 deadline (docs/product/matches.md) has passed at `now`: today in the zone if it is
 * 23:59 or later, else yesterday. Deadlines grow with the date, so every earlier date has expired too.
 */
export function lastExpiredFecha(now: Date, timezone: string): string {
  const today = dayIn(now, timezone);
  if (now.getTime() >= endOfDayDeadline(today, timezone).getTime()) return today;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The match lifecycle. Each job is idempotent: it writes with conditions on the current state, so
 * a repeated run, or a run of another process that got past the scheduler's advisory lock, changes nothing.
 * Jobs run in the order listed, so a match whose whole slot passed while the server was down starts and
 * finishes in the same tick.
 */
export function createLifecycleJobs(o: LifecycleJobOptions): Job[] {
  const { clock, timezone } = o;
  return [
    {
      name: 'partidos-iniciar',
      run: async (db) => {
        const started = await new LifecycleRepository(db).startDue(clock.now());
        for (const partidoId of started) await o.events?.emit(db, { type: 'mvp.abierta', partidoId });
      },
    },
    {
      name: 'partidos-finalizar',
      // one transaction: a match is never Finalizado for long without its counters (and if it were, the
      // counters step catches up on the next run, since it picks every finished match not yet counted)
      run: (db) => db.transaction(async (tx) => {
        const repo = new LifecycleRepository(tx);
        const now = clock.now();
        await repo.finishDue(now);
        await repo.applyFinishedCounters(now);
      }),
    },
    {
      name: 'partidos-cancelar-incompletos',
      run: async (db) => {
        const now = clock.now();
        const cancelled = await new LifecycleRepository(db).cancelIncomplete(lastExpiredFecha(now, timezone), now);
        for (const partidoId of cancelled) await o.events?.emit(db, { type: 'partido.cancelado', partidoId, automatico: true });
      },
    },
    {
      name: 'partidos-equipos-auto',
      run: async (db) => {
        const now = clock.now().getTime();
        // now >= inicio - 2 h and now <= inicio - 15 min
        const due = await new LifecycleRepository(db).findAutoTeamsDue(
          new Date(now + AUTO_TEAMS_UNTIL_MS), new Date(now + AUTO_TEAMS_FROM_MS), AUTO_TEAMS_RATIO,
        );
        for (const id of due) {
          // one transaction per match: a failing match is logged and retried next tick without holding up the rest
          await db.transaction(async (tx) => {
            const txDb = tx;
            if (!(await new LifecycleRepository(txDb).lockAutoTeamsPending(id, AUTO_TEAMS_RATIO))) return;
            await assignTeams(txDb, id, o.rng, o.events, undefined, o.ratings);
          }).catch((err: unknown) => o.log?.error({ err, partidoId: id }, 'automatic teams failed'));
        }
      },
    },
  ];
}
