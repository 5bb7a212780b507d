import { expect, test } from '@playwright/test';

// The login page's promo (docs/decisions/0045) turns by itself every 4 s, except for people who ask their system for
// less motion (prefers-reduced-motion), for whom it stays put; its dots still change the slide. (The MVP confetti:
// mvp.spec.ts.)
test('the login promo does not turn by itself under "reduce motion", and does otherwise', async ({ page }) => {
  const current = page.locator('.lite-promo__dots button[aria-current="true"]');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await expect(current).toHaveAccessibleName('Únete a la comunidad');
  await page.waitForTimeout(5_000); // more than LOGIN_PROMO_ROTATION_MS
  await expect(current).toHaveAccessibleName('Únete a la comunidad');
  // the dots work by keyboard
  await page.getByRole('button', { name: 'Sube de nivel' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAccessibleName('Sube de nivel');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expect(current).toHaveAccessibleName('Únete a la comunidad');
  await expect(current).toHaveAccessibleName('Organiza tus partidos', { timeout: 20_000 });
});
