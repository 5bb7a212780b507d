import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createClubApi, createUser, loginUi } from './helpers';

// WCAG 2 A/AA checks of the main screens: no serious or critical violation (contrast, names, roles).
test('the main screens have no serious accessibility violations', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, org.token, 'Club Accesible');
  const h = { authorization: `Bearer ${org.token}`, 'x-club-id': club.id };
  const cuenta = await (await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: h,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  })).json();
  await request.post('/api/lugares', { headers: h, data: { nombre: 'Cancha Accesible', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } });
  const fecha = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + 4 * 86_400_000)).replace(/-/g, '/');
  const m = await request.post('/api/partidos', {
    headers: h,
    data: { fecha, horario_por_definir: true, lugar_por_definir: true, monto_por_definir: true, tipo_partido: '7v7', cuenta_pago_id: cuenta.data._id },
  });
  const id = (await m.json()).data._id as string;

  await loginUi(page, org.correo, org.password);
  await expect(page).toHaveURL('/');
  for (const [path, ready] of [['/', 'Próximo Partido'], ['/partidos', 'Partidos de Club Accesible'], [`/partidos/${id}`, 'Información del Partido'], ['/lugares', 'Cancha Accesible'], ['/clubes', 'Club Accesible']] as const) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  }
});
