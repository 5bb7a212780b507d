import { axeFor } from './browser';
import { expect, test as base, type Page } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn } from './helpers';

// A notification the server wrote (the organiser approved the player's receipt) reaches the
// player's bell; opening it lands on the match and reads it; Mi Perfil's switches are saved and stay after a reload.

// a real 1×1 PNG: the server checks the bytes, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

interface ApprovedReceipt { player: { correo: string; password: string; token: string }; partidoId: string }

/** A club's match with one player whose receipt the organiser approved, all through the API: one notification for him. */
const test = base.extend<{ approvedReceipt: ApprovedReceipt }>({
  approvedReceipt: async ({ request }, provide) => {
    const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
    const club = await createClubApi(request, org.token, 'Club Campana');
    const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
    const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
      headers: h,
      data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
    });
    expect(cuenta.status()).toBe(201);
    const lugar = await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Central', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } });
    expect(lugar.status()).toBe(201);
    const m = await request.post('/api/partidos', {
      headers: h,
      data: {
        fecha: fechaEn(5), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: (await lugar.json()).data._id, cancha_numero: 1,
        monto_arriendo: 40000, cuenta_pago_id: (await cuenta.json()).data._id,
      },
    });
    expect(m.status()).toBe(201);
    const partidoId = (await m.json()).data._id as string;

    const player = await createUser(request, { nombre: 'Matías', apellido: 'González' });
    await joinClubApi(request, player.token, club.codigo);
    const ph = { authorization: `Bearer ${player.token}`, 'x-club-id': club.id };
    const playerId = (await (await request.get('/api/auth/me', { headers: ph })).json()).data._id as string;
    expect((await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: ph, data: { usuario_id: playerId } })).status()).toBe(201);
    const up = await request.post(`/api/partidos/${partidoId}/pagos/subir`, { headers: ph, multipart: { comprobante: { name: 'transferencia.png', mimeType: 'image/png', buffer: PNG } } });
    expect(up.status()).toBe(200);
    const ok = await request.put(`/api/partidos/${partidoId}/pagos/${playerId}/validar`, { headers: h, data: { accion: 'aprobar' } });
    expect(ok.ok()).toBeTruthy();

    // the server wrote exactly one for him, unread
    const list = await (await request.get('/api/notificaciones', { headers: ph })).json();
    expect(list.data).toMatchObject({ no_leidas: 1, items: [{ tipo: 'pago_revisado', titulo: 'Pago aprobado', enlace: `/partidos/${partidoId}`, leida: false }] });
    await provide({ player, partidoId });
  },
});

const COMPROBANTE = 'Mi comprobante aprobado o rechazado';

/** WCAG 2 A/AA: no serious or critical violation on the screen as it is (as a11y.spec.ts checks the others). */
async function expectAccessible(page: Page) {
  const r = await axeFor(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('the bell shows the approved receipt; opening it lands on the match and reads it; "Correo" off stays off', async ({ page, request, approvedReceipt }) => {
  const { player, partidoId } = approvedReceipt;
  await signIn(page, player.correo, player.password);
  await expect(page).toHaveURL('/');

  const bell = page.getByRole('button', { name: 'Notificaciones, 1 sin leer' });
  await expect(bell).toBeVisible();
  await bell.click();
  const latest = page.getByRole('list', { name: 'Últimas notificaciones' });
  const item = latest.getByRole('link', { name: /^No leída: Pago aprobado/ });
  await expect(item).toContainText('fue aprobado');
  await expect(page.getByRole('link', { name: 'Ver todas' })).toBeVisible();

  await item.click();
  await expect(page).toHaveURL(`/partidos/${partidoId}`);
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /sin leer/ })).toHaveCount(0);
  const after = await (await request.get('/api/notificaciones', { headers: { authorization: `Bearer ${player.token}` } })).json();
  expect(after.data.no_leidas).toBe(0);

  // read ones stay in the list, without the mark
  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Últimas notificaciones' }).getByRole('link', { name: /^Pago aprobado/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/mi-perfil');
  const correo = page.getByRole('switch', { name: `Correo: ${COMPROBANTE}` });
  await expect(correo).toBeChecked();
  await correo.click();
  await expect(page.getByText('Preferencias guardadas')).toBeVisible();
  await expect(correo).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: `Correo: ${COMPROBANTE}` })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: `En la app: ${COMPROBANTE}` })).toBeChecked();
  // a plain player is not offered the organisers' kinds; push is offered though the e2e server sets no VAPID keys
  await expect(page.getByRole('switch', { name: /Comprobantes por validar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activar notificaciones' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/notificaciones');
  await expect(page.getByRole('list', { name: 'Notificaciones' }).getByRole('link', { name: /^Pago aprobado/ })).toBeVisible();
  await expectAccessible(page);
  // the popover too
  await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Últimas notificaciones' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the bell goes to /notificaciones, the drawer carries the count, and "Marcar todas como leídas" clears it', async ({ page, approvedReceipt }) => {
    const { player } = approvedReceipt;
    await signIn(page, player.correo, player.password);
    await expect(page).toHaveURL('/');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('link', { name: 'Notificaciones 1' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Notificaciones, 1 sin leer' }).click();
    await expect(page).toHaveURL('/notificaciones');
    await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByRole('navigation').getByText('Notificaciones', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^No leída: Pago aprobado/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pago aprobado/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);

    // the preferences card fits the phone too
    await page.goto('/mi-perfil');
    await expect(page.getByRole('switch', { name: `Correo: ${COMPROBANTE}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
