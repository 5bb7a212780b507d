import { expect, test } from '@playwright/test';
import { matchUnderWay } from './club-fixture';
import { signIn, switchUser } from './helpers';

// The players of a match under way vote its MVP; the last vote assigns it and they see the celebration.
test('players vote the MVP of a match under way and see the celebration', async ({ page, request }) => {
  const { partidoId, camila, matias, javiera } = await matchUnderWay(request, 'Los Cracks del MVP');
  const url = `/partidos/${partidoId}`;

  // Matías opens the match: the vote modal opens by itself; a player must be chosen, not himself
  await signIn(page, matias.correo, matias.password);
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
  const panel = page.locator('.lite-card').filter({ hasText: 'Votación MVP' });
  await expect(panel.getByText('1 de 3 votos')).toBeVisible();
  await expect(panel.getByText('Tu voto: Camila Rojas')).toBeVisible();
  // a new visit: he already voted, so nothing opens
  await page.reload();
  await expect(panel.getByText('1 de 3 votos')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Javiera votes from her phone (the API); a second vote is refused
  const v2 = await request.post(`/api/partidos/${partidoId}/votar-mvp`, { headers: javiera.headers, data: { jugador_id: camila.id } });
  expect(v2.status()).toBe(201);
  const again = await request.post(`/api/partidos/${partidoId}/votar-mvp`, { headers: javiera.headers, data: { jugador_id: camila.id } });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('Ya has votado en este partido');

  // Camila, the last voter, completes the voting: the MVP is assigned and the celebration opens with its confetti
  // (her system does not ask for less motion; the suite's default does)
  await switchUser(page, camila.correo, camila.password);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
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

  // Matías asks his system for less motion (docs/decisions/0045): the same celebration, without confetti
  await switchUser(page, matias.correo, matias.password);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  await expect(page.getByRole('dialog', { name: '¡Tenemos MVP!' })).toBeVisible();
  await expect(page.getByTestId('mvp-confetti')).toHaveCount(0);
});
