import { tzOffset } from '@date-fns/tz';

// A VTIMEZONE for APP_TIMEZONE, written from the runtime's own time-zone data (Intl) rather than from hand-copied DST
// rules: Chile has changed its rules many times (tzdata "Chile" rules 2011–2023), and a VTIMEZONE that disagrees with
// the server's idea of the zone would shift every match by an hour for half the year. Each offset change between
// `fromYear` and `toYear` becomes one observance with its DTSTART; no RRULE is guessed.

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The instants at which `timezone`'s UTC offset changes in [from, to), to the minute, with the offsets around each. */
export function offsetChanges(timezone: string, from: Date, to: Date): { at: Date; from: number; to: number }[] {
  const out: { at: Date; from: number; to: number }[] = [];
  // a day's step finds every change (zones change at most a few times a year); the minute is then found by halving
  let t = from.getTime();
  let before = tzOffset(timezone, from);
  while (t < to.getTime()) {
    const next = Math.min(t + 24 * HOUR, to.getTime());
    const after = tzOffset(timezone, new Date(next));
    if (after !== before) {
      let lo = t; // offset `before`
      let hi = next; // offset `after`
      // both ends are whole minutes (the range starts at midnight UTC), so the middle is one strictly between them
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (tzOffset(timezone, new Date(mid)) === before) lo = mid;
        else hi = mid;
      }
      out.push({ at: new Date(hi), from: before, to: after });
    }
    before = after;
    t = next;
  }
  return out;
}

/** -180 → "-0300" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** tzdata's abbreviation for a numeric zone such as Chile's: "-03", "-0330". */
const tzName = (minutes: number) => (minutes % 60 === 0 ? formatOffset(minutes).slice(0, 3) : formatOffset(minutes));

/** The wall-clock time of an instant at a given offset, as iCalendar's local DATE-TIME ("20260906T000000"). */
const localStamp = (instant: number, offsetMinutes: number) =>
  new Date(instant + offsetMinutes * MINUTE).toISOString().slice(0, 19).replace(/[-:]/g, '');

const cache = new Map<string, string[]>();

/**
 * The VTIMEZONE's lines for `timezone`, valid for instants from 1 January of `fromYear` to 1 January of `toYear + 1`
 * (UTC). The first observance starts in 1970 with the offset in force at the start of the range, so every event of
 * the calendar falls after some observance's DTSTART. An observance is DAYLIGHT when its offset is above the lowest
 * offset of the range, STANDARD otherwise. Kept per zone and years: the zone's data does not change while the process
 * runs.
 */
export function vtimezoneLines(timezone: string, fromYear: number, toYear: number): string[] {
  const key = `${timezone}|${fromYear}|${toYear}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const from = new Date(Date.UTC(fromYear, 0, 1));
  const to = new Date(Date.UTC(toYear + 1, 0, 1));
  const first = tzOffset(timezone, from);
  const changes = offsetChanges(timezone, from, to);
  const standard = Math.min(first, ...changes.map((c) => c.to));
  const observance = (dtstart: string, offFrom: number, offTo: number) => {
    const kind = offTo > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`, `DTSTART:${dtstart}`, `TZOFFSETFROM:${formatOffset(offFrom)}`, `TZOFFSETTO:${formatOffset(offTo)}`,
      `TZNAME:${tzName(offTo)}`, `END:${kind}`,
    ];
  };
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timezone}`,
    `X-LIC-LOCATION:${timezone}`,
    ...observance('19700101T000000', first, first),
    // DTSTART of a change is the wall-clock time just before it, at the offset it changes from (RFC 5545 §3.6.5)
    ...changes.flatMap((c) => observance(localStamp(c.at.getTime(), c.from), c.from, c.to)),
    'END:VTIMEZONE',
  ];
  if (cache.size > 100) cache.clear();
  cache.set(key, lines);
  return lines;
}
