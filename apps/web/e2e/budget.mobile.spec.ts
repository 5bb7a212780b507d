import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PRECACHE_BUDGET_BYTES, precacheUrls } from '../precache-shell';
import { fechaEn, setUpClub } from './club-fixture';

// The JavaScript a cold load of /login, / (logged in) and a match detail needs, gzipped here with zlib at
// level 9, so the figure is the same on any machine (not a timing). At 390 px, as bench/web.ts measures (a phone is
// where the bytes cost). The targets are 150 / 250 / 300 KiB (docs/decisions/0044), and each route is held to its
// target since the shell went without antd (about 124 / 163 / 172 KiB then; bench/README.md, docs/decisions/0047).
const KIB = 1024;
const BUDGETS = [
  { route: 'login', target: 150 * KIB, ceiling: 150 * KIB },
  { route: 'home', target: 250 * KIB, ceiling: 250 * KIB },
  { route: 'detail', target: 300 * KIB, ceiling: 300 * KIB },
] as const;

interface Scripts { files: number; gzip: number; names: string[] }

/**
 * Opens `path` in a new context (empty cache, the service worker blocked: its precache is not the page's), waits for
 * `ready`, then for no script in flight, and adds up the scripts the page fetched.
 */
async function coldScripts(browser: Browser, path: string, ready: (page: Page) => Promise<void>, storage?: Record<string, string>): Promise<Scripts> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block',
  });
  if (storage) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  let inFlight = 0;
  const bodies: Promise<{ url: string; gzip: number }>[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') inFlight++; });
  page.on('requestfailed', (r) => { if (r.resourceType() === 'script') inFlight--; });
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'script') return;
    inFlight--;
    bodies.push(r.response().then(async (res) => ({ url: r.url(), gzip: gzipSync((await res!.body()), { level: 9 }).length })));
  });
  await page.goto(path);
  await ready(page);
  // code a page imports once it is on screen (a lazy part it shows at once) counts too
  await expect.poll(() => inFlight).toBe(0);
  const all = await Promise.all(bodies);
  await context.close();
  return { files: all.length, gzip: all.reduce((n, s) => n + s.gzip, 0), names: all.map((s) => new URL(s.url).pathname) };
}

