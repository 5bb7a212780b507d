import { axeFor } from './browser';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fechaEn, setStatus, setUpClub } from './club-fixture';
import { ADMIN, createUser, signIn, switchUser, uniqueEmail } from './helpers';

// The accessibility audit (docs/decisions/0045): every screen of the router, and the states people open on
// them (dialogs, the phone's menu drawer, form errors, the match as organiser and as player, empty lists), at 1280 px
// (a11y.spec.ts) and at 390 px (a11y.mobile.spec.ts). Each screen has exactly one h1 and no axe-core violation of
// any impact under WCAG 2.0/2.1 A and AA and axe's best practices. Nothing is excluded.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// a real 1×1 PNG: the server checks the bytes, not the name
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Waits until the page has drawn its data: no skeleton, spinner or loading button left. */
async function settled(page: Page) {
  await expect(page.locator('.ant-skeleton, .lite-skeleton, .ant-spin-spinning, .lite-spinner, .ant-btn-loading, .lite-btn--loading')).toHaveCount(0);
  // nor a drawer, dialog or menu still opening or closing
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]')).toHaveCount(0);
}

/**
 * Audits what the page shows now: one h1 (with the text given), then axe-core. Soft checks, so one run lists every
 * screen's problems; the test still fails on any.
 */
export async function audit(page: Page, screen: string, h1: string | RegExp) {
  const headings = page.locator('h1');
  await expect(headings.first(), `${screen}: its h1`).toHaveText(h1);
  await settled(page);
  await expect.soft(headings, `${screen}: one h1`).toHaveCount(1);
  // no icon reads its English name (apps/web/antd-a11y.ts): hidden, or named by us
  const icons = await page.locator('.anticon').evaluateAll((els) => els
    .filter((e) => e.getAttribute('aria-hidden') !== 'true' && !e.closest('[aria-hidden="true"]'))
    .filter((e) => !e.getAttribute('aria-label') || e.classList.contains(`anticon-${e.getAttribute('aria-label')}`))
    .map((e) => e.outerHTML.slice(0, 80)));
  expect.soft(icons, `${screen}: icons read in English`).toEqual([]);
  const r = await axeFor(page).withTags(TAGS).analyze();
  const found = r.violations.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`).join(' | ')}`);
  expect.soft(found, `${screen}: axe-core violations`).toEqual([]);
}

async function go(page: Page, path: string, screen: string, h1: string | RegExp) {
  await page.goto(path);
  await audit(page, screen, h1);
}

/**
 * A club with a venue, an account, a priced match with two players in generated teams (one receipt waiting), a
 * finished match and a series.
 */
