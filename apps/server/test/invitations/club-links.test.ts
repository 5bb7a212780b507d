import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';
import { createCast, fail, me, ok, person, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, players, type MatchClub } from '../matches/factory.js';

// Club invite links (docs/decisions/0082): made by a moderator or the creator; whoever opens one is a member at once,
// with no approval step, and is signed up for the match the opened link names.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Los Amigos del Jueves' });
  // a club that asks for approval of whoever joins by its code: the link is its own invitation and skips it
  ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
});
afterAll(async () => { await t.close(); });

const makeLink = async (token: string, body: Record<string, unknown> = {}) => ok(await t.call('POST', `/api/clubes/${club.id}/link`, { token, body }), 201);
const info = (codigo: string, q = '', token?: string) => t.call('GET', `/api/unirse/${codigo}${q}`, { token });
const unirse = (codigo: string, token: string, body: Record<string, unknown> = {}) => t.call('POST', `/api/unirse/${codigo}`, { token, body });

describe('making the link', () => {
  it('the creator and moderators make, read and switch off the club\'s one current link; members and outsiders cannot', async () => {
    const first = await makeLink(cast.creador.token);
    expect(first.codigo).toMatch(/^[A-Z0-9]{10}$/);
    expect(first.url).toBe(`http://partidos.test/unirse/${first.codigo}`);
    // a new one retires the previous
    const second = await makeLink(cast.moderador.token, { usoMaximo: 20 });
    expect(second).toMatchObject({ usoMaximo: 20, vecesUsado: 0, usosRestantes: 20 });
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.creador.token })).codigo).toBe(second.codigo);
    expect(ok(await info(first.codigo))).toMatchObject({ valido: false, motivo: 'inactivo' });
    expect(fail(await t.call('POST', `/api/clubes/${club.id}/link`, { token: cast.miembro.token, body: {} }))).toEqual({
      status: 403, message: 'Solo los moderadores y el creador del club pueden invitar con su link',
    });
    expect(fail(await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.outsider.token })).status).toBe(404);
    ok(await t.call('DELETE', `/api/clubes/${club.id}/link`, { token: cast.creador.token }));
    const gone = await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.creador.token });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('LINK_CLUB_NO_EXISTE');
  });
});

describe('opening it', () => {
  it('anyone sees the club and the named match; an unknown code is 404', async () => {
    const link = await makeLink(cast.creador.token);
    const m = await createMatch(t, cast.creador.token, club);
    const anon = ok(await info(link.codigo, `?partido=${m._id}`));
    expect(anon).toMatchObject({ valido: true, motivo: null, club: { nombre: 'Los Amigos del Jueves' }, partido: { _id: m._id, ocupados: 0 } });
    expect(anon.club.total_miembros).toBeGreaterThanOrEqual(3);
    expect(anon.mi_estado).toBeUndefined();
    // a match of another club is not shown through this club's link
    const other = await createMatchClub(t, cast);
    const foreign = await createMatch(t, cast.creador.token, other);
    expect(ok(await info(link.codigo, `?partido=${foreign._id}`)).partido).toBeNull();
    expect((await info('ZZZZZZZZZZ')).statusCode).toBe(404);
  });

  it('a newcomer registers and joins: a member with no approval, signed up for the named match, one use counted', async () => {
    const link = await makeLink(cast.creador.token, { usoMaximo: 5 });
    const m = await createMatch(t, cast.creador.token, club);
    const { token, id } = await registerUser(t, { complete: true });
    const res = await unirse(link.codigo, token, { partido_id: m._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '¡Bienvenido a Los Amigos del Jueves! Quedaste inscrito en el partido.',
      data: { ya_era_miembro: false, partido_id: m._id, partido_resultado: 'inscrito', club: { _id: club.id } },
    });
    const user = await me(t, { token, id, correo: '' });
    expect(user.clubes.map((c: { club_id: string; rol: string }) => [c.club_id, c.rol])).toEqual([[club.id, 'Miembro']]);
    expect(user.club_activo_id).toBe(club.id);
    const detail = ok(await t.call('GET', `/api/partidos/${m._id}`, { token }));
    expect(detail.mi_estado).toMatchObject({ inscrito: true });
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.creador.token })).vecesUsado).toBe(1);
    // opened again: nothing changes, no use counted
    expect(ok(await unirse(link.codigo, token, { partido_id: m._id }))).toMatchObject({ ya_era_miembro: true, partido_resultado: 'ya_inscrito' });
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.creador.token })).vecesUsado).toBe(1);
    expect(ok(await info(link.codigo, `?partido=${m._id}`, token)).mi_estado).toEqual({ es_miembro: true, inscrito: true, en_lista_espera: false });
  });

  it('a full match puts the newcomer on its waiting list; a member all the same', async () => {
    const link = await makeLink(cast.creador.token);
    const m = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    await enrolDirect(t, m._id, (await players(t, club.id, 2)).map((p) => p.id));
    const p = await person(t);
    expect(ok(await unirse(link.codigo, p.token, { partido_id: m._id }))).toMatchObject({ ya_era_miembro: false, partido_resultado: 'lista_espera' });
  });

  it('a link used up, or switched off, admits nobody: 409 with the reason, and no membership', async () => {
    const link = await makeLink(cast.creador.token, { usoMaximo: 1 });
    ok(await unirse(link.codigo, (await person(t)).token));
    expect(ok(await info(link.codigo))).toMatchObject({ valido: false, motivo: 'agotado' });
    const late = await person(t);
    expect(fail(await unirse(link.codigo, late.token))).toEqual({ status: 409, message: 'Este link de invitación ya no permite unirse al club: pide uno nuevo a quien te lo envió' });
    expect((await me(t, late)).clubes).toEqual([]);
  });

  it('a person tapping twice at once is let in once and counts one use', async () => {
    const link = await makeLink(cast.creador.token, { usoMaximo: 5 });
    const p = await person(t);
    const answers = await Promise.all([unirse(link.codigo, p.token), unirse(link.codigo, p.token)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/link`, { token: cast.creador.token })).vecesUsado).toBe(1);
  });

  it('someone a moderator expelled does not walk back in through the link', async () => {
    const link = await makeLink(cast.creador.token);
    const p = await person(t);
    ok(await unirse(link.codigo, p.token));
    ok(await t.call('DELETE', `/api/clubes/${club.id}/miembros/${p.id}`, { token: cast.creador.token }));
    expect(fail(await unirse(link.codigo, p.token))).toEqual({ status: 403, message: 'Un moderador te retiró de este club: pídele que te vuelva a aceptar' });
    expect((await me(t, p)).clubes).toEqual([]);
  });

  it('a join request still waiting is answered by the link: approved, nothing left for a moderator', async () => {
    const link = await makeLink(cast.creador.token);
    const p = await person(t);
    const r = ok(await t.call('POST', '/api/clubes/solicitar-ingreso', { token: p.token, body: { codigo_invitacion: club.codigo } }));
    expect(r.requiere_aprobacion).toBe(true);
    ok(await unirse(link.codigo, p.token));
    const pending = ok(await t.call('GET', `/api/clubes/${club.id}/solicitudes?estado=Pendiente`, { token: cast.creador.token })) as { _id: string }[];
    expect(pending.map((x) => x._id)).not.toContain(r.solicitud_id);
  });

  it('two people racing for the last use: exactly one gets in', async () => {
    const link = await makeLink(cast.creador.token, { usoMaximo: 1 });
    const [a, b] = [await person(t), await person(t)];
    const answers = await Promise.all([unirse(link.codigo, a.token), unirse(link.codigo, b.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
