import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, join, me, ok, person, type Cast, type ClubFixture, type Person } from './factory.js';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(async () => { await t.close(); });

// each action a second later than the last, so "the latest log entry" is well defined under the manual clock
const setRole = (token: string, clubId: string, userId: string, rol: string) => {
  t.clock.advance(1000);
  return t.call('PUT', `/api/clubes/${clubId}/miembros/${userId}/rol`, { token, body: { rol } });
};
const expel = (token: string, clubId: string, userId: string) => {
  t.clock.advance(1000);
  return t.call('DELETE', `/api/clubes/${clubId}/miembros/${userId}`, { token });
};
const transfer = (token: string, clubId: string, usuario_id: string) => {
  t.clock.advance(1000);
  return t.call('POST', `/api/clubes/${clubId}/transferir-propiedad`, { token, body: { usuario_id } });
};
const roleOf = async (clubId: string, userId: string) =>
  (ok(await t.call('GET', `/api/clubes/${clubId}`, { token: cast.admin.token })).miembros as { rol: string; usuario_id: { _id: string } }[])
    .find((m) => m.usuario_id._id === userId)?.rol;
const lastLog = async (clubId: string, tipo: string) =>
  ok(await t.call('GET', `/api/clubes/${clubId}/moderacion/historial?tipo=${tipo}`, { token: cast.admin.token })).historial[0];

/** A club plus one extra plain member. */
async function clubWithExtra(): Promise<{ club: ClubFixture; extra: Person }> {
  const club = await createClub(t, cast, { requiereAprobacion: false });
  const extra = await person(t);
  await join(t, extra, club);
  return { club, extra };
}

