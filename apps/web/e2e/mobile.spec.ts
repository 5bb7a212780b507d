import { expect, test } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, joinPublicClub, loginUi, signIn } from './helpers';

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

test('a match on a phone: cards, detail without sideways scroll, player management in a drawer', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Club Móvil');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 3 * 86_400_000)).replace(/-/g, '/');
  const created = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, horario_por_definir: true, lugar_por_definir: true, monto_por_definir: true, tipo_partido: '5v5', cuenta_pago_id: cuenta.data._id },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;

  await signIn(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  await page.goto('/partidos');
  await expect(page.getByText('Lugar por definir')).toBeVisible();
  await expect(page.getByText('Costo por definir')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/partidos/${id}`);
  await expect(page.getByText('Faltan datos del partido')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Gestionar' }).click();
  await page.getByRole('menuitem', { name: 'Gestionar Jugadores' }).click();
  await expect(page.locator('.ant-drawer').getByText('Gestionar Jugadores')).toBeVisible();
});

test('the first login on a phone lands on the club of the next match, not on the community joined first', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Matías', apellido: 'González' });
  const jueves = await createClubApi(request, org.token, 'Pichanga del Jueves');
  const otro = await createClubApi(request, org.token, 'Club del Domingo');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': jueves.id };
  const cuenta = await (await request.post(`/api/clubes/${jueves.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Matías González', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 3 * 86_400_000)).replace(/-/g, '/');
  const created = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, hora_partido: '20:00', lugar_por_definir: true, monto_por_definir: true, tipo_partido: '5v5', cuenta_pago_id: cuenta.data._id },
  });
  expect(created.status()).toBe(201);
  const partidoId = (await created.json()).data._id as string;

  // the player joined the community first, then the Thursday club, then another one; the next match is on Thursday
  const player = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinPublicClub(request, player.token);
  await joinClubApi(request, player.token, jueves.codigo);
  await joinClubApi(request, player.token, otro.codigo);
  const signUp = await request.post(`/api/partidos/${partidoId}/inscribir`, {
    headers: { authorization: `Bearer ${player.token}`, 'x-club-id': jueves.id }, data: { lista_espera: false },
  });
  expect(signUp.status()).toBe(201);

  await loginUi(page, player.correo, player.password);
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('club_activo_id'))).toBe(jueves.id);
  // the home page's club selector (the browser's own select) shows it
  await expect(page.getByRole('combobox', { name: 'Club activo' }).first().locator('option:checked')).toHaveText('Pichanga del Jueves');
  await expect(page.getByText('No hay partidos próximos')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('first-login-390.png') });
});
