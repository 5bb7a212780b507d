import { expect, test } from '@playwright/test';
import { createUser, outboxFor, signIn } from './helpers';

// Four friends ask to join from the club's code; on the phone the organiser lets them all in with one tap, and
// is mailed nothing for requests answered within the gathering minutes (docs/decisions/0081).
test('approving four join requests takes one "Aprobar todas" on the phone; no mail is left for them', async ({ page, request }) => {
  const org = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const auth = { authorization: `Bearer ${org.token}` };
  const c = await request.post('/api/clubes', { headers: auth, data: { nombre: 'Los Amigos del Jueves', configuracion: { requiere_aprobacion_ingreso: true } } });
  expect(c.status()).toBe(201);
  const club = (await c.json()).data as { _id: string; codigo_invitacion: string };
  for (const [nombre, apellido] of [['Matías', 'González'], ['Javiera', 'Muñoz'], ['Benjamín', 'Soto'], ['Diego', 'Silva']]) {
    const p = await createUser(request, { nombre, apellido });
    const r = await request.post('/api/clubes/solicitar-ingreso', { headers: { authorization: `Bearer ${p.token}` }, data: { codigo_invitacion: club.codigo_invitacion } });
    expect((await r.json()).data.requiere_aprobacion).toBe(true);
  }

  await signIn(page, org.correo, org.password, `/clubes/${club._id}?tab=solicitudes`);
  await expect(page.getByText('4 solicitudes pendientes')).toBeVisible();
  await page.getByRole('button', { name: 'Aprobar todas' }).click();
  await expect(page.getByText('4 solicitudes aprobadas')).toBeVisible();
  await expect(page.getByText('No hay solicitudes pendientes')).toBeVisible();

  const detail = await request.get(`/api/clubes/${club._id}`, { headers: auth });
  expect(((await detail.json()).data.miembros as unknown[]).length).toBe(5);
  // the managers' mails about them were still gathering: answered, none goes out
  expect(outboxFor(org.correo).filter((m) => m.subject.includes('solicitud'))).toEqual([]);
});
