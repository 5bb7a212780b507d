import { expect, test, type Page } from '@playwright/test';
import { setUpClub } from './club-fixture';
import { ADMIN, createClubApi, createUser, signIn } from './helpers';

// At 390 px (the 'mobile' project runs *mobile.spec files): the administrator's menu is complete on a
// phone and at 1280 px, and the club's tabs and the admin dashboard show cards instead of tables cut at the edge.

/** Elements that scroll sideways inside the page (a table wider than its box), described for the failure message. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}: ${(el.textContent ?? '').slice(0, 40)}`),
  );

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens the phone's menu; the drawer is the only dialog on screen. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Inicio' })).toBeVisible();
  return drawer;
}

test('on a phone the administrator reaches Clubes, Partidos, Pagos, Lugares and Cerrar Sesión from the menu', async ({ page }) => {
  await signIn(page, ADMIN.correo, ADMIN.password);
  await expect(page).toHaveURL('/');

  for (const [name, url] of [['Clubes', '/admin/clubes'], ['Partidos', '/admin/partidos'], ['Pagos', '/admin/pagos']] as const) {
    const drawer = await openMenu(page);
    const admin = drawer.getByRole('button', { name: 'Administración' });
    if ((await admin.getAttribute('aria-expanded')) !== 'true') await admin.click();
    // 'Partidos' is also the players' item: the one inside the Administración submenu is the admin page
    const submenu = drawer.locator(`[id="${await admin.getAttribute('aria-controls')}"]`);
    await submenu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // the dashboard's tables are cards on a phone
  await (await openMenu(page)).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Solicitudes de validación de lugares')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await (await openMenu(page)).getByRole('link', { name: 'Lugares' }).click();
  await expect(page).toHaveURL('/lugares');

  await (await openMenu(page)).getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 1280 px the administrator sees every menu item, Lugares and Cerrar Sesión included, none behind "···"', async ({ browser }) => {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const page = await ctx.newPage();
  await signIn(page, ADMIN.correo, ADMIN.password);
  await expect(page).toHaveURL('/');

  // every item in view, none folded away
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  for (const name of ['Inicio', 'Partidos', 'Mi Perfil', 'Invitaciones', 'Mis Clubes', 'Jugadores', 'Estadísticas', 'Lugares']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Administración', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  await nav.getByRole('link', { name: 'Lugares', exact: true }).click();
  await expect(page).toHaveURL('/lugares');
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await ctx.close();
});

test('the club Historial and Finanzas fit 390 px: entries as cards, nothing scrolls sideways', async ({ page, request }) => {
  const { clubId, camila, matias } = await setUpClub(request, 'Club Angosto');
  // a role change writes the club's moderation history
  const role = await request.put(`/api/clubes/${clubId}/miembros/${matias.id}/rol`, { headers: camila.headers, data: { rol: 'Moderador' } });
  expect(role.ok()).toBeTruthy();

  await signIn(page, camila.correo, camila.password);
  await expect(page).toHaveURL('/');

  await page.goto(`/clubes/${clubId}?tab=historial`);
  await expect(page.getByText('Rol cambiado')).toBeVisible();
  await expect(page.getByText('Afectado: Matías González')).toBeVisible();
  await expect(page.getByText('Miembro → Moderador')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto(`/clubes/${clubId}?tab=finanzas`);
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  await expect(page.getByText('Total recaudado')).toBeVisible();
  expect(await sidewaysScrollers(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // the rent receipts and the detailed balance are lists of cards on a phone, not tables cut at the edge
  await page.getByRole('tab', { name: 'Comprobantes de Arriendo' }).click();
  await expect(page.getByText('No hay comprobantes de arriendo')).toBeVisible();
  await page.getByRole('tab', { name: 'Balance Detallado' }).click();
  await expect(page.getByText('No hay movimientos')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysScrollers(page)).toEqual([]);
});

test('on a phone the floating buttons step aside while one scrolls down or types, and come back on the way up', async ({ page, browser }) => {
  const toggle = page.getByRole('button', { name: 'Cambiar a modo oscuro' });
  const toTop = page.getByRole('button', { name: 'Volver arriba' });
  // a long page: the privacy policy
  await page.goto('/politica-privacidad');
  await expect(page.getByRole('heading', { name: 'Política de Privacidad' })).toBeVisible();
  await expect(toggle).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(toggle).toBeHidden();
  await expect(toTop).toBeHidden();
  // a small scroll up brings both back, and scroll-to-top works
  await page.evaluate(() => window.scrollBy(0, -120));
  await expect(toggle).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
  await expect(toggle).toBeVisible();

  // typing in a field: the toggle leaves the field's right edge free until the focus leaves it
  await page.goto('/login');
  await expect(toggle).toBeVisible();
  await page.getByLabel('Correo electrónico').focus();
  await expect(toggle).toBeHidden();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).focus();
  await expect(toggle).toBeVisible();

  // at 1280 px nothing covers the content's edge: the buttons stay where they are
  // (a short window, so that the page scrolls past the 400 px at which scroll-to-top shows)
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 400 }, isMobile: false, hasTouch: false });
  const wide = await ctx.newPage();
  await wide.goto('/politica-privacidad');
  await expect(wide.getByRole('heading', { name: 'Política de Privacidad' })).toBeVisible();
  await wide.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await wide.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(wide.getByRole('button', { name: 'Volver arriba' })).toBeVisible();
  await expect(wide.getByRole('button', { name: 'Cambiar a modo oscuro' })).toBeVisible();
  await ctx.close();
});

// In the logged-in app on a phone the theme switch is in the menu, so nothing floats over a form's fields; scroll-to-top
// still floats (docs/decisions/0084).
test('on a phone, signed in, dark mode is switched from the menu and no toggle floats over the match form', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  await createClubApi(request, org.token, 'Club Nocturno');
  await signIn(page, org.correo, org.password, '/partidos/crear');
  await expect(page.getByRole('heading', { name: 'Crear Partido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar a modo oscuro' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const toggle = page.getByRole('dialog').getByRole('button', { name: 'Modo oscuro' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
});
