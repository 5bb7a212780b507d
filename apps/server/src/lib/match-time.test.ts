import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayDeadline, startInstant, timeIn } from './match-time.js';

const TZ = 'America/Santiago';

describe('match time in America/Santiago', () => {
  it('uses -03:00 in summer and -04:00 in winter', () => {
    expect(startInstant('2026-12-15', '20:00', TZ).toISOString()).toBe('2026-12-15T23:00:00.000Z');
    expect(startInstant('2026-07-15', '20:00', TZ).toISOString()).toBe('2026-07-16T00:00:00.000Z');
  });

  it('moves a time that does not exist on the spring-forward night to the next valid one', () => {
    // Chile skips 00:00–01:00 on 6 September 2026
    expect(startInstant('2026-09-06', '00:30', TZ).toISOString()).toBe('2026-09-06T04:30:00.000Z');
  });

  it('finds 23:59 of the match day as the deadline for undefined details', () => {
    expect(endOfDayDeadline('2026-12-15', TZ).toISOString()).toBe('2026-12-16T02:59:00.000Z');
  });

  it('reads the calendar day and the time of an instant in the zone', () => {
    const i = new Date('2026-12-16T02:30:00Z');
    expect(dayIn(i, TZ)).toBe('2026-12-15');
    expect(timeIn(i, TZ)).toBe('23:30');
  });

  it("gives every minute's wall-clock time as TZDate does, across both of a year's changes and in other zones", () => {
    const byTzDate = (ms: number, tz: string) => {
      const z = new TZDate(ms, tz);
      return `${String(z.getHours()).padStart(2, '0')}:${String(z.getMinutes()).padStart(2, '0')}`;
    };
    // the nights Chile's clock goes back (5 April 2026) and forward (6 September 2026), a minute at a time
    for (const from of ['2026-04-04T23:00:00Z', '2026-09-06T01:00:00Z']) {
      for (let ms = Date.parse(from); ms < Date.parse(from) + 10 * 3_600_000; ms += 60_000) expect(timeIn(new Date(ms), TZ)).toBe(byTzDate(ms, TZ));
    }
    // zones a quarter or half an hour off, before 1970 and in the UTC day's last minutes
    for (const tz of ['Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Easter', 'UTC']) {
      for (const [at, hours] of [['1969-12-31T22:00:00Z', 3], ['2026-04-04T00:00:00Z', 48], ['2026-10-03T00:00:00Z', 48], ['2026-12-31T22:00:00Z', 3]] as const) {
        for (let ms = Date.parse(at); ms < Date.parse(at) + hours * 3_600_000; ms += 7 * 60_000) expect(timeIn(new Date(ms), tz)).toBe(byTzDate(ms, tz));
      }
    }
    // changes at a minute past midnight (St. John's until 2011, Gaza in 2011), a minute at a time
    for (const [tz, from] of [['America/St_Johns', '2006-04-02T03:00:00Z'], ['America/St_Johns', '2006-10-29T02:00:00Z'], ['Asia/Gaza', '2011-03-31T21:30:00Z']] as const) {
      for (let ms = Date.parse(from); ms < Date.parse(from) + 2 * 3_600_000; ms += 60_000) expect(timeIn(new Date(ms), tz)).toBe(byTzDate(ms, tz));
    }
  });
});