async function clubWithEverything(request: APIRequestContext) {
  const club = await setUpClub(request, 'Club Accesible');
  const { camila, matias, javiera } = club;
  const created = async (path: string, data: object) => {
    const r = await request.post(path, { headers: camila.headers, data });
    expect(r.status(), await r.text()).toBe(201);
    return (await r.json()).data._id as string;
  };
  const partido = { hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1, monto_arriendo: 30000, cuenta_pago_id: club.cuentaId };
  const partidoId = await created('/api/partidos', { ...partido, fecha: fechaEn(4) });
  for (const p of [camila, matias]) {
    expect((await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
  }
  // generated teams: the detail shows the learned teams' prediction to all and each rating to the organiser (docs/decisions/0086)
  expect((await request.post(`/api/partidos/${partidoId}/generar-equipos`, { headers: camila.headers, data: {} })).ok()).toBeTruthy();
  const up = await request.post(`/api/partidos/${partidoId}/pagos/subir`, { headers: matias.headers, multipart: { comprobante: { name: 'transferencia.png', mimeType: 'image/png', buffer: PNG } } });
  expect(up.status()).toBe(200);
  const jugadoId = await created('/api/partidos', { ...partido, fecha: fechaEn(2), hora_partido: '19:00' });
  for (const p of [camila, matias, javiera]) {
    expect((await request.post(`/api/partidos/${jugadoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
  }
  await setStatus(request, jugadoId, 'En curso');
  expect((await request.put(`/api/partidos/${jugadoId}/resultado`, { headers: camila.headers, data: { equipo_a_goles: 3, equipo_b_goles: 1 } })).ok()).toBeTruthy();
  await setStatus(request, jugadoId, 'Finalizado');
  const serieId = await created('/api/series', { ...partido, fecha: fechaEn(6), hora_partido: '21:00' });
  const l = await request.post(`/api/partidos/${partidoId}/link-invitacion`, { headers: camila.headers, data: {} });
  expect(l.status()).toBe(201);
  const codigo = (await l.json()).data.codigo as string;
  return { ...club, partidoId, jugadoId, serieId, codigo };
}

export function a11yTests(mobile: boolean) {
  // the longest journeys of the suite: spread over the workers, not one file's worker
  test.describe.configure({ mode: 'parallel' });
  // dozens of screens per test, each audited: more than the suite's 90 s on a busy machine
  test.beforeEach(() => test.setTimeout(240_000));

  test('logged out: login, its errors, the forgot-password dialog, reset and privacy pages, an invitation', async ({ page, request }) => {
    const club = await setUpClub(request, 'Club Invita');
    const m = await request.post('/api/partidos', {
      headers: club.camila.headers,
      data: { fecha: fechaEn(5), horario_por_definir: true, lugar_por_definir: true, monto_por_definir: true, tipo_partido: '7v7', cuenta_pago_id: club.cuentaId },
    });
    const partidoId = (await m.json()).data._id as string;
    const codigo = (await (await request.post(`/api/partidos/${partidoId}/link-invitacion`, { headers: club.camila.headers, data: {} })).json()).data.codigo as string;

    await go(page, '/login', 'login', 'Bienvenido a Partidos');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Por favor ingresa tu contraseña')).toBeVisible();
    await audit(page, 'login with errors', 'Bienvenido a Partidos');
    await page.getByLabel('Correo electrónico').fill('nadie@example.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta1');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await audit(page, 'login refused', 'Bienvenido a Partidos');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'forgot password dialog', 'Bienvenido a Partidos');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.getByRole('button', { name: 'Crear Cuenta' }).click();
    await expect(page.getByText('Debes aceptar la política de privacidad')).toBeVisible();
    await audit(page, 'register with errors', 'Crea tu cuenta');

    await go(page, '/reset-password/abc123', 'reset password (expired link)', 'Enlace Inválido');
    await go(page, '/politica-privacidad', 'privacy policy', 'Política de Privacidad');
    await go(page, `/partidos/unirse/${codigo}`, 'match invitation', 'Invitación a Partido');
    await go(page, `/registro-invitacion/${codigo}`, 'sign-up by invitation', /Regístrate/);
  });

  test('onboarding: complete the profile (with errors), choose, create or wait for a club', async ({ page, request }) => {
    const correo = uniqueEmail('onb');
    const r = await request.post('/api/auth/register-basic', { data: { correo, password: 'Secreto123', aceptaPoliticaPrivacidad: true } });
    expect(r.status()).toBe(201);
    await signIn(page, correo, 'Secreto123');
    await expect(page).toHaveURL('/onboarding/completar-perfil');
    await audit(page, 'complete profile', 'Completa tu perfil');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await audit(page, 'complete profile with errors', 'Completa tu perfil');

    const u = await createUser(request, { nombre: 'Tomás', apellido: 'Vidal' });
    await switchUser(page, u.correo, u.password).catch(() => undefined);
    await expect(page).toHaveURL('/onboarding/elegir-club');
    await audit(page, 'choose a club', /Elige cómo empezar/);
    await go(page, '/onboarding/crear-club', 'create first club', 'Crea tu primer club');
    const pending = await createUser(request, { nombre: 'Ana', apellido: 'Pérez' });
    const owner = await createUser(request, { nombre: 'Rosa', apellido: 'Soto' });
    const c = await request.post('/api/clubes', { headers: { authorization: `Bearer ${owner.token}` }, data: { nombre: 'Club Con Aprobación', configuracion: { requiere_aprobacion_ingreso: true } } });
    const codigo = (await c.json()).data.codigo_invitacion as string;
    await request.post('/api/clubes/solicitar-ingreso', { headers: { authorization: `Bearer ${pending.token}` }, data: { codigo_invitacion: codigo } });
    await page.evaluate(() => localStorage.clear());
    await signIn(page, pending.correo, pending.password);
    await expect(page).toHaveURL(/onboarding/);
    await page.goto('/onboarding/solicitud-pendiente');
    await audit(page, 'join request pending', /Solicitud/);
  });

  test('the organiser: home, the menu, matches, the match as organiser, forms with errors, series, players, venues', async ({ page, request }) => {
    const c = await clubWithEverything(request);
    await signIn(page, c.camila.correo, c.camila.password);
    await expect(page).toHaveURL('/');
    await audit(page, 'home', /Hola/);
    if (mobile) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'menu drawer', /Hola/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await go(page, '/partidos', 'match list', /Partidos/);
    await go(page, `/partidos/${c.partidoId}`, 'match detail (organiser)', / · /);
    // audited with the learned teams' prediction and the players' ratings
    await expect(page.getByTestId('pronostico')).toBeVisible();
    await expect(page.getByTestId('rating')).toHaveCount(2);
    await go(page, `/partidos/${c.jugadoId}`, 'finished match detail', / · /);
    await go(page, `/partidos/${c.jugadoId}/resumen`, 'match summary', 'Resumen del Partido');
    await go(page, '/partidos/crear', 'create match', 'Crear Partido');
    await page.getByRole('button', { name: 'Crear Partido' }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await audit(page, 'create match with errors', 'Crear Partido');
    await go(page, `/partidos/${c.partidoId}/editar`, 'edit match', 'Editar Partido');
    await go(page, '/series', 'series list', /recurrentes/);
    await go(page, `/series/${c.serieId}`, 'series page', /^Todos los /);
    await go(page, '/jugadores', 'players', /Jugadores/);
    await go(page, `/jugadores/${c.matias.id}`, 'player profile', /Matías/);
    await go(page, '/lugares', 'venues', 'Lugares');
    await go(page, `/lugares/${c.lugarId}`, 'venue', 'Cancha MVP');
    await go(page, `/lugares/${c.lugarId}/editar`, 'edit venue', 'Editar Lugar');
    await go(page, '/lugares/crear', 'create venue', 'Crear Lugar');
  });

  test('the organiser: clubs, their tabs and a dialog, invitations, statistics, inbox, notifications, profile', async ({ page, request }) => {
    const c = await clubWithEverything(request);
    await signIn(page, c.camila.correo, c.camila.password);
    await expect(page).toHaveURL('/');
    await go(page, '/clubes', 'my clubs', 'Mis Clubes');
    await go(page, '/clubes/crear', 'create club', 'Crear Club');
    await go(page, '/clubes/unirse', 'join a club', 'Unirse a un Club');
    // cuentas last: its dialog is opened from there
    for (const tab of ['info', 'miembros', 'solicitudes', 'finanzas', 'validar', 'historial', 'cuentas']) {
      await go(page, `/clubes/${c.clubId}?tab=${tab}`, `club, tab ${tab}`, 'Club Accesible');
    }
    await page.getByRole('button', { name: 'Agregar cuenta' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'new payment account dialog', 'Club Accesible');
    await page.keyboard.press('Escape');
    await go(page, `/clubes/${c.clubId}/editar`, 'edit club', 'Editar Club');
    await go(page, '/invitaciones', 'invitations', 'Mis Invitaciones');
    await go(page, '/estadisticas', 'statistics', /Estadísticas/);
    await go(page, '/pagos/por-validar', 'receipts inbox', 'Pagos por validar');
    await go(page, '/notificaciones', 'notifications', 'Notificaciones');
    await go(page, '/mi-perfil', 'my profile', /Camila/);
    await go(page, '/no-existe/para-nada', 'unknown address (home)', /Hola/);
  });

  test('a player: the match as player, the receipt dialog, empty lists, pages beyond their role', async ({ page, request }) => {
    const c = await clubWithEverything(request);
    await signIn(page, c.javiera.correo, c.javiera.password);
    await expect(page).toHaveURL('/');
    await go(page, `/partidos/${c.partidoId}`, 'match detail (player, not signed up)', / · /);
    await page.getByRole('button', { name: 'Inscribirse' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmar Inscripción' })).toBeVisible();
    await audit(page, 'sign-up dialog', / · /);
    await page.getByRole('dialog').getByRole('button', { name: 'Inscribirme' }).click();
    await expect(page.getByRole('button', { name: 'Subir comprobante' })).toBeVisible();
    await audit(page, 'match detail (player, signed up)', / · /);
    await page.getByRole('button', { name: 'Subir comprobante' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'receipt upload dialog', / · /);
    await page.keyboard.press('Escape');
    await go(page, '/notificaciones', 'notifications (empty)', 'Notificaciones');
    await go(page, '/invitaciones', 'invitations (empty)', 'Mis Invitaciones');
    await go(page, '/pagos/por-validar', 'receipts inbox (player)', /Pagos/);
    await go(page, '/partidos/crear', '403 (create match as player)', 'Permisos Insuficientes');
    await go(page, '/admin', '403 (admin)', 'Acceso Denegado');
  });

  test('the platform administrator: dashboard, users, clubs, matches, payments, backups', async ({ page }) => {
    await signIn(page, ADMIN.correo, ADMIN.password);
    await expect(page).toHaveURL('/');
    await go(page, '/admin', 'admin dashboard', /Administración/);
    await go(page, '/admin/usuarios', 'admin users', 'Gestión de Usuarios');
    await go(page, '/admin/clubes', 'admin clubs', 'Gestión de Clubes');
    await go(page, '/admin/partidos', 'admin matches', 'Gestión de Partidos');
    await go(page, '/admin/pagos', 'admin payments', 'Gestión de Pagos');
    await go(page, '/admin/respaldos', 'admin backups', 'Respaldos');
  });

  // the dark theme on the screens drawn without antd (components/lite), at 390 px, where the organiser's
  // antd panels start folded: antd's own dark colours (its danger buttons and tags) are not audited yet
  test('dark mode: login, home, the match as organiser with its menu', async ({ page, request }) => {
    test.skip(!mobile, 'the phone width: the match detail shows no antd part until a panel is opened');
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    const c = await clubWithEverything(request);
    await page.goto('/login');
    await audit(page, 'login (dark)', 'Bienvenido a Partidos');
    await signIn(page, c.camila.correo, c.camila.password);
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await audit(page, 'home (dark)', /Hola/);
    await go(page, `/partidos/${c.partidoId}`, 'match detail (organiser, dark)', / · /);
    await page.getByRole('button', { name: 'Gestionar' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit(page, 'match detail with its menu (dark)', / · /);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  });
}
