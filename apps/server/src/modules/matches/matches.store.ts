import type { Db } from '../../db/client.js';
import { MatchesRepository } from './matches.repository.js';
import { RosterRepository } from './roster.repository.js';

/**
 * The match module's repositories over one connection. Inside `transaction` only `tx` may be used: PGlite has
 * one connection, and a query on the root handle would wait for the open transaction forever.
 */
export class MatchesStore {
  readonly partidos: MatchesRepository;
  readonly roster: RosterRepository;

  constructor(readonly db: Db) {
    this.partidos = new MatchesRepository(db);
    this.roster = new RosterRepository(db);
  }

  transaction<T>(fn: (tx: MatchesStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MatchesStore(tx as unknown as Db)));
  }
}
