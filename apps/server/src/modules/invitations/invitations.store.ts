import type { Db } from '../../db/client.js';
import { InvitationsRepository } from './invitations.repository.js';
import { LinksRepository } from './links.repository.js';

/**
 * The invitations module's repositories over one connection. Inside `transaction` only `tx` may be used: PGlite has
 * one connection, and a query on the root handle would wait for the open transaction forever.
 */
export class InvitationsStore {
  readonly invitaciones: InvitationsRepository;
  readonly links: LinksRepository;

  constructor(readonly db: Db) {
    this.invitaciones = new InvitationsRepository(db);
    this.links = new LinksRepository(db);
  }

  transaction<T>(fn: (tx: InvitationsStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new InvitationsStore(tx as unknown as Db)));
  }
}
