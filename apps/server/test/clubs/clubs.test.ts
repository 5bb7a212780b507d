import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVITE_CODE_ALPHABET } from '@partidos/shared';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, join, me, ok, person, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

const CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);

describe('GET /api/clubes and /api/clubes/mis-clubes', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/clubes')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/clubes/mis-clubes')).statusCode).toBe(401);
  });

  it('lists only the clubs the caller belongs to, with mi_rol, total_miembros and es_publico', async () => {
    const other = await createClub(t, { ...cast, creador: cast.miembro, miembro: cast.outsider });
    const list = ok(await t.call('GET', '/api/clubes', { token: cast.moderador.token }));
    const mine = list.find((c: { _id: string }) => c._id === club.id);
    expect(mine).toMatchObject({
      nombre: club.nombre, tipo: 'Grupo de Amigos', mi_rol: 'Moderador', total_miembros: 3, es_publico: false,
      creador_id: cast.creador.id, codigo_invitacion: club.codigo,
      configuracion: { permitir_creacion_partidos_publicos: true, usuarios_pueden_invitar: true, requiere_aprobacion_ingreso: true },
    });
    expect(list.find((c: { _id: string }) => c._id === other.id)).toMatchObject({ mi_rol: 'Moderador' });
    expect(ok(await t.call('GET', '/api/clubes/mis-clubes', { token: cast.moderador.token }))).toEqual(list);

    const outsiderList = ok(await t.call('GET', '/api/clubes', { token: cast.outsider.token }));
    expect(outsiderList.map((c: { _id: string }) => c._id)).toEqual([other.id]);
  });

  it('shows the public club as es_publico once joined, and an empty list for someone without clubs', async () => {
    const p = await person(t);
    expect(ok(await t.call('GET', '/api/clubes', { token: p.token }))).toEqual([]);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: p.token }));
    const list = ok(await t.call('GET', '/api/clubes', { token: p.token }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ es_publico: true, mi_rol: 'Miembro', nombre: 'Comunidad Partidos' });
  });
});

