import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginUi, switchUser } from './helpers';

async function expectAccessible(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

// Issue 8: /estadisticas renders its tabs and charts. The club with a finished match (3-1, an MVP) is written by
// apps/server/test/e2e-seed.ts before the server starts, since no match can finish through the API.
test('the statistics page renders its charts', async ({ page }) => {
  await loginUi(page, 'mvp.camila@e2e.partidos.cl', 'Secreto123');
  await expect(page).toHaveURL('/');
  // the club card is the managers' (Camila created the club)
  await expect(page.locator('.ant-card').filter({ hasText: 'Estadísticas del Club' }).getByText('Miembros')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Estadísticas' }).click();
  await expect(page.getByRole('heading', { name: 'Estadísticas de Club MVP E2E' })).toBeVisible();
  await expect(page.getByText('Error al cargar estadísticas')).toHaveCount(0);

  // MVPs: the ranking with the podium's medals
  const ranking = page.getByRole('tabpanel', { name: 'MVPs' });
  await expect(ranking.getByRole('row', { name: /Javiera Muñoz/ })).toBeVisible();
  await expect(ranking.locator('[data-medalla="oro"]')).toBeVisible();
  await expectAccessible(page);

  // Partidos: six monthly bars with their labels, and the results donut with its total
  await page.getByRole('tab', { name: 'Partidos' }).click();
  const months = page.getByTestId('grafico-partidos-mes');
  await expect(months.locator('.recharts-surface').first()).toBeVisible();
  await expect(months.locator('.recharts-cartesian-axis-tick-value')).toHaveCount(6 + 5); // 6 months on X, 5 ticks on Y
  await expect(months.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const donut = page.getByTestId('grafico-resultados');
  await expect(donut.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(donut).toHaveAttribute('aria-label', /Victorias Equipo A 1, Victorias Equipo B 0, Empates 0; total 1/);

  // Jugadores: the most active members; Lugares: the venue at 100 %
  await page.getByRole('tab', { name: 'Jugadores' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Jugadores' }).getByRole('link', { name: 'Camila Rojas' })).toBeVisible();
  await page.getByRole('tab', { name: 'Lugares' }).click();
  const lugares = page.getByRole('tabpanel', { name: 'Lugares' });
  await expect(lugares.getByRole('row', { name: /Cancha MVP/ })).toContainText('100%');

  await expectAccessible(page);

  // a plain member sees no club card on the dashboard
  await switchUser(page, 'mvp.matias@e2e.partidos.cl', 'Secreto123');
  await expect(page.getByText('Rivalidad del Mes')).toBeVisible();
  await expect(page.getByText('Estadísticas MVP')).toBeVisible();
  await expect(page.getByText('Estadísticas del Club')).toHaveCount(0);
});
