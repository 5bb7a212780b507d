import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { neutralise, type ExportSummary, type MovementRow, type RowPages } from './finance-export.rows.js';

// Excel (.xlsx) through ExcelJS's streaming writer (docs/decisions/0042-finance-export.md): each row is committed to
// the zip as it is written, so memory holds a page, not the file. Dates are date cells and amounts number cells, with
// formats that show DD/MM/YYYY and $12.345 in a Chilean Excel; each sheet has a header row and a totals row.

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type Sheet = ExcelJS.Worksheet;
type Value = string | number | Date | null;

const DATE = 'dd/mm/yyyy';
const CLP = '"$"#,##0';
const BOLD = { bold: true };

interface Column { header: string; width: number; numFmt?: string; value: (r: MovementRow) => Value }

/** A calendar day as Excel keeps it: a serial with no time zone, which ExcelJS computes from UTC. */
const day = (ymd: string | null): Date | null => (ymd ? new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(5, 7) - 1, +ymd.slice(8, 10))) : null);
const text = (v: string | null): string | null => (v === null ? null : neutralise(v));

const match: Column[] = [
  { header: 'Fecha del partido', width: 16, numFmt: DATE, value: (r) => day(r.partidoFecha) },
  { header: 'Hora del partido', width: 14, value: (r) => r.partidoHora },
  { header: 'Lugar', width: 28, value: (r) => text(r.lugar) },
];

const PLAYER_COLUMNS: Column[] = [
  { header: 'Fecha', width: 12, numFmt: DATE, value: (r) => day(r.fecha) },
  ...match,
  { header: 'Jugador', width: 26, value: (r) => text(r.jugador) },
  { header: 'Monto', width: 12, numFmt: CLP, value: (r) => r.monto },
  { header: 'Método de pago', width: 16, value: (r) => text(r.metodo) },
  { header: 'Estado', width: 12, value: (r) => r.estado },
  { header: 'Validado por', width: 24, value: (r) => text(r.validadoPor) },
  { header: 'Validado el', width: 12, numFmt: DATE, value: (r) => day(r.validadoEl) },
  { header: 'Notas', width: 40, value: (r) => text(r.notas) },
];

const RENT_COLUMNS: Column[] = [
  { header: 'Fecha de pago', width: 14, numFmt: DATE, value: (r) => day(r.fecha) },
  ...match,
  { header: 'Monto', width: 12, numFmt: CLP, value: (r) => r.monto },
  { header: 'Método de pago', width: 16, value: (r) => text(r.metodo) },
  { header: 'Referencia', width: 18, value: (r) => text(r.referencia) },
  { header: 'Registrado por', width: 24, value: (r) => text(r.validadoPor) },
  { header: 'Registrado el', width: 14, numFmt: DATE, value: (r) => day(r.validadoEl) },
  { header: 'Notas', width: 40, value: (r) => text(r.notas) },
];

/** The sheets' names (the issue's); a test reads them back by name. */
export const SHEETS = { jugadores: 'Pagos de jugadores', arriendos: 'Arriendos', resumen: 'Resumen' } as const;

function addSheet(wb: Workbook, name: string, columns: Column[]): Sheet {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = ws.getRow(1);
  header.font = BOLD;
  header.commit();
  return ws;
}

/** A labelled totals row: the label in the first column, the amount under Monto. */
function totalRow(ws: Sheet, columns: Column[], label: string, amount: number) {
  const values: Value[] = columns.map(() => null);
  values[0] = label;
  values[columns.findIndex((c) => c.header === 'Monto')] = amount;
  const row = ws.addRow(values);
  row.font = BOLD;
  row.commit();
}

/** Waits while the client has not taken what was written: the next page is read only once it has. */
async function room(out: PassThrough) {
  if (out.destroyed) throw new Error('export aborted by the client');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new Error('export aborted by the client');
}

async function writeRows(out: PassThrough, ws: Sheet, columns: Column[], pages: RowPages, each: (r: MovementRow) => void) {
  for await (const page of pages) {
    for (const r of page) {
      ws.addRow(columns.map((c) => c.value(r))).commit();
      each(r);
    }
    await room(out);
  }
}

function writeSummary(wb: Workbook, s: ExportSummary) {
  const ws = wb.addWorksheet(SHEETS.resumen, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [{ header: 'Concepto', width: 44 }, ...s.columnas.map((c) => ({ header: c.titulo, width: 22 }))];
  ws.getRow(1).font = BOLD;
  ws.getRow(1).commit();
  const rows: [string, (t: ExportSummary['columnas'][number]['totales']) => number, string, boolean][] = [
    ['Ingresos (pagos de jugadores aprobados)', (t) => t.totalRecaudado, CLP, false],
    ['Egresos (arriendos)', (t) => t.totalGastado, CLP, false],
    ['Balance (ingresos − egresos)', (t) => t.balance, CLP, true],
    ['Pagos pendientes (Pendiente y Validando)', (t) => t.pagosPendientes, '0', false],
  ];
  for (const [label, of, numFmt, bold] of rows) {
    const row = ws.addRow([label, ...s.columnas.map((c) => of(c.totales))]);
    s.columnas.forEach((_, i) => { row.getCell(i + 2).numFmt = numFmt; });
    if (bold) row.font = BOLD;
    row.commit();
  }
  ws.addRow([]).commit();
  for (const d of s.detalles) {
    const row = ws.addRow([d.etiqueta, d.dia ? day(d.dia) : text(d.texto ?? null)]);
    if (d.dia) row.getCell(2).numFmt = DATE;
    row.commit();
  }
  ws.commit();
}

/**
 * The workbook as a stream: Pagos de jugadores (every state; totals of the approved and of the open ones), Arriendos
 * (total paid) and Resumen. `players` and `rent` are read one page at a time, as the client takes the file.
 */
export function xlsxStream(o: { players: RowPages; rent: RowPages; summary: ExportSummary; creator: string }): Readable {
  const out = new PassThrough();
  const write = async () => {
    // ExcelJS comes with the first export, not at start-up: ~9 MB of heap and ~30 MB of RSS that a server which never
    // exports would keep (docs/decisions/0065)
    const { default: excel } = await import('exceljs');
    const wb = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    wb.creator = o.creator;
    let aprobado = 0;
    let abierto = 0;
    const players = addSheet(wb, SHEETS.jugadores, PLAYER_COLUMNS);
    await writeRows(out, players, PLAYER_COLUMNS, o.players, (r) => {
      if (r.estado === 'Aprobado') aprobado += r.monto;
      else if (r.estado === 'Pendiente' || r.estado === 'Validando') abierto += r.monto;
    });
    totalRow(players, PLAYER_COLUMNS, 'Total aprobado (ingresos)', aprobado);
    totalRow(players, PLAYER_COLUMNS, 'Total por cobrar (Pendiente y Validando)', abierto);
    players.commit();

    let pagado = 0;
    const rent = addSheet(wb, SHEETS.arriendos, RENT_COLUMNS);
    await writeRows(out, rent, RENT_COLUMNS, o.rent, (r) => { pagado += r.monto; });
    totalRow(rent, RENT_COLUMNS, 'Total arriendos (egresos)', pagado);
    rent.commit();

    writeSummary(wb, o.summary);
    await wb.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
