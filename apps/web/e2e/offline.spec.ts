import { expect, test, type Page } from '@playwright/test';
import { setUpClub } from './club-fixture';
import { signIn } from './helpers';

// The installable app (docs/decisions/0039, 0083): the manifest, the service worker, and the last
// visit's next match, match list and match details readable offline, for the person who saw them and nobody else.

const OFFLINE = 'Sin conexión: mostrando los datos de tu última visita';
const VENUE = 'Complejo Sin Señal';

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/** Waits until the service worker is active and, after a reload, controls the page (the first load is not controlled). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

const nextMatchCard = (page: Page) => page.locator('.lite-card').filter({ has: page.getByText('Próximo Partido', { exact: true }) });

test('the app is installable: a manifest with name, icons and standalone display, and a service worker', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Partidos', short_name: 'Partidos', lang: 'es-CL', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.icons).toEqual(expect.arrayContaining([
    expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
    expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }),
    expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
  ]));
  for (const icon of manifest.icons as { src: string }[]) {
    const r = await request.get(icon.src);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await controlledByServiceWorker(page);
  // the API and uploaded files never come from the worker's caches
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/uploads/'))).toEqual([]);
});

test('offline, the player reads the next match and the match list of the last visit; after logout nobody does', async ({ page, context, request }) => {
  const club = await setUpClub(request, 'Club Sin Señal');
  const lugar = await request.post('/api/lugares', { headers: club.camila.headers, data: { nombre: VENUE, direccion: 'Av. Matta 100, Santiago', telefono: '+56222384500' } });
  expect(lugar.status()).toBe(201);
  const m = await request.post('/api/partidos', {
    headers: club.camila.headers,
    data: {
      fecha: fechaEn(2), hora_partido: '21:00', duracion: 60, tipo_partido: '5v5', lugar_id: (await lugar.json()).data._id, cancha_numero: 3,
      monto_arriendo: 30000, cuenta_pago_id: club.cuentaId,
    },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const signUp = await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: club.matias.headers, data: { usuario_id: club.matias.id } });
  expect(signUp.ok()).toBeTruthy();

  // online: home (Próximo Partido) and the match list, once the service worker controls the page
  await signIn(page, club.matias.correo, club.matias.password);
  await expect(page).toHaveURL('/');
  await expect(nextMatchCard(page).getByText(VENUE)).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(nextMatchCard(page).getByText(VENUE)).toBeVisible();
  await page.goto('/partidos');
  await expect(page.getByText(VENUE).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('partidos_offline') ?? '')).toContain('"lista"');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // offline: the app opens from the service worker and shows the last visit's copy with the notice
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(nextMatchCard(page).getByText(VENUE)).toBeVisible();
  await expect(nextMatchCard(page).getByText('21:00 - 22:00 · 60 minutos')).toBeVisible();
  await page.goto('/partidos');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText(VENUE).first()).toBeVisible();

  // back online the notice goes away by itself
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);

  // logging out deletes the copy: offline afterwards, the next match is nowhere to be read
  await page.goto('/');
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('partidos_offline'))).toBeNull();
  await context.setOffline(true);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText(VENUE)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('partidos_offline'))).toBeNull();
});

test('offline, a match opened before shows its detail and the player\'s own status; one never opened says so', async ({ page, context, request }) => {
  const club = await setUpClub(request, 'Club Fuera de Línea');
  const crear = async (nombre: string, dias: number, hora: string) => {
    const lugar = await request.post('/api/lugares', { headers: club.camila.headers, data: { nombre, direccion: 'Av. Independencia 500, Santiago', telefono: '+56222384500' } });
    expect(lugar.status()).toBe(201);
    const m = await request.post('/api/partidos', {
      headers: club.camila.headers,
      data: {
        fecha: fechaEn(dias), hora_partido: hora, duracion: 90, tipo_partido: '7v7', lugar_id: (await lugar.json()).data._id, cancha_numero: 2,
        monto_arriendo: 42000, cuenta_pago_id: club.cuentaId,
      },
    });
    expect(m.status()).toBe(201);
    return (await m.json()).data._id as string;
  };
  const visto = await crear('Estadio Visto Antes', 3, '19:30');
  const nuevo = await crear('Cancha Nunca Vista', 4, '18:00');
  const signUp = await request.post(`/api/partidos/${visto}/inscribir`, { headers: club.matias.headers, data: { usuario_id: club.matias.id } });
  expect(signUp.ok()).toBeTruthy();

  // the first visit, before there is any service worker: the match list (its chunks are not precached)
  await signIn(page, club.matias.correo, club.matias.password);
  await page.goto('/partidos');
  await expect(page.getByText('Estadio Visto Antes').first()).toBeVisible();
  // the worker installs and takes this page without a reload; the list's chunks, fetched before it was there, are
  // handed to it and cached
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => page.evaluate(async () => {
    const cache = await caches.open('partidos-assets');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((u) => u.startsWith('/assets/PartidosPage-')).length;
  })).toBe(1);

  // the detail of the match the player plays, opened once online
  await page.goto(`/partidos/${visto}`);
  await expect(page.getByRole('heading', { level: 1, name: /19:30/ })).toBeVisible();
  await expect(page.getByTestId('tu-participacion')).toContainText('Estás inscrito');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('partidos_offline') ?? '')).toContain(`"detalle","${visto}"`);

  await context.setOffline(true);
  await page.goto(`/partidos/${visto}`);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /19:30/ })).toBeVisible();
  await expect(page.getByText('Estadio Visto Antes').first()).toBeVisible();
  await expect(page.getByTestId('tu-participacion')).toContainText('Estás inscrito');
  // the list opens too: its chunks came from the first visit
  await page.goto('/partidos');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText('Estadio Visto Antes').first()).toBeVisible();

  // a page never opened on this device (its code neither precached nor fetched before) says why it does not open
  await page.goto('/estadisticas');
  await expect(page.getByRole('heading', { name: 'Sin conexión', exact: true })).toBeVisible();
  await expect(page.getByText('no está disponible sin conexión')).toBeVisible();

  // a match never opened: said plainly, not a blank page nor a skeleton
  await page.goto(`/partidos/${nuevo}`);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expect(page.getByText('Este partido no está disponible sin conexión')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a Partidos' })).toBeVisible();
  await expect(page.getByText('Cancha Nunca Vista')).toHaveCount(0);

  // back online, the same page loads the match by itself
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /18:00/ })).toBeVisible();
  await expect(page.getByText('Este partido no está disponible sin conexión')).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});
