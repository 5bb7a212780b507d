import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin from '../../src/plugins/auth.js';
import clubContextPlugin, { requireActiveClub } from '../../src/plugins/club-context.js';
import errorHandler from '../../src/plugins/error-handler.js';
import { createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { statementsOf } from '../matches/factory.js';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { createCast, createClub, fail, ok, person, type Cast, type ClubFixture } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: ClubFixture;
/** A tiny app with the real plugins and one route scoped by x-club-id, as later modules will write them. */
let probe: FastifyInstance;
/** Runs after the request arrived and before its handler checks the club (the time a slow body takes to arrive). */
let meanwhile: (() => Promise<unknown>) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createClub(t, cast);
  probe = Fastify({ logger: false });
  await probe.register(errorHandler);
  await probe.register(authPlugin, { sessions: t.services.sessions });
  await probe.register(clubContextPlugin, { access: t.services.clubAccess });
  probe.get('/scoped', { onRequest: probe.requireAuth, preHandler: probe.requireActiveClub }, async (req) => ({ success: true, data: req.activeClub }));
  probe.get('/lazy', { onRequest: probe.requireAuth }, async (req) => ({ success: true, data: await requireActiveClub(req) }));
  probe.post('/write', { onRequest: probe.requireAuth, preValidation: async () => { await meanwhile?.(); } }, async (req) => ({ success: true, data: await requireActiveClub(req) }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const call = (url: string, token?: string, clubId?: string) =>
  probe.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(clubId ? { 'x-club-id': clubId } : {}) } });

describe('x-club-id (requireActiveClub)', () => {
  it('gives the club id and the role of a member', async () => {
    expect(ok(await call('/scoped', cast.moderador.token, club.id))).toEqual({ clubId: club.id, rol: 'Moderador', esPublico: false });
    expect(ok(await call('/lazy', cast.miembro.token, club.id))).toEqual({ clubId: club.id, rol: 'Miembro', esPublico: false });
  });

  it('answers 404 when the header names a club the user does not belong to, or no club at all', async () => {
    expect(fail(await call('/scoped', cast.outsider.token, club.id))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect((await call('/scoped', cast.miembro.token, '0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await call('/scoped', cast.miembro.token, 'basura')).statusCode).toBe(404);
  });

  it('takes the header as it is: a well-formed id only (a longer one is not cut to a club\'s id), blanks around it trimmed', async () => {
    expect((await call('/scoped', cast.miembro.token, `${club.id}0`)).statusCode).toBe(404);
    expect((await call('/scoped', cast.miembro.token, club.id.toUpperCase())).statusCode).toBe(404);
    expect((await call('/scoped', cast.miembro.token, club.id.slice(0, 23))).statusCode).toBe(404);
    expect(ok(await call('/scoped', cast.miembro.token, ` ${club.id} `))).toEqual({ clubId: club.id, rol: 'Miembro', esPublico: false });
  });

  it('on PostgreSQL the club and the role come with the session, in its one statement; the answer is the same either way', async () => {
    const other = await createClub(t, cast);
    const { result, statements } = await statementsOf(t, () => call('/scoped', cast.moderador.token, other.id));
    expect(ok(result)).toEqual({ clubId: other.id, rol: 'Moderador', esPublico: false });
    // (the embedded database keeps the session and the memberships: no statement at all once read)
    if (!isEmbedded(t)) expect(statements).toHaveLength(1);
    // a role changed between two requests shows on the next one
    ok(await t.call('PUT', `/api/clubes/${other.id}/miembros/${cast.moderador.id}/rol`, { token: cast.creador.token, body: { rol: 'Miembro' } }));
    expect(ok(await call('/scoped', cast.moderador.token, other.id))).toEqual({ clubId: other.id, rol: 'Miembro', esPublico: false });
    // the stored active club, read with the session when there is no header
    ok(await t.call('PUT', '/api/auth/club-activo', { token: cast.miembro.token, body: { club_id: other.id } }));
    const stored = await statementsOf(t, () => call('/scoped', cast.miembro.token));
    expect(ok(stored.result)).toEqual({ clubId: other.id, rol: 'Miembro', esPublico: false });
    if (!isEmbedded(t)) expect(stored.statements).toHaveLength(1);
    // (creating a club made it its creator's active club)
    for (const u of [cast.miembro, cast.creador]) ok(await t.call('PUT', '/api/auth/club-activo', { token: u.token, body: { club_id: club.id } }));
  });

  it('a write checks the club when it runs: a membership ended while its body was on its way is not taken', async () => {
    const c = await createClub(t, cast);
    const write = () => probe.inject({ method: 'POST', url: '/write', headers: { authorization: `Bearer ${cast.moderador.token}`, 'x-club-id': c.id }, payload: {} });
    expect(ok(await write())).toMatchObject({ clubId: c.id, rol: 'Moderador' });
    meanwhile = () => t.call('DELETE', `/api/clubes/${c.id}/miembros/${cast.moderador.id}`, { token: cast.creador.token });
    try {
      expect(fail(await write())).toEqual({ status: 404, message: 'Club no encontrado' });
    } finally {
      meanwhile = undefined;
    }
    ok(await t.call('PUT', '/api/auth/club-activo', { token: cast.creador.token, body: { club_id: club.id } }));
  });

  it('without the header, a stored active club the user has left is not theirs (the session\'s read of it too)', async () => {
    const c = await createClub(t, cast);
    ok(await t.call('POST', `/api/clubes/${c.id}/salir`, { token: cast.miembro.token }));
    // (leaving moves the active club elsewhere; a row left pointing at it, as an older install may hold)
    await t.database.db.update(users).set({ clubActivoId: c.id }).where(eq(users.id, cast.miembro.id));
    expect(fail(await call('/scoped', cast.miembro.token))).toEqual({ status: 404, message: 'Club no encontrado' });
    for (const u of [cast.miembro, cast.creador]) ok(await t.call('PUT', '/api/auth/club-activo', { token: u.token, body: { club_id: club.id } }));
  });

  it('lets a platform administrador name any club, with no role', async () => {
    expect(ok(await call('/scoped', cast.admin.token, club.id))).toEqual({ clubId: club.id, rol: null, esPublico: false });
  });

  it('falls back to the stored active club without the header, and asks for one when there is none', async () => {
    expect(ok(await call('/scoped', cast.creador.token))).toMatchObject({ clubId: club.id, rol: 'Creador' });
    const p = await person(t);
    expect(fail(await call('/scoped', p.token))).toEqual({ status: 400, message: 'Selecciona o únete a un club para continuar' });
  });

  it('stops working for a member who left the club', async () => {
    const c = await createClub(t, cast);
    ok(await t.call('POST', `/api/clubes/${c.id}/salir`, { token: cast.miembro.token }));
    expect((await call('/scoped', cast.miembro.token, c.id)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await call('/scoped', undefined, club.id)).statusCode).toBe(401);
  });
});
