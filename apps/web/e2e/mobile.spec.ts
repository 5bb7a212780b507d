import { expect, test } from '@playwright/test';

test('the login page on a phone: no promo panel, the form fits and validates', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText('Únete a la comunidad')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Por favor ingresa tu correo')).toBeVisible();
  await expect(page.getByText('Por favor ingresa tu contraseña')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await expect(page.getByText('Ingresa un correo válido')).toBeVisible();
});
