import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginUi, switchUser } from './helpers';

// Issue 8: the players of a match under way vote its MVP; the last vote assigns it and they see the celebration.
// A match cannot be under way through the API (the e2e server runs no jobs and refuses past start times), so
// apps/server/test/e2e-seed.ts writes this club, its players and the match before the server starts.
const PASSWORD = 'Secreto123';
const CAMILA = 'mvp.camila@e2e.partidos.cl';
const MATIAS = 'mvp.matias@e2e.partidos.cl';
const JAVIERA = 'mvp.javiera@e2e.partidos.cl';

async function apiLogin(request: APIRequestContext, correo: string) {
  const r = await request.post('/api/auth/login', { data: { correo, password: PASSWORD } });
  expect(r.ok()).toBeTruthy();
  const { token, user } = (await r.json()).data;
  return { authorization: `Bearer ${token}`, 'x-club-id': user.club_activo_id as string, id: user._id as string };
}

test('players vote the MVP of a match under way and see the celebration', async ({ page, request }) => {
  const camila = await apiLogin(request, CAMILA);
  const list = await request.get('/api/partidos', { headers: camila, params: { estado: 'En curso' } });
  const partido = (await list.json()).data.partidos[0];
  expect(partido.estado_partido).toBe('En curso');
  const url = `/partidos/${partido._id}`;

  // Matías opens the match: the vote modal opens by itself; a player must be chosen, not himself
  await loginUi(page, MATIAS, PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto(url);
  const vote = page.getByRole('dialog', { name: /Votar MVP/ });
  await expect(vote).toBeVisible();
  await expect(vote.getByText('Matías González')).toHaveCount(0);
  await vote.getByRole('button', { name: 'Votar' }).click();
  await expect(vote.getByText('Selecciona un jugador')).toBeVisible();
  await vote.getByRole('radio', { name: /Camila Rojas/ }).check();
  await vote.getByRole('button', { name: 'Votar' }).click();
  await expect(page.getByText('Voto registrado')).toBeVisible();
  await expect(vote).toBeHidden();
  const panel = page.locator('.ant-card').filter({ hasText: 'Votación MVP' });
  await expect(panel.getByText('1 de 3 votos')).toBeVisible();
  await expect(panel.getByText('Tu voto: Camila Rojas')).toBeVisible();
  // a new visit: he already voted, so nothing opens
  await page.reload();
  await expect(panel.getByText('1 de 3 votos')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Javiera votes from her phone (the API); a second vote is refused
  const javiera = await apiLogin(request, JAVIERA);
  const v2 = await request.post(`/api/partidos/${partido._id}/votar-mvp`, { headers: javiera, data: { jugador_id: camila.id } });
  expect(v2.status()).toBe(201);
  const again = await request.post(`/api/partidos/${partido._id}/votar-mvp`, { headers: javiera, data: { jugador_id: camila.id } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('Ya has votado en este partido');

  // Camila, the last voter, completes the voting: the MVP is assigned and the celebration opens with its confetti
  await switchUser(page, CAMILA, PASSWORD);
  await page.goto(url);
  await expect(vote).toBeVisible();
  await expect(vote.getByRole('radio')).toHaveCount(2);
  await vote.getByRole('radio', { name: /Matías González/ }).check();
  await vote.getByRole('button', { name: 'Votar' }).click();
  await expect(page.getByText('¡Votación completa! Ya tenemos MVP')).toBeVisible();
  const celebration = page.getByRole('dialog', { name: '¡Tenemos MVP!' });
  await expect(celebration).toBeVisible();
  await expect(celebration.getByText('Camila Rojas')).toBeVisible();
  await expect(page.getByTestId('mvp-confetti')).toHaveAttribute('data-piezas', '100');
  await celebration.getByRole('button', { name: '¡Genial!' }).click();
  await expect(celebration).toBeHidden();
  await expect(panel.getByText('MVP del partido')).toBeVisible();
  await expect(panel.getByText('3 de 3 votos')).toBeVisible();
  await expect(page.getByText('MVP', { exact: true }).locator('..')).toContainText('Camila Rojas');

  // the celebration shows once: not on the next visit
  await page.reload();
  await expect(panel.getByText('MVP del partido')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
