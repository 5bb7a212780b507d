import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, me, ok, person, requestToJoin, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let open: ClubFixture; // joins at once
let gated: ClubFixture; // requires approval
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  open = await createClub(t, cast, { requiereAprobacion: false });
  gated = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

const joinByCode = (token: string | undefined, body: unknown) => t.call('POST', '/api/clubes/solicitar-ingreso', { token, body });

describe('POST /api/clubes/solicitar-ingreso', () => {
  it('answers 401 without a session', async () => {
    expect((await joinByCode(undefined, { codigo_invitacion: open.codigo })).statusCode).toBe(401);
  });

  it('joins at once a club without approval, whatever the case of the code, and makes it active if none was', async () => {
    const p = await person(t);
    const res = await joinByCode(p.token, { codigo_invitacion: open.codigo.toLowerCase() });
    expect(ok(res)).toEqual({ requiere_aprobacion: false, club: { _id: open.id, nombre: open.nombre }, nombre_club: open.nombre });
    expect(res.json().message).toBe('¡Te uniste al club!');
    const user = await me(t, p);
    expect(user.club_activo_id).toBe(open.id);
    expect(user.clubes).toEqual([expect.objectContaining({ club_id: open.id, rol: 'Miembro' })]);
  });

  it('moves someone on the community to the club they join, unless they picked the community themselves', async () => {
    const p = await person(t);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
    ok(await joinByCode(p.token, { codigo_invitacion: open.codigo }));
    expect((await me(t, p)).club_activo_id).toBe(open.id);

    const q = await person(t);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: q.token }));
    const picked = (await me(t, q)).club_activo_id;
    ok(await t.call('PUT', '/api/auth/club-activo', { token: q.token, body: { club_id: picked } }));
    ok(await joinByCode(q.token, { codigo_invitacion: open.codigo }));
    expect((await me(t, q)).club_activo_id).toBe(picked);
  });

  it('files a Pendiente request when the club requires approval', async () => {
    const p = await person(t);
    const res = await joinByCode(p.token, { codigo_invitacion: gated.codigo, mensaje: 'Juego de arquero los martes' });
    const data = ok(res);
    expect(data).toEqual({ requiere_aprobacion: true, club: { _id: gated.id, nombre: gated.nombre }, nombre_club: gated.nombre, solicitud_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(res.json().message).toBe('Solicitud enviada. Espera la aprobación de un moderador.');
    expect((await me(t, p)).clubes).toEqual([]);
    const pending = ok(await t.call('GET', `/api/clubes/${gated.id}/solicitudes?estado=Pendiente`, { token: cast.moderador.token }));
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ _id: data.solicitud_id, estado: 'Pendiente', mensaje: 'Juego de arquero los martes' })]));
  });

  it('answers 409 to a second request while one is pending', async () => {
    const p = await person(t);
    await requestToJoin(t, p, gated);
    expect(fail(await joinByCode(p.token, { codigo_invitacion: gated.codigo })))
      .toEqual({ status: 409, message: 'Ya tienes una solicitud pendiente para este club' });
  });

  it('answers 409 "Ya eres miembro de este club" to a member', async () => {
    expect(fail(await joinByCode(cast.miembro.token, { codigo_invitacion: open.codigo }))).toEqual({ status: 409, message: 'Ya eres miembro de este club' });
    expect(fail(await joinByCode(cast.creador.token, { codigo_invitacion: gated.codigo }))).toEqual({ status: 409, message: 'Ya eres miembro de este club' });
  });

  it('answers 404 "Código inválido o ya eres miembro" to an unknown code', async () => {
    expect(fail(await joinByCode(cast.outsider.token, { codigo_invitacion: 'ZZZZ9999' }))).toEqual({ status: 404, message: 'Código inválido o ya eres miembro' });
  });

  it('validates the code and the message with the spec texts', async () => {
    expect(fail(await joinByCode(cast.outsider.token, {}))).toEqual({ status: 400, message: 'Por favor ingresa un código de invitación' });
    expect(fail(await joinByCode(cast.outsider.token, { codigo_invitacion: 'ABC' }))).toEqual({ status: 400, message: 'El código debe tener 8 caracteres' });
    expect(fail(await joinByCode(cast.outsider.token, { codigo_invitacion: gated.codigo, mensaje: 'x'.repeat(301) })))
      .toEqual({ status: 400, message: 'El mensaje no puede exceder 300 caracteres' });
  });

  it('lets one of two simultaneous joins through and answers the other 409', async () => {
    const p = await person(t);
    const results = await Promise.all([joinByCode(p.token, { codigo_invitacion: open.codigo }), joinByCode(p.token, { codigo_invitacion: open.codigo })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const q = await person(t);
    const requests = await Promise.all([joinByCode(q.token, { codigo_invitacion: gated.codigo }), joinByCode(q.token, { codigo_invitacion: gated.codigo })]);
    expect(requests.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const pending = ok(await t.call('GET', `/api/clubes/${gated.id}/solicitudes?estado=Pendiente`, { token: cast.creador.token }));
    expect(pending.filter((r: { usuario_id: { _id: string } }) => r.usuario_id._id === q.id)).toHaveLength(1);
  });

  it('lets a rejected person ask again', async () => {
    const p = await person(t);
    const first = await requestToJoin(t, p, gated);
    ok(await t.call('PUT', `/api/clubes/${gated.id}/solicitudes/${first}/rechazar`, { token: cast.moderador.token, body: { notas_rechazo: 'No te conocemos' } }));
    const second = await requestToJoin(t, p, gated, 'Soy primo de Camila');
    expect(second).not.toBe(first);
  });
});

describe('POST /api/clubes/:id/unirse-invitacion', () => {
  const joinInvited = (token: string | undefined, clubId: string, body: unknown) => t.call('POST', `/api/clubes/${clubId}/unirse-invitacion`, { token, body });

  it('joins with that club\'s code (any case), or files a request when it requires approval', async () => {
    const p = await person(t);
    expect(ok(await joinInvited(p.token, open.id, { codigoInvitacion: open.codigo.toLowerCase() }))).toMatchObject({ requiere_aprobacion: false, club: { _id: open.id } });
    const q = await person(t);
    expect(ok(await joinInvited(q.token, gated.id, { codigoInvitacion: gated.codigo }))).toMatchObject({ requiere_aprobacion: true, club: { _id: gated.id } });
  });

  it("answers 404 to another club's code, an unknown club and 409 to a member", async () => {
    const p = await person(t);
    expect(fail(await joinInvited(p.token, open.id, { codigoInvitacion: gated.codigo }))).toEqual({ status: 404, message: 'Código inválido o ya eres miembro' });
    expect((await joinInvited(p.token, '0123456789abcdef01234567', { codigoInvitacion: open.codigo })).statusCode).toBe(404);
    expect(fail(await joinInvited(cast.miembro.token, open.id, { codigoInvitacion: open.codigo }))).toEqual({ status: 409, message: 'Ya eres miembro de este club' });
  });

  it('requires the code ("El código es obligatorio") and a session', async () => {
    expect(fail(await joinInvited(cast.outsider.token, open.id, {}))).toEqual({ status: 400, message: 'El código es obligatorio' });
    expect((await joinInvited(undefined, open.id, { codigoInvitacion: open.codigo })).statusCode).toBe(401);
  });
});

describe('the public community club', () => {
  it('GET /clubes/publico/info tells the club with its member count and whether the caller belongs', async () => {
    const p = await person(t);
    const before = ok(await t.call('GET', '/api/clubes/publico/info', { token: p.token }));
    expect(before).toEqual({
      club: { _id: expect.any(String), nombre: 'Comunidad Partidos', tipo: 'Club', descripcion: expect.any(String), logo_url: null, es_publico: true, total_miembros: expect.any(Number) },
      es_miembro: false,
    });
    const res = await t.call('POST', '/api/clubes/publico/unirse', { token: p.token });
    expect(ok(res)).toEqual({ unido: true, ya_era_miembro: false, club: { _id: before.club._id, nombre: 'Comunidad Partidos' } });
    expect(res.json().message).toBe('¡Te uniste a la comunidad!');
    const after = ok(await t.call('GET', '/api/clubes/publico/info', { token: p.token }));
    expect(after).toMatchObject({ es_miembro: true, club: { total_miembros: before.club.total_miembros + 1 } });
    expect((await me(t, p)).club_activo_id).toBe(before.club._id);
  });

  it('answers success with ya_era_miembro when already a member, not an error', async () => {
    const p = await person(t);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
    const again = await t.call('POST', '/api/clubes/publico/unirse', { token: p.token });
    expect(ok(again)).toMatchObject({ unido: true, ya_era_miembro: true });
    expect(again.json().message).toBe('Ya eres miembro de la comunidad');
  });

  it('becomes the active club only for someone without one, and a pending request does not block it', async () => {
    const p = await person(t);
    await requestToJoin(t, p, gated);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
    const publicId = (await me(t, p)).club_activo_id;
    expect(publicId).toBeTruthy();

    const q = await person(t);
    ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: q.token, body: { codigo_invitacion: open.codigo } }));
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: q.token }));
    expect((await me(t, q)).club_activo_id).toBe(open.id);
  });

  it('cannot be left', async () => {
    const p = await person(t);
    const { club } = ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
    expect(ok(await t.call('GET', `/api/clubes/${club._id}/verificar-salida`, { token: p.token })))
      .toEqual({ puede_salir: false, pagos_pendientes: 0, pagos_aprobados: 0, partidos_activos: 0, motivo: 'No puedes salir del club público' });
    expect(fail(await t.call('POST', `/api/clubes/${club._id}/salir`, { token: p.token }))).toEqual({ status: 409, message: 'No puedes salir del club público' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/clubes/publico/info')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/clubes/publico/unirse')).statusCode).toBe(401);
  });
});

describe('rate limit on invitation codes', () => {
  it('answers 429 after 30 attempts in an hour by the same person', async () => {
    const limited = await createTestApp({}, { rateLimits: true });
    try {
      const { token } = await (async () => {
        const res = await limited.call('POST', '/api/auth/register-basic', { body: { correo: 'adivino@example.cl', password: 'secreto123', aceptaPoliticaPrivacidad: true } });
        return { token: res.json().data.token as string };
      })();
      for (let i = 0; i < 30; i++) {
        expect((await limited.call('POST', '/api/clubes/solicitar-ingreso', { token, body: { codigo_invitacion: 'ZZZZ9999' } })).statusCode).toBe(404);
      }
      const blocked = await limited.call('POST', '/api/clubes/solicitar-ingreso', { token, body: { codigo_invitacion: 'ZZZZ9999' } });
      expect(blocked.statusCode).toBe(429);
      limited.clock.advance(60 * 60_000 + 1000);
      expect((await limited.call('POST', '/api/clubes/solicitar-ingreso', { token, body: { codigo_invitacion: 'ZZZZ9999' } })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
