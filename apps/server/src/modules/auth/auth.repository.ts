import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';

export class AuthRepository {
  constructor(private db: Db) {}

  async insertResetToken(values: typeof passwordResetTokens.$inferInsert) {
    await this.db.insert(passwordResetTokens).values(values);
  }

  async findLiveResetToken(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .limit(1);
    return row;
  }

  /** Marks the token used only if it still is live: of two concurrent resets exactly one wins. */
  async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  }

  /** A new link makes the older ones of the same user stop working. */
  async invalidateResetTokensOf(userId: string, now: Date) {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }

  async purgeResetTokens(now: Date) {
    await this.db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  }
}
