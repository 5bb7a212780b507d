import type { Db } from '../../db/client.js';
import { VenueRequestsRepository } from './requests.repository.js';
import { VenuesRepository } from './venues.repository.js';

/** The venue module's repositories over one connection, so a decision and its side effects commit together. */
export class VenuesStore {
  readonly lugares: VenuesRepository;
  readonly requests: VenueRequestsRepository;

  constructor(readonly db: Db) {
    this.lugares = new VenuesRepository(db);
    this.requests = new VenueRequestsRepository(db);
  }

  transaction<T>(fn: (tx: VenuesStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new VenuesStore(tx as unknown as Db)));
  }
}
