import { expect, test } from '@playwright/test';
import { fechaEn, matchUnderWay, setStatus } from './club-fixture';
import { signIn } from './helpers';

// Issue 21 item 3: after the match the organiser records who came; the player's profile shows the percentage.
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
