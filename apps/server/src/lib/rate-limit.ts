import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import type { Clock } from './clock.js';

export interface RateRule { name: string; max: number; windowMs: number }

// Limits chosen to stop password guessing and mail bombing while never bothering a person who mistypes.
export const RATE_RULES = {
  loginPerAccount: { name: 'login-account', max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { name: 'login-ip', max: 50, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords for one account from every address together: past 20 in 15 minutes, only the addresses that
   * signed in to it before (loginKnownAddress) may still try (docs/decisions/0002).
   */
  loginFailuresPerAccount: { name: 'login-fail', max: 20, windowMs: 15 * 60_000 },
  /** An address that signed in to an account, for 90 days after its first success (count > 0 is "known"). */
  loginKnownAddress: { name: 'login-known', max: 0, windowMs: 90 * 24 * 60 * 60_000 },
  register: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  forgotPerAccount: { name: 'forgot-account', max: 3, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot-ip', max: 20, windowMs: 60 * 60_000 },
  resetPerIp: { name: 'reset-ip', max: 30, windowMs: 60 * 60_000 },
  // invitation codes are 8 of 31 characters; this makes guessing hopeless without bothering a typo-prone person
  joinByCode: { name: 'join-code-user', max: 30, windowMs: 60 * 60_000 },
  // the invitation landing is anonymous: per address, generous enough for a club's shared Wi-Fi
  inviteLinkPerIp: { name: 'invite-link-ip', max: 300, windowMs: 60 * 60_000 },
  // …but codes that do not exist are what guessing looks like: 30 an hour per address, as joinByCode per person
  inviteCodeMissesPerIp: { name: 'invite-miss-ip', max: 30, windowMs: 60 * 60_000 },
  // an answer from a push notification's signed link (docs/decisions/0081), counted once the link is valid
  answerLinkPerIp: { name: 'answer-link-ip', max: 300, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** The answer past a limit: 429 'Demasiados intentos…'. */
export const tooManyAttempts = () => new AppError('TOO_MANY_REQUESTS', 'demasiadosIntentos');

/**
 * Fixed-window counter in the database (not in memory: several server processes must share it).
 * One upsert per hit; throws 429 with the Spanish message when over the limit.
 */
export class RateLimiter {
  constructor(private db: Db, private clock: Clock, private enabled = true, private scale = 1) {}

  /** Counts one more of `subject` and refuses (429) past the rule's limit. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    if ((await this.record(rule, subject)) > this.limit(rule)) throw tooManyAttempts();
  }

  /** Counts one more of `subject` in the rule's window (a new window once the last one ended); the count after it. */
  async record(rule: RateRule, subject: string): Promise<number> {
    if (!this.enabled) return 0;
    const key = this.key(rule, subject);
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const res = await this.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowStart.toISOString()} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else rate_limits.window_start end
      returning count`);
    return Number((res as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  }

  /** How many of `subject` the rule's current window holds (0 once it ended). */
  async count(rule: RateRule, subject: string): Promise<number> {
    const windowStart = new Date(this.clock.now().getTime() - rule.windowMs);
    const res = await this.db.execute<{ count: number }>(sql`
      select count from rate_limits where key = ${this.key(rule, subject)} and window_start > ${windowStart.toISOString()}`);
    return Number((res as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  }

  /** Whether `subject` is past the rule's limit, without counting (always false with the limits off). */
  async over(rule: RateRule, subject: string): Promise<boolean> {
    return this.enabled && (await this.count(rule, subject)) >= this.limit(rule);
  }

  private limit(rule: RateRule): number { return rule.max * this.scale; }
  private key(rule: RateRule, subject: string): string { return `${rule.name}:${subject}`.slice(0, 300); }

  /** Drops the counters whose rule's window ended (a counter past its window starts again from 1 anyway). */
  async purgeExpired(): Promise<void> {
    const now = this.clock.now().getTime();
    const rules = Object.values(RATE_RULES);
    const longest = Math.max(...rules.map((r) => r.windowMs));
    // each rule's rows by its own window; a key of no rule, by the longest
    const cutoffs = sql.join(rules.map((r) => sql`(${r.name}, ${new Date(now - r.windowMs).toISOString()}::timestamptz)`), sql`, `);
    await this.db.execute(sql`
      delete from rate_limits r
      where r.window_start < coalesce(
        (select c.cutoff from (values ${cutoffs}) as c(name, cutoff) where c.name = split_part(r.key, ':', 1)),
        ${new Date(now - longest).toISOString()}::timestamptz)`);
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${this.key(rule, subject)}`);
  }
}
