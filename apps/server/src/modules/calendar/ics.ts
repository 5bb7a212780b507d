import { TZDate } from '@date-fns/tz';
import { vtimezoneLines } from './vtimezone.js';

// A small iCalendar (RFC 5545) writer: the handful of properties a match needs, with the format's text escaping and
// line folding. Written here rather than taken from a library because the VTIMEZONE has to come from the runtime's
// zone data anyway (vtimezone.ts); the tests read the output back with a real parser (ical.js).

export type IcsStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcsEvent {
  uid: string;
  /** raised whenever the match changes; a calendar keeps the highest version it has seen */
  sequence: number;
  created: Date;
  lastModified: Date;
  /** a start and end instant (written in the calendar's zone), or a whole day (YYYY-MM-DD) while the time is undefined */
  when: { start: Date; end: Date } | { day: string };
  summary: string;
  location: string;
  description: string;
  url: string;
  status: IcsStatus;
  /** whether it blocks the person's time (a waiting-list place does not) */
  busy: boolean;
}

export interface IcsCalendar {
  name: string;
  timezone: string;
  events: IcsEvent[];
  /** when nothing else gives the VTIMEZONE's range (an empty calendar) */
  now: Date;
}

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space. Never splits a UTF-8 character
 * (the line is walked by code points and their byte lengths counted), nor an escape such as "\," (legal, but some
 * calendar apps mishandle a backslash at the end of a line).
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  // the first line holds 75 octets; each continuation 74 after its leading space
  let limit = 75;
  for (const unit of line.match(/\\[\s\S]|[\s\S]/gu) ?? []) {
    const n = Buffer.byteLength(unit);
    if (bytes + n > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
      limit = 74;
    }
    current += unit;
    bytes += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The wall-clock time of an instant in `timezone` as a local DATE-TIME ("20261201T200000"). */
function localStamp(d: Date, timezone: string): string {
  const z = new TZDate(d.getTime(), timezone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}${p(z.getMonth() + 1)}${p(z.getDate())}T${p(z.getHours())}${p(z.getMinutes())}${p(z.getSeconds())}`;
}

const dateValue = (ymd: string) => ymd.replace(/-/g, '');

function nextDay(ymd: string): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const yearOf = (e: IcsEvent) => ('day' in e.when ? Number(e.when.day.slice(0, 4)) : e.when.start.getUTCFullYear());

function eventLines(e: IcsEvent, timezone: string): string[] {
  const when = 'day' in e.when
    ? [`DTSTART;VALUE=DATE:${dateValue(e.when.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(e.when.day))}`]
    : [`DTSTART;TZID=${timezone}:${localStamp(e.when.start, timezone)}`, `DTEND;TZID=${timezone}:${localStamp(e.when.end, timezone)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    // without METHOD, DTSTAMP is when the entry was last revised (§3.8.7.2): the feed is the same bytes until
    // something changes, so its ETag holds
    `DTSTAMP:${utcStamp(e.lastModified)}`,
    `CREATED:${utcStamp(e.created)}`,
    `LAST-MODIFIED:${utcStamp(e.lastModified)}`,
    `SEQUENCE:${e.sequence}`,
    ...when,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL;VALUE=URI:${e.url}`,
    `STATUS:${e.status}`,
    `TRANSP:${e.busy ? 'OPAQUE' : 'TRANSPARENT'}`,
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR, CRLF line ends, folded. */
export function writeCalendar(c: IcsCalendar): string {
  const years = c.events.map(yearOf);
  const fromYear = Math.min(c.now.getUTCFullYear(), ...years);
  const toYear = Math.max(c.now.getUTCFullYear(), ...years);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Partidos//Calendario de partidos//ES',
    'CALSCALE:GREGORIAN',
    // no METHOD: a published calendar, not a scheduling message, so DTSTAMP means "last revised" (§3.8.7.2)
    `NAME:${escapeText(c.name)}`,
    `X-WR-CALNAME:${escapeText(c.name)}`,
    `X-WR-TIMEZONE:${c.timezone}`,
    // how often a subscribed app should look again (RFC 7986, and the older Microsoft property)
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezoneLines(c.timezone, fromYear, toYear),
    ...c.events.flatMap((e) => eventLines(e, c.timezone)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
