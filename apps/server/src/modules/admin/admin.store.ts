import type { Db } from '../../db/client.js';
import { AdminClubsRepository } from './admin-clubs.repository.js';
import { AdminMatchesRepository } from './admin-matches.repository.js';
import { AdminStatsRepository } from './admin-stats.repository.js';
import { AdminUsersRepository } from './admin-users.repository.js';

/**
 * The admin module's repositories over one connection. Inside `transaction` only `tx` may be used: PGlite has one
 * connection, and a query on the root handle would wait for the open transaction forever.
 */
export class AdminStore {
  readonly stats: AdminStatsRepository;
  readonly users: AdminUsersRepository;
  readonly clubs: AdminClubsRepository;
  readonly partidos: AdminMatchesRepository;

  constructor(readonly db: Db) {
    this.stats = new AdminStatsRepository(db);
    this.users = new AdminUsersRepository(db);
    this.clubs = new AdminClubsRepository(db);
    this.partidos = new AdminMatchesRepository(db);
  }

  transaction<T>(fn: (tx: AdminStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new AdminStore(tx as unknown as Db)));
  }
}
