import type { FinanzasResumenDto } from '@partidos/shared';

// What the finance export writes (docs/decisions/0042-finance-export.md), independent of the format: one row per
// movement, the summary, and the rule that keeps a cell from being read as a formula.

/** One movement, its days already in APP_TIMEZONE (YYYY-MM-DD); text as stored, neutralised by the writers. */
export interface MovementRow {
  tipo: 'jugador' | 'arriendo';
  id: string;
  /** the movement's instant (ISO 8601): the order, and the cursor of the next page */
  at: string;
  fecha: string;
  partidoFecha: string;
  partidoHora: string | null;
  lugar: string | null;
  /** null on a rent payment */
  jugador: string | null;
  monto: number;
  metodo: string | null;
  /** a player payment's estado; a registered rent payment is 'Pagado' */
  estado: string;
  /** who approved or rejected the payment, or who registered the rent */
  validadoPor: string | null;
  validadoEl: string | null;
  referencia: string | null;
  notas: string | null;
}

/** The rent's estado in the export: registering it is paying it (a rent receipt is always 'aprobado'). */
export const ESTADO_ARRIENDO = 'Pagado';
export const TIPO_TEXTO: Record<MovementRow['tipo'], string> = { jugador: 'Pago de jugador', arriendo: 'Arriendo' };

/** The Resumen sheet: a column of totals per scope (the range, the whole club, the match) and a few details below. */
export interface ExportSummary {
  columnas: { titulo: string; totales: FinanzasResumenDto }[];
  detalles: { etiqueta: string; texto?: string; dia?: string }[];
}

/** A page of rows at a time: what the writers consume, one statement per page behind it. */
export type RowPages = AsyncIterable<MovementRow[]>;

// OWASP "CSV injection": a spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return, which it
// may skip first) as a formula. Such a cell gets a leading apostrophe, so that it is shown as the text it was.
const FORMULA_START = /^[\t\r ]*[=+\-@]|^[\t\r]/;

/** A text cell as a spreadsheet will show it, never run it. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Rows of several ordered sources merged by (instant, id) and handed on `size` at a time. */
export async function* mergePages(sources: RowPages[], size: number): AsyncGenerator<MovementRow[]> {
  const iterators = sources.map((s) => rowsOf(s)[Symbol.asyncIterator]());
  const heads = await Promise.all(iterators.map((it) => it.next()));
  let out: MovementRow[] = [];
  for (;;) {
    let best = -1;
    heads.forEach((h, i) => {
      if (h.done) return;
      const b = best >= 0 ? heads[best]! : undefined;
      if (!b || b.done || before(h.value, b.value)) best = i;
    });
    if (best < 0) break;
    out.push((heads[best] as IteratorYieldResult<MovementRow>).value);
    heads[best] = await iterators[best]!.next();
    if (out.length >= size) { yield out; out = []; }
  }
  if (out.length) yield out;
}

const before = (a: MovementRow, b: MovementRow) => (a.at === b.at ? a.id < b.id : a.at < b.at);

async function* rowsOf(pages: RowPages): AsyncGenerator<MovementRow> {
  for await (const page of pages) yield* page;
}
