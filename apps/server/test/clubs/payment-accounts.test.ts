import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
});
afterAll(async () => { await t.close(); });

const ACCOUNT = {
  alias: 'Cuenta de la cancha',
  nombre_titular: 'Camila Rojas',
  rut_titular: '12.345.678-5',
  nombre_banco: 'BancoEstado',
  tipo_cuenta: 'Cuenta Vista/RUT',
  numero_cuenta: '12345678',
  correo_electronico: 'Tesoreria@Example.cl',
};

const create = (token: string, clubId: string, body: unknown) => t.call('POST', `/api/clubes/${clubId}/cuentas-pago`, { token, body });
const list = async (token: string, clubId: string) => ok(await t.call('GET', `/api/clubes/${clubId}/cuentas-pago`, { token }));

describe('club payment accounts', () => {
  it('a Moderador adds an account (201) that every member can read', async () => {
    const res = await create(cast.moderador.token, club.id, ACCOUNT);
    const data = ok(res, 201);
    expect(res.json().message).toBe('Cuenta de pago agregada');
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/), club_id: club.id, ...ACCOUNT, correo_electronico: 'tesoreria@example.cl',
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(await list(cast.miembro.token, club.id)).toEqual([data]);
    expect(await list(cast.admin.token, club.id)).toEqual([data]);
  });

  it('the Creador edits the whole account; absent optional fields are cleared', async () => {
    const c = await createClub(t, cast);
    const created = ok(await create(cast.creador.token, c.id, ACCOUNT), 201);
    const res = await t.call('PUT', `/api/clubes/${c.id}/cuentas-pago/${created._id}`, {
      token: cast.creador.token,
      body: { ...ACCOUNT, alias: undefined, correo_electronico: '', tipo_cuenta: 'Cuenta Corriente', numero_cuenta: '00-123-45678-09', rut_titular: '10.000.013-k' },
    });
    expect(ok(res)).toMatchObject({
      _id: created._id, alias: null, correo_electronico: null, tipo_cuenta: 'Cuenta Corriente', numero_cuenta: '00-123-45678-09', rut_titular: '10.000.013-K',
    });
    expect(res.json().message).toBe('Cuenta de pago actualizada');
  });

  it('deletes an account; a second delete or an unknown id is 404 "Cuenta de pago no encontrada"', async () => {
    const c = await createClub(t, cast);
    const created = ok(await create(cast.creador.token, c.id, ACCOUNT), 201);
    const res = await t.call('DELETE', `/api/clubes/${c.id}/cuentas-pago/${created._id}`, { token: cast.moderador.token });
    expect(ok(res)).toBeNull();
    expect(res.json().message).toBe('Cuenta de pago eliminada');
    expect(await list(cast.miembro.token, c.id)).toEqual([]);
    expect(fail(await t.call('DELETE', `/api/clubes/${c.id}/cuentas-pago/${created._id}`, { token: cast.moderador.token })))
      .toEqual({ status: 404, message: 'Cuenta de pago no encontrada' });
    expect((await t.call('PUT', `/api/clubes/${c.id}/cuentas-pago/nada`, { token: cast.moderador.token, body: ACCOUNT })).statusCode).toBe(404);
  });

  it("cannot reach another club's account through this club's address", async () => {
    const mine = await createClub(t, cast);
    const theirs = await createClub(t, { ...cast, creador: cast.outsider, moderador: cast.miembro, miembro: cast.moderador });
    const foreign = ok(await create(cast.outsider.token, theirs.id, ACCOUNT), 201);
    expect((await t.call('PUT', `/api/clubes/${mine.id}/cuentas-pago/${foreign._id}`, { token: cast.creador.token, body: ACCOUNT })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/clubes/${mine.id}/cuentas-pago/${foreign._id}`, { token: cast.creador.token })).statusCode).toBe(404);
    expect(await list(cast.outsider.token, theirs.id)).toHaveLength(1);
  });

  it('validates every field with the spec messages', async () => {
    const missing = await create(cast.creador.token, club.id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(expect.arrayContaining([
      { field: 'nombre_titular', message: 'Ingresa el nombre del titular' },
      { field: 'rut_titular', message: 'Ingresa el RUT del titular' },
      { field: 'nombre_banco', message: 'Ingresa el nombre del banco' },
      { field: 'tipo_cuenta', message: 'Selecciona el tipo de cuenta' },
      { field: 'numero_cuenta', message: 'Ingresa el número de cuenta' },
    ]));
    expect(fail(await create(cast.creador.token, club.id, { ...ACCOUNT, rut_titular: '12345678-5' }))).toEqual({ status: 400, message: 'Formato inválido (ej: 12.345.678-9)' });
    expect(fail(await create(cast.creador.token, club.id, { ...ACCOUNT, rut_titular: '12.345.678-9' })))
      .toEqual({ status: 400, message: 'El RUT no es válido (dígito verificador incorrecto)' });
    expect(fail(await create(cast.creador.token, club.id, { ...ACCOUNT, tipo_cuenta: 'Cuenta Bitcoin' }))).toEqual({ status: 400, message: 'Selecciona el tipo de cuenta' });
    expect(fail(await create(cast.creador.token, club.id, { ...ACCOUNT, correo_electronico: 'no-es-correo' }))).toEqual({ status: 400, message: 'Ingresa un correo válido' });
  });

  it('only Creador, Moderador and administrador manage accounts; a Miembro reads; others get 404', async () => {
    const c = await createClub(t, cast);
    const created = ok(await create(cast.admin.token, c.id, ACCOUNT), 201);
    expect(fail(await create(cast.miembro.token, c.id, ACCOUNT))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    expect((await t.call('PUT', `/api/clubes/${c.id}/cuentas-pago/${created._id}`, { token: cast.miembro.token, body: ACCOUNT })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/clubes/${c.id}/cuentas-pago/${created._id}`, { token: cast.miembro.token })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/clubes/${c.id}/cuentas-pago`, { token: cast.outsider.token })).statusCode).toBe(404);
    expect((await create(cast.outsider.token, c.id, ACCOUNT)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/clubes/${c.id}/cuentas-pago`)).statusCode).toBe(401);
  });
});
