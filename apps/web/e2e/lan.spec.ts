import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, resolveToLoopback } from './browser';
import { createClubApi, createUser } from './helpers';

// On a club's network the app is opened by a LAN name over plain http (http://partidos.lan:3210),
// not by 127.0.0.1, which Chromium treats as secure. If the server told the browser to upgrade insecure requests
// (CSP) every script and API call would go to https:// and fail: a blank page. A browser of its own resolves
// partidos.lan to this machine; the server runs with an http PUBLIC_URL, as a LAN install does.
const LAN_HOST = 'partidos.lan';

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

test('over plain http at a LAN name a person logs in and opens a match, and no request fails', async ({ request, baseURL }) => {
  // an organiser with a club, a venue, a payment account and a match, through the API
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Los del Wifi');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const lugar = await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha del Barrio', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } });
  expect(lugar.status()).toBe(201);
  const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  expect(cuenta.status()).toBe(201);
  const fecha = fechaEn(3);
  const m = await request.post('/api/partidos', {
    headers: h,
    data: {
      fecha, hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: (await lugar.json()).data._id, cancha_numero: 1,
      monto_arriendo: 30000, cuenta_pago_id: (await cuenta.json()).data._id,
    },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;

  const lanOrigin = `http://${LAN_HOST}:${new URL(baseURL!).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, resolveToLoopback(LAN_HOST)] });
  try {
    const context = await browser.newContext({ baseURL: lanOrigin, locale: 'es-CL', timezoneId: 'America/Santiago', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const failed: string[] = [];
    const elsewhere: string[] = [];
    const insecure: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    page.on('request', (r) => {
      if (/^https?:/.test(r.url()) && !r.url().startsWith(`${lanOrigin}/`)) elsewhere.push(r.url());
    });
    page.on('console', (msg) => {
      if (/mixed content|upgrade-insecure|insecure request|ERR_SSL|ERR_CONNECTION|ERR_CERT/i.test(msg.text())) insecure.push(`${msg.type()}: ${msg.text()}`);
    });

    // the page's scripts and styles came over http (upgraded to https:// they would all fail: a blank page)…
    const doc = await page.goto('/login');
    expect(doc?.status()).toBe(200);
    expect(failed).toEqual([]);
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    // …because the server sends neither HSTS nor upgrade-insecure-requests for an http PUBLIC_URL
    expect(doc?.headers()['strict-transport-security']).toBeUndefined();
    expect(doc?.headers()['content-security-policy'] ?? '').not.toContain('upgrade-insecure-requests');

    // the login form, then the match from the home page's next-match card, as a person on the club's Wi-Fi does
    await page.getByLabel('Correo electrónico').fill(org.correo);
    await page.getByLabel('Contraseña', { exact: true }).fill(org.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(`${lanOrigin}/`);
    await expect(page.getByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver Detalles' }).click();
    await expect(page).toHaveURL(`${lanOrigin}/partidos/${partidoId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${fecha} · 20:00` })).toBeVisible();
    await expect(page.getByText('Información del Partido')).toBeVisible();
    await expect(page.getByText('Cancha del Barrio').first()).toBeVisible();

    // every request went to the LAN origin over http and none failed (an upgrade to https fails with nothing there)
    expect(failed).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(insecure).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
