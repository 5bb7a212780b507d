import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../plugins/scheduler.js';
import type { BackupsService } from './backups.service.js';

/**
 * The daily backup. It ignores the job's `tx`: a backup reads the whole database in its own REPEATABLE READ
 * snapshot (on PostgreSQL another connection, while this one holds the advisory lock that keeps other processes
 * from making the same backup).
 */
export function createBackupJobs(d: { backups: BackupsService; log: FastifyBaseLogger }): Job[] {
  return [{
    name: 'respaldo-diario',
    run: async () => {
      const nombre = await d.backups.runDaily();
      if (nombre) d.log.info({ respaldo: nombre }, 'daily backup written');
    },
  }];
}
