import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { createUser, joinPublicClub, signIn } from './helpers';

/** A small valid PNG (solid colour), made here so no binary fixture is committed. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4); ihdr[8] = 8; ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

test('my profile: edit, upload and delete the avatar, change the password', async ({ page, request }) => {
  const { correo, password, token } = await createUser(request);
  await joinPublicClub(request, token);
  await signIn(page, correo, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mi-perfil');
  await expect(page.getByText('Perfil completado: 70%')).toBeVisible();

  // edit: a nickname and a height raise the completion percentage
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  await expect(dialog.getByLabel('Correo electrónico')).toBeDisabled();
  await dialog.getByLabel('Apodo').fill('La Roja');
  await dialog.getByLabel('Estatura (cm)').fill('90');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByText('La estatura debe estar entre 100 y 250 cm')).toBeVisible();
  await dialog.getByLabel('Estatura (cm)').fill('168');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado exitosamente')).toBeVisible();
  await expect(page.getByText('«La Roja»')).toBeVisible();
  await expect(page.getByText('Perfil completado: 78%')).toBeVisible();

  // avatar: a real image is accepted, a text file pretending to be one is refused by its bytes
  await page.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(64, 64) });
  await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
  const src = await page.getByRole('img', { name: 'Foto de perfil' }).first().getAttribute('src');
  expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
  expect((await request.get(src!)).status()).toBe(200);
  await page.locator('input[type=file]').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('Solo puedes subir archivos de imagen')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar foto' }).click();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Foto de perfil eliminada')).toBeVisible();
  expect((await request.get(src!)).status()).toBe(404);

  // change password: wrong current password is refused, then the new one works
  await page.getByText('Cambiar contraseña').click();
  await page.getByLabel('Contraseña actual').fill('equivocada');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('OtraClave2026');
  await page.getByRole('button', { name: 'Cambiar Contraseña', exact: true }).click();
  await expect(page.locator('.ant-alert').filter({ hasText: 'La contraseña actual es incorrecta' })).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(password);
  await page.getByRole('button', { name: 'Cambiar Contraseña', exact: true }).click();
  await expect(page.getByText('Contraseña actualizada exitosamente')).toBeVisible();

  const oldLogin = await request.post('/api/auth/login', { data: { correo, password } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/auth/login', { data: { correo, password: 'OtraClave2026' } });
  expect(newLogin.status()).toBe(200);
});

test('an unknown path goes home and the admin area answers Acceso Denegado to a player', async ({ page, request }) => {
  const { correo, password, token } = await createUser(request);
  await joinPublicClub(request, token);
  await signIn(page, correo, password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-existe/para-nada');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByText('Acceso Denegado')).toBeVisible();
  await expect(page).toHaveTitle(/Administración/);
});
