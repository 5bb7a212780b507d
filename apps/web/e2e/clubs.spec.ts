import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { createUser, joinPublicClub, signIn } from './helpers';

async function newPage(browser: Browser) {
  const ctx = await browser.newContext();
  opened.push(ctx);
  return ctx.newPage();
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

test('two people build a club: create in onboarding, join by code with approval, roles, expel', async ({ browser, request }) => {
  // the creator creates the club during onboarding and lands on /
  const creator = await createUser(request);
  const a = await newPage(browser);
  await signIn(a, creator.correo, creator.password);
  await expect(a).toHaveURL(/\/onboarding\/elegir-club$/);
  await a.getByRole('button', { name: 'Crear club' }).click();
  await expect(a).toHaveURL(/\/onboarding\/crear-club$/);
  await a.getByLabel('Nombre del club').fill('Los Cracks de Maipú');
  await a.getByLabel('Tipo').click();
  await a.getByTitle('Equipo').click();
  await a.getByLabel('Descripción').fill('corto');
  await a.getByRole('button', { name: 'Crear Club' }).click();
  await expect(a.getByText('La descripción debe tener al menos 10 caracteres')).toBeVisible();
  await a.getByLabel('Descripción').fill('Pichanga de los sábados en Maipú, fútbol 7.');
  await a.getByRole('button', { name: 'Crear Club' }).click();
  await expect(a).toHaveURL(/\/$/);

  // the invitation code is on the club's Información tab
  await a.goto('/clubes');
  await a.locator('.ant-card').getByText('Los Cracks de Maipú').click();
  await expect(a.getByRole('heading', { name: 'Los Cracks de Maipú' })).toBeVisible();
  const code = (await a.locator('.ant-typography', { hasText: /^[A-Z0-9]{8}$/ }).first().innerText()).trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

  // a second person asks to join with the code (the club requires approval by default)
  const player = await createUser(request, { nombre: 'Diego', apellido: 'Silva' });
  const b = await newPage(browser);
  await signIn(b, player.correo, player.password);
  await expect(b).toHaveURL(/\/onboarding\/elegir-club$/);
  await b.getByLabel('Código de invitación').fill(code.toLowerCase());
  await expect(b.getByLabel('Código de invitación')).toHaveValue(code);
  await b.getByRole('button', { name: 'Unirme al club' }).click();
  await expect(b).toHaveURL(/\/onboarding\/solicitud-pendiente\?club=/);
  await expect(b.getByText('Los Cracks de Maipú')).toBeVisible();

  // the creator approves in Solicitudes
  await a.reload();
  await a.getByRole('tab', { name: /Solicitudes/ }).click();
  await expect(a.getByText('Diego Silva')).toBeVisible();
  await a.getByRole('button', { name: 'Aprobar' }).click();
  await expect(a.getByText('No hay solicitudes pendientes')).toBeVisible();

  // the second person now has the club
  await b.goto('/clubes');
  await expect(b.locator('.ant-card').getByText('Los Cracks de Maipú')).toBeVisible();

  // the creator makes them Moderador, then expels them; the history shows both
  await a.getByRole('tab', { name: /Miembros/ }).click();
  await a.getByLabel('Rol de Diego Silva').click();
  await a.getByTitle('Moderador').click();
  await expect(a.getByRole('row', { name: /Diego Silva/ })).toContainText('Moderador');
  await a.getByRole('button', { name: 'Expulsar' }).click();
  await a.getByRole('button', { name: 'Expulsar', exact: true }).last().click();
  await expect(a.getByText('Miembros (1)')).toBeVisible();
  await a.getByRole('tab', { name: 'Historial' }).click();
  const history = a.locator('.ant-table');
  await expect(history.getByText('Miembro expulsado', { exact: true })).toBeVisible();
  await expect(history.getByText('Rol cambiado', { exact: true })).toBeVisible();
  await expect(history.getByText('Solicitud aprobada', { exact: true })).toBeVisible();
});

test('payment account: an invalid RUT is refused, a valid one is saved', async ({ page, request }) => {
  const creator = await createUser(request);
  const r = await request.post('/api/clubes', {
    headers: { authorization: `Bearer ${creator.token}` },
    data: { nombre: 'Club Cuentas Claras', tipo: 'Club', descripcion: 'Un club para probar cuentas de pago.' },
  });
  expect(r.status()).toBe(201);
  const clubId = (await r.json()).data._id as string;
  await signIn(page, creator.correo, creator.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/clubes/${clubId}?tab=cuentas`);
  await expect(page.getByText('Este club aún no tiene cuentas de pago')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre del titular').fill('Camila Rojas');
  await dialog.getByLabel('RUT del titular').fill('123456789');
  await expect(dialog.getByLabel('RUT del titular')).toHaveValue('12.345.678-9');
  await dialog.getByLabel('Banco').fill('BancoEstado');
  await dialog.getByLabel('Número de cuenta').fill('12345678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El RUT no es válido (dígito verificador incorrecto)')).toBeVisible();
  await dialog.getByLabel('RUT del titular').fill('12345678-5');
  await expect(dialog.getByLabel('RUT del titular')).toHaveValue('12.345.678-5');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: '12.345.678-5' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'BancoEstado' })).toBeVisible();
});

test('the public community: joining from onboarding makes it the active club', async ({ page, request }) => {
  const u = await createUser(request);
  await signIn(page, u.correo, u.password);
  await expect(page).toHaveURL(/\/onboarding\/elegir-club$/);
  await page.getByRole('button', { name: 'Unirme a la comunidad' }).click();
  await expect(page).toHaveURL(/\/$/);
  // the header's club selector (the browser's own select) shows it as the active club
  await expect(page.getByRole('combobox', { name: 'Club activo' }).first().locator('option:checked')).toHaveText('Comunidad Partidos');
  // joining again is not an error
  await joinPublicClub(request, u.token);
});
