import { expect, test } from '@playwright/test';
import { fechaEn, matchUnderWay, setStatus, setUpClub } from './club-fixture';
import { signIn } from './helpers';

// After the match the organiser records who came; the player's profile shows the percentage.
test('the organiser marks who came to a finished match and the profile shows the attendance percentage', async ({ page, request }) => {
  const club = await matchUnderWay(request, 'Club Asistencia');
  const { partidoId, camila, matias, javiera } = club;
  await setStatus(request, partidoId, 'Finalizado');

  await signIn(page, camila.correo, camila.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/partidos/${partidoId}`);
  await page.getByRole('button', { name: /Gestionar/ }).click();
  await page.getByRole('menuitem', { name: 'Registrar asistencia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar asistencia' });
  const row = dialog.getByRole('radiogroup', { name: 'Asistencia de Matías González' });
  // everyone starts as Asistió
  await expect(row.getByRole('radio', { name: 'Asistió', exact: true })).toBeChecked();
  await row.getByText('No asistió', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Asistencia registrada')).toBeVisible();

  const stats = await request.get(`/api/usuarios/${matias.id}/estadisticas`, { headers: camila.headers });
  expect((await stats.json()).data.confiabilidad).toBe(0);
  const own = await request.get(`/api/usuarios/${camila.id}/estadisticas`, { headers: camila.headers });
  expect((await own.json()).data.confiabilidad).toBe(100);
  await page.goto(`/jugadores/${matias.id}`);
  await expect(page.getByText('0 % asistencia')).toBeVisible();

  // the next match: the roster shows each player's percentage, and teams can share out attendance
  const next = await request.post('/api/partidos', {
    headers: camila.headers,
    data: { fecha: fechaEn(5), hora_partido: '21:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1, monto_arriendo: 30000, cuenta_pago_id: club.cuentaId },
  });
  expect(next.status()).toBe(201);
  const nextId = (await next.json()).data._id as string;
  for (const p of [camila, matias, javiera]) {
    expect((await request.post(`/api/partidos/${nextId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
  }
  await page.goto(`/partidos/${nextId}`);
  const roster = page.locator('.lite-card').filter({ hasText: 'Jugadores (3/' });
  await expect(roster.getByRole('listitem').filter({ hasText: 'Matías González' })).toContainText('0 % asistencia');
  await expect(roster.getByRole('listitem').filter({ hasText: 'Camila' })).toContainText('100 % asistencia');
  await page.getByRole('button', { name: /Gestionar/ }).click();
  await page.getByRole('menuitem', { name: 'Generar Equipos' }).click();
  const teams = page.getByRole('dialog');
  await teams.getByText('Equilibrar también la asistencia (últimos 90 días)').click();
  await teams.getByRole('button', { name: 'Generar' }).click();
  await expect(page.getByText('Equipos generados exitosamente')).toBeVisible();
  await expect(page.getByTestId('tu-participacion').getByText(/juegas en/)).toBeVisible();
});

// A full match with a reserve: "No voy" asks once and frees the spot; the reserve is in (docs/decisions/0081).
test('a player with a reserve behind taps "No voy", confirms once, and the reserve is in', async ({ page, request }) => {
  const club = await setUpClub(request, 'Club Cupo Liberado');
  const { camila, matias, javiera } = club;
  const m = await request.post('/api/partidos', {
    headers: camila.headers,
    data: {
      fecha: fechaEn(3), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', max_asistentes: 2, lugar_id: club.lugarId, cancha_numero: 1,
      monto_arriendo: 30000, cuenta_pago_id: club.cuentaId,
    },
  });
  expect(m.status(), await m.text()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  for (const p of [camila, matias]) {
    expect((await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
  }
  const reserve = await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: javiera.headers, data: { usuario_id: javiera.id, lista_espera: true } });
  expect(reserve.status(), await reserve.text()).toBe(201);

  await signIn(page, matias.correo, matias.password, `/partidos/${partidoId}`);
  await page.getByRole('group', { name: '¿Vas al partido?' }).first().getByRole('button', { name: 'No voy' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Liberar tu cupo?' });
  await expect(dialog).toContainText('El primero de la lista de espera entra.');
  await dialog.getByRole('button', { name: 'Liberar mi cupo' }).click();
  await expect(page.getByText('Liberaste tu cupo: entra el primero de la lista de espera')).toBeVisible();

  const seen = async (p: typeof javiera) => (await (await request.get(`/api/partidos/${partidoId}`, { headers: p.headers })).json()).data;
  expect((await seen(javiera)).mi_estado).toMatchObject({ inscrito: true, en_lista_espera: false });
  expect((await seen(matias)).mi_estado).toMatchObject({ inscrito: false, en_lista_espera: false });
  expect((await seen(matias)).lista_espera_count).toBe(0);
});
