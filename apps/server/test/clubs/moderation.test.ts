import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, person, requestToJoin, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp(); // APP_TIMEZONE defaults to America/Santiago
  // sessions last 30 days: every instant of this file stays within a month of this start
  t.clock.set(new Date('2025-04-01T12:00:00Z'));
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

const historial = (token: string, clubId: string, query = '') => t.call('GET', `/api/clubes/${clubId}/moderacion/historial${query}`, { token });
const panel = (token: string, clubId: string) => t.call('GET', `/api/clubes/${clubId}/moderacion`, { token });

describe('GET /api/clubes/:id/moderacion/historial', () => {
  it('lists entries with the moderator populated, the affected user, metadata and IP', async () => {
    const p = await person(t);
    const id = await requestToJoin(t, p, club);
    t.clock.advance(60_000);
    ok(await t.call('PUT', `/api/clubes/${club.id}/solicitudes/${id}/aprobar`, { token: cast.moderador.token, ip: '203.0.113.9' }));
    const { historial: entries, pagination } = ok(await historial(cast.creador.token, club.id));
    expect(pagination).toEqual({ total: 2, page: 1, limit: 20, pages: 1 });
    expect(entries[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fecha: '2025-04-01T12:01:00.000Z',
      tipo: 'solicitud_aprobada',
      moderador_id: { _id: cast.moderador.id, nombre: 'Juan', apellido: 'Pérez', correo: cast.moderador.correo },
      afectado_id: p.id,
      afectado: { _id: p.id, nombre: 'Juan', apellido: 'Pérez' },
      metadata: { solicitud_id: id },
      ip_address: '203.0.113.9',
    });
    expect(entries[1]).toMatchObject({ tipo: 'rol_cambiado', afectado_id: cast.moderador.id, moderador_id: { _id: cast.creador.id } });
  });

  it('reads the date range as whole days in APP_TIMEZONE (America/Santiago), not UTC', async () => {
    const c = await createClub(t, cast);
    const a = await requestToJoin(t, await person(t), c);
    const b = await requestToJoin(t, await person(t), c);
    t.clock.set(new Date('2025-04-05T02:30:00Z')); // 4 April, 23:30 in Santiago (summer time, UTC-3)
    ok(await t.call('PUT', `/api/clubes/${c.id}/solicitudes/${a}/aprobar`, { token: cast.creador.token }));
    t.clock.set(new Date('2025-04-10T03:30:00Z')); // 9 April, 23:30 in Santiago (winter time since 6 April, UTC-4)
    ok(await t.call('PUT', `/api/clubes/${c.id}/solicitudes/${b}/rechazar`, { token: cast.creador.token, body: { notas_rechazo: 'Cupos llenos' } }));

    const tipos = async (q: string) => (ok(await historial(cast.creador.token, c.id, q)).historial as { tipo: string }[]).map((e) => e.tipo);
    expect(await tipos('?fecha_inicio=2025-04-04&fecha_fin=2025-04-04')).toEqual(['solicitud_aprobada']);
    expect(await tipos('?fecha_inicio=2025-04-05&fecha_fin=2025-04-05')).toEqual([]);
    expect(await tipos('?fecha_inicio=2025-04-09&fecha_fin=2025-04-09')).toEqual(['solicitud_rechazada']);
    expect(await tipos('?fecha_fin=2025-04-08')).toEqual(['solicitud_aprobada', 'rol_cambiado']);
    expect(await tipos('?fecha_inicio=2025-04-02')).toEqual(['solicitud_rechazada', 'solicitud_aprobada']);
    expect(await tipos('?fecha_inicio=2025-04-01&tipo=rol_cambiado')).toEqual(['rol_cambiado']);
  });

  it('pages newest first: 20 by default, limit capped at 100', async () => {
    const c = await createClub(t, cast);
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      ok(await t.call('PUT', `/api/clubes/${c.id}/miembros/${cast.miembro.id}/rol`, { token: cast.creador.token, body: { rol: i % 2 ? 'Miembro' : 'Moderador' } }));
    }
    const first = ok(await historial(cast.moderador.token, c.id));
    expect(first.pagination).toEqual({ total: 26, page: 1, limit: 20, pages: 2 });
    expect(first.historial).toHaveLength(20);
    const fechas = first.historial.map((e: { fecha: string }) => e.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const second = ok(await historial(cast.moderador.token, c.id, '?page=2'));
    expect(second.historial).toHaveLength(6);
    expect(second.historial[5].tipo).toBe('rol_cambiado');
    expect(new Set([...first.historial, ...second.historial].map((e: { _id: string }) => e._id)).size).toBe(26);
    expect(ok(await historial(cast.moderador.token, c.id, '?limit=500')).pagination).toEqual({ total: 26, page: 1, limit: 100, pages: 1 });
    expect(ok(await historial(cast.moderador.token, c.id, '?page=9')).historial).toEqual([]);
    expect(ok(await historial(cast.moderador.token, c.id, '?tipo=miembro_expulsado')).pagination.total).toBe(0);
  });

  it('refuses invalid filters with 400', async () => {
    expect(fail(await historial(cast.creador.token, club.id, '?tipo=borrado'))).toEqual({ status: 400, message: 'Tipo de acción inválido' });
    expect(fail(await historial(cast.creador.token, club.id, '?fecha_inicio=2025-13-01'))).toEqual({ status: 400, message: 'Fecha inválida (usa AAAA-MM-DD)' });
    expect(fail(await historial(cast.creador.token, club.id, '?fecha_inicio=2025-03-05&fecha_fin=2025-03-01')))
      .toEqual({ status: 400, message: 'La fecha de inicio no puede ser posterior a la fecha de fin' });
    expect((await historial(cast.creador.token, club.id, '?limit=0')).statusCode).toBe(400);
  });

  it('is for Creador, Moderador and administrador: a Miembro gets 403, a non-member 404', async () => {
    expect(fail(await historial(cast.miembro.token, club.id))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    expect(fail(await historial(cast.outsider.token, club.id))).toEqual({ status: 404, message: 'Club no encontrado' });
    ok(await historial(cast.admin.token, club.id));
    expect((await t.call('GET', `/api/clubes/${club.id}/moderacion/historial`)).statusCode).toBe(401);
  });
});

describe('GET /api/clubes/:id/moderacion', () => {
  it('counts pending join requests; venues and receipts are 0 until their modules report', async () => {
    const c = await createClub(t, cast);
    expect(ok(await panel(cast.moderador.token, c.id))).toEqual({ solicitudesPendientes: 0, lugaresPendientes: 0, comprobantesPendientes: 0, totalPendientes: 0 });
    const first = await requestToJoin(t, await person(t), c);
    await requestToJoin(t, await person(t), c);
    expect(ok(await panel(cast.moderador.token, c.id))).toEqual({ solicitudesPendientes: 2, lugaresPendientes: 0, comprobantesPendientes: 0, totalPendientes: 2 });
    ok(await t.call('PUT', `/api/clubes/${c.id}/solicitudes/${first}/aprobar`, { token: cast.creador.token }));
    expect(ok(await panel(cast.creador.token, c.id))).toMatchObject({ solicitudesPendientes: 1, totalPendientes: 1 });
  });

  it('adds what registered modules report', async () => {
    const c = await createClub(t, cast);
    await requestToJoin(t, await person(t), c);
    t.services.moderation.registerPanelContributor({
      name: 'prueba',
      async pendingCounts(clubId) { return clubId === c.id ? { lugaresPendientes: 3, comprobantesPendientes: 4 } : {}; },
    });
    expect(ok(await panel(cast.admin.token, c.id))).toEqual({ solicitudesPendientes: 1, lugaresPendientes: 3, comprobantesPendientes: 4, totalPendientes: 8 });
  });

  it('is refused to a Miembro (403) and a non-member (404)', async () => {
    expect((await panel(cast.miembro.token, club.id)).statusCode).toBe(403);
    expect((await panel(cast.outsider.token, club.id)).statusCode).toBe(404);
  });
});