describe('PUT /api/clubes/:id/miembros/:userId/rol', () => {
  it('lets the Creador switch a member between Miembro and Moderador, logging each change', async () => {
    const { club, extra } = await clubWithExtra();
    const res = await setRole(cast.creador.token, club.id, extra.id, 'Moderador');
    expect(ok(res)).toEqual({ usuario_id: extra.id, rol: 'Moderador', rol_anterior: 'Miembro' });
    expect(res.json().message).toBe('Rol actualizado');
    expect(await roleOf(club.id, extra.id)).toBe('Moderador');
    expect(await lastLog(club.id, 'rol_cambiado')).toMatchObject({
      afectado_id: extra.id, moderador_id: { _id: cast.creador.id }, metadata: { rol_anterior: 'Miembro', rol_nuevo: 'Moderador' },
    });
    ok(await setRole(cast.admin.token, club.id, extra.id, 'Miembro'));
    expect(await roleOf(club.id, extra.id)).toBe('Miembro');
  });

  it('writes no log entry when the role does not change', async () => {
    const { club, extra } = await clubWithExtra();
    const before = ok(await t.call('GET', `/api/clubes/${club.id}/moderacion/historial`, { token: cast.creador.token })).pagination.total;
    ok(await setRole(cast.creador.token, club.id, extra.id, 'Miembro'));
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/moderacion/historial`, { token: cast.creador.token })).pagination.total).toBe(before);
  });

  it("never changes the Creador's role, nor one's own", async () => {
    const club = await createClub(t, cast);
    expect(fail(await setRole(cast.creador.token, club.id, cast.creador.id, 'Miembro'))).toEqual({ status: 403, message: 'No puedes cambiar tu propio rol' });
    expect(fail(await setRole(cast.admin.token, club.id, cast.creador.id, 'Moderador'))).toEqual({ status: 403, message: 'El rol del creador no se puede cambiar' });
    expect(await roleOf(club.id, cast.creador.id)).toBe('Creador');
  });

  it('assigns only Miembro or Moderador', async () => {
    const club = await createClub(t, cast);
    expect(fail(await setRole(cast.creador.token, club.id, cast.miembro.id, 'Creador'))).toEqual({ status: 400, message: 'Selecciona un rol válido (Miembro o Moderador)' });
  });

  it('answers 404 for someone who is not a member', async () => {
    const club = await createClub(t, cast);
    expect(fail(await setRole(cast.creador.token, club.id, cast.outsider.id, 'Moderador'))).toEqual({ status: 404, message: 'El usuario no es miembro del club' });
    expect((await setRole(cast.creador.token, club.id, 'nadie', 'Moderador')).statusCode).toBe(404);
  });

  it('is refused to a Moderador and a Miembro (403, least privilege)', async () => {
    const { club, extra } = await clubWithExtra();
    expect(fail(await setRole(cast.moderador.token, club.id, extra.id, 'Moderador'))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    expect((await setRole(cast.miembro.token, club.id, extra.id, 'Moderador')).statusCode).toBe(403);
    expect((await setRole(cast.outsider.token, club.id, extra.id, 'Moderador')).statusCode).toBe(404);
  });
});

describe('DELETE /api/clubes/:id/miembros/:userId', () => {
  it('removes the member, moves their active club to their next club and logs it', async () => {
    const { club, extra } = await clubWithExtra();
    t.clock.advance(1000);
    ok(await t.call('POST', '/api/clubes/publico/unirse', { token: extra.token }));
    ok(await t.call('PUT', '/api/auth/club-activo', { token: extra.token, body: { club_id: club.id } }));

    const res = await expel(cast.creador.token, club.id, extra.id);
    expect(ok(res)).toBeNull();
    expect(res.json().message).toBe('Miembro expulsado del club');
    const user = await me(t, extra);
    expect(user.clubes.map((c: { club_id: string }) => c.club_id)).not.toContain(club.id);
    expect(user.club_activo_id).toBe(user.clubes[0].club_id);
    expect((await t.call('GET', `/api/clubes/${club.id}`, { token: extra.token })).statusCode).toBe(404);
    expect(await lastLog(club.id, 'miembro_expulsado')).toMatchObject({ afectado_id: extra.id, metadata: { rol_anterior: 'Miembro' } });
  });

  it('can expel a Moderador too, and leaves an expelled user with no club with no active club', async () => {
    const club = await createClub(t, cast);
    const mod = await person(t);
    ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: false } } }));
    await join(t, mod, club);
    ok(await setRole(cast.creador.token, club.id, mod.id, 'Moderador'));
    ok(await expel(cast.admin.token, club.id, mod.id));
    expect((await me(t, mod)).club_activo_id).toBeNull();
    expect(await lastLog(club.id, 'miembro_expulsado')).toMatchObject({ metadata: { rol_anterior: 'Moderador' }, moderador_id: { _id: cast.admin.id } });
  });

  it('never expels the Creador, nor lets someone expel themselves', async () => {
    const club = await createClub(t, cast);
    expect(fail(await expel(cast.admin.token, club.id, cast.creador.id))).toEqual({ status: 403, message: 'No se puede expulsar al creador del club' });
    expect(fail(await expel(cast.creador.token, club.id, cast.creador.id))).toEqual({ status: 403, message: 'No puedes expulsarte a ti mismo; usa la opción Salir del club' });
  });

  it('answers 404 for a non-member, 403 for a Moderador or Miembro', async () => {
    const { club, extra } = await clubWithExtra();
    expect(fail(await expel(cast.creador.token, club.id, cast.outsider.id))).toEqual({ status: 404, message: 'El usuario no es miembro del club' });
    expect((await expel(cast.moderador.token, club.id, extra.id)).statusCode).toBe(403);
    expect((await expel(cast.miembro.token, club.id, extra.id)).statusCode).toBe(403);
    expect(await roleOf(club.id, extra.id)).toBe('Miembro');
  });
});

describe('POST /api/clubes/:id/transferir-propiedad', () => {
  it('makes the target Creador and the old Creador Moderador, updates creador_id and logs it', async () => {
    const club = await createClub(t, cast);
    const res = await transfer(cast.creador.token, club.id, cast.miembro.id);
    expect(ok(res)).toEqual({ creador_id: cast.miembro.id, creador_anterior_id: cast.creador.id });
    expect(res.json().message).toBe('Propiedad del club transferida');
    const detail = ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.creador.token }));
    expect(detail).toMatchObject({ creador_id: cast.miembro.id, mi_rol: 'Moderador' });
    expect(detail.miembros[0]).toMatchObject({ rol: 'Creador', usuario_id: { _id: cast.miembro.id } });
    expect(await lastLog(club.id, 'propiedad_transferida')).toMatchObject({
      afectado_id: cast.miembro.id, moderador_id: { _id: cast.creador.id },
      metadata: { rol_anterior: 'Miembro', rol_nuevo: 'Creador', creador_anterior_id: cast.creador.id },
    });
    // the old Creador has lost the owner's rights and may now leave
    expect((await t.call('POST', `/api/clubes/${club.id}/regenerar-codigo`, { token: cast.creador.token })).statusCode).toBe(403);
    ok(await t.call('POST', `/api/clubes/${club.id}/salir`, { token: cast.creador.token }));
  });

  it('lets an administrador transfer it', async () => {
    const club = await createClub(t, cast);
    expect(ok(await transfer(cast.admin.token, club.id, cast.moderador.id))).toEqual({ creador_id: cast.moderador.id, creador_anterior_id: cast.creador.id });
    expect(await roleOf(club.id, cast.creador.id)).toBe('Moderador');
  });

  it('needs a member as target and refuses the current Creador', async () => {
    const club = await createClub(t, cast);
    expect(fail(await transfer(cast.creador.token, club.id, cast.outsider.id))).toEqual({ status: 404, message: 'El usuario no es miembro del club' });
    expect(fail(await transfer(cast.creador.token, club.id, cast.creador.id))).toEqual({ status: 409, message: 'Este usuario ya es el creador del club' });
    expect(fail(await transfer(cast.creador.token, club.id, 'abc'))).toEqual({ status: 400, message: 'Selecciona un miembro' });
  });

  it('is refused to a Moderador or a Miembro, and in the public club', async () => {
    const club = await createClub(t, cast);
    expect((await transfer(cast.moderador.token, club.id, cast.moderador.id)).statusCode).toBe(403);
    expect((await transfer(cast.miembro.token, club.id, cast.miembro.id)).statusCode).toBe(403);
    const { club: pub } = ok(await t.call('POST', '/api/clubes/publico/unirse', { token: cast.outsider.token }));
    expect(fail(await transfer(cast.admin.token, pub._id, cast.outsider.id))).toEqual({ status: 403, message: 'El club público no tiene creador' });
  });

  it('of two simultaneous transfers by the same Creador, exactly one succeeds', async () => {
    const club = await createClub(t, cast);
    const results = await Promise.all([transfer(cast.creador.token, club.id, cast.moderador.id), transfer(cast.creador.token, club.id, cast.miembro.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const creators = (ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.admin.token })).miembros as { rol: string }[]).filter((m) => m.rol === 'Creador');
    expect(creators).toHaveLength(1);
  });
});

describe('leaving a club', () => {
  it('GET verificar-salida lets a Miembro leave with every count at 0', async () => {
    const club = await createClub(t, cast);
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/verificar-salida`, { token: cast.miembro.token })))
      .toEqual({ puede_salir: true, pagos_pendientes: 0, pagos_aprobados: 0, partidos_activos: 0 });
  });

  it('the Creador cannot leave without transferring ownership', async () => {
    const club = await createClub(t, cast);
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/verificar-salida`, { token: cast.creador.token })))
      .toMatchObject({ puede_salir: false, motivo: 'Debes transferir la propiedad del club antes de salir' });
    expect(fail(await t.call('POST', `/api/clubes/${club.id}/salir`, { token: cast.creador.token })))
      .toEqual({ status: 409, message: 'Debes transferir la propiedad del club antes de salir' });
  });

  it('POST salir removes the membership and falls back to the oldest remaining club, or none', async () => {
    const p = await person(t);
    const a = await createClub(t, cast, { requiereAprobacion: false });
    const b = await createClub(t, cast, { requiereAprobacion: false });
    await join(t, p, a);
    t.clock.advance(1000);
    await join(t, p, b);
    ok(await t.call('PUT', '/api/auth/club-activo', { token: p.token, body: { club_id: b.id } }));

    const res = await t.call('POST', `/api/clubes/${b.id}/salir`, { token: p.token });
    expect(ok(res)).toEqual({ partidos_abandonados: 0 });
    expect(res.json().message).toBe('Saliste del club');
    expect((await me(t, p)).club_activo_id).toBe(a.id);

    ok(await t.call('POST', `/api/clubes/${a.id}/salir`, { token: p.token }));
    expect(await me(t, p)).toMatchObject({ club_activo_id: null, clubes: [] });
  });

  it('leaving a club that was not the active one keeps the active club', async () => {
    const p = await person(t);
    const a = await createClub(t, cast, { requiereAprobacion: false });
    const b = await createClub(t, cast, { requiereAprobacion: false });
    await join(t, p, a);
    await join(t, p, b);
    ok(await t.call('POST', `/api/clubes/${b.id}/salir`, { token: p.token }));
    expect((await me(t, p)).club_activo_id).toBe(a.id);
  });

  it('answers 404 to someone who is not a member (administradores included) and 401 without a session', async () => {
    const club = await createClub(t, cast);
    expect(fail(await t.call('GET', `/api/clubes/${club.id}/verificar-salida`, { token: cast.outsider.token }))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await t.call('POST', `/api/clubes/${club.id}/salir`, { token: cast.admin.token }))).toEqual({ status: 404, message: 'No eres miembro de este club' });
    expect((await t.call('POST', `/api/clubes/${club.id}/salir`)).statusCode).toBe(401);
  });

  it('takes counts from the registered contributors: pending payments block, approved ones warn, matches are left', async () => {
    const blocked = await createClub(t, cast);
    const warned = await createClub(t, cast);
    t.services.leaveContributors.register({
      name: 'pagos-de-prueba',
      async countForLeave(clubId) {
        if (clubId === blocked.id) return { pagos_pendientes: 2, partidos_activos: 1 };
        if (clubId === warned.id) return { pagos_aprobados: 3, partidos_activos: 2 };
        return {};
      },
      async onLeave(clubId) {
        return { partidos_abandonados: clubId === warned.id ? 2 : 0 };
      },
    });
    expect(ok(await t.call('GET', `/api/clubes/${blocked.id}/verificar-salida`, { token: cast.miembro.token }))).toEqual({
      puede_salir: false, pagos_pendientes: 2, pagos_aprobados: 0, partidos_activos: 1,
      motivo: 'Tienes pagos pendientes en partidos activos de este club',
    });
    expect((await t.call('POST', `/api/clubes/${blocked.id}/salir`, { token: cast.miembro.token })).statusCode).toBe(409);
    expect(ok(await t.call('GET', `/api/clubes/${warned.id}/verificar-salida`, { token: cast.miembro.token }))).toEqual({
      puede_salir: true, pagos_pendientes: 0, pagos_aprobados: 3, partidos_activos: 2,
      advertencia: 'Perderás los pagos aprobados de tus partidos en este club',
    });
    expect(ok(await t.call('POST', `/api/clubes/${warned.id}/salir`, { token: cast.miembro.token }))).toEqual({ partidos_abandonados: 2 });
  });
});
