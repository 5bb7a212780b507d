import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, type Cast, type ClubFixture } from '../clubs/factory.js';

// docs/product/admin.md: every admin route is platform administrador only, checked on the server (401, then 403).

let t: TestApp;
let cast: Cast;
let club: ClubFixture;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
  // a platform moderador is not an administrador either
  await t.services.repos.users.update(cast.moderador.id, { tipoUsuario: 'moderador' });
});
afterAll(async () => { await t.close(); });

const id = '0123456789abcdef01234567';
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: () => string, body?: unknown][] = [
  ['GET', () => '/api/admin/stats'],
  ['GET', () => '/api/admin/estadisticas/cancelados-incompletos'],
  ['GET', () => '/api/admin/partidos/incompletos'],
  ['GET', () => '/api/admin/users'],
  ['POST', () => '/api/admin/users', {}],
  ['GET', () => `/api/admin/users/${cast.miembro.id}`],
  ['PUT', () => `/api/admin/users/${cast.miembro.id}`, {}],
  ['DELETE', () => `/api/admin/users/${cast.miembro.id}`],
  ['PUT', () => `/api/admin/users/${cast.miembro.id}/type`, { tipo_usuario: 'administrador' }],
  ['GET', () => `/api/admin/users/${cast.miembro.id}/clubes`],
  ['PUT', () => `/api/admin/users/${cast.miembro.id}/clubes`, { clubes: [] }],
  ['PUT', () => `/api/admin/users/${cast.miembro.id}/club-activo`, () => ({ club_activo_id: club.id })],
  ['GET', () => '/api/admin/clubes'],
  ['GET', () => `/api/admin/clubes/${club.id}`],
  ['DELETE', () => `/api/admin/clubes/${club.id}`],
  ['GET', () => '/api/admin/partidos'],
  ['GET', () => `/api/admin/partidos/${id}`],
  ['PUT', () => `/api/admin/partidos/${id}/estado`, { estado_partido: 'Cancelado' }],
  ['PUT', () => `/api/admin/partidos/${id}/cancelar`],
];

describe('every /admin route', () => {
  it.each(ROUTES.map(([m, u, b]) => [m, u, b] as const))('%s refuses anonymous callers (401) and non-administrators (403)', async (method, url, body) => {
    const payload = typeof body === 'function' ? body() : body;
    const anon = await t.call(method, url(), { body: payload });
    expect(anon.statusCode, anon.body).toBe(401);
    expect(anon.json()).toMatchObject({ success: false, message: 'Debes iniciar sesión' });
    for (const p of [cast.creador, cast.moderador, cast.miembro, cast.outsider]) {
      const res = await t.call(method, url(), { token: p.token, body: payload });
      expect(res.statusCode, `${method} ${url()} as ${p.correo}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Se requieren privilegios de administrador' });
    }
  });

  it('nothing was changed by the refused calls', async () => {
    const me = await t.call('GET', '/api/auth/me', { token: cast.miembro.token });
    expect(me.json().data).toMatchObject({ tipo_usuario: 'usuario', club_activo_id: club.id });
    expect((await t.call('GET', `/api/clubes/${club.id}`, { token: cast.creador.token })).statusCode).toBe(200);
  });

  it('an administrador passes the guard', async () => {
    expect((await t.call('GET', '/api/admin/stats', { token: cast.admin.token })).statusCode).toBe(200);
  });
});