describe('POST /api/clubes', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call('POST', '/api/clubes', { body: { nombre: 'Sin sesión' } })).statusCode).toBe(401);
  });

  it('page form: creates with defaults, makes the creator its Creador and the club their active club', async () => {
    const p = await person(t);
    const res = await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Los Cracks de Ñuñoa' } });
    const data = ok(res, 201);
    expect(res.json().message).toBe('Club creado exitosamente');
    expect(data).toMatchObject({
      nombre: 'Los Cracks de Ñuñoa', tipo: 'Grupo de Amigos', descripcion: null, logo_url: null, creador_id: p.id,
      mi_rol: 'Creador', es_publico: false, total_miembros: 1, total_partidos: 0, total_lugares: 0,
      configuracion: { permitir_creacion_partidos_publicos: true, usuarios_pueden_invitar: true, requiere_aprobacion_ingreso: true },
    });
    expect(data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.codigo_invitacion).toMatch(CODE);
    expect(data.miembros).toEqual([{ usuario_id: expect.objectContaining({ _id: p.id }), rol: 'Creador', fecha_ingreso: expect.any(String) }]);
    const user = await me(t, p);
    expect(user.club_activo_id).toBe(data._id);
    expect(user.clubes).toEqual([expect.objectContaining({ club_id: data._id, rol: 'Creador' })]);
  });

  it('page form: validates nombre 3–100 and descripcion up to 500 with the Spanish messages', async () => {
    const p = await person(t);
    const short = await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'FC' } });
    expect(fail(short)).toEqual({ status: 400, message: 'El nombre debe tener entre 3 y 100 caracteres' });
    const long = await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Club', descripcion: 'x'.repeat(501) } });
    expect(fail(long)).toEqual({ status: 400, message: 'La descripción no puede exceder 500 caracteres' });
    expect(long.json().errors).toEqual([{ field: 'descripcion', message: 'La descripción no puede exceder 500 caracteres' }]);
    expect(ok(await t.call('GET', '/api/clubes', { token: p.token }))).toEqual([]);
  });

  it('page form: keeps the settings and type it is given', async () => {
    const p = await person(t);
    const data = ok(await t.call('POST', '/api/clubes', {
      token: p.token,
      body: { nombre: 'Equipo Rojo', tipo: 'Equipo', descripcion: 'Fútbol 7', configuracion: { requiere_aprobacion_ingreso: false, usuarios_pueden_invitar: false } },
    }), 201);
    expect(data).toMatchObject({
      tipo: 'Equipo', descripcion: 'Fútbol 7',
      configuracion: { permitir_creacion_partidos_publicos: true, usuarios_pueden_invitar: false, requiere_aprobacion_ingreso: false },
    });
  });

  it('onboarding form: accepts a 2-character name but requires tipo and a 10–500 character description', async () => {
    const p = await person(t);
    const missing = await t.call('POST', '/api/clubes', { token: p.token, body: { origen: 'onboarding', nombre: 'FC' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([
      { field: 'tipo', message: 'Selecciona el tipo de club' },
      { field: 'descripcion', message: 'Ingresa una descripción' },
    ]));
    const tooLong = await t.call('POST', '/api/clubes', { token: p.token, body: { origen: 'onboarding', nombre: 'x'.repeat(51), tipo: 'Club', descripcion: 'Una buena descripción' } });
    expect(fail(tooLong)).toEqual({ status: 400, message: 'El nombre debe tener entre 2 y 50 caracteres' });
    const shortDesc = await t.call('POST', '/api/clubes', { token: p.token, body: { origen: 'onboarding', nombre: 'FC', tipo: 'Club', descripcion: 'Corta' } });
    expect(fail(shortDesc)).toEqual({ status: 400, message: 'La descripción debe tener entre 10 y 500 caracteres' });

    const data = ok(await t.call('POST', '/api/clubes', {
      token: p.token, body: { origen: 'onboarding', nombre: 'FC', tipo: 'Club', descripcion: 'Jugamos los sábados en La Florida.' },
    }), 201);
    expect(data).toMatchObject({ nombre: 'FC', tipo: 'Club', mi_rol: 'Creador' });
  });

  it('refuses an unknown origen', async () => {
    const p = await person(t);
    const res = await t.call('POST', '/api/clubes', { token: p.token, body: { origen: 'api', nombre: 'Club X' } });
    expect(res.statusCode).toBe(400);
  });

  it('gives every club its own code', async () => {
    const p = await person(t);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: `Club ${i} de Prueba` } }), 201).codigo_invitacion);
    expect(codes.size).toBe(5);
  });
});

