import ExcelJS from 'exceljs';

// Reading the finance export back, as a spreadsheet would: the CSV by RFC 4180 with ';', the .xlsx with ExcelJS.

/** Rows of cells; quoted cells may hold ';', '"' (doubled) and line breaks. */
export function parseCsv(text: string, sep = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') { cell += '"'; i++; } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === sep) { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell); rows.push(row); row = []; cell = ''; i++;
    } else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** The CSV's rows as records by header; also checks the BOM. */
export function csvRecords(body: Buffer): { header: string[]; records: Record<string, string>[] } {
  const text = body.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('no BOM');
  const [header, ...rows] = parseCsv(text.slice(1));
  return { header: header!, records: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))) };
}

export async function loadXlsx(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's rows as arrays of cell values (1-based columns shifted to 0), the header first. */
export function sheetRows(ws: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const out: ExcelJS.CellValue[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    out.push(Array.from({ length: ws.columnCount }, (_, i) => row.getCell(i + 1).value));
  });
  return out;
}

/** The sum of the CSV's Monto of the rows that `keep` keeps. */
export const sumOf = (records: Record<string, string>[], keep: (r: Record<string, string>) => boolean) =>
  records.filter(keep).reduce((s, r) => s + Number(r.Monto), 0);
