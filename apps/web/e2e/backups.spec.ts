import { axeFor } from './browser';
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

// The administrator makes a backup now and downloads it (docs/decisions/0021-backups.md).

test('the administrator makes a backup now and downloads it', async ({ page }) => {
  await signIn(page, ADMIN.correo, ADMIN.password);
  await expect(page).toHaveURL('/');

  // reached from the administration menu
  await page.getByRole('button', { name: 'Administración' }).hover();
  await page.getByRole('link', { name: 'Respaldos' }).click();
  await expect(page).toHaveURL('/admin/respaldos');
  await expect(page.getByRole('heading', { name: 'Respaldos', level: 1 })).toBeVisible();
  // the server under test has made none: its scheduler is off
  await expect(page.getByText('Aún no hay respaldos')).toBeVisible();
  await expect(page.getByText('Cada día a las 03:00 se guarda un respaldo automático; se conservan los 7 más recientes.')).toBeVisible();

  await page.getByRole('button', { name: 'Respaldar ahora' }).click();
  await expect(page.getByText('Respaldo creado exitosamente')).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Descargar respaldo del/ }) });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(rows.first()).toContainText(/\d+(,\d)? (KB|MB)/);
  await expect(page.getByText('Aún no hay respaldos')).toBeHidden();
  // the page as it stays: the toast and the menu's pop-up fade (mid-animation, their colours read as low contrast)
  await page.mouse.move(640, 700);
  await expect(page.getByText('Respaldo creado exitosamente')).toBeHidden();
  await expect(page.locator('.app-menu__popup:visible')).toHaveCount(0);
  const axe = await axeFor(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await rows.first().getByRole('button', { name: /^Descargar respaldo del/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^partidos-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.respaldo$/);
  const file = await download.path();
  expect(statSync(file).size).toBeGreaterThan(0);
});
