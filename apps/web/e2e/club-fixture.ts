import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, createClubApi, createUser, joinClubApi } from './helpers';

// The club journeys' fixture: a club with a venue and a payment account, its Creador Camila and two members, all
// through the API; a match under way comes from the platform administrador's status change.

export interface Member { correo: string; password: string; id: string; headers: { authorization: string; 'x-club-id': string } }

async function member(request: APIRequestContext, clubId: string, nombre: string, apellido: string): Promise<Member> {
  const u = await createUser(request, { nombre, apellido });
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${u.token}` } });
  return { correo: u.correo, password: u.password, id: (await me.json()).data._id, headers: { authorization: `Bearer ${u.token}`, 'x-club-id': clubId } };
}

export async function setUpClub(request: APIRequestContext, nombre: string) {
  const first = await createUser(request, { nombre: 'Camila', apellido: 'Rojas' });
  const club = await createClubApi(request, first.token, nombre);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${first.token}` } });
  const camila: Member = { ...first, id: (await me.json()).data._id, headers: { authorization: `Bearer ${first.token}`, 'x-club-id': club.id } };
  const matias = await member(request, club.id, 'Matías', 'González');
  const javiera = await member(request, club.id, 'Javiera', 'Muñoz');
  for (const p of [matias, javiera]) await joinClubApi(request, p.headers.authorization.slice('Bearer '.length), club.codigo);
  const lugar = await request.post('/api/lugares', { headers: camila.headers, data: { nombre: 'Cancha MVP', direccion: 'Av. Grecia 2001, Ñuñoa', telefono: '+56222384500' } });
  expect(lugar.status()).toBe(201);
  const cuenta = await request.post(`/api/clubes/${club.id}/cuentas-pago`, {
    headers: camila.headers,
    data: { nombre_titular: 'Camila Rojas', rut_titular: '12.345.678-5', nombre_banco: 'BancoEstado', tipo_cuenta: 'Cuenta Vista/RUT', numero_cuenta: '12345678' },
  });
  expect(cuenta.status()).toBe(201);
  return { clubId: club.id, camila, matias, javiera, lugarId: (await lugar.json()).data._id as string, cuentaId: (await cuenta.json()).data._id as string };
}

/** DD/MM/YYYY of a day ahead, in the club's time zone. */
export const fechaEn = (dias: number) =>
  new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(Date.now() + dias * 86_400_000)).replace(/-/g, '/');

/**
 * A 5 vs 5 match of a new club with its three players signed up, put En curso by the platform administrador
 * (PUT /admin/partidos/{id}/estado): the e2e server runs no jobs and the API refuses past start times.
 */
export async function matchUnderWay(request: APIRequestContext, clubName: string) {
  const club = await setUpClub(request, clubName);
  const m = await request.post('/api/partidos', {
    headers: club.camila.headers,
    data: {
      fecha: fechaEn(3), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 1,
      monto_arriendo: 30000, cuenta_pago_id: club.cuentaId,
    },
  });
  expect(m.status()).toBe(201);
  const partidoId = (await m.json()).data._id as string;
  for (const p of [club.camila, club.matias, club.javiera]) {
    const r = await request.post(`/api/partidos/${partidoId}/inscribir`, { headers: p.headers, data: { usuario_id: p.id } });
    expect(r.ok()).toBeTruthy();
  }
  await setStatus(request, partidoId, 'En curso');
  return { ...club, partidoId };
}

export async function setStatus(request: APIRequestContext, partidoId: string, estado_partido: string) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBeTruthy();
  const token = (await login.json()).data.token as string;
  const r = await request.put(`/api/admin/partidos/${partidoId}/estado`, { headers: { authorization: `Bearer ${token}` }, data: { estado_partido } });
  expect(r.ok()).toBeTruthy();
}
