import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, me, ok, person, requestToJoin, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

// each action a second later than the last, so "the latest log entry" is well defined under the manual clock
const approve = (token: string, clubId: string, requestId: string, ip?: string) => {
  t.clock.advance(1000);
  return t.call('PUT', `/api/clubes/${clubId}/solicitudes/${requestId}/aprobar`, { token, ip });
};
const reject = (token: string, clubId: string, requestId: string, body: unknown) => {
  t.clock.advance(1000);
  return t.call('PUT', `/api/clubes/${clubId}/solicitudes/${requestId}/rechazar`, { token, body });
};
const history = async (clubId: string, query = '') =>
  ok(await t.call('GET', `/api/clubes/${clubId}/moderacion/historial${query}`, { token: cast.creador.token })).historial as {
    tipo: string; afectado_id: string; metadata: Record<string, unknown>; moderador_id: { _id: string }; ip_address: string | null;
  }[];

describe('GET /api/clubes/:id/solicitudes', () => {
  it('lists requests with the requester (e-mail included for moderators), newest first, filtered by estado', async () => {
    const c = await createClub(t, cast);
    const a = await person(t);
    const b = await person(t);
    const first = await requestToJoin(t, a, c, 'Hola, soy amigo de Juan');
    t.clock.advance(1000);
    const second = await requestToJoin(t, b, c);
    const list = ok(await t.call('GET', `/api/clubes/${c.id}/solicitudes?estado=Pendiente`, { token: cast.moderador.token }));
    expect(list.map((r: { _id: string }) => r._id)).toEqual([second, first]);
    expect(list[1]).toEqual({
      _id: first, club_id: c.id, estado: 'Pendiente', mensaje: 'Hola, soy amigo de Juan', notas_rechazo: null,
      fecha_solicitud: expect.any(String), fecha_procesado: null, procesado_por: null,
      usuario_id: { _id: a.id, nombre: 'Juan', apellido: 'Pérez', apodo: null, avatar_url: null, correo: a.correo },
    });

    ok(await reject(cast.moderador.token, c.id, first, { notas_rechazo: 'Club cerrado' }));
    expect(ok(await t.call('GET', `/api/clubes/${c.id}/solicitudes?estado=Pendiente`, { token: cast.creador.token })).map((r: { _id: string }) => r._id)).toEqual([second]);
    expect(ok(await t.call('GET', `/api/clubes/${c.id}/solicitudes?estado=Rechazada`, { token: cast.creador.token }))[0])
      .toMatchObject({ _id: first, estado: 'Rechazada', notas_rechazo: 'Club cerrado', procesado_por: cast.moderador.id });
    expect(ok(await t.call('GET', `/api/clubes/${c.id}/solicitudes`, { token: cast.admin.token }))).toHaveLength(2);
    expect((await t.call('GET', `/api/clubes/${c.id}/solicitudes?estado=Perdida`, { token: cast.creador.token })).statusCode).toBe(400);
  });

  it('is refused to a Miembro (403), a non-member (404) and without a session (401)', async () => {
    expect((await t.call('GET', `/api/clubes/${club.id}/solicitudes`, { token: cast.miembro.token })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/clubes/${club.id}/solicitudes`, { token: cast.outsider.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clubes/${club.id}/solicitudes`)).statusCode).toBe(401);
  });
});

