import { expect, test } from '@playwright/test';
import { createClubApi, createUser, loginUi } from './helpers';

// Issue 7: the organiser copies the invite link; a person with no account opens it, registers, completes the
// profile, joins the club and ends up enrolled in the match.
test('a newcomer follows an invite link to the club and the match', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Los Invitados FC');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const lugar = await (await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha del Barrio', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } })).json();
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 5 * 86_400_000)).replace(/-/g, '/');
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, hora_partido: '21:00', duracion: 90, tipo_partido: '5v5', lugar_id: lugar.data._id, cancha_numero: 3, monto_arriendo: 30000, cuenta_pago_id: cuenta.data._id },
  });
  const partidoId = (await m.json()).data._id as string;

  // the organiser generates the link on the match and copies it
  await loginUi(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/partidos/${partidoId}`);
  const panel = page.locator('.ant-card').filter({ hasText: 'Invitaciones' });
  await panel.getByRole('button', { name: 'Generar link de invitación' }).click();
  await expect(panel.getByText('activo', { exact: true })).toBeVisible();
  const url = await panel.getByRole('textbox', { name: 'Link de invitación' }).inputValue();
  expect(url).toMatch(/\/partidos\/unirse\/[A-Z0-9]{8}$/);
  const wa = await panel.getByRole('link', { name: /Compartir por WhatsApp/ }).getAttribute('href');
  expect(decodeURIComponent(wa!)).toContain(url);
  expect(decodeURIComponent(wa!)).toContain('Cancha del Barrio');

  // a person with no account opens it in another browser
  const ctx = await browser.newContext();
  const guest = await ctx.newPage();
  await guest.goto(url);
  await expect(guest.getByText('Los Invitados FC')).toBeVisible();
  await expect(guest.getByText('Cancha del Barrio · Cancha 3')).toBeVisible();
  await guest.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
  const correo = `invitado.${Date.now().toString(36)}@example.cl`;
  await guest.getByLabel('Correo electrónico').fill(correo);
  await guest.getByLabel('Contraseña', { exact: true }).fill('Golazo2026');
  await guest.getByLabel('Confirmar contraseña').fill('Golazo2026');
  await guest.getByRole('checkbox').check();
  await guest.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(guest).toHaveURL(/\/completar-perfil-invitacion\/[A-Z0-9]{8}$/);

  await guest.getByLabel('Nombre', { exact: true }).fill('Tomás');
  await guest.getByLabel('Apellido', { exact: true }).fill('Sepúlveda');
  await guest.getByRole('textbox', { name: 'Teléfono' }).fill('9 8765 4321');
  await guest.getByLabel('Posición principal').click();
  await guest.getByTitle('MC · Medio Centro').click();
  await guest.getByLabel('Nivel de habilidad').click();
  await guest.getByTitle('Avanzado').click();
  await guest.getByLabel('¿Cada cuánto juegas?').click();
  await guest.getByTitle('1 vez por semana').click();
  await guest.getByRole('button', { name: 'Guardar y unirme al partido' }).click();

  // the club step, then the match
  await expect(guest).toHaveURL(/\/registro-club-invitacion\/[A-Z0-9]{8}$/);
  await guest.getByRole('button', { name: 'Unirme a Los Invitados FC' }).click();
  await expect(guest).toHaveURL(`/partidos/${partidoId}`);
  await expect(guest.getByText('Estás inscrito')).toBeVisible();
  await ctx.close();

  // the organiser sees the newcomer among the players
  await page.reload();
  await expect(page.getByText('Tomás Sepúlveda')).toBeVisible();
});
