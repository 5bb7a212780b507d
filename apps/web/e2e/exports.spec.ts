import { axeFor } from './browser';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { bytesOf, clubWithMoney, csvRecords, loadXlsx, screenTotals } from './export-fixture';

// The finance export (docs/decisions/0042-finance-export.md): from the club's Finanzas tab the organiser downloads the
// month as Excel and as CSV, and a match's payments from its payment panel; the files' totals are the screen's.

const monthStart = () => {
  const [d, m, y] = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date()).split(/[-/]/);
  return { dmy: `01/${m}/${y}`, ymd: `${y}-${m}-01`, day: d };
};

test('the organiser downloads the Finanzas tab as Excel and CSV, and a match\'s payments', async ({ page, request }) => {
  test.setTimeout(150_000);
  const club = await clubWithMoney(request, 'Club Exporta Ñuñoa');
  await signIn(page, club.camila.correo, club.camila.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/clubes/${club.clubId}?tab=finanzas`);
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total recaudado' })).toContainText('$3.000');
  const screen = await screenTotals(page);
  expect(screen).toEqual({ recaudado: 3000, gastado: 20000, balance: -17000 });

  // Excel, the default, for the current month in Chile
  await page.getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar finanzas' });
  await expect(dialog.getByPlaceholder('Desde')).toHaveValue(monthStart().dmy);
  await expect(dialog.getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
  await page.screenshot({ path: '/tmp/exp-modal-1280.png' });
  const axe = await axeFor(page).include('.ant-modal').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const xlsxDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^finanzas-club-exporta-nunoa-${monthStart().ymd}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  await expect(page.getByText('Archivo descargado')).toBeVisible();
  await expect(dialog).toBeHidden();
  const wb = await loadXlsx(await bytesOf(xlsx));
  expect(wb.worksheets.map((w) => w.name)).toEqual(['Pagos de jugadores', 'Arriendos', 'Resumen']);
  const resumen = wb.getWorksheet('Resumen')!;
  const figures = [2, 3, 4].map((r) => resumen.getRow(r).getCell(3).value);
  expect(figures).toEqual([screen.recaudado, screen.gastado, screen.balance]);
  expect([2, 3, 4].map((r) => resumen.getRow(r).getCell(2).value)).toEqual([screen.recaudado, screen.gastado, screen.balance]);
  const pagos = wb.getWorksheet('Pagos de jugadores')!;
  expect(pagos.getRow(2).getCell(1).value).toBeInstanceOf(Date);
  expect(pagos.getRow(2).getCell(6).numFmt).toBe('"$"#,##0');
  const notas: unknown[] = [];
  pagos.eachRow((row) => notas.push(row.getCell(11).value));
  expect(notas).toContain("'=1+1 en efectivo");

  // CSV of the same month
  await page.getByRole('button', { name: 'Exportar' }).click();
  await dialog.getByRole('radio', { name: 'CSV' }).check();
  // the dialog sends Excel users to the .xlsx
  await expect(dialog.getByText('¿Usas Excel? Elige Excel (.xlsx)', { exact: false })).toBeVisible();
  const csvDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^finanzas-club-exporta-nunoa-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = csvRecords(await bytesOf(csv));
  expect(records).toHaveLength(3);
  const sum = (keep: (r: Record<string, string>) => boolean) => records.filter(keep).reduce((s, r) => s + Number(r.Monto), 0);
  const ingresos = sum((r) => r.Tipo === 'Pago de jugador' && r.Estado === 'Aprobado');
  const egresos = sum((r) => r.Tipo === 'Arriendo');
  expect([ingresos, egresos, ingresos - egresos]).toEqual([screen.recaudado, screen.gastado, screen.balance]);
  // ISO days: no spreadsheet in any locale reads them as another date
  for (const r of records) expect(r.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(records.find((r) => r.Estado === 'Aprobado')).toMatchObject({ Jugador: 'Matías González', 'Validado por': 'Camila Rojas', Notas: "'=1+1 en efectivo" });

  // a failed download shows the server's Spanish message and keeps the dialog open
  await page.route('**/api/clubes/*/finanzas/exportar?*', (route) => route.fulfill({
    status: 400, contentType: 'application/json',
    body: JSON.stringify({ success: false, code: 'DATOS_INVALIDOS', message: 'El rango de fechas no puede superar los 366 días' }),
  }));
  await page.getByRole('button', { name: 'Exportar' }).click();
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El rango de fechas no puede superar los 366 días');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/clubes/*/finanzas/exportar?*');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // one match's payments from its payment panel
  await page.goto(`/partidos/${club.partidoId}`);
  const panel = page.locator('.ant-card').filter({ hasText: 'Gestión de Pagos' });
  await panel.getByRole('button', { name: 'Exportar' }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await page.screenshot({ path: '/tmp/exp-panel-1280.png' });
  const matchDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const matchCsv = await matchDownload;
  expect(matchCsv.suggestedFilename()).toMatch(/^pagos-club-exporta-nunoa-partido-\d{4}-\d{2}-\d{2}\.csv$/);
  const matchRecords = csvRecords(await bytesOf(matchCsv));
  expect(matchRecords.map((r) => [r.Tipo, r.Monto, r.Estado]).sort()).toEqual([
    ['Arriendo', '20000', 'Pagado'], ['Pago de jugador', '3000', 'Aprobado'], ['Pago de jugador', '3000', 'Pendiente'],
  ]);
  await panel.getByRole('button', { name: 'Exportar' }).click();
  const matchXlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const matchWb = await loadXlsx(await bytesOf(await matchXlsxDownload));
  expect(matchWb.getWorksheet('Resumen')!.getRow(4).getCell(2).value).toBe(3000 - 20000);
});
