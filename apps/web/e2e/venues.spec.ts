import { expect, test } from '@playwright/test';
import { ADMIN, createClubApi, createUser, signIn } from './helpers';

// A Creador creates a venue and asks for its validation; the administrador approves it from the venue
// detail; a member of another club then sees it.
test('a venue goes from club-only to global through a validation request', async ({ page, browser, request }) => {
  const creador = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  await createClubApi(request, creador.token, 'Los Cracks de Ñuñoa');
  const otro = await createUser(request, { nombre: 'Matías', apellido: 'González' });
  await createClubApi(request, otro.token, 'Club Deportivo Providencia');

  // the Creador creates the venue
  await signIn(page, creador.correo, creador.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Lugares', exact: true }).click();
  await expect(page.getByText('No se encontraron lugares')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Primer Lugar' }).click();
  await expect(page).toHaveURL('/lugares/crear');
  await page.getByLabel('Nombre', { exact: true }).fill('Complejo Los Robles');
  await page.getByLabel('Dirección', { exact: true }).fill('Av. Los Robles 1234, Ñuñoa');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
  await page.getByLabel('Sitio web').fill('no es una url');
  await page.getByRole('button', { name: 'Crear Lugar' }).click();
  await expect(page.getByText('Por favor ingresa una URL válida')).toBeVisible();
  await page.getByLabel('Sitio web').fill('https://losrobles.cl');
  await page.getByRole('button', { name: 'Crear Lugar' }).click();
  await expect(page.getByText('Lugar creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL('/lugares');
  await expect(page.getByText('1 lugar encontrado')).toBeVisible();

  // and asks the administration to make it global
  await page.getByRole('heading', { name: 'Complejo Los Robles' }).click();
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar Validación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar Validación' });
  await expect(dialog.getByLabel('Razón')).toBeVisible();
  await dialog.getByLabel('Razón').fill('corta');
  await dialog.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(dialog.getByText('La razón debe tener al menos 10 caracteres')).toBeVisible();
  await dialog.getByLabel('Razón').fill('La usan varios clubes de la comuna');
  await dialog.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByText('Solicitud de validación enviada exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validando por Administración...' })).toBeDisabled();
  const venueUrl = page.url();

  // the other club does not see it yet
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, otro.correo, otro.password);
  await expect(other).toHaveURL('/');
  await other.goto(venueUrl);
  await expect(other.getByText('Lugar no encontrado')).toBeVisible();

  // the administrador approves it from the venue detail
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.correo, ADMIN.password);
  await expect(admin).toHaveURL('/');
  await admin.goto(venueUrl);
  await admin.getByRole('button', { name: 'Validar Lugar' }).click();
  const validar = admin.getByRole('dialog');
  await expect(validar.getByLabel('Notas de validación')).toBeVisible();
  await validar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(validar.getByText('Por favor ingresa una nota sobre la validación')).toBeVisible();
  await validar.getByLabel('Notas de validación').fill('Dirección y teléfono verificados');
  await validar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(admin.getByText('Lugar aprobado exitosamente')).toBeVisible();
  await expect(admin.getByText('Global', { exact: true })).toBeVisible();
  await expect(admin.getByText('Dirección y teléfono verificados')).toBeVisible();
  await adminContext.close();

  // now the member of the other club finds it in their list, as a global venue
  await other.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Lugares', exact: true }).click();
  await other.getByRole('combobox', { name: 'Filtrar por validación' }).click();
  await other.getByTitle('Global (1)').click();
  await expect(other.getByRole('heading', { name: 'Complejo Los Robles' })).toBeVisible();
  await other.getByRole('heading', { name: 'Complejo Los Robles' }).click();
  await expect(other.getByRole('link', { name: 'Visitar sitio' })).toHaveAttribute('href', 'https://losrobles.cl');
  // only its club or an administrador may edit it
  await expect(other.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await otherContext.close();

  // the Creador's club history records the decision
  await page.reload();
  await expect(page.getByText('Global', { exact: true })).toBeVisible();
});