describe('GET /api/clubes/:id', () => {
  it('answers 401 without a session and 404 "Club no encontrado" to a non-member, an unknown or a malformed id', async () => {
    expect((await t.call('GET', `/api/clubes/${club.id}`)).statusCode).toBe(401);
    const outsider = await t.call('GET', `/api/clubes/${club.id}`, { token: cast.outsider.token });
    expect(fail(outsider)).toEqual({ status: 404, message: 'Club no encontrado' });
    expect((await t.call('GET', '/api/clubes/0123456789abcdef01234567', { token: cast.miembro.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/clubes/no-es-un-id', { token: cast.miembro.token })).statusCode).toBe(404);
  });

  it('shows members Creador first, then Moderador, then Miembro, with their join dates', async () => {
    const data = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token }));
    expect(data).toMatchObject({ _id: club.id, mi_rol: 'Miembro', total_miembros: 3, codigo_invitacion: club.codigo, es_publico: false });
    expect(data.miembros.map((m: { rol: string; usuario_id: { _id: string } }) => [m.rol, m.usuario_id._id])).toEqual([
      ['Creador', cast.creador.id], ['Moderador', cast.moderador.id], ['Miembro', cast.miembro.id],
    ]);
    expect(Object.keys(data.miembros[0].usuario_id).sort()).toEqual(['_id', 'apellido', 'apodo', 'avatar_url', 'correo', 'nombre']);
  });

  it('lets a platform administrador see any club, with mi_rol null', async () => {
    const data = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.admin.token }));
    expect(data).toMatchObject({ _id: club.id, mi_rol: null, codigo_invitacion: club.codigo });
  });

  it('hides the e-mail of a member who hides it from a Miembro, not from a Moderador nor from that member', async () => {
    const c = await createClub(t, cast);
    const shy = await person(t);
    ok(await t.call('PUT', '/api/auth/me', { token: shy.token, body: { mostrar_correo: false } }));
    ok(await t.call('PUT', `/api/clubes/${c.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: false } } }));
    await join(t, shy, c);
    const find = (d: { miembros: { usuario_id: { _id: string; correo?: string } }[] }) => d.miembros.find((m) => m.usuario_id._id === shy.id)!.usuario_id;
    expect(find(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.miembro.token })))).not.toHaveProperty('correo');
    expect(find(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.moderador.token }))).correo).toBe(shy.correo);
    expect(find(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: shy.token }))).correo).toBe(shy.correo);
  });

  it('hides the invitation code from a Miembro when members may not invite', async () => {
    const c = await createClub(t, cast);
    ok(await t.call('PUT', `/api/clubes/${c.id}`, { token: cast.creador.token, body: { configuracion: { usuarios_pueden_invitar: false } } }));
    expect(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.miembro.token })).codigo_invitacion).toBeNull();
    expect(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.moderador.token })).codigo_invitacion).toBe(c.codigo);
    const listed = ok(await t.call('GET', '/api/clubes', { token: cast.miembro.token })).find((x: { _id: string }) => x._id === c.id);
    expect(listed.codigo_invitacion).toBeNull();
  });

  it('runs the same number of queries for 3 members as for 10 (no query per member)', async () => {
    const small = await createClub(t, cast, { requiereAprobacion: false });
    const big = await createClub(t, cast, { requiereAprobacion: false });
    for (let i = 0; i < 7; i++) await join(t, await person(t), big);
    // the session as every request after the first finds it (kept on the embedded database)
    ok(await t.call('GET', '/api/auth/me', { token: cast.miembro.token }));
    const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      ok(await t.call('GET', `/api/clubes/${small.id}`, { token: cast.miembro.token }));
      const forSmall = spy.mock.calls.length;
      spy.mockClear();
      const data = ok(await t.call('GET', `/api/clubes/${big.id}`, { token: cast.miembro.token }));
      expect(data.miembros).toHaveLength(10);
      expect(spy.mock.calls.length).toBe(forSmall);
      expect(forSmall).toBeGreaterThanOrEqual(2);
      expect(forSmall).toBeLessThanOrEqual(4); // session, club + role, members, match and venue counters
    } finally {
      spy.mockRestore();
    }
  });
});

describe('PUT /api/clubes/:id', () => {
  it('lets the Creador edit name, type, description and settings', async () => {
    const c = await createClub(t, cast);
    const res = await t.call('PUT', `/api/clubes/${c.id}`, {
      token: cast.creador.token,
      body: { nombre: 'Nuevo Nombre FC', tipo: 'Club', descripcion: 'Ahora jugamos fútbol 11', configuracion: { permitir_creacion_partidos_publicos: false } },
    });
    const data = ok(res);
    expect(res.json().message).toBe('Club actualizado exitosamente');
    expect(data).toMatchObject({
      nombre: 'Nuevo Nombre FC', tipo: 'Club', descripcion: 'Ahora jugamos fútbol 11', mi_rol: 'Creador',
      configuracion: { permitir_creacion_partidos_publicos: false, usuarios_pueden_invitar: true, requiere_aprobacion_ingreso: true },
    });
    const cleared = ok(await t.call('PUT', `/api/clubes/${c.id}`, { token: cast.creador.token, body: { descripcion: '' } }));
    expect(cleared).toMatchObject({ descripcion: null, nombre: 'Nuevo Nombre FC' });
  });

  it('validates nombre 3–100 and descripcion up to 500', async () => {
    const short = await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { nombre: 'AB' } });
    expect(fail(short)).toEqual({ status: 400, message: 'El nombre debe tener entre 3 y 100 caracteres' });
    const long = await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { descripcion: 'x'.repeat(501) } });
    expect(fail(long)).toEqual({ status: 400, message: 'La descripción no puede exceder 500 caracteres' });
  });

  it('is refused to a Moderador and a Miembro (403) and to a non-member (404); an administrador may', async () => {
    for (const p of [cast.moderador, cast.miembro]) {
      expect(fail(await t.call('PUT', `/api/clubes/${club.id}`, { token: p.token, body: { nombre: 'Tomado' } })))
        .toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    }
    expect((await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.outsider.token, body: { nombre: 'Tomado' } })).statusCode).toBe(404);
    expect(ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.admin.token, body: { descripcion: 'Revisado por la administración' } })))
      .toMatchObject({ descripcion: 'Revisado por la administración', mi_rol: null });
    expect(ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token })).nombre).toBe(club.nombre);
  });

  it("refuses a logo_url that is not the club's own logo", async () => {
    const res = await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { logo_url: '/uploads/logos/0123456789abcdef01234567.webp' } });
    expect(fail(res)).toEqual({ status: 400, message: 'El logo no es válido' });
    const foreign = await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { logo_url: 'https://example.com/x.png' } });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('POST /api/clubes/:id/regenerar-codigo', () => {
  it('gives the Creador a new code; the old one stops working and the new one works', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const res = await t.call('POST', `/api/clubes/${c.id}/regenerar-codigo`, { token: cast.creador.token });
    const { codigo_invitacion } = ok(res);
    expect(res.json().message).toBe('Código de invitación regenerado');
    expect(codigo_invitacion).toMatch(CODE);
    expect(codigo_invitacion).not.toBe(c.codigo);

    const p = await person(t);
    const old = await t.call('POST', '/api/clubes/solicitar-ingreso', { token: p.token, body: { codigo_invitacion: c.codigo } });
    expect(fail(old)).toEqual({ status: 404, message: 'Código inválido o ya eres miembro' });
    ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: p.token, body: { codigo_invitacion } }));
    expect(ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.creador.token })).codigo_invitacion).toBe(codigo_invitacion);
  });

  it('is the Creador\'s and the administrador\'s only', async () => {
    for (const p of [cast.moderador, cast.miembro]) expect((await t.call('POST', `/api/clubes/${club.id}/regenerar-codigo`, { token: p.token })).statusCode).toBe(403);
    expect((await t.call('POST', `/api/clubes/${club.id}/regenerar-codigo`, { token: cast.outsider.token })).statusCode).toBe(404);
    ok(await t.call('POST', `/api/clubes/${club.id}/regenerar-codigo`, { token: cast.admin.token }));
    club.codigo = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.creador.token })).codigo_invitacion;
  });
});

describe('PUT /api/auth/club-activo', () => {
  it('sets a club the user belongs to and answers the user', async () => {
    const res = await t.call('PUT', '/api/auth/club-activo', { token: cast.miembro.token, body: { club_id: club.id } });
    const user = ok(res);
    expect(user).toMatchObject({ _id: cast.miembro.id, club_activo_id: club.id });
    expect(user.clubes).toEqual(expect.arrayContaining([expect.objectContaining({ club_id: club.id, rol: 'Miembro' })]));
    expect((await me(t, cast.miembro)).club_activo_id).toBe(club.id);
  });

  it('answers 404 for a club the user does not belong to, administradores included, and 400 for a malformed id', async () => {
    expect(fail(await t.call('PUT', '/api/auth/club-activo', { token: cast.outsider.token, body: { club_id: club.id } })))
      .toEqual({ status: 404, message: 'Club no encontrado' });
    expect((await t.call('PUT', '/api/auth/club-activo', { token: cast.admin.token, body: { club_id: club.id } })).statusCode).toBe(404);
    expect(fail(await t.call('PUT', '/api/auth/club-activo', { token: cast.miembro.token, body: { club_id: 'abc' } })))
      .toEqual({ status: 400, message: 'Selecciona un club' });
    expect((await t.call('PUT', '/api/auth/club-activo', { body: { club_id: club.id } })).statusCode).toBe(401);
  });
});
