import { expect, test } from '@playwright/test';
import { matchUnderWay, setStatus } from './club-fixture';
import { loginUi } from './helpers';

// Issue 21 item 3: after the match the organiser records who came; the player's profile shows the percentage.
test('the organiser marks who came to a finished match and the profile shows the attendance percentage', async ({ page, request }) => {
  const { partidoId, camila, matias } = await matchUnderWay(request, 'Club Asistencia');
  await setStatus(request, partidoId, 'Finalizado');

  await loginUi(page, camila.correo, camila.password);
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
});
