import type { Db } from '../../db/client.js';
import { ClubsRepository } from './clubs.repository.js';
import { JoinRequestsRepository } from './join-requests.repository.js';
import { ModerationLogRepository } from './moderation-log.repository.js';
import { PaymentAccountsRepository } from './payment-accounts.repository.js';

/**
 * The club module's repositories over one connection, so a service can run several of them in one
 * transaction (an action and its moderation log entry commit together or not at all).
 */
export class ClubsStore {
  readonly clubs: ClubsRepository;
  readonly requests: JoinRequestsRepository;
  readonly accounts: PaymentAccountsRepository;
  readonly log: ModerationLogRepository;

  constructor(readonly db: Db) {
    this.clubs = new ClubsRepository(db);
    this.requests = new JoinRequestsRepository(db);
    this.accounts = new PaymentAccountsRepository(db);
    this.log = new ModerationLogRepository(db);
  }

  transaction<T>(fn: (tx: ClubsStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new ClubsStore(tx as unknown as Db)));
  }
}
