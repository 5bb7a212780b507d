// Formatters for the es-CL interface: CLP amounts, DD/MM/YYYY dates, Chilean RUT, phones.

/** 1234567 → "1.234.567": a number rounded to a whole one and grouped as es-CL writes it, as Intl.NumberFormat('es-CL',
 * { maximumFractionDigits: 0 }) would, without building one (loading the locale's data costs ~25 ms on a phone's
 * first screen; the test compares the two). */
export function groupThousands(n: number): string {
  return formatNumber(n, 0, 0);
}

/** A number as es-CL writes it ("4,5", "1.234,25"), as Number#toLocaleString('es-CL') would with these fraction digits
 * (0 to 3 by default), without Intl's locale load. */
export function formatNumber(value: number, minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits)): string {
  const shortest = String(Math.abs(value)); // Intl rounds the shortest decimal that reads back as the number: 1.005 → 1,01
  if (!Number.isFinite(value) || shortest.includes('e')) return value.toLocaleString('es-CL', { minimumFractionDigits, maximumFractionDigits });
  const [whole, frac = ''] = shortest.split('.');
  let scaled = BigInt(whole + frac.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0'));
  if ((frac[maximumFractionDigits] ?? '0') >= '5') scaled += 1n; // half away from zero, as Intl
  const digits = scaled.toString().padStart(maximumFractionDigits + 1, '0');
  const intPart = digits.slice(0, digits.length - maximumFractionDigits);
  let fracPart = digits.slice(digits.length - maximumFractionDigits);
  while (fracPart.length > minimumFractionDigits && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return (value < 0 || Object.is(value, -0) ? '-' : '') + grouped + (fracPart ? `,${fracPart}` : '');
}

/** 12345 → "$12.345" (spec: CLP with Chilean thousands dots and a $ sign). */
export function formatCLP(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '$0';
  const n = Math.round(amount);
  return (n < 0 ? '-$' : '$') + groupThousands(Math.abs(n));
}

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** "31/12/1990" → "1990-12-31", or null when not a real calendar date. */
export function dmyToIso(value: string): string | null {
  const m = DMY.exec(value.trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  if (!isRealDate(+y!, +mo!, +d!)) return null;
  return `${y}-${mo}-${d}`;
}

/** "1990-12-31" (or an ISO instant) → "31/12/1990". */
export function isoToDmy(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = YMD.exec(value.slice(0, 10));
  if (!m) return null;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** Formats a Date or ISO string as DD/MM/YYYY in the browser's/Node's local calendar. */
export function formatDate(value: Date | string | null | undefined, fallback = 'Fecha no especificada'): string {
  if (!value) return fallback;
  if (typeof value === 'string' && DMY.test(value)) return value;
  if (typeof value === 'string' && YMD.test(value)) return isoToDmy(value)!;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return 'Fecha inválida';
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getFullYear()}`;
}

const WEEKDAY = new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' });

/** "2026-12-10" (or "10/12/2026") → "jueves 10/12": the weekday and day of a date in the coming weeks (mail subjects). */
export function fechaCorta(fecha: string): string {
  const ymd = DMY.test(fecha) ? dmyToIso(fecha) : fecha.slice(0, 10);
  const dmy = isoToDmy(ymd);
  if (!ymd || !dmy) return formatDate(fecha);
  return `${WEEKDAY.format(new Date(`${ymd}T12:00:00Z`))} ${dmy.slice(0, 5)}`;
}

/** "1 jugador ya es parte", "12 jugadores ya son parte": a club's members in words (the join screens). */
export const miembrosTexto = (n: number): string => (n === 1 ? '1 jugador ya es parte' : `${n} jugadores ya son parte`);

// ---------- RUT (módulo 11) ----------

/** Strips dots, dashes and spaces; uppercases the K. */
export function cleanRut(value: string): string {
  return value.replace(/[^0-9kK]/g, '').toUpperCase();
}

export function rutCheckDigit(body: string): string {
  let sum = 0;
  let mul = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * mul;
    mul = mul === 7 ? 2 : mul + 1;
  }
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'K' : String(r);
}

/** Formats while typing: "123456785" → "12.345.678-5". */
export function formatRut(value: string): string {
  const c = cleanRut(value);
  if (c.length <= 1) return c;
  const body = c.slice(0, -1);
  const dv = c.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

export const RUT_FORMAT = /^\d{1,2}(\.\d{3}){2}-[\dkK]$/;

/** Format 12.345.678-5 and a correct check digit (not only the shape). */
export function isValidRut(value: string): boolean {
  if (!RUT_FORMAT.test(value.trim())) return false;
  const c = cleanRut(value);
  return rutCheckDigit(c.slice(0, -1)) === c.slice(-1);
}

// ---------- phone ----------

/** Removes spaces, dashes and parentheses before sending. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** Capitalises each word: "juan pablo" → "Juan Pablo" (auto-capitalised names). */
export function capitalizeWords(value: string): string {
  return value
    .toLocaleLowerCase('es-CL')
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('es-CL'));
}

export function fullName(u: { nombre?: string | null; apellido?: string | null } | null | undefined): string {
  if (!u) return '';
  return [u.nombre, u.apellido].filter(Boolean).join(' ');
}
