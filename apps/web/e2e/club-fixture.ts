import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './helpers';

// 'Club MVP E2E' and its three players, written by apps/server/test/e2e-seed.ts before the server starts: the
// suite's sign-ups already exceed the server's limit per address (20 an hour), so these journeys sign nobody up.
export const PASSWORD = 'Secreto123';
export const CAMILA = 'mvp.camila@e2e.partidos.cl'; // the club's Creador
export const MATIAS = 'mvp.matias@e2e.partidos.cl';
export const JAVIERA = 'mvp.javiera@e2e.partidos.cl';

export interface Session { headers: { authorization: string; 'x-club-id': string }; id: string }

export async function apiLogin(request: APIRequestContext, correo: string, password = PASSWORD): Promise<Session> {
  const r = await request.post('/api/auth/login', { data: { correo, password } });
  expect(r.ok()).toBeTruthy();
  const { token, user } = (await r.json()).data;
  return { headers: { authorization: `Bearer ${token}`, 'x-club-id': user.club_activo_id ?? '' }, id: user._id };
}

/** DD/MM/YYYY of a day ahead, in the club's time zone. */
const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/**
 * A 5 vs 5 match of the club with its three players signed up, put En curso by the platform administrador
 * (PUT /admin/partidos/{id}/estado): the e2e server runs no jobs and the API refuses past start times.
 */
export async function matchUnderWay(request: APIRequestContext) {
  const camila = await apiLogin(request, CAMILA);
  const clubId = camila.headers['x-club-id'];
  const lugar = (await (await request.get('/api/lugares/selector', { headers: camila.headers })).json()).data[0];
  const cuenta = (await (await request.get(`/api/clubes/${clubId}/cuentas-pago`, { headers: camila.headers })).json()).data[0];
  const m = await request.post('/api/partidos', {
    headers: camila.headers,
    data: {
      fecha: fechaEn(3), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: lugar._id, cancha_numero: 1,
      monto_arriendo: 30000, cuenta_pago_id: cuenta._id,
    },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  const players = [camila, await apiLogin(request, MATIAS), await apiLogin(request, JAVIERA)];
  for (const p of players) {
    const r = await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } });
    expect(r.ok()).toBeTruthy();
  }
  await setStatus(request, partidoId, 'En curso');
  const [, matias, javiera] = players as [Session, Session, Session];
  return { partidoId, camila, matias, javiera };
}

export async function setStatus(request: APIRequestContext, partidoId: string, estado_partido: string) {
  const admin = await apiLogin(request, ADMIN.correo, ADMIN.password);
  const r = await request.put(`/api/admin/partidos/${partidoId}/estado`, { headers: { authorization: admin.headers.authorization }, data: { estado_partido } });
  expect(r.ok()).toBeTruthy();
}
