import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { setUpClub } from './club-fixture';
import { signIn } from './helpers';

// Mi Perfil's private calendar feed (shown as webcal://, regenerated with a confirmation) and
// "Añadir al calendario" on a match (an .ics download and a Google Calendar link).

const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/** A club whose Creador made a match a week ahead, with Matías signed up. */
async function matchWithMatias(request: APIRequestContext, clubName: string) {
  const club = await setUpClub(request, clubName);
  const m = await request.post('/api/partidos', {
    headers: club.camila.headers,
    data: {
      fecha: fechaEn(7), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 2,
      monto_arriendo: 40000, cuenta_pago_id: club.cuentaId,
    },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const r = await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: club.matias.headers, data: { usuario_id: club.matias.id } });
  expect(r.ok()).toBeTruthy();
  return { ...club, partidoId };
}

/** The feed's http address behind a webcal:// one, as a path on the server under test. */
const feedPath = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'http:')).pathname;

test('Mi Perfil: the calendar feed as a webcal link, subscribed to, then regenerated', async ({ page, request }) => {
  const { matias, partidoId } = await matchWithMatias(request, 'Calendario FC');
  await signIn(page, matias.correo, matias.password);
  await expect(page).toHaveURL('/');
  await page.goto('/mi-perfil');

  const link = page.getByRole('textbox', { name: 'Enlace de tu calendario' });
  await expect(link).toHaveValue(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
  const webcal = await link.inputValue();
  await expect(page.getByRole('link', { name: 'Apple / Outlook' })).toHaveAttribute('href', webcal);
  await expect(page.getByRole('link', { name: 'Suscribirse en Google Calendar' }))
    .toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`);

  // the address is the calendar: Matías's match is in it
  const feed = await request.get(feedPath(webcal));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`UID:partido-${partidoId}@partidos`);

  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();

  // regenerating asks first, then replaces the address; the old one stops answering
  await page.getByRole('button', { name: 'Regenerar enlace' }).click();
  await expect(page.getByText('La dirección actual dejará de funcionar')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerar', exact: true }).click();
  await expect(page.getByText('Enlace del calendario regenerado: el anterior dejó de funcionar')).toBeVisible();
  await expect(link).not.toHaveValue(webcal);
  const fresh = await link.inputValue();
  expect(fresh).toMatch(/^webcal:\/\//);
  expect((await request.get(feedPath(webcal))).status()).toBe(404);
  expect((await request.get(feedPath(fresh))).status()).toBe(200);
});

test('a match: "Añadir al calendario" downloads an .ics and offers Google Calendar', async ({ page, request }) => {
  const { matias, partidoId } = await matchWithMatias(request, 'Calendario United');
  await signIn(page, matias.correo, matias.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/partidos/${partidoId}`);

  const block = page.getByTestId('tu-participacion');
  await block.getByRole('button', { name: /Añadir al calendario/ }).click();
  // a menu item that is a link (opens Google Calendar in a new tab)
  const google = page.getByRole('menuitem', { name: 'Google Calendar' });
  await expect(google).toBeVisible();
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(href.searchParams.get('action')).toBe('TEMPLATE');
  expect(href.searchParams.get('text')).toBe('Partido 5 vs 5 · Calendario United');
  expect(href.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  expect(href.searchParams.get('ctz')).toBe('America/Santiago');
  expect(href.searchParams.get('location')).toBe('Cancha MVP, Cancha 2, Av. Grecia 2001, Ñuñoa');

  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Descargar \.ics/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^partido-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('TZID:America/Santiago');
  expect(text).toContain(`UID:partido-${partidoId}@partidos`);
});
