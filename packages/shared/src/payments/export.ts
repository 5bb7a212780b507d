// The finance export (docs/decisions/0042-finance-export.md): a club's movements of a date range, or one match's
// payments, as CSV or Excel. The query strings, the range rule and the file names, shared by the server (which
// checks them) and the web app (which offers the same defaults and names the file the same way).
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { filterDate, isPlainObject } from '../clubs/schemas.js';
import { dropEmpty } from '../users/schemas.js';

export const FORMATOS_EXPORTACION = ['csv', 'xlsx'] as const;
export type FormatoExportacion = (typeof FORMATOS_EXPORTACION)[number];

/** A year, leap day included: a treasurer's yearly report fits; anything larger is a 400 (and is not streamed for nothing). */
export const EXPORTACION_RANGO_MAX_DIAS = 366;

/** The MIME type of each format (the answer's Content-Type, the blob's type in the browser). */
export const TIPOS_EXPORTACION: Record<FormatoExportacion, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const dayNumber = (ymd: string) => Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10)) / 86_400_000;

/** Calendar days from `desde` to `hasta`, both included: 2025-03-01 → 2025-03-31 is 31. */
export const diasDelRango = (desde: string, hasta: string): number => dayNumber(hasta) - dayNumber(desde) + 1;

/** The calendar month of a day (YYYY-MM-DD): the export's default range, the current month in APP_TIMEZONE. */
export function mesDe(dia: string): { desde: string; hasta: string } {
  const y = +dia.slice(0, 4);
  const m = +dia.slice(5, 7);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { desde: `${dia.slice(0, 7)}-01`, hasta: `${dia.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

const formato = z.enum(FORMATOS_EXPORTACION, { error: MSG.formatoExportacionInvalido }).default('csv');

/**
 * GET /clubes/{id}/finanzas/exportar: the format (csv by default) and an inclusive range of calendar days in
 * APP_TIMEZONE. Either end may be left out (the server takes the current month's); with both, at most 366 days.
 */
export const exportarFinanzasQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z
    .object({ formato, desde: filterDate.optional(), hasta: filterDate.optional() })
    .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, { message: MSG.rangoFechasInvalido, path: ['hasta'] })
    .refine((q) => !q.desde || !q.hasta || diasDelRango(q.desde, q.hasta) <= EXPORTACION_RANGO_MAX_DIAS, {
      message: MSG.rangoExportacionMax,
      path: ['hasta'],
    }),
);
export type ExportarFinanzasQuery = z.infer<typeof exportarFinanzasQuerySchema>;

/** GET /partidos/{id}/pagos/exportar: every payment of the match, so only the format. */
export const exportarPagosPartidoQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({ formato }),
);
export type ExportarPagosPartidoQuery = z.infer<typeof exportarPagosPartidoQuerySchema>;

/**
 * A name as a file name's part: ASCII, lowercase, words joined by hyphens ('Club Ñuñoa F.C.' → 'club-nunoa-f-c'),
 * at most 60 characters; `fallback` when nothing is left (a name made of emoji).
 */
export function slugArchivo(text: string, fallback = 'club'): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || fallback;
}

/** finanzas-<club>-<desde>-<hasta>.<ext> (docs/decisions/0042). */
export const nombreArchivoFinanzas = (club: string, desde: string, hasta: string, f: FormatoExportacion): string =>
  `finanzas-${slugArchivo(club)}-${desde}-${hasta}.${f}`;

/** pagos-<club>-partido-<fecha YYYY-MM-DD>.<ext>: a match's payments. */
export const nombreArchivoPagosPartido = (club: string, fecha: string, f: FormatoExportacion): string =>
  `pagos-${slugArchivo(club)}-partido-${fecha}.${f}`;
