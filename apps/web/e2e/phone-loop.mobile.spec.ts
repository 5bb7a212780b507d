import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn } from './helpers';

// The loop a player repeats every week, on a phone (390 × 844, touch): sign up and answer from the card,
// the detail's bottom action bar, a receipt from the camera that shows as 'Validando'; the roster at 320 px.

// a real 1×1 PNG: the server checks the bytes, not the name
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const fechaEn = (days: number) => new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
  .format(new Date(Date.now() + days * 86_400_000)).replace(/-/g, '/');

/** A club with an account, a venue and a 5 vs 5 match in 4 days whose rent makes $4.000 a player. */
async function clubWithMatch(request: APIRequestContext, nombre: string) {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, nombre);
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  const lugar = await (await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Los Dominicos', direccion: 'Av. Padre Hurtado 1500, Las Condes', telefono: '+56222384500' } })).json();
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha: fechaEn(4), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugar.data._id, cancha_numero: 2, monto_arriendo: 40000, cuenta_pago_id: cuenta.data._id },
  });
  expect(m.status()).toBe(201);
  return { org, club, h, id: (await m.json()).data._id as string };
}

test('a player signs up from the card and answers "Voy" in one tap; the detail\'s bar sends the receipt from the camera and shows "Validando"', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { club } = await clubWithMatch(request, 'Pichanga del Martes');
  const player = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinClubApi(request, player.token, club.codigo);

  await signIn(page, player.correo, player.password);
  await expect(page).toHaveURL('/');
  await page.goto('/partidos');
  await page.waitForLoadState('networkidle');
  const card = page.locator('.ant-card').filter({ hasText: '0/10 inscritos' });
  await card.getByRole('button', { name: 'Inscribirse' }).click();
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Te has inscrito al partido exitosamente')).toBeVisible();

  // right after signing up the card asks, and one tap answers
  const enrolled = page.locator('.ant-card').filter({ hasText: '1/10 inscritos' });
  await expect(enrolled.getByText('Benjamín')).toBeVisible();
  const voy = enrolled.getByRole('button', { name: 'Voy', exact: true });
  await expect(voy).toHaveAttribute('aria-pressed', 'false');
  await voy.click();
  await expect(page.getByText('Asistencia confirmada')).toBeVisible();
  await expect(enrolled.getByRole('button', { name: 'Voy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the detail: the player's block first, then the match
  await enrolled.getByRole('button', { name: 'Ver Detalles' }).click();
  const block = page.getByTestId('tu-participacion');
  await expect(block.getByText('Vas al partido')).toBeVisible();
  await expect(block.getByText('Pendiente')).toBeVisible();
  const blockTop = (await block.boundingBox())!.y;
  const rosterTop = (await page.getByText('Jugadores (1/10)').boundingBox())!.y;
  expect(blockTop).toBeLessThan(rosterTop);
  expect(blockTop).toBeLessThan(844);

  // scrolled past the block, the bar at the bottom carries the action of the moment: the receipt
  const bar = page.getByRole('region', { name: 'Acción principal del partido' });
  await expect(bar).toHaveCount(0); // hidden (inert) while the block is on screen
  await page.getByText('Información del Partido').scrollIntoViewIfNeeded();
  await page.getByText('Progreso').scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  // (it slides up in 0.2 s once shown: its place is checked when it has arrived, not mid-way; CI caught it mid-way)
  await expect.poll(async () => { const box = (await bar.boundingBox())!; return box.y + box.height; }).toBeLessThanOrEqual(844 + 1);
  await bar.getByRole('button', { name: 'Subir comprobante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir Comprobante' });
  await expect(dialog.getByText('Toca para elegir o tomar una foto')).toBeVisible();
  // the camera button's input asks for the rear camera
  const camera = dialog.locator('input[type=file][capture]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(page.getByText('Comprobante subido', { exact: false }).first()).toBeVisible();
  await expect(block.getByText('Validando')).toBeVisible();

  // with the receipt sent, the bar answers again: one tap changes the answer
  await expect(bar.getByRole('button', { name: 'No voy' })).toBeVisible();
  await bar.getByRole('button', { name: 'No voy' }).click();
  await expect(bar.getByRole('button', { name: 'No voy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(block.getByRole('button', { name: 'No voy' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the roster keeps one line per player at 320 px: long names end in an ellipsis, nothing scrolls sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const { club, id } = await clubWithMatch(request, 'Club de los Nombres Largos');
  const long = await createUser(request, { nombre: 'Maximiliano Alejandro', apellido: 'Fernández-Valenzuela Etcheverry' });
  await joinClubApi(request, long.token, club.codigo);
  const apodo = await request.put('/api/auth/me', { headers: { authorization: `Bearer ${long.token}` }, data: { apodo: 'Tomi el Incansable' } });
  expect(apodo.status()).toBe(200);
  const me = await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${long.token}` } })).json();
  const s = await request.post(`/api/partidos/${id}/inscribir`, { headers: { authorization: `Bearer ${long.token}`, 'x-club-id': club.id }, data: { usuario_id: me.data._id } });
  expect(s.status()).toBe(201);
  await request.put(`/api/partidos/${id}/confirmar-asistencia`, { headers: { authorization: `Bearer ${long.token}`, 'x-club-id': club.id }, data: { confirmado: true } });

  await signIn(page, long.correo, long.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/partidos/${id}`);
  const row = page.getByRole('listitem').filter({ hasText: 'Maximiliano' });
  await expect(row).toBeVisible();
  const h = (await row.boundingBox())!.height;
  expect(h).toBeLessThan(64); // two text lines (name, details) at most, never a letter per line
  await expect(row.getByRole('img', { name: 'Va', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

// Pay from where you are (docs/decisions/0081): the home card of a match one plays says "Pagar $4.000": the club's
// transfer data to copy, then the receipt from the camera, without the match page. The week in taps of ours:
// Voy, Pagar, Subir comprobante, Enviar comprobante.
test('a player answers and pays from the home card: Voy, Pagar $4.000, Subir comprobante, Enviar comprobante', async ({ page, request }) => {
  const { club, id } = await clubWithMatch(request, 'Pichanga del Jueves');
  const player = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinClubApi(request, player.token, club.codigo);
  const auth = { authorization: `Bearer ${player.token}`, 'x-club-id': club.id };
  const me = await (await request.get('/api/auth/me', { headers: auth })).json();
  expect((await request.post(`/api/partidos/${id}/inscribir`, { headers: auth, data: { usuario_id: me.data._id } })).ok()).toBeTruthy();

  await signIn(page, player.correo, player.password);
  const card = page.locator('.lite-card').filter({ has: page.getByText('Próximo Partido', { exact: true }) });
  await card.getByRole('button', { name: 'Voy', exact: true }).click(); // 1
  await expect(card.getByRole('button', { name: 'Voy', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Pagar $4.000' }).click(); // 2
  const pay = page.getByRole('dialog', { name: 'Pagar $4.000' });
  await expect(pay.getByText('Información de pago')).toBeVisible();
  await expect(pay.getByText('12345678')).toBeVisible();
  await pay.getByRole('button', { name: 'Subir comprobante' }).click(); // 3
  const dialog = page.getByRole('dialog', { name: 'Subir Comprobante' });
  await dialog.locator('input[type=file][capture]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar comprobante' }).click(); // 4
  await expect(page.getByText('Comprobante subido', { exact: false }).first()).toBeVisible();
  // the receipt is in review: nothing left to pay on the card
  await expect(card.getByRole('button', { name: 'Pagar $4.000' })).toHaveCount(0);
  const mine = await (await request.get(`/api/partidos/${id}/pagos/mi-pago`, { headers: auth })).json();
  expect(mine.data.pago.estado).toBe('Validando');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
