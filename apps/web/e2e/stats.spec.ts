import { axeFor } from './browser';
import { expect, test, type Page } from '@playwright/test';
import { matchUnderWay, setStatus } from './club-fixture';
import { signIn, switchUser } from './helpers';

async function expectAccessible(page: Page) {
  const r = await axeFor(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

// /estadisticas renders its tabs and charts, after a match of the club is played through the API: put En
// curso by the administrador, an MVP voted by all three players, the organiser's 3-1, then Finalizado.
test('the statistics page renders its charts', async ({ page, request }) => {
  const { partidoId, camila, matias, javiera } = await matchUnderWay(request, 'Club de las Estadísticas');
  for (const [voter, voted] of [[camila, javiera], [matias, javiera], [javiera, camila]] as const) {
    const r = await request.post(`/api/partidos/${partidoId}/votar-mvp`, { headers: voter.headers, data: { jugador_id: voted.id } });
    expect(r.status()).toBe(201);
  }
  const result = await request.put(`/api/partidos/${partidoId}/resultado`, { headers: camila.headers, data: { equipo_a_goles: 3, equipo_b_goles: 1 } });
  expect(result.ok()).toBeTruthy();
  await setStatus(request, partidoId, 'Finalizado');

  await signIn(page, camila.correo, camila.password);
  await expect(page).toHaveURL('/');
  // the club card is the managers' (Camila created the club)
  await expect(page.locator('.lite-card').filter({ hasText: 'Estadísticas del Club' }).getByText('Miembros')).toBeVisible();

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Estadísticas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Estadísticas de Club de las Estadísticas' })).toBeVisible();
  await expect(page.getByText('Error al cargar estadísticas')).toHaveCount(0);

  // MVPs: the ranking with the podium's medals
  const ranking = page.getByRole('tabpanel', { name: 'MVPs' });
  await expect(ranking.getByRole('row', { name: /Javiera Muñoz/ })).toBeVisible();
  await expect(ranking.locator('[data-medalla="oro"]')).toBeVisible();
  await expectAccessible(page);

  // Partidos: the bar chart of the last six months, and the results donut with its total
  await page.getByRole('tab', { name: 'Partidos' }).click();
  const months = page.getByTestId('grafico-partidos-mes');
  await expect(months.locator('.recharts-surface').first()).toBeVisible();
  await expect(months.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /^[a-z]{3,4} \d{4}$/ })).toHaveCount(6);
  await expect(months).toHaveAttribute('aria-label', /^Partidos por mes: ([a-z]{3,4} \d{4}, \d+; ){5}[a-z]{3,4} \d{4}, \d+$/);
  const donut = page.getByTestId('grafico-resultados');
  await expect(donut.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(donut).toHaveAttribute('aria-label', /Victorias Blanco 1, Victorias Negro 0, Empates 0; total 1/);

  // Jugadores: the most active members; Lugares: the venue at 100 %
  await page.getByRole('tab', { name: 'Jugadores' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Jugadores' }).getByRole('link', { name: 'Camila Rojas' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lugares' }).click();
  const lugares = page.getByRole('tabpanel', { name: 'Lugares' });
  await expect(lugares.getByRole('row', { name: /Cancha MVP/ })).toContainText('100%');

  // Asistencia: the three players of the finished match, all at 100 %, in the table and the chart
  const asistencia = page.locator('.ant-card').filter({ has: page.getByText('Asistencia (últimos 90 días)', { exact: true }) });
  await expect(asistencia.getByRole('row', { name: /Camila Rojas/ })).toContainText('100%');
  await expect(asistencia.getByTestId('grafico-asistencia')).toHaveAttribute('aria-label', /Camila Rojas, 100%/);
  await expect(asistencia.getByTestId('grafico-asistencia').locator('.recharts-rectangle').first()).toBeVisible();
  await expect(asistencia.getByText('Partidos recurrentes')).toHaveCount(0);
  // another period: the card asks the server for it and says so
  await asistencia.getByRole('combobox', { name: 'Período de la asistencia' }).click();
  await page.getByTitle('30 días').click();
  const treinta = page.locator('.ant-card').filter({ has: page.getByText('Asistencia (últimos 30 días)', { exact: true }) });
  await expect(treinta.getByRole('row', { name: /Camila Rojas/ })).toContainText('100%');

  await expectAccessible(page);

  // a plain member sees no club card on the dashboard
  await switchUser(page, matias.correo, matias.password);
  await expect(page.getByText('Rivalidad del Mes')).toBeVisible();
  await expect(page.getByText('Estadísticas MVP')).toBeVisible();
  await expect(page.getByText('Estadísticas del Club')).toHaveCount(0);
});
