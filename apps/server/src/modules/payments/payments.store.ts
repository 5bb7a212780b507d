import type { Db } from '../../db/client.js';
import { FinanceExportRepository } from './finance-export.repository.js';
import { FinanceRepository } from './finance.repository.js';
import { PaymentsRepository } from './payments.repository.js';
import { ReceiptsInboxRepository } from './receipts-inbox.repository.js';

/**
 * The payments module's repositories over one connection. Inside `transaction` only `tx` may be used: PGlite has
 * one connection, and a query on the root handle would wait for the open transaction forever.
 */
export class PaymentsStore {
  readonly pagos: PaymentsRepository;
  readonly finance: FinanceRepository;
  readonly exports: FinanceExportRepository;
  readonly inbox: ReceiptsInboxRepository;

  constructor(readonly db: Db) {
    this.pagos = new PaymentsRepository(db);
    this.finance = new FinanceRepository(db);
    this.exports = new FinanceExportRepository(db);
    this.inbox = new ReceiptsInboxRepository(db);
  }

  transaction<T>(fn: (tx: PaymentsStore) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new PaymentsStore(tx as unknown as Db)));
  }
}
