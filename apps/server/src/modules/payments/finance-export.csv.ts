import { Readable } from 'node:stream';
import { TIPO_TEXTO, neutralise, type MovementRow, type RowPages } from './finance-export.rows.js';

// CSV for Excel in es-CL (docs/decisions/0042-finance-export.md): UTF-8 with a BOM (or Excel reads it as Windows-1252),
// ';' between cells (the list separator of a Spanish-language Windows, where ',' is the decimal comma), CRLF line ends,
// amounts as whole pesos without separators, so that they arrive as numbers. Dates ISO (YYYY-MM-DD): every
// spreadsheet, in any locale, reads them as the right date, where 10/12/2026 is October 12 in a US-English one
// (docs/decisions/0079). The .xlsx carries real dates shown DD/MM/YYYY.

const BOM = '\uFEFF';
const SEP = ';';
const EOL = '\r\n';

export const CSV_COLUMNS = [
  'Tipo', 'Fecha', 'Fecha del partido', 'Hora del partido', 'Lugar', 'Jugador', 'Monto', 'Método de pago', 'Estado',
  'Validado por', 'Validado el', 'Referencia', 'Notas',
] as const;

/** RFC 4180 quoting with ';': a cell holding the separator, a quote or a line break goes between quotes. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralise(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** the day as YYYY-MM-DD */
const iso = (day: string | null) => (day ? day.slice(0, 10) : null);

function line(r: MovementRow): string {
  return [
    TIPO_TEXTO[r.tipo], iso(r.fecha), iso(r.partidoFecha), r.partidoHora, r.lugar, r.jugador, r.monto, r.metodo, r.estado,
    r.validadoPor, iso(r.validadoEl), r.referencia, r.notas,
  ].map(cell).join(SEP) + EOL;
}

/** The file as a stream: the header, then one chunk per page; the next page is read only when the client takes more. */
export function csvStream(pages: RowPages): Readable {
  async function* chunks() {
    yield Buffer.from(BOM + CSV_COLUMNS.join(SEP) + EOL, 'utf8');
    for await (const page of pages) yield Buffer.from(page.map(line).join(''), 'utf8');
  }
  return Readable.from(chunks(), { objectMode: false });
}
