import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { setUpClub } from './club-fixture';

// The finance export's journeys (docs/decisions/0042-finance-export.md): a club with money in it, and reading the
// downloaded files back as a spreadsheet would.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/**
 * A club whose Creador Camila has a match of 30.000 (3.000 each): Matías paid (approved, with a note that would be a
 * formula), Javiera owes, and the rent of 20.000 is registered. Income 3.000, expenses 20.000, balance −17.000.
 */
export async function clubWithMoney(request: APIRequestContext, nombre: string) {
  const club = await setUpClub(request, nombre);
  const m = await request.post('/api/partidos', {
    headers: club.camila.headers,
    data: { fecha: fechaEn(5), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1, monto_arriendo: 30000, cuenta_pago_id: club.cuentaId },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  for (const p of [club.matias, club.javiera]) {
    expect((await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).status()).toBe(201);
  }
  const ok = await request.put(`/api/partidos/${partidoId}/pagos/${club.matias.id}/validar`, { headers: club.camila.headers, data: { accion: 'aprobar', notas: '=1+1 en efectivo' } });
  expect(ok.status()).toBe(200);
  const rent = await request.post(`/api/partidos/${partidoId}/pagos/arriendo`, {
    headers: club.camila.headers,
    multipart: { monto: '20000', metodo_pago: 'Efectivo', comprobante: { name: 'boleta.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(rent.status()).toBe(201);
  return { ...club, partidoId };
}

/** "$3.000" / "-$17.000" as the screen shows it → 3000 / −17000. */
export const pesos = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** The club's figures as the Finanzas tab shows them. */
export async function screenTotals(page: Page) {
  const value = async (title: string) =>
    pesos(await page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) }).first().locator('.ant-statistic-content').innerText());
  return { recaudado: await value('Total recaudado'), gastado: await value('Total gastado'), balance: await value('Balance') };
}

export async function bytesOf(download: Download): Promise<Buffer> {
  const { readFileSync } = await import('node:fs');
  return readFileSync(await download.path());
}

/** RFC 4180 with ';' and a BOM: the rows as records by header. */
export function csvRecords(body: Buffer): Record<string, string>[] {
  const text = body.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') { cell += '"'; i++; } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ';') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell); rows.push(row); row = []; cell = ''; i++;
    } else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  const [header, ...data] = rows;
  return data.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

export async function loadXlsx(body: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}
