import { expect, test, type Page, type Response } from '@playwright/test';
import { proxy } from '../e2e-proxy/client';
import { MultiProxy, clubWithMatch, joinClub, pngBytes, registerPerson } from './multi';

// A person in Chromium at https://partidos.test behind nginx and three processes: logs in, signs up to
// a match and still sees it after reloads served by the other processes, uploads an avatar and sees it load from
// them too.

const MAX_TRIES = 12;

/**
 * Repeats `attempt` (a page load that checks what it shows and returns the process that answered the request
 * that matters) until a process other than `writer` has answered, and at least two processes in all.
 */
async function untilAnotherProcess(mp: MultiProxy, writer: number, attempt: () => Promise<number>) {
  const seen = new Set<number>();
  for (let i = 0; i < MAX_TRIES; i++) {
    seen.add(await attempt());
    if (seen.size >= 2 && [...seen].some((p) => p !== writer)) return;
    // a page load makes the same number of requests each time: move nginx's round robin on by one or two so the
    // next one starts elsewhere
    for (let k = 0; k <= i % 2; k++) expect((await mp.call('GET', '/api/health')).status).toBe(200);
  }
  throw new Error(`en ${MAX_TRIES} intentos solo respondieron los procesos ${[...seen].map((p) => p + 1).join(', ')} (escribió el ${writer + 1})`);
}

/** Reloads the page, waits for the answer `wanted` and checks the page; returns the process of that answer. */
async function reloadAndCheck(page: Page, mp: MultiProxy, wanted: (r: Response) => boolean, check: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse(wanted);
  await page.reload();
  const r = await answer;
  expect(r.status(), `${r.request().method()} ${r.url()}`).toBeLessThan(400);
  await check();
  return mp.processOf(r.headers()['x-upstream'] ?? '');
}

const isApi = (r: Response, method: string, pathname: string) => r.request().method() === method && new URL(r.url()).pathname === pathname;

test('log in through the proxy, sign up, reload onto other processes, upload an avatar and see it load', async ({ browser, page }) => {
  test.setTimeout(180_000); // a busy 2-core machine runs three servers, nginx and Chromium
  const mp = MultiProxy.shared();
  const { origin } = proxy();
  const camila = await registerPerson(mp, 'Camila', 'Rojas', 'navegador');
  const javiera = await registerPerson(mp, 'Javiera', 'Muñoz', 'navegador');
  const club = await clubWithMatch(mp, camila, { nombre: 'Club del Navegador' });
  await joinClub(mp, javiera, club.codigo);
  // no request fails and no process answers with an error (a navigation cancels the previous page's requests:
  // ERR_ABORTED is the browser's doing)
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) failed.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
  });

  await page.goto(`${origin}/login`);
  await page.getByLabel('Correo electrónico').fill(javiera.correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(javiera.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { name: '¡Hola, Javiera Muñoz!' })).toBeVisible();

  // sign up from the match page
  const matchPath = `/partidos/${club.partidoId}`;
  await page.goto(`${origin}${matchPath}`);
  await page.getByRole('button', { name: 'Inscribirse' }).click();
  const signUp = page.waitForResponse((r) => isApi(r, 'POST', `/api${matchPath}/inscribir`));
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
  const signUpAnswer = await signUp;
  expect(signUpAnswer.status()).toBe(201);
  await expect(page.getByText('Estás inscrito')).toBeVisible();
  await untilAnotherProcess(mp, mp.processOf(signUpAnswer.headers()['x-upstream'] ?? ''), () =>
    reloadAndCheck(page, mp, (r) => isApi(r, 'GET', `/api${matchPath}`), async () => {
      await expect(page.getByText('Estás inscrito')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Inscribirse' })).toHaveCount(0);
    }));

  // an avatar from the profile page
  await page.goto(`${origin}/mi-perfil`);
  const upload = page.waitForResponse((r) => isApi(r, 'POST', '/api/usuarios/me/avatar'));
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await pngBytes(80, { r: 30, g: 60, b: 200 }) });
  const uploadAnswer = await upload;
  expect(uploadAnswer.status()).toBe(200);
  await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
  const img = page.getByRole('img', { name: 'Foto de perfil' }).first();
  const src = await img.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(512);
  // the avatar is cached as immutable: each further look is from a new browser context (an empty cache), so each
  // one asks nginx again, until another process than the upload's has served it
  await untilAnotherProcess(mp, mp.processOf(uploadAnswer.headers()['x-upstream'] ?? ''), async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const viewer = await context.newPage();
      const r = await viewer.goto(`${origin}${src}`);
      expect(r?.status()).toBe(200);
      expect(r?.headers()['content-type']).toBe('image/webp');
      await expect.poll(() => viewer.evaluate(() => (document.images[0]?.complete ? document.images[0].naturalWidth : 0))).toBe(512);
      return mp.processOf(r?.headers()['x-upstream'] ?? '');
    } finally {
      await context.close();
    }
  });
  expect(failed).toEqual([]);
});
