import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import type { Job } from '../../plugins/scheduler.js';
import { MvpRepository } from './mvp.repository.js';
import { assignFromVotes } from './mvp.service.js';

/**
 * Closes every MVP voting whose window (end of the match + 24 h) has passed: assigns the MVP from the votes
 * cast (docs/product/votes.md: at least one vote). One transaction per match that locks it, and
 * the conditional assignment: a second run, another process, or a last vote racing the tick, assigns nothing
 * twice. Returns the matches that got their MVP in this run.
 */
export async function closeExpiredVotings(db: Db, now: Date, log?: FastifyBaseLogger, events?: DomainEvents): Promise<string[]> {
  const assigned: string[] = [];
  const repo = new MvpRepository(db);
  for (const id of await repo.vencidas(now)) {
    await repo.transaction(async (tx) => {
      const p = await tx.lock(id);
      if (p && !p.mvpId && (await assignFromVotes(tx, id, now))) {
        assigned.push(id);
        await events?.emit(tx.db, { type: 'mvp.resultado', partidoId: id });
      } else await tx.cerrarVotacion(id);
    }).catch((err: unknown) => log?.error({ err, partidoId: id }, 'closing the MVP voting failed'));
  }
  return assigned;
}

export function createMvpJobs(o: { clock: Clock; log?: FastifyBaseLogger; events?: DomainEvents }): Job[] {
  return [{ name: 'mvp-cerrar-votaciones', run: async (db) => { await closeExpiredVotings(db, o.clock.now(), o.log, o.events); } }];
}
