import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import type { Clock } from './clock.js';

export interface RateRule { name: string; max: number; windowMs: number }

// Limits chosen to stop password guessing and mail bombing while never bothering a person who mistypes.
export const RATE_RULES = {
  loginPerAccount: { name: 'login-account', max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { name: 'login-ip', max: 50, windowMs: 15 * 60_000 },
  register: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', max: 3, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot-ip', max: 20, windowMs: 60 * 60_000 },
  resetPerIp: { name: 'reset-ip', max: 30, windowMs: 60 * 60_000 },
  // invitation codes are 8 of 31 characters; this makes guessing hopeless without bothering a typo-prone person
  joinByCode: { name: 'join-code-user', max: 30, windowMs: 60 * 60_000 },
  // the invitation landing is anonymous: per address, generous enough for a club's shared Wi-Fi
  inviteLinkPerIp: { name: 'invite-link-ip', max: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * Fixed-window counter in the database (not in memory: several server processes must share it).
 * One upsert per hit; throws 429 with the Spanish message when over the limit.
 */
export class RateLimiter {
  constructor(private db: Db, private clock: Clock, private enabled = true, private scale = 1) {}

  async hit(rule: RateRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    const key = `${rule.name}:${subject}`.slice(0, 300);
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const res = await this.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowStart.toISOString()} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
      returning count`);
    const rows = (res as unknown as { rows: { count: number }[] }).rows;
    if (Number(rows[0]?.count ?? 0) > rule.max * this.scale) throw new AppError('TOO_MANY_REQUESTS', 'demasiadosIntentos');
  }

  /** Drops the counters whose window ended: past the longest window a counter starts again from 1 anyway. */
  async purgeExpired(): Promise<void> {
    const longest = Math.max(...Object.values(RATE_RULES).map((r) => r.windowMs));
    await this.db.execute(sql`delete from rate_limits where window_start < ${new Date(this.clock.now().getTime() - longest).toISOString()}`);
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${`${rule.name}:${subject}`.slice(0, 300)}`);
  }
}
