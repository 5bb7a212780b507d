import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn, switchUser } from './helpers';

// An organiser creates a match; players sign up from the card and the detail; the list shows 'Pocos
// cupos' then 'Completo'; a reserve is promoted when a player leaves; teams are generated.

async function setUpClub(request: APIRequestContext) {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Los Cracks de Ñuñoa');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { alias: 'Cuenta de la pichanga', nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  expect(cuenta.status()).toBe(201);
  const lugar = await request.post('/api/lugares', {
    headers: h,
    data: { nombre: 'Complejo Deportivo Ñuñoa', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' },
  });
  expect(lugar.status()).toBe(201);
  const players = [];
  for (const [nombre, apellido] of [['Matías', 'González'], ['Javiera', 'Muñoz'], ['Benjamín', 'Soto'], ['Diego', 'Silva']]) {
    const p = await createUser(request, { nombre, apellido });
    await joinClubApi(request, p.token, club.codigo);
    players.push(p);
  }
  return { org, club, players };
}

test('an organiser fills a match: availability, waiting list promotion and teams', async ({ page, request }) => {
  test.setTimeout(180_000); // six people take turns in one browser
  const { org, players } = await setUpClub(request);
  const [matias, javiera, benjamin, diego] = players as [typeof players[0], typeof players[0], typeof players[0], typeof players[0]];

  // the organiser creates a 4-place match in the form
  await signIn(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('No hay partidos próximos')).toBeVisible();
  await page.getByRole('button', { name: 'Crear Partido' }).click();
  await expect(page).toHaveURL('/partidos/crear');
  await expect(page.getByRole('heading', { name: 'Crear Partido' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear Partido' }).click();
  await expect(page.getByText('Por favor selecciona la fecha')).toBeVisible();
  await expect(page.getByText('Por favor selecciona una cuenta de pago')).toBeVisible();

  await page.getByPlaceholder('DD/MM/AAAA').click();
  await page.getByPlaceholder('DD/MM/AAAA').fill(futureDate(5));
  await page.keyboard.press('Enter');
  await page.getByText('5 vs 5', { exact: true }).click();
  await page.getByLabel('Cupos').fill('4');
  await page.getByRole('combobox', { name: 'Hora' }).fill('20');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Lugar' }).click();
  await page.getByText('Complejo Deportivo Ñuñoa').last().click();
  await page.getByLabel('Cancha N°').fill('2');
  await page.getByLabel('Arriendo de la cancha').fill('40000');
  await expect(page.getByText('Costo por jugador local: $10.000')).toBeVisible();
  await page.getByRole('combobox', { name: 'Cuenta de pago' }).click();
  await page.getByText(/Cuenta de la pichanga/).last().click();
  await page.getByRole('button', { name: 'Crear Partido' }).click();
  await expect(page.getByText('Partido creado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(/\/partidos\/[0-9a-f]{24}$/);
  const matchUrl = new URL(page.url()).pathname;

  // the organiser signs up from the detail
  await page.getByRole('button', { name: 'Inscribirse' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Estás inscrito')).toBeVisible();

  // Matías signs up from the card: two places left → 'Pocos cupos'
  await switchUser(page, matias.correo, matias.password);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Partidos', exact: true }).click();
  const card = page.locator('.ant-card').filter({ hasText: '1/4 inscritos' });
  // the list settles first (its first answers can re-render the cards, closing a modal opened in between)
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog', { name: 'Confirmar Inscripción' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await card.getByRole('button', { name: 'Inscribirse' }).click({ timeout: 2000 });
    await expect(dialog.getByRole('button', { name: 'Inscribirme' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Te has inscrito al partido exitosamente')).toBeVisible();
  const card2 = page.locator('.ant-card').filter({ hasText: '2/4 inscritos' });
  await expect(card2.getByText('Pocos cupos')).toBeVisible();
  // enrolled: the card answers in one tap, and one more tap changes the answer (docs/decisions/0036)
  const voy = card2.getByRole('button', { name: 'Voy', exact: true });
  await expect(voy).toHaveAttribute('aria-pressed', 'false');
  await voy.click();
  await expect(page.getByText('Asistencia confirmada')).toBeVisible();
  await expect(card2.getByRole('button', { name: 'Voy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card2.getByText('Van 1 · No van 0 · Sin responder 1')).toHaveCount(0); // counts are the organiser's
  await card2.getByRole('button', { name: 'No voy' }).click();
  await expect(card2.getByRole('button', { name: 'No voy' })).toHaveAttribute('aria-pressed', 'true');
  await card2.getByRole('button', { name: 'Voy', exact: true }).click();
  await expect(card2.getByRole('button', { name: 'Voy', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Javiera and Benjamín fill it from the detail → 'Completo'
  for (const p of [javiera, benjamin]) {
    await switchUser(page, p.correo, p.password);
    await page.goto(matchUrl);
    await page.getByRole('button', { name: 'Inscribirse' }).click();
    await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
    await expect(page.getByText('Estás inscrito')).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Partidos', exact: true }).click();
  await expect(page.locator('.ant-card').filter({ hasText: '4/4 inscritos' }).getByText('Completo')).toBeVisible();

  // Diego can only join the waiting list
  await switchUser(page, diego.correo, diego.password);
  await page.goto(matchUrl);
  await page.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page.getByRole('button', { name: 'En lista de espera' })).toBeDisabled();
  await expect(page.getByText('Lista de espera (1)')).toBeVisible();

  // Benjamín leaves: Diego is promoted
  await switchUser(page, benjamin.correo, benjamin.password);
  await page.goto(matchUrl);
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('button', { name: 'Inscribirse' })).toHaveCount(0);
  await switchUser(page, diego.correo, diego.password);
  await page.goto(matchUrl);
  await expect(page.getByText('Estás inscrito')).toBeVisible();
  await expect(page.getByText('Lista de espera (1)')).toHaveCount(0);

  // the organiser generates teams: every player gets one
  await switchUser(page, org.correo, org.password);
  await page.goto(matchUrl);
  // the organiser sees who answered what
  await expect(page.getByTestId('respuestas')).toHaveText('Van 1 · No van 0 · Sin responder 3');
  await page.getByRole('button', { name: 'Gestionar' }).click();
  await page.getByRole('menuitem', { name: 'Generar Equipos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Generar' }).click();
  await expect(page.getByText('Equipos generados exitosamente')).toBeVisible();
  await expect(page.getByTestId('tu-participacion').getByText(/juegas en/)).toBeVisible();
  const players4 = page.locator('.lite-card').filter({ hasText: 'Jugadores (4/4)' });
  await players4.getByText('Sin asignar', { exact: true }).click();
  await expect(players4.getByText('No hay jugadores en este equipo')).toBeVisible();
});

/** A DD/MM/YYYY date `days` ahead in Chile. */
function futureDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const f = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
  return f.replace(/-/g, '/');
}

test('the match form says so when its venues cannot be loaded', async ({ page, request }) => {
  const { org } = await setUpClub(request);
  await signIn(page, org.correo, org.password);
  // the venue selector's call fails as a server would (a 500, after the app's retries); the rest answers as usual
  await page.route('**/api/lugares/selector*', (route) => route.fulfill({
    status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'ERROR_INTERNO', message: '' }),
  }));
  await page.goto('/partidos/crear');
  await expect(page.getByRole('heading', { name: 'Crear Partido' })).toBeVisible();
  await expect(page.getByText('Error al cargar lugares y cuentas de pago')).toBeVisible();
});
