import { TZDate, tzOffset } from '@date-fns/tz';

// Match dates and times are wall-clock values in APP_TIMEZONE (docs/product/README.md). Chile has daylight
// saving, so instants come from a time-zone library, never from a fixed offset.

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const HM = /^(\d{2}):(\d{2})$/;

function parts(fecha: string): [number, number, number] {
  const m = YMD.exec(fecha);
  if (!m) throw new Error(`fecha inválida: ${fecha}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/** The instant a match starts: fecha (YYYY-MM-DD) at hora (HH:mm) in `timezone`. */
export function startInstant(fecha: string, hora: string, timezone: string): Date {
  const [y, mo, d] = parts(fecha);
  const m = HM.exec(hora);
  if (!m) throw new Error(`hora inválida: ${hora}`);
  return new Date(new TZDate(y, mo, d, Number(m[1]), Number(m[2]), 0, timezone).getTime());
}

/** 23:59 of fecha in `timezone`: the deadline for completing a match's undefined details (docs/product/matches.md). */
export function endOfDayDeadline(fecha: string, timezone: string): Date {
  return startInstant(fecha, '23:59', timezone);
}

/** The calendar day (YYYY-MM-DD) of an instant in `timezone`. */
export function dayIn(instant: Date, timezone: string): string {
  const z = new TZDate(instant.getTime(), timezone);
  const mm = String(z.getMonth() + 1).padStart(2, '0');
  const dd = String(z.getDate()).padStart(2, '0');
  return `${z.getFullYear()}-${mm}-${dd}`;
}

// A zone's offset from UTC changes only at whole minutes of UTC (every change since 1972; before, a few zones kept
// offsets with seconds), so it is looked up once per minute and zone: a TZDate built for every match answer was
// 1.1 % of the server's thread under the sign-up load (docs/decisions/0061). A match's answers ask for the same few
// minutes (its end) again and again.
const offsets = new Map<string, number>();

/** Minutes (possibly with a fraction, for an old offset with seconds) that `timezone` is ahead of UTC at `ms`. */
function offsetAt(ms: number, timezone: string): number {
  const minute = Math.floor(ms / 60_000);
  const key = `${timezone}\u0000${minute}`;
  let minutes = offsets.get(key);
  if (minutes === undefined) {
    if (offsets.size >= 10_000) offsets.clear();
    minutes = tzOffset(timezone, new Date(minute * 60_000));
    offsets.set(key, minutes);
  }
  return minutes;
}

/** The wall-clock time (HH:mm) of an instant in `timezone`. */
export function timeIn(instant: Date, timezone: string): string {
  const ms = instant.getTime();
  const minuteOfDay = ((Math.floor((ms + offsetAt(ms, timezone) * 60_000) / 60_000) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** "DD/MM/YYYY HH:mm" of an instant on the clock of `timezone` (what a message shows a person). */
export function formatDateTime(instant: Date, timezone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
