import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn } from './helpers';

// The receipts inbox (docs/decisions/0035) at 390 px (the 'mobile' project runs *mobile.spec files): a moderator
// approves a receipt from the inbox in three taps (menu → 'Pagos por validar' → 'Aprobar'), then rejects another
// with a reason.

// a real 1×1 PNG: the server checks the bytes, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/** A club with a 40.000 match (4.000 each), and two players who signed up and uploaded a receipt through the API. */
async function clubWithReceipts(request: APIRequestContext) {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Club Bandeja');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const lugar = await (await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Central', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } })).json();
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha: fechaEn(5), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugar.data._id, cancha_numero: 1, monto_arriendo: 40000, cuenta_pago_id: cuenta.data._id },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const players: { nombre: string; headers: Record<string, string> }[] = [];
  for (const [nombre, apellido] of [['Matías', 'González'], ['Javiera', 'Muñoz']] as const) {
    const p = await createUser(request, { nombre, apellido });
    await joinClubApi(request, p.token, club.codigo);
    const ph = { authorization: `Bearer ${p.token}`, 'x-club-id': club.id };
    const me = await (await request.get('/api/auth/me', { headers: ph })).json();
    expect((await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: ph, data: { usuario_id: me.data._id } })).status()).toBe(201);
    const up = await request.post(`/api/partidos/${partidoId}/pagos/subir`, {
      headers: ph, multipart: { comprobante: { name: 'transferencia.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(up.status()).toBe(200);
    players.push({ nombre: `${nombre} ${apellido}`, headers: ph });
  }
  const estadoDe = async (i: number) =>
    (await (await request.get(`/api/partidos/${partidoId}/pagos/mi-pago`, { headers: players[i]!.headers })).json()).data.pago as { estado: string; notas_rechazo: string | null };
  return { org, players, estadoDe };
}

test('a moderator approves from the inbox in three taps and rejects another with a reason', async ({ page, request }) => {
  const { org, players, estadoDe } = await clubWithReceipts(request);
  await signIn(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  // the count waits in the header and on the home card
  await expect(page.getByRole('button', { name: 'Pagos por validar: 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisar (2)' })).toBeVisible();

  // tap 1, 2: the menu, then its 'Pagos por validar'
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog').getByRole('link', { name: /Pagos por validar/ }).click();
  await expect(page).toHaveURL('/pagos/por-validar');
  // newest upload first: Javiera's, with the receipt inline, the amount and the match
  const first = page.getByLabel(`Comprobante de ${players[1]!.nombre}, $4.000`);
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: `Comprobante de ${players[1]!.nombre}` })).toBeVisible();
  await expect(first.getByRole('link', { name: new RegExp(`Partido del ${fechaEn(5).replace(/\//g, '\\/')} · 20:00 · Cancha Central`) })).toBeVisible();
  await expect(first.getByText('Club Bandeja')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const img = await first.getByRole('img', { name: `Comprobante de ${players[1]!.nombre}` }).boundingBox();
  expect(img!.x).toBeGreaterThanOrEqual(0);
  expect(img!.x + img!.width).toBeLessThanOrEqual(390);
  // a thumb-sized button
  const aprobar = first.getByRole('button', { name: 'Aprobar' });
  expect((await aprobar.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // tap 3: approved, no confirmation; the card leaves and the next one takes the focus
  await aprobar.click();
  await expect(page.getByText('Pago aprobado')).toBeVisible();
  await expect(first).toHaveCount(0);
  const next = page.getByLabel(`Comprobante de ${players[0]!.nombre}, $4.000`);
  await expect(next).toBeFocused();
  expect((await estadoDe(1)).estado).toBe('Aprobado');
  await expect(page.getByRole('button', { name: 'Pagos por validar: 1' })).toBeVisible();

  // 'Rechazar' asks for the reason, with the receipt in view
  await next.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar pago' });
  await expect(dialog.getByRole('img', { name: `Comprobante de ${players[0]!.nombre}` })).toBeVisible();
  await expect(dialog.getByText('$4.000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText('Debes indicar el motivo del rechazo')).toBeVisible();
  await dialog.getByLabel('Motivo del rechazo').fill('El monto no coincide');
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Pago rechazado')).toBeVisible();
  await expect(page.getByText('No hay comprobantes pendientes de validación')).toBeVisible();
  expect(await estadoDe(0)).toMatchObject({ estado: 'Rechazado', notas_rechazo: 'El monto no coincide' });
  // nothing left: the header's button stays, without a count
  await expect(page.getByRole('button', { name: 'Pagos por validar', exact: true })).toBeVisible();
});

test('a plain player has no inbox: no button, no home card', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Club Sin Bandeja');
  const player = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinClubApi(request, player.token, club.codigo);
  await signIn(page, player.correo, player.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('¡Hola, Benjamín Soto!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pagos por validar/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Pagos por validar/ })).toHaveCount(0);
});
