import { expect, test } from '@playwright/test';
import { createUser, signIn } from './helpers';

// Club invite links at 390 px (docs/decisions/0082): the organiser of a new club shares its link from the match's
// "Invitar al club y a este partido"; a person with no account opens it, registers, completes the profile and is a
// member signed up for the match, with no approval step although the club asks for approval of join requests.
// The newcomer's taps, counted: "Crear cuenta y unirme", the privacy checkbox, "Crear Cuenta", "Guardar y unirme al
// partido" (4 taps), with the account's 3 typed fields and the spec's required profile fields.
test('a newcomer opens the club link shared for a match: 4 taps + 3 account fields + the profile, a member and signed up', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const auth = { authorization: `Bearer ${org.token}` };
  const c = await request.post('/api/clubes', { headers: auth, data: { nombre: 'Los Amigos del Jueves', configuracion: { requiere_aprobacion_ingreso: true } } });
  const clubId = (await c.json()).data._id as string;
  const h = { ...auth, 'x-club-id': clubId };
  const cuenta = await (await request.post(`/api/clubes/${clubId}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const lugar = await (await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha del Barrio', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } })).json();
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 5 * 86_400_000)).replace(/-/g, '/');
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, hora_partido: '21:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugar.data._id, cancha_numero: 1, monto_arriendo: 30000, cuenta_pago_id: cuenta.data._id },
  });
  const partidoId = (await m.json()).data._id as string;

  // the organiser makes the club's link from the match and shares it
  await signIn(page, org.correo, org.password, `/partidos/${partidoId}`);
  // on a phone the organiser's panels start folded
  await page.getByRole('button', { name: 'Invitaciones' }).click();
  const card = page.locator('.lite-card').filter({ hasText: 'Invitar al club y a este partido' });
  await card.getByRole('button', { name: 'Crear link de invitación' }).click();
  const link = card.getByLabel('Link de invitación del club');
  await expect(link).toBeVisible();
  const url = (await link.textContent())!;
  expect(url).toMatch(new RegExp(`/unirse/[A-Z0-9]{10}\\?partido=${partidoId}$`));
  const wa = await card.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(wa!)).toContain(url);

  // a person with no account opens it on their phone
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const guest = await ctx.newPage();
  await guest.goto(url);
  await expect(guest.getByRole('heading', { name: 'Invitación a Los Amigos del Jueves', level: 1 })).toBeVisible();
  await expect(guest.getByText('Cancha del Barrio · Cancha 1')).toBeVisible();
  await expect(guest.getByText('1 jugador ya es parte')).toBeVisible();
  await guest.getByRole('button', { name: 'Crear cuenta y unirme' }).click(); // tap 1
  const correo = `amigo.${Date.now().toString(36)}@example.cl`;
  await guest.getByLabel('Correo electrónico').fill(correo);
  await guest.getByLabel('Contraseña', { exact: true }).fill('Golazo2026');
  await guest.getByLabel('Confirmar contraseña').fill('Golazo2026');
  await guest.getByRole('checkbox').check(); // tap 2
  await guest.getByRole('button', { name: 'Crear Cuenta' }).click(); // tap 3
  await expect(guest).toHaveURL(/\/unirse\/[A-Z0-9]{10}\/perfil\?partido=/);

  // the spec's required profile fields
  await guest.getByLabel('Nombre', { exact: true }).fill('Tomás');
  await guest.getByLabel('Apellido', { exact: true }).fill('Sepúlveda');
  await guest.getByRole('textbox', { name: 'Teléfono' }).fill('9 8765 4321');
  await guest.getByLabel('Posición principal').click();
  await guest.getByTitle('MC · Medio Centro').click();
  await guest.getByLabel('Nivel de habilidad').click();
  await guest.getByTitle('Avanzado').click();
  await guest.getByLabel('¿Cada cuánto juegas?').click();
  await guest.getByTitle('1 vez por semana').click();
  await guest.getByRole('button', { name: 'Guardar y unirme al partido' }).click(); // tap 4

  // straight in: the match page, signed up; no request waits for approval
  await expect(guest).toHaveURL(`/partidos/${partidoId}`);
  await expect(guest.getByText('¡Bienvenido a Los Amigos del Jueves! Quedaste inscrito en el partido.')).toBeVisible();
  await expect(guest.getByText('Estás inscrito')).toBeVisible();
  await ctx.close();

  const requests = await request.get(`/api/clubes/${clubId}/solicitudes`, { headers: auth });
  expect((await requests.json()).data).toEqual([]);
  const detail = await (await request.get(`/api/clubes/${clubId}`, { headers: auth })).json();
  expect(detail.data.miembros.map((x: { usuario_id: { nombre: string } }) => x.usuario_id.nombre)).toContain('Tomás');
});
