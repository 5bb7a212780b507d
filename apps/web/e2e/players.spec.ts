import { axeFor } from './browser';
import { expect, test, type Page } from '@playwright/test';
import { setUpClub } from './club-fixture';
import { signIn, switchUser } from './helpers';

// The players directory with its filter bar, a profile's privacy, and the monthly vote box: a like, the
// same vote refused, then a change to dislike; the dashboard's 'Rivalidad del Mes' follows.
async function expectAccessible(page: Page) {
  const r = await axeFor(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('a like, then a change to dislike on a player profile', async ({ page, request }) => {
  const { camila, matias, javiera } = await setUpClub(request, 'Los Rivales de Macul');
  // Matías hides his phone from other members
  const hide = await request.put('/api/auth/me', { headers: matias.headers, data: { mostrar_telefono: false } });
  expect(hide.ok()).toBeTruthy();

  await signIn(page, camila.correo, camila.password);
  await expect(page).toHaveURL('/');
  const rivalry = page.locator('.lite-card').filter({ hasText: 'Rivalidad del Mes' });
  await expect(rivalry.getByText('Se reinicia el 1° de cada mes')).toBeVisible();
  await expect(rivalry.getByText('Aún no hay votos positivos')).toBeVisible();
  await expect(rivalry.getByText('Aún no hay votos negativos')).toBeVisible();

  // the directory: three players; the search narrows it down to Matías, whose row opens his profile
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Jugadores', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Jugadores de Los Rivales de Macul' })).toBeVisible();
  await expect(page.getByText('3 jugadores')).toBeVisible();
  await page.getByLabel('Buscar por nombre o apodo').fill('matias');
  await expect(page.getByText('1 jugador', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /Tarjetas/ }).click();
  await page.locator('.ant-card-hoverable').filter({ hasText: 'Matías González' }).click();
  await expect(page).toHaveURL(/\/jugadores\/[0-9a-f]{24}$/);
  const profileUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Matías González' })).toBeVisible();
  // a club's Creador sees the hidden phone
  await expect(page.getByText('+56987654321')).toBeVisible();
  await expect(page.getByText(/\d+\/16 desbloqueados/)).toBeVisible();
  await expectAccessible(page);

  const like = page.getByRole('button', { name: /^Me gusta/ });
  const dislike = page.getByRole('button', { name: /^No me gusta/ });
  await like.click();
  await expect(page.getByText('¡Voto positivo registrado!')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  // the buttons rest for the 2 s cooldown (docs/product/votes.md); the same vote again is refused
  await expect(like).toBeEnabled();
  await like.click();
  await expect(page.getByText('Ya has votado de esta forma este mes')).toBeVisible();
  await expect(dislike).toBeEnabled();
  await dislike.click();
  await expect(page.getByText('Has cambiado tu voto')).toBeVisible();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toContainText('1');
  await expect(like).toContainText('0');

  // the dashboard now has a villain of the month, linking to his profile
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(rivalry.getByText('Aún no hay votos positivos')).toBeVisible();
  await rivalry.getByRole('link', { name: 'Matías González' }).click();
  await expect(page).toHaveURL(profileUrl);

  // a plain member sees 'Privado' instead of the phone, and sees the counts but not Camila's vote
  await switchUser(page, javiera.correo, javiera.password);
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { name: 'Matías González' })).toBeVisible();
  const info = page.locator('.ant-card').filter({ hasText: 'Información personal' });
  await expect(info.getByText('Privado')).toBeVisible();
  await expect(info.getByText(matias.correo)).toBeVisible();
  await expect(dislike).toContainText('1');
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Volver a Jugadores' }).click();
  await expect(page).toHaveURL('/jugadores');
});