test('a cold load of /login, / and a match detail stays within its JavaScript budget', async ({ browser, request }) => {
  const { clubId, camila, cuentaId } = await setUpClub(request, 'Club Liviano');
  const created = await request.post('/api/partidos', {
    headers: camila.headers,
    data: { fecha: fechaEn(3), horario_por_definir: true, lugar_por_definir: true, monto_por_definir: true, tipo_partido: '7v7', cuenta_pago_id: cuentaId },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data._id as string;
  // the session as the app keeps it after a login (lib/session.ts), now that the user has a club
  const login = await (await request.post('/api/auth/login', { data: { correo: camila.correo, password: camila.password } })).json();
  const storage = { token: login.data.token, user: JSON.stringify(login.data.user), club_activo_id: clubId };

  const measured = {
    login: await coldScripts(browser, '/login', (page) => expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible()),
    home: await coldScripts(browser, '/', (page) => expect(page.getByText('7 vs 7').first()).toBeVisible(), storage),
    detail: await coldScripts(browser, `/partidos/${id}`, (page) => expect(page.getByText('Información del Partido')).toBeVisible(), storage),
  };

  const report = BUDGETS.map((b) => `${b.route}: ${(measured[b.route].gzip / KIB).toFixed(1)} KiB in ${measured[b.route].files} files (target ${b.target / KIB}, ceiling ${b.ceiling / KIB})`);
  test.info().annotations.push({ type: 'javascript (gzip)', description: report.join('; ') });
  for (const b of BUDGETS) {
    const m = measured[b.route];
    expect(m.gzip, `${b.route} needs ${(m.gzip / KIB).toFixed(1)} KiB of JavaScript (budget ${b.ceiling / KIB} KiB):\n${m.names.join('\n')}`).toBeLessThanOrEqual(b.ceiling);
  }
  // the login page does not wait for the app shell (antd's theme, the query client) nor the menu layout
  expect(measured.login.names.filter((n) => /AppShell|query|AppLayout|\/app-/.test(n))).toEqual([]);
  // the logged-in pages' small shared modules come in one file ('app', vite.config.ts): over HTTP/1.1 a browser
  // fetches six files at a time, and / needed 43 files before (docs/decisions/0050)
  expect(measured.home.files, measured.home.names.join('\n')).toBeLessThanOrEqual(15);
  expect(measured.detail.files, measured.detail.names.join('\n')).toBeLessThanOrEqual(20);
});

test("index.html's boot script starts the home page's files and first GETs, and the page uses those answers", async ({ browser, request }) => {
  const { clubId, camila } = await setUpClub(request, 'Club Madrugador');
  const login = await (await request.post('/api/auth/login', { data: { correo: camila.correo, password: camila.password } })).json();
  const storage = { token: login.data.token, user: JSON.stringify(login.data.user), club_activo_id: clubId };
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, serviceWorkers: 'block',
  });
  await context.addInitScript((s) => {
    if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const api: string[] = [];
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/')) api.push(`${u.pathname}${u.search}`); });
  // which requests the page's inline `boot` function started (the browser names the functions that asked for each)
  const byBoot = new Set<string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const frames = e.initiator.stack?.callFrames ?? [];
    if (frames.some((f) => f.functionName === 'boot' && new URL(f.url).pathname === '/')) byBoot.add(new URL(e.request.url).pathname);
  });
  await page.goto('/');
  await expect(page.getByText('Pagos por validar')).toBeVisible();
  await expect(page.getByText('No hay partidos próximos')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // the script ran (the Content-Security-Policy allows it by its hash): the first GETs and the shell's styles were
  // asked for by the page's own inline script; and the app took every answer
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  // the logged-in shell's styles and the home page's first GETs: by then no module of the app had run
  expect([...byBoot].filter((p) => /^\/assets\/AppLayout-.*\.css$/.test(p)), [...byBoot].join('\n')).toHaveLength(1);
  for (const path of ['/api/auth/me', '/api/partidos/proximo', '/api/pagos/por-validar/total']) {
    expect(byBoot.has(path), `${path} in\n${[...byBoot].join('\n')}`).toBe(true);
  }
  const left = await page.evaluate(() =>
    Object.keys((window as unknown as { __partidosEarly?: { answers: object } }).__partidosEarly?.answers ?? {}));
  expect(left).toEqual([]);
  // each first GET went out once: the app took the boot script's answers instead of asking again (a URL composed
  // differently by lib/api would show up twice)
  // (the first screen's, and those of the cards drawn in the home page's second render)
  for (const url of [
    '/api/auth/me', '/api/pagos/por-validar/total', '/api/partidos/proximo', '/api/notificaciones?page=1&limit=10',
    '/api/votos/rankings/club', '/api/usuarios?page=1&limit=3&sortBy=mvp_count&order=desc&mvp_min=1',
    `/api/clubes/${clubId}/estadisticas`, '/api/usuarios/me/logros',
  ]) {
    expect(api.filter((u) => u === url), `${url} in\n${api.join('\n')}`).toHaveLength(1);
  }
  await context.close();
});

test("the service worker precaches the app shell only, within its 1 MiB", async ({ request }) => {
  // docs/decisions/0083: index.html, the entry, the login, home and match detail pages and what they import, the
  // styles and the icons; every other chunk is cached when first fetched. Measured as the files served, uncompressed.
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  const urls = precacheUrls(await sw.text());
  const page = await (await request.get('/login')).text();
  const entry = /<script type="module"[^>]*src="\/(assets\/index-[^"]+\.js)"/.exec(page)?.[1];
  expect(entry, 'the entry script of index.html').toBeTruthy();
  expect(urls).toEqual(expect.arrayContaining(['index.html', entry, 'icons/icon-192.png', 'icons/icon-512.png']));
  for (const chunk of ['LoginPage', 'HomePage', 'PartidoDetailPage', 'AppLayout']) {
    expect(urls.filter((u) => u.startsWith(`assets/${chunk}-`) && u.endsWith('.js')), chunk).toHaveLength(1);
  }
  expect(urls.filter((u) => /^(api|uploads)\//.test(u))).toEqual([]);
  expect(new Set(urls).size, 'each file once').toBe(urls.length);

  let total = 0;
  for (const url of urls) {
    const res = await request.get(`/${url}`);
    expect(res.status(), url).toBe(200);
    total += (await res.body()).length;
  }
  test.info().annotations.push({ type: 'precache', description: `${urls.length} files, ${(total / KIB).toFixed(1)} KiB uncompressed (budget ${PRECACHE_BUDGET_BYTES / KIB} KiB)` });
  expect(total, urls.join('\n')).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
});
