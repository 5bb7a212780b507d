import { expect, test } from '@playwright/test';
import { ADMIN, createClubApi, createUser, signIn } from './helpers';

// The administrator finds a user, changes the role, adds a club membership; deletes a club after typing its name.

test('the administrator changes a role, adds a membership and deletes a club by its name', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const owner = await createUser(request, { nombre: 'Valentina', apellido: 'Muñoz' });
  const club = `Club Admin ${stamp}`;
  await createClubApi(request, owner.token, club);
  const doomed = `Club Borrar ${stamp}`;
  await createClubApi(request, owner.token, doomed);
  const apellido = `Soto${stamp.replace(/\d/g, '')}`.slice(0, 20);
  const target = await createUser(request, { nombre: 'Ignacio', apellido });

  await signIn(page, ADMIN.correo, ADMIN.password);
  await expect(page).toHaveURL('/');

  // find the user
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar usuarios').fill(target.correo);
  await page.getByLabel('Buscar usuarios').press('Enter');
  const row = page.getByRole('row').filter({ hasText: target.correo });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Usuario', { exact: true })).toBeVisible();

  // change the role
  await row.getByRole('button', { name: `Más acciones de ${target.correo}` }).click();
  await page.getByRole('menuitem', { name: 'Cambiar rol' }).click();
  const rol = page.getByRole('dialog', { name: 'Cambiar rol' });
  await rol.getByLabel('Rol').click();
  await page.getByTitle('Moderador', { exact: true }).click();
  await rol.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Rol cambiado a moderador exitosamente')).toBeVisible();
  await expect(row.getByText('Moderador', { exact: true })).toBeVisible();

  // add a club membership (the user had none)
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: /Editar usuario/ });
  await expect(edit.getByLabel('Correo electrónico')).toBeDisabled();
  await edit.getByRole('tab', { name: 'Clubes' }).click();
  await edit.getByLabel('Club a agregar').fill(club);
  await page.getByTitle(club, { exact: true }).click();
  await edit.getByRole('button', { name: 'Agregar' }).click();
  // the same club twice is refused
  await edit.getByLabel('Club a agregar').fill(club);
  await page.getByTitle(club, { exact: true }).click();
  await edit.getByRole('button', { name: 'Agregar' }).click();
  await expect(edit.getByText('El usuario ya pertenece a este club')).toBeVisible();
  await edit.getByRole('button', { name: 'Guardar clubes' }).click();
  await expect(page.getByText('Clubes del usuario actualizados exitosamente')).toBeVisible();
  // a user without an active club gets the first one listed
  await expect(edit.getByRole('cell', { name: `${club} Activo`, exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(row).toContainText(club);

  // delete a club: the button waits for the exact name
  await page.goto('/admin/clubes');
  await page.getByLabel('Buscar clubes').fill(doomed);
  await page.getByLabel('Buscar clubes').press('Enter');
  await page.getByRole('button', { name: `Eliminar ${doomed}` }).click();
  const del = page.getByRole('dialog', { name: 'Eliminar club permanentemente' });
  const confirm = del.getByRole('button', { name: 'Eliminar permanentemente' });
  await del.getByLabel('Nombre del club').fill(doomed.toLowerCase());
  await expect(del.getByText('El nombre del club no coincide. Verifica e intenta nuevamente.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await del.getByLabel('Nombre del club').fill(doomed);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(`Club "${doomed}" eliminado`)).toBeVisible();
  await expect(page.getByText('No hay clubes')).toBeVisible();
});
