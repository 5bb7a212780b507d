import { expect, test, type APIRequestContext } from '@playwright/test';
import { fechaEn, setStatus, setUpClub, type Member } from './club-fixture';
import { createUser, joinClubApi, signIn, switchUser } from './helpers';

// Learned teams (docs/decisions/0086): a club records a few results, the next match's generated teams show their
// predicted chances to everyone; the organiser sees each player's learned rating and the figure follow a moved player;
// a plain player sees the figure but no rating; with the club's switch off the prediction is gone.

const PRONOSTICO = /^Blanco \d{1,3} % · Negro \d{1,3} %$/;

async function clubWithResults(request: APIRequestContext) {
  const club = await setUpClub(request, 'Club Aprende');
  const { camila } = club;
  const detail = await request.get(`/api/clubes/${club.clubId}`, { headers: camila.headers });
  const codigo = (await detail.json()).data.codigo_invitacion as string;
  const u = await createUser(request, { nombre: 'Benjamín', apellido: 'Soto' });
  await joinClubApi(request, u.token, codigo);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${u.token}` } });
  const benjamin: Member = { ...u, id: (await me.json()).data._id, headers: { authorization: `Bearer ${u.token}`, 'x-club-id': club.clubId } };
  const players = [camila, club.matias, club.javiera, benjamin];

  /** A 5 vs 5 match with the four signed up and its teams generated; the generated detail. */
  const matchWithTeams = async (dias: number) => {
    const m = await request.post('/api/partidos', {
      headers: camila.headers,
      data: { fecha: fechaEn(dias), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1, monto_arriendo: 20000, cuenta_pago_id: club.cuentaId },
    });
    expect(m.status(), await m.text()).toBe(201);
    const id = (await m.json()).data._id as string;
    for (const p of players) expect((await request.post(`/api/partidos/${id}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } })).ok()).toBeTruthy();
    const g = await request.post(`/api/partidos/${id}/generar-equipos`, { headers: camila.headers, data: {} });
    expect(g.ok(), await g.text()).toBeTruthy();
    return id;
  };
  // three results: team A wins each by a wide margin, so the ratings tell the players apart
  for (const dias of [1, 2, 3]) {
    const id = await matchWithTeams(dias);
    await setStatus(request, id, 'En curso');
    expect((await request.put(`/api/partidos/${id}/resultado`, { headers: camila.headers, data: { equipo_a_goles: 5, equipo_b_goles: 1 } })).ok()).toBeTruthy();
    await setStatus(request, id, 'Finalizado');
  }
  return { ...club, partidoId: await matchWithTeams(5) };
}

test('the prediction of learned teams: organiser and player, a moved player, the club switch', async ({ page, request }) => {
  test.setTimeout(180_000);
  const c = await clubWithResults(request);

  // the organiser sees the prediction and each player's learned rating
  await signIn(page, c.camila.correo, c.camila.password, `/partidos/${c.partidoId}`);
  const pronostico = page.getByTestId('pronostico');
  await expect(pronostico.locator('strong')).toHaveText(PRONOSTICO);
  await expect(pronostico).toContainText('Pronóstico');
  await expect(page.getByTestId('rating')).toHaveCount(4);
  await expect(page.getByTestId('rating').first()).toHaveText(/Nivel aprendido: [+−]?\d+,\d ± \d+,\d \(\d+ partidos?\)/);
  const before = await pronostico.locator('strong').textContent();

  // moves a player to the other team: the answer's new figure shows at once
  await page.getByRole('button', { name: 'Gestionar' }).click();
  await page.getByRole('menuitem', { name: 'Gestionar Jugadores' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gestionar Jugadores' });
  await expect(dialog.getByTestId('pronostico')).toHaveText(new RegExp(before!));
  const d = await (await request.get(`/api/partidos/${c.partidoId}`, { headers: c.camila.headers })).json();
  const current = (d.data.asistentes as { usuario_id: { _id: string }; equipo: string }[]).find((a) => a.usuario_id._id === c.matias.id)!.equipo;
  const target = current === 'equipo_a' ? 'Negro' : 'Blanco';
  await dialog.getByRole('combobox', { name: 'Equipo de Matías González' }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${target}"]`).click();
  await expect(dialog.getByTestId('pronostico').locator('strong')).not.toHaveText(before!);
  const after = await dialog.getByTestId('pronostico').locator('strong').textContent();
  expect(after).toMatch(PRONOSTICO);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pronostico.locator('strong')).toHaveText(after!);

  // a plain player sees the same figure and no rating
  await switchUser(page, c.javiera.correo, c.javiera.password);
  await page.goto(`/partidos/${c.partidoId}`);
  await expect(page.getByTestId('pronostico').locator('strong')).toHaveText(after!);
  await expect(page.getByRole('listitem').filter({ hasText: 'Matías González' })).toBeVisible();
  await expect(page.getByTestId('rating')).toHaveCount(0);
  await expect(page.getByText(/ ± /)).toHaveCount(0);

  // the organiser turns learned teams off: no prediction any more
  await switchUser(page, c.camila.correo, c.camila.password);
  await page.goto(`/clubes/${c.clubId}/editar`);
  const sw = page.getByRole('switch', { name: 'Equipos según resultados' });
  await expect(sw).toBeChecked();
  await sw.click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page).toHaveURL(`/clubes/${c.clubId}`);
  await page.goto(`/partidos/${c.partidoId}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Matías González' })).toBeVisible();
  await expect(page.getByTestId('pronostico')).toHaveCount(0);
  await expect(page.getByTestId('rating')).toHaveCount(0);
});
