import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { bytesOf, clubWithMoney, csvRecords } from './export-fixture';

// The finance export at 390 px (docs/decisions/0042-finance-export.md): the dialog, its date pickers and the payment
// panel's button fit the phone, and the download works there too.

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('on a phone the export dialog fits and downloads', async ({ page, request }) => {
  test.setTimeout(120_000);
  const club = await clubWithMoney(request, 'Club Exporta Móvil');
  await signIn(page, club.camila.correo, club.camila.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/clubes/${club.clubId}?tab=finanzas`);
  await page.getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar finanzas' });
  await expect(dialog.getByRole('button', { name: 'Descargar' })).toBeVisible();
  await page.screenshot({ path: '/tmp/exp-modal-390.png' });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  // one month per end: each calendar opens inside the screen, the right one too
  for (const end of ['Desde', 'Hasta']) {
    await dialog.getByPlaceholder(end).click();
    const picker = page.locator('.ant-picker-dropdown:visible');
    await expect(picker).toBeVisible();
    if (end === 'Hasta') await page.screenshot({ path: '/tmp/exp-picker-390.png' });
    const pickerBox = (await picker.boundingBox())!;
    expect(pickerBox.x).toBeGreaterThanOrEqual(0);
    expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(390);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }
  // the presets are buttons: last month, then back to this one
  const desde = await dialog.getByPlaceholder('Desde').inputValue();
  await dialog.getByRole('button', { name: 'Mes anterior' }).click();
  await expect(dialog.getByPlaceholder('Desde')).not.toHaveValue(desde);
  await expect(dialog.getByPlaceholder('Desde')).toHaveValue(/^01\/\d{2}\/\d{4}$/);
  await dialog.getByRole('button', { name: 'Este mes' }).click();
  await expect(dialog.getByPlaceholder('Desde')).toHaveValue(desde);

  await dialog.getByRole('radio', { name: 'CSV' }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar' }).click();
  const records = csvRecords(await bytesOf(await downloading));
  expect(records).toHaveLength(3);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/partidos/${club.partidoId}`);
  // on a phone the match page folds its organiser panels; the export is a full-width button at the panel's end,
  // so the panel's header keeps its title and 'Pago de arriendo'
  await page.getByRole('button', { name: 'Pagos del partido' }).click();
  await page.getByText('Gestión de Pagos', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/exp-panel-390.png' });
  const exportar = page.getByRole('button', { name: 'Exportar pagos' });
  await exportar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/exp-panel-export-390.png' });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await exportar.click();
  const matchDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  expect((await matchDownload).suggestedFilename()).toMatch(/\.xlsx$/);
});
