import { expect, test } from '@playwright/test';
import { createUser, loginUi, outboxFor, uniqueEmail } from './helpers';

test('a newcomer registers, completes the profile and arrives at the club choice', async ({ page }) => {
  const correo = uniqueEmail('nuevo');
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill('Golazo2026');
  await page.getByLabel('Confirmar contraseña').fill('Golazo2026');
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();
  await expect(page.getByText('Debes aceptar la política de privacidad')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear Cuenta' }).click();

  await expect(page).toHaveURL(/\/onboarding\/completar-perfil$/);
  await expect(page.getByText('Cuenta creada! Completa tu perfil para continuar')).toBeVisible();
  // required fields are enforced with the spec's messages
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Selecciona tu posición' })).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill('matías');
  await page.getByLabel('Apellido', { exact: true }).fill('gonzález soto');
  await page.getByLabel('Apellido', { exact: true }).blur();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Matías');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('9 1234 5678');
  await page.getByLabel('Posición principal').click();
  await page.getByTitle('MC · Medio Centro').click();
  await page.getByLabel('Nivel de habilidad').click();
  await page.getByTitle('Intermedio').click();
  await page.getByLabel('¿Cada cuánto juegas?').click();
  await page.getByTitle('1 vez por semana').click();
  await expect(page.getByText('Perfil completado: 70%')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL(/\/onboarding\/elegir-club$/);
  await expect(page.getByText('¡Hola, Matías! Elige cómo empezar')).toBeVisible();
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
  expect(me).toMatchObject({ nombre: 'Matías', apellido: 'González Soto', telefono: '+56912345678', profileComplete: true });
});

test('login with a wrong password shows the server message, then logs in and out', async ({ page, request }) => {
  const { correo, password } = await createUser(request);
  await loginUi(page, correo, 'incorrecta');
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');

  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('¡Bienvenido de vuelta!')).toBeVisible();
  // with a complete profile but no club yet, the guard sends the user to the club choice
  await expect(page).toHaveURL(/\/onboarding\/elegir-club$/);

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByText('¿Estás seguro de que deseas cerrar sesión?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sesión cerrada exitosamente')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // a protected page now sends back to /login
  await page.goto('/mi-perfil');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the mailed link sets a new password that works, once', async ({ page, request }) => {
  const { correo } = await createUser(request);
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(correo);
  await dialog.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(dialog.getByText('Si el correo existe, recibirás instrucciones para restablecer tu contraseña')).toBeVisible();

  await expect.poll(() => outboxFor(correo).length).toBe(1);
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(outboxFor(correo)[0]!.text)![0];
  await page.goto(link);
  await expect(page.getByText('Nueva contraseña').first()).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('abc');
  await expect(page.getByText('Débil')).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('NuevaClave#2026');
  await expect(page.getByText('Fuerte')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('NuevaClave#2026');
  await page.getByRole('button', { name: 'Restablecer Contraseña' }).click();
  await expect(page.getByText('¡Contraseña Actualizada!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await loginUi(page, correo, 'NuevaClave#2026');
  await expect(page.getByText('¡Bienvenido de vuelta!')).toBeVisible();

  // the link is single-use; the page leads back to the login (of a visitor: a signed-in person goes on home)
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText('Enlace Inválido')).toBeVisible();
  await page.getByRole('button', { name: 'Volver al Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded route remembers where the visitor wanted to go', async ({ page, request }) => {
  const { correo, password } = await createUser(request);
  await page.goto('/mi-perfil');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // no club yet: the club guard wins over the remembered origin
  await expect(page).toHaveURL(/\/onboarding\/elegir-club$/);
});
