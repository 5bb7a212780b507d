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
});
