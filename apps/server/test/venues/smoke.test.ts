import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture } from '../clubs/factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

describe('venues smoke', () => {
  it('create, request, approve', async () => {
    const h = { 'x-club-id': club.id };
    const l = ok(await t.call('POST', '/api/lugares', { token: cast.creador.token, headers: h, body: { nombre: 'Cancha Los Robles', direccion: 'Av. Los Robles 1234, Ñuñoa', telefono: '+56 9 1234 5678', sitio_web: 'https://robles.cl' } }), 201);
    expect(l.estado_validacion).toBe('Pendiente');
    const list = ok(await t.call('GET', '/api/lugares', { token: cast.miembro.token, headers: h }));
    expect(list.conteos).toEqual({ todos: 1, Validado: 0, Pendiente: 1, Rechazado: 0 });
    const s = ok(await t.call('POST', '/api/solicitudes-validacion-lugares', { token: cast.creador.token, body: { lugar_id: l._id, razon: 'Es una cancha muy usada' } }), 201);
    expect(fail(await t.call('POST', '/api/solicitudes-validacion-lugares', { token: cast.moderador.token, body: { lugar_id: l._id, razon: 'Es una cancha muy usada' } })).status).toBe(409);
    const detail = ok(await t.call('GET', `/api/lugares/${l._id}`, { token: cast.creador.token }));
    expect(detail.solicitud_pendiente).toBe(true);
    expect(fail(await t.call('GET', `/api/lugares/${l._id}`, { token: cast.outsider.token })).status).toBe(404);
    const all = ok(await t.call('GET', '/api/solicitudes-validacion-lugares?estado=pendiente', { token: cast.admin.token }));
    expect(all.solicitudes[0]._id).toBe(s._id);
    ok(await t.call('PUT', `/api/solicitudes-validacion-lugares/${s._id}/procesar`, { token: cast.admin.token, body: { accion: 'aprobar', comentarios_admin: 'ok' } }));
    const d2 = ok(await t.call('GET', `/api/lugares/${l._id}`, { token: cast.outsider.token }));
    expect(d2.es_global).toBe(true);
    const panel = ok(await t.call('GET', `/api/clubes/${club.id}/moderacion`, { token: cast.creador.token }));
    expect(panel.lugaresPendientes).toBe(0);
    const stats = ok(await t.call('GET', '/api/lugares/estadisticas', { token: cast.creador.token, headers: h }));
    expect(stats.globales).toBe(1);
    const clubDetail = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.creador.token }));
    expect(clubDetail.total_lugares).toBe(1);
  });
});
