import { expect, test } from '@playwright/test';
import { createClubApi, createUser, signIn, uniqueEmail } from './helpers';

// The organiser copies the invite link; a person with no account opens it, registers, completes the
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
  await signIn(page, org.correo, org.password);
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

// Someone with an account whose profile is incomplete opens the link, logs in, completes the profile in the
// onboarding and is brought back to the invitation, not to the club picker (docs/decisions/0043).
test('an invited person with an incomplete profile logs in, completes it and comes back to the invitation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Los Pendientes FC');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 4 * 86_400_000)).replace(/-/g, '/');
  const lugar = await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Los Aromos', direccion: 'Av. Matta 1200, Santiago', telefono: '+56222384500' } });
  expect(lugar.status()).toBe(201);
  const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  expect(cuenta.status()).toBe(201);
  const m = await request.post('/api/partidos', {
    headers: h,
    data: {
      fecha, hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: (await lugar.json()).data._id, cancha_numero: 2,
      monto_arriendo: 30000, cuenta_pago_id: (await cuenta.json()).data._id,
    },
  });
  expect(m.status(), await m.text()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const l = await request.post(`/api/partidos/${partidoId}/link-invitacion`, { headers: h, data: {} });
  expect(l.status(), await l.text()).toBe(201);
  const codigo = (await l.json()).data.codigo as string;

  // an account registered earlier that never completed its profile
  const correo = uniqueEmail('incompleto');
  const r = await request.post('/api/auth/register-basic', { data: { correo, password: 'Golazo2026', aceptaPoliticaPrivacidad: true } });
  expect(r.status()).toBe(201);
  expect((await r.json()).data.user.profileComplete).toBe(false);

  await page.goto(`/partidos/unirse/${codigo}`);
  await expect(page.getByText('Los Pendientes FC')).toBeVisible();
  await page.getByRole('button', { name: 'Ya tengo cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill('Golazo2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

  await expect(page).toHaveURL(/\/onboarding\/completar-perfil$/);
  await expect(page.getByText('Al guardar vuelves a tu invitación para unirte al partido.')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ignacia');
  await page.getByLabel('Apellido', { exact: true }).fill('Fuentealba');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('9 8123 4567');
  await page.getByLabel('Posición principal').click();
  await page.getByTitle('DFC · Defensa Central').click();
  await page.getByLabel('Nivel de habilidad').click();
  await page.getByTitle('Intermedio').click();
  await page.getByLabel('¿Cada cuánto juegas?').click();
  await page.getByTitle('1 vez por semana').click();
  await page.getByRole('button', { name: 'Guardar y volver a la invitación' }).click();

  // back on the invitation, now able to accept it
  await expect(page).toHaveURL(`/partidos/unirse/${codigo}`);
  await page.getByRole('button', { name: 'Unirme al partido' }).click();
  await expect(page).toHaveURL(`/registro-club-invitacion/${codigo}`);
  await page.getByRole('button', { name: 'Unirme a Los Pendientes FC' }).click();
  await expect(page).toHaveURL(`/partidos/${partidoId}`);
  await expect(page.getByText('Estás inscrito')).toBeVisible();

  // the server agrees: she is on the roster of the match
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const v = await request.get(`/api/partidos/validar-invitacion/${codigo}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await v.json()).data.mi_estado).toMatchObject({ inscrito: true, es_miembro: true });
  const detalle = await (await request.get(`/api/partidos/${partidoId}`, { headers: h })).json();
  expect(JSON.stringify(detalle.data)).toContain('Fuentealba');
});

// An open invitation signs a non-member up at once (the spec's flow); the club step that follows then says so, and a
// request to a club that asks for approval is for the club, not the match (docs/decisions/0082).
test('an open invitation signs a newcomer up; the club step says they are in the match and the request is for the club', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const c = await request.post('/api/clubes', { headers: { authorization: `Bearer ${org.token}` }, data: { nombre: 'Los Abiertos FC', configuracion: { requiere_aprobacion_ingreso: true } } });
  const clubId = (await c.json()).data._id as string;
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': clubId };
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 4 * 86_400_000)).replace(/-/g, '/');
  const cuenta = await request.post(`/api/clubes/${clubId}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  const m = await request.post('/api/partidos', {
    headers: h,
    data: {
      fecha, horario_por_definir: true, lugar_por_definir: true, monto_por_definir: true, tipo_partido: '7v7', permite_invitacion_abierta: true,
      cuenta_pago_id: (await cuenta.json()).data._id,
    },
  });
  expect(m.status(), await m.text()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const codigo = (await (await request.post(`/api/partidos/${partidoId}/link-invitacion`, { headers: h, data: {} })).json()).data.codigo as string;

  const guest = await createUser(request, { nombre: 'Tomás', apellido: 'Vidal' });
  await signIn(page, guest.correo, guest.password, `/partidos/unirse/${codigo}`);
  await page.getByRole('button', { name: 'Unirme al partido' }).click();
  await expect(page).toHaveURL(`/registro-club-invitacion/${codigo}`);
  await expect(page.getByText('Ya estás inscrito en el partido. Únete al club para verlo en la app: un moderador debe aprobar tu ingreso al club.')).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar unirme a Los Abiertos FC' }).click();
  await expect(page.getByText('Ya estás inscrito en el partido. Cuando un moderador de Los Abiertos FC te acepte, verás el club y sus partidos en la app.')).toBeVisible();
});
