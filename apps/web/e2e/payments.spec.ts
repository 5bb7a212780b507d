import { expect, test, type Page } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn, switchUser } from './helpers';

// A player uploads a receipt; the organiser rejects it with a reason; the player uploads again; the
// organiser approves; the club's Finanzas tab shows the amounts.

// a real 1×1 PNG: the server checks the bytes, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function uploadReceipt(page: Page) {
  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir Comprobante' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(page.getByText('Tu comprobante está en revisión')).toBeVisible();
}

test('a receipt is rejected with a reason, uploaded again and approved; Finanzas shows the money', async ({ page, request }) => {
  test.setTimeout(150_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Club Pagos al Día');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { alias: 'Tesorería', nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const lugar = await (await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Central', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } })).json();
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 6 * 86_400_000)).replace(/-/g, '/');
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugar.data._id, cancha_numero: 1, monto_arriendo: 40000, cuenta_pago_id: cuenta.data._id },
  });
  expect(m.status()).toBe(201);
  const matchUrl = `/partidos/${(await m.json()).data._id}`;
  const player = await createUser(request, { nombre: 'Matías', apellido: 'González' });
  await joinClubApi(request, player.token, club.codigo);
  const me = await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${player.token}` } })).json();
  const signup = await request.post(`/api${matchUrl}/inscribir`, { headers: { authorization: `Bearer ${player.token}`, 'x-club-id': club.id }, data: { usuario_id: me.data._id } });
  expect(signup.status()).toBe(201);

  // the player sees the bank details and their share, and uploads a receipt
  await signIn(page, player.correo, player.password);
  await expect(page).toHaveURL('/');
  await page.goto(matchUrl);
  const info = page.locator('.lite-card').filter({ hasText: 'Información de pago' });
  await expect(info.getByText('$4.000')).toBeVisible();
  await expect(info.getByText('12.345.678-5')).toBeVisible();
  await uploadReceipt(page);

  // the organiser rejects it with a reason
  await switchUser(page, org.correo, org.password);
  await page.goto(matchUrl);
  const panel = page.locator('.ant-card').filter({ hasText: 'Gestión de Pagos' });
  await panel.getByRole('tab', { name: 'Por revisar (1)' }).click();
  await panel.getByRole('button', { name: 'Rechazar' }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar pago' });
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Debes indicar el motivo del rechazo')).toBeVisible();
  await reject.getByLabel('Motivo del rechazo').fill('El monto no coincide');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(panel.getByRole('tab', { name: 'Por revisar (0)' })).toBeVisible();

  // the player reads the reason and uploads again
  await switchUser(page, player.correo, player.password);
  await page.goto(matchUrl);
  await expect(page.getByText('Tu comprobante fue rechazado')).toBeVisible();
  await expect(page.getByText(/El monto no coincide/)).toBeVisible();
  await uploadReceipt(page);

  // the organiser approves it from the club's 'Validar pagos' list
  await switchUser(page, org.correo, org.password);
  await page.goto(`/clubes/${club.id}?tab=validar`);
  await page.getByText('Matías González').click();
  await expect(page).toHaveURL(matchUrl);
  const panel2 = page.locator('.ant-card').filter({ hasText: 'Gestión de Pagos' });
  await panel2.getByRole('button', { name: 'Aprobar' }).click();
  await page.getByRole('dialog', { name: 'Aprobar pago' }).getByRole('button', { name: 'Aprobar' }).click();
  await expect(panel2.getByText('1/1')).toBeVisible();

  // Finanzas shows the approved share
  await page.goto(`/clubes/${club.id}?tab=finanzas`);
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total recaudado' })).toContainText('$4.000');
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Balance' }).first()).toContainText('$4.000');
});
