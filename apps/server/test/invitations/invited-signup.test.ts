import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_PROFILE, createTestApp, uniqueEmail, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, detail, setup, type MatchClub } from '../matches/factory.js';
import { createLink, unirse, validar } from './factory.js';

// docs/product/invitations.md "The landing and the invited person's flow": register and complete-profile carry
// the link's code; the answer echoes its match and club so the client goes on; nobody is enrolled there.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const register = (body: Record<string, unknown>) =>
  t.call('POST', '/api/auth/register', { body: { correo: uniqueEmail('invitado'), password: 'secreto123', aceptaPoliticaPrivacidad: true, ...body } });
const completeProfile = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/auth/complete-profile', { token, body });

describe('POST /auth/register with codigoInvitacion', () => {
  it('creates the account and echoes the link\'s match and club; nobody is enrolled', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    const res = await register({ codigoInvitacion: l.codigo.toLowerCase() });
    const data = ok(res, 201);
    expect(res.json().message).toBe('Cuenta creada! Completa tu perfil para continuar');
    expect(data.invitacion).toEqual({
      codigo: l.codigo, valido: true, motivo: null, partido_id: p._id,
      club: { _id: club.id, nombre: club.nombre, tipo: 'Grupo de Amigos', logo_url: null, es_publico: false, requiere_aprobacion_ingreso: false },
    });
    expect(data).toMatchObject({ needsProfileCompletion: true, user: { clubes: [] } });
    expect((await detail(t, cast.creador, p._id)).ocupados).toBe(0);
  });

  it('without a code the answer is as before', async () => {
    expect(ok(await register({}), 201)).not.toHaveProperty('invitacion');
  });

  it('an unknown code is refused before the account is created', async () => {
    const correo = uniqueEmail('invitado');
    const res = await register({ correo, codigoInvitacion: 'ZZZZZZZZ' });
    expect(fail(res)).toEqual({ status: 400, message: 'Invitación no encontrada: El código de invitación no existe o ha expirado' });
    expect(res.json().errors).toEqual([{ field: 'codigoInvitacion', message: 'Invitación no encontrada: El código de invitación no existe o ha expirado' }]);
    ok(await register({ correo }), 201);
  });

  it('a link that expired meanwhile still lets the person register, and says so', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id, { usoMaximo: 1 });
    ok(await t.call('PUT', `/api/partidos/${p._id}/link-invitacion`, { token: cast.creador.token, body: { activo: false } }));
    expect(ok(await register({ codigoInvitacion: l.codigo }), 201).invitacion).toMatchObject({ valido: false, motivo: 'inactivo' });
  });
});

describe('PUT /auth/complete-profile with codigoInvitacion', () => {
  it('completes the profile and echoes the invitation; an unknown code changes nothing', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    const { token } = ok(await register({ codigoInvitacion: l.codigo }), 201);
    expect(fail(await completeProfile(token, { ...COMPLETE_PROFILE, codigoInvitacion: 'ZZZZZZZZ' })).status).toBe(400);
    expect(ok(await t.call('GET', '/api/auth/me', { token })).profileComplete).toBe(false);
    const data = ok(await completeProfile(token, { ...COMPLETE_PROFILE, codigoInvitacion: l.codigo }));
    expect(data).toMatchObject({ profileComplete: true, nombre: 'Juan', invitacion: { codigo: l.codigo, valido: true, partido_id: p._id } });
    expect(ok(await completeProfile(token, COMPLETE_PROFILE))).not.toHaveProperty('invitacion');
  });
});

describe('the invited newcomer, end to end', () => {
  it('landing → register → profile → club-join step → enrolled, without retyping the code', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own);
    const { codigo } = await createLink(t, cast.creador, p._id);
    const landing = ok(await validar(t, codigo));
    expect(landing).toMatchObject({ valido: true, club: { _id: own.id } });
    const { token } = ok(await register({ codigoInvitacion: codigo }), 201);
    const { invitacion } = ok(await completeProfile(token, { ...COMPLETE_PROFILE, codigoInvitacion: codigo }));
    const step = ok(await unirse(t, codigo, token));
    expect(step).toMatchObject({ resultado: 'requiere_club', club: { _id: invitacion.club._id } });
    ok(await t.call('POST', `/api/clubes/${step.club._id}/unirse-invitacion`, { token, body: { codigoInvitacion: codigo } }));
    const done = ok(await unirse(t, codigo, token));
    expect(done).toMatchObject({ resultado: 'inscrito', partido: { _id: p._id, mi_estado: { inscrito: true } } });
    const me = ok(await t.call('GET', '/api/auth/me', { token }));
    expect(me).toMatchObject({ club_activo_id: own.id, clubes: [{ club_id: own.id, rol: 'Miembro' }] });
  });
});
