import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubPaymentAccounts, type PaymentAccountRow } from '../../db/schema/index.js';

export type PaymentAccountValues = Omit<typeof clubPaymentAccounts.$inferInsert, 'id' | 'clubId' | 'createdAt' | 'updatedAt'>;

export class PaymentAccountsRepository {
  constructor(private db: Db) {}

  async listOf(clubId: string): Promise<PaymentAccountRow[]> {
    return this.db
      .select()
      .from(clubPaymentAccounts)
      .where(eq(clubPaymentAccounts.clubId, clubId))
      .orderBy(asc(clubPaymentAccounts.createdAt), asc(clubPaymentAccounts.id));
  }

  async insert(values: typeof clubPaymentAccounts.$inferInsert): Promise<PaymentAccountRow> {
    const [row] = await this.db.insert(clubPaymentAccounts).values(values).returning();
    return row!;
  }

  /** Scoped by club in the where: an account id from another club is "not found". */
  async update(id: string, clubId: string, values: PaymentAccountValues, now: Date): Promise<PaymentAccountRow | undefined> {
    const [row] = await this.db
      .update(clubPaymentAccounts)
      .set({ ...values, updatedAt: now })
      .where(and(eq(clubPaymentAccounts.id, id), eq(clubPaymentAccounts.clubId, clubId)))
      .returning();
    return row;
  }

  async delete(id: string, clubId: string): Promise<boolean> {
    const rows = await this.db
      .delete(clubPaymentAccounts)
      .where(and(eq(clubPaymentAccounts.id, id), eq(clubPaymentAccounts.clubId, clubId)))
      .returning({ id: clubPaymentAccounts.id });
    return rows.length > 0;
  }
}