describe('PUT /api/clubes/:id/solicitudes/:requestId/aprobar', () => {
  it('makes the person a Miembro, sets their active club if they had none and logs it', async () => {
    const p = await person(t);
    const id = await requestToJoin(t, p, club);
    const res = await approve(cast.moderador.token, club.id, id, '198.51.100.7');
    expect(ok(res)).toMatchObject({ _id: id, estado: 'Aprobada', procesado_por: cast.moderador.id, fecha_procesado: expect.any(String), usuario_id: { _id: p.id } });
    expect(res.json().message).toBe('Solicitud aprobada');
    const user = await me(t, p);
    expect(user.clubes).toEqual([expect.objectContaining({ club_id: club.id, rol: 'Miembro' })]);
    expect(user.club_activo_id).toBe(club.id);
    expect((await history(club.id, '?tipo=solicitud_aprobada'))[0]).toMatchObject({
      tipo: 'solicitud_aprobada', afectado_id: p.id, metadata: { solicitud_id: id }, moderador_id: { _id: cast.moderador.id }, ip_address: '198.51.100.7',
    });
  });

  it('answers 409 "Esta solicitud ya fue procesada" the second time, for approve or reject', async () => {
    const p = await person(t);
    const id = await requestToJoin(t, p, club);
    ok(await approve(cast.creador.token, club.id, id));
    expect(fail(await approve(cast.creador.token, club.id, id))).toEqual({ status: 409, message: 'Esta solicitud ya fue procesada' });
    expect(fail(await reject(cast.creador.token, club.id, id, { notas_rechazo: 'Tarde' }))).toEqual({ status: 409, message: 'Esta solicitud ya fue procesada' });
  });

  it('answers 404 "Solicitud no encontrada" to an unknown id, a malformed one, or one from another club', async () => {
    expect(fail(await approve(cast.creador.token, club.id, '0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Solicitud no encontrada' });
    expect(fail(await approve(cast.creador.token, club.id, 'xyz'))).toEqual({ status: 404, message: 'Solicitud no encontrada' });
    const other = await createClub(t, cast);
    const id = await requestToJoin(t, await person(t), other);
    expect(fail(await approve(cast.creador.token, club.id, id))).toEqual({ status: 404, message: 'Solicitud no encontrada' });
    expect(ok(await t.call('GET', `/api/clubes/${other.id}/solicitudes?estado=Pendiente`, { token: cast.creador.token })).map((r: { _id: string }) => r._id)).toContain(id);
  });

  it('lets exactly one of two simultaneous approvals through: one 200, one 409, one member, one log entry', async () => {
    const c = await createClub(t, cast);
    const p = await person(t);
    const id = await requestToJoin(t, p, c);
    const results = await Promise.all([approve(cast.creador.token, c.id, id), approve(cast.moderador.token, c.id, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('Esta solicitud ya fue procesada');
    const detail = ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.creador.token }));
    expect(detail.miembros.filter((m: { usuario_id: { _id: string } }) => m.usuario_id._id === p.id)).toHaveLength(1);
    expect(await history(c.id, '?tipo=solicitud_aprobada')).toHaveLength(1);
  });

  it('lets exactly one of a simultaneous approval and rejection through', async () => {
    const c = await createClub(t, cast);
    const p = await person(t);
    const id = await requestToJoin(t, p, c);
    const results = await Promise.all([approve(cast.creador.token, c.id, id), reject(cast.moderador.token, c.id, id, { notas_rechazo: 'No' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const log = await history(c.id);
    expect(log.filter((e) => e.tipo === 'solicitud_aprobada' || e.tipo === 'solicitud_rechazada')).toHaveLength(1);
  });

  it('is refused to a Miembro (403) and a non-member (404); an administrador may', async () => {
    const id = await requestToJoin(t, await person(t), club);
    expect((await approve(cast.miembro.token, club.id, id)).statusCode).toBe(403);
    expect((await approve(cast.outsider.token, club.id, id)).statusCode).toBe(404);
    ok(await approve(cast.admin.token, club.id, id));
  });
});

describe('PUT /api/clubes/:id/solicitudes/:requestId/rechazar', () => {
  it('requires a reason: "El motivo es obligatorio"', async () => {
    const id = await requestToJoin(t, await person(t), club);
    expect(fail(await reject(cast.moderador.token, club.id, id, {}))).toEqual({ status: 400, message: 'El motivo es obligatorio' });
    expect(fail(await reject(cast.moderador.token, club.id, id, { notas_rechazo: '   ' }))).toEqual({ status: 400, message: 'El motivo es obligatorio' });
  });

  it('marks the request Rechazada with the reason, does not add the person and logs it', async () => {
    const p = await person(t);
    const id = await requestToJoin(t, p, club);
    const res = await reject(cast.moderador.token, club.id, id, { notas_rechazo: 'Solo jugadores del barrio' });
    expect(ok(res)).toMatchObject({ _id: id, estado: 'Rechazada', notas_rechazo: 'Solo jugadores del barrio' });
    expect(res.json().message).toBe('Solicitud rechazada');
    expect((await me(t, p)).clubes).toEqual([]);
    expect((await history(club.id, '?tipo=solicitud_rechazada'))[0]).toMatchObject({
      afectado_id: p.id, metadata: { solicitud_id: id, notas_rechazo: 'Solo jugadores del barrio' },
    });
  });

  it('answers 404 to an unknown request', async () => {
    expect(fail(await reject(cast.moderador.token, club.id, '0123456789abcdef01234567', { notas_rechazo: 'No' })))
      .toEqual({ status: 404, message: 'Solicitud no encontrada' });
  });
});
