import { expect, test } from '@playwright/test';
import { createClubApi, createUser, joinClubApi, signIn, switchUser } from './helpers';

// Recurring matches on a phone (390 × 844): an organiser turns the create-match form into a weekly series with a
// regular, skips a date from the series page; during the regulars' window the regular signs up and anyone else is told why not.

const fechaEn = (days: number) => new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
  .format(new Date(Date.now() + days * 86_400_000)).replace(/-/g, '/');

test('a weekly series from "Crear Partido": four matches, one skipped, the regular signs up first and the rest are told it is reserved', async ({ page, request }) => {
  test.setTimeout(150_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Pichanga de los Jueves');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  expect((await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { alias: 'Cuenta de la pichanga', nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).status()).toBe(201);
  expect((await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Los Dominicos', direccion: 'Av. Padre Hurtado 1500, Las Condes', telefono: '+56222384500' } })).status()).toBe(201);
  const regular = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinClubApi(request, regular.token, club.codigo);
  const other = await createUser(request, { nombre: 'Ignacio', apellido: 'Pérez' });
  await joinClubApi(request, other.token, club.codigo);

  // the organiser: "Partidos recurrentes" is empty, then the create form with "Repetir cada semana"
  await signIn(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  await page.goto('/partidos');
  await page.getByRole('button', { name: 'Partidos recurrentes' }).click();
  await expect(page).toHaveURL('/series');
  await expect(page.getByText('No hay partidos recurrentes')).toBeVisible();
  await page.goto('/partidos/crear');
  await expect(page.getByRole('heading', { name: 'Crear Partido' })).toBeVisible();

  const first = fechaEn(2);
  const fechas = [2, 9, 16, 23].map(fechaEn);
  await page.getByPlaceholder('DD/MM/AAAA').click();
  await page.getByPlaceholder('DD/MM/AAAA').fill(first);
  await page.keyboard.press('Enter');
  await page.getByText('5 vs 5', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Hora' }).fill('20');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Lugar' }).click();
  await page.getByText('Cancha Los Dominicos').last().click();
  await page.getByLabel('Cancha N°').fill('2');
  await page.getByLabel('Arriendo de la cancha').fill('40000');
  await page.getByRole('combobox', { name: 'Cuenta de pago' }).click();
  await page.getByText(/Cuenta de la pichanga/).last().click();

  const repetir = page.getByRole('switch', { name: 'Repetir cada semana' });
  await repetir.click();
  await expect(repetir).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: 'Cada semana' })).toBeChecked();
  await expect(page.getByPlaceholder('Sin fecha de término')).toHaveValue('');
  await expect(page.getByLabel('Prioridad de titulares (horas)')).toHaveValue('24');
  await page.getByRole('combobox', { name: 'Titulares' }).click();
  await page.getByRole('combobox', { name: 'Titulares' }).fill('Benja');
  await page.getByText('Benjamín Soto', { exact: true }).last().click();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Crear Partido' }).click();

  await expect(page.getByText('Partido recurrente creado')).toBeVisible();
  await expect(page).toHaveURL(/\/series\/[0-9a-f]{24}$/);
  const serieUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: /^Todos los .+ a las 20:00$/ })).toBeVisible();
  await expect(page.getByText('Activa', { exact: true })).toBeVisible();
  await expect(page.getByText('Sin fecha de término')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const [i, f] of fechas.entries()) await expect(cards.nth(i)).toHaveAccessibleName(`Partido del ${f}`);
  await expect(cards.first().getByText('0/10 inscritos')).toBeVisible();
  await expect(cards.first().getByText(/Reservado para titulares hasta \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Titulares' }).getByText('1. Benjamín Soto')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // skipping the second date: its match is gone, three remain
  const second = page.getByRole('article', { name: `Partido del ${fechas[1]}` });
  await second.getByRole('button', { name: 'Omitir esta fecha' }).click();
  await expect(page.getByText('Se eliminará el partido y se avisará a los inscritos')).toBeVisible();
  await page.getByRole('button', { name: 'Omitir', exact: true }).click();
  await expect(page.getByText('Fecha omitida')).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(second).toHaveCount(0);
  await expect(page.getByText(`Fechas omitidas: ${fechas[1]}`)).toBeVisible();

  // the regular signs up to the first match while the window is open
  const firstHref = await page.getByRole('article', { name: `Partido del ${first}` }).getByRole('link').getAttribute('href');
  expect(firstHref).toMatch(/^\/partidos\/[0-9a-f]{24}$/);
  await switchUser(page, regular.correo, regular.password);
  await page.goto(serieUrl);
  // a member reads the series without its actions
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Omitir esta fecha' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pausar' })).toHaveCount(0);
  await page.getByRole('article', { name: `Partido del ${first}` }).getByRole('link').click();
  await expect(page).toHaveURL(firstHref!);
  await page.getByRole('button', { name: 'Inscribirse' }).first().click();
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText('Te has inscrito al partido exitosamente')).toBeVisible();

  // anyone else is told the match is reserved, and until when
  await switchUser(page, other.correo, other.password);
  await page.goto(firstHref!);
  await page.getByRole('button', { name: 'Inscribirse' }).first().click();
  await page.getByRole('dialog', { name: 'Confirmar Inscripción' }).getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByText(/Este partido está reservado para los titulares hasta \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirse' }).first()).toBeVisible();

  // the match leads back to its series
  await page.getByRole('link', { name: 'Ver todas las fechas' }).click();
  await expect(page).toHaveURL(serieUrl);
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('editing a series from its page changes this and the following matches; "Solo este partido" changes one', async ({ page, request }) => {
  test.setTimeout(150_000);
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Pichanga de los Martes');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  const serie = await request.post('/api/series', {
    headers: h,
    data: { fecha: fechaEn(3), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_por_definir: true, monto_por_definir: true, cuenta_pago_id: (await cuenta.json()).data._id },
  });
  expect(serie.status()).toBe(201);
  const serieId = (await serie.json()).data._id as string;
  const horas = async () => {
    const s = await (await request.get(`/api/series/${serieId}`, { headers: h })).json();
    return (s.data.partidos as { hora_partido: string }[]).map((p) => p.hora_partido);
  };
  expect(await horas()).toEqual(['20:00', '20:00', '20:00', '20:00']);

  await signIn(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/series/${serieId}`);
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/partidos\/[0-9a-f]{24}\/editar$/);
  await expect(page.getByRole('radio', { name: 'Este y los siguientes' })).toBeChecked();
  await expect(page.getByText('Cada uno mantiene su fecha.', { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Hora' }).fill('21');
  await page.keyboard.press('Enter');
  await page.getByText('Lista de espera por asistencia').click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Partido recurrente actualizado')).toBeVisible();
  await expect(page).toHaveURL(`/series/${serieId}`);
  await expect(page.getByRole('heading', { name: /^Todos los .+ a las 21:00$/ })).toBeVisible();
  await expect(page.getByText('Lista de espera por asistencia')).toBeVisible();
  expect(await horas()).toEqual(['21:00', '21:00', '21:00', '21:00']);

  // the third match alone moves to 19:00
  const third = page.getByRole('article').nth(2);
  await third.getByRole('link').click();
  await expect(page).toHaveURL(/\/partidos\/[0-9a-f]{24}$/);
  await page.goto(`${new URL(page.url()).pathname}/editar`);
  await expect(page.getByRole('radio', { name: 'Solo este partido' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Hora' }).fill('19');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Partido actualizado exitosamente')).toBeVisible();
  expect(await horas()).toEqual(['21:00', '21:00', '19:00', '21:00']);
});
