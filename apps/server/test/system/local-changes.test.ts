import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, clubs, sessions, users } from '../../src/db/schema/index.js';
import { clearReadCaches, createTestApp, isEmbedded, registerUser, type TestApp } from '../helpers.js';
import { createCast, ok, person, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, type MatchClub } from '../matches/factory.js';

// On the embedded database the server keeps sessions, club access rows and versions in memory, trusting the
// database's change notices (docs/decisions/0020). These tests read through that memory, then change the database
// behind the services' back — straight in the tables, so that the triggers and notices are under test — and expect
// the very next request to see it. On PostgreSQL the same requests read the database and must agree.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  partidoId = (await createMatch(t, cast.creador.token, club))._id;
});
afterAll(async () => { await t.close(); });

const me = (token: string) => t.call('GET', '/api/auth/me', { token });
const list = (token: string) => t.call('GET', '/api/partidos', { token, headers: club.headers });
const detail = (token: string) => t.call('GET', `/api/partidos/${partidoId}`, { token });

/**
 * Reads twice, so the second read comes from what the server keeps; on the embedded database it then asks only
 * `rest` queries: none for the session, the club access or a cached answer.
 */
async function keep(read: () => Promise<{ statusCode: number }>, rest = 0) {
  expect((await read()).statusCode).toBe(200);
  const again = await countQueries(t, read);
  expect(again.result.statusCode).toBe(200);
  if (isEmbedded(t)) expect(again.queries).toBe(rest);
}
/** /auth/me: the user's memberships are kept too */
const ME_QUERIES = 0;

describe('change notices', () => {
  it('the embedded database delivers them (the start-up check found them working)', () => {
    if (t.database.kind === 'pglite') expect(t.database.changes).toBeDefined();
    else expect(t.database.changes).toBeUndefined();
  });
});

describe('sessions kept in memory end at once', () => {
  it('a session row deleted in the database: the next request is 401', async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    await t.database.db.delete(sessions).where(eq(sessions.userId, p.id));
    expect((await me(p.token)).statusCode).toBe(401);
  });

  it('logout through the API, with the session read just before', async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    ok(await t.call('POST', '/api/auth/logout', { token: p.token }));
    expect((await me(p.token)).statusCode).toBe(401);
  });

  it("a change to the user's row shows in the next request (platform role, name)", async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    expect((await t.call('GET', '/api/admin/stats', { token: p.token })).statusCode).toBe(403);
    await t.database.db.update(users).set({ tipoUsuario: 'administrador', nombre: 'Cambiado' }).where(eq(users.id, p.id));
    expect(ok(await me(p.token))).toMatchObject({ tipo_usuario: 'administrador', nombre: 'Cambiado' });
    expect((await t.call('GET', '/api/admin/stats', { token: p.token })).statusCode).toBe(200);
  });

  it('a session shortened in the database ends at its new time, while nothing else changes', async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    const until = new Date(t.clock.now().getTime() + 5 * 60_000);
    await t.database.db.update(sessions).set({ expiresAt: until }).where(eq(sessions.userId, p.id));
    // read again and kept with the new time; the token itself is valid for days
    await keep(() => me(p.token), ME_QUERIES);
    const saved = t.clock.now();
    try {
      t.clock.set(new Date(until.getTime() + 1000));
      expect((await me(p.token)).statusCode).toBe(401);
    } finally {
      t.clock.set(saved);
    }
  });

  it("a password change ends the person's other sessions, kept just before", async () => {
    const { token, correo, password } = await registerUser(t, { complete: true });
    const other = ok(await t.call('POST', '/api/auth/login', { body: { correo, password } })).token as string;
    await keep(() => me(other), ME_QUERIES);
    ok(await t.call('PUT', '/api/auth/change-password', { token, body: { currentPassword: password, newPassword: 'otraClave456' } }));
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('an administrador deleting a user ends their kept session', async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    ok(await t.call('DELETE', `/api/admin/users/${p.id}`, { token: cast.admin.token }));
    expect((await me(p.token)).statusCode).toBe(401);
  });

  it("another person's changes leave a kept session where it is (issue 17: the notices name the user)", async () => {
    const p = await person(t);
    const other = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    // the other's row, session and membership change; a club p is not in changes its name
    await t.database.db.update(users).set({ apodo: 'Otro' }).where(eq(users.id, other.id));
    await t.database.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, other.id));
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: other.id, rol: 'Miembro' });
    const again = await countQueries(t, () => me(p.token));
    expect(again.result.statusCode).toBe(200);
    if (isEmbedded(t)) expect(again.queries).toBe(ME_QUERIES);
    // while the other's own next request sees their change
    expect(ok<{ apodo: string }>(await me(other.token)).apodo).toBe('Otro');
  });

  it('an hour later the session is touched again, and still served', async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    const seen = async () => (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, p.id)))[0]!.at;
    const before = await seen();
    t.clock.advance(61 * 60_000);
    ok(await me(p.token));
    expect((await seen()).getTime()).toBeGreaterThan(before.getTime());
    await keep(() => me(p.token), ME_QUERIES);
  });
});

describe('club access kept in memory follows the club and its members', () => {
  it('a member removed in the database no longer sees the club list or its matches', async () => {
    const p = await person(t);
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: p.id, rol: 'Miembro' });
    await keep(() => list(p.token));
    await keep(() => detail(p.token));
    await t.database.db.delete(clubMembers).where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.usuarioId, p.id)));
    expect((await list(p.token)).statusCode).toBe(404);
    expect((await detail(p.token)).statusCode).toBe(404);
  });

  it("a new member sees the club at once, though the server kept that they were not one", async () => {
    const p = await person(t);
    expect((await list(p.token)).statusCode).toBe(404);
    expect((await detail(p.token)).statusCode).toBe(404);
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: p.id, rol: 'Miembro' });
    expect((await list(p.token)).statusCode).toBe(200);
    expect(ok(await detail(p.token))).toMatchObject({ _id: partidoId });
  });

  it("a club's settings changed in the database show in the next answer", async () => {
    // the club's detail reads its members, matches and venues every time
    await keep(() => t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token }), 3);
    await t.database.db.update(clubs).set({ nombre: 'Club Renombrado Directo' }).where(eq(clubs.id, club.id));
    expect(ok(await t.call('GET', `/api/clubes/${club.id}`, { token: cast.miembro.token }))).toMatchObject({ nombre: 'Club Renombrado Directo' });
  });

  it('a club deleted by an administrador: its members no longer reach it or its matches', async () => {
    const other = await createMatchClub(t, cast, { nombre: 'Club Por Borrar' });
    const id = (await createMatch(t, cast.creador.token, other))._id;
    await keep(() => t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: other.headers }));
    await keep(() => t.call('GET', `/api/partidos/${id}`, { token: cast.miembro.token }));
    ok(await t.call('DELETE', `/api/admin/clubes/${other.id}`, { token: cast.admin.token }));
    expect((await t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: other.headers })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/partidos/${id}`, { token: cast.miembro.token })).statusCode).toBe(404);
  });

  it("a membership or a club's name changed in the database shows in /auth/me at once", async () => {
    const p = await person(t);
    await keep(() => me(p.token), ME_QUERIES);
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: p.id, rol: 'Miembro' });
    expect(ok(await me(p.token)).clubes).toMatchObject([{ club_id: club.id, rol: 'Miembro' }]);
    await keep(() => me(p.token), ME_QUERIES);
    await t.database.db.update(clubs).set({ nombre: 'Club Visto Desde Me' }).where(eq(clubs.id, club.id));
    expect(ok(await me(p.token)).clubes).toMatchObject([{ club_id: club.id, nombre: 'Club Visto Desde Me' }]);
    await keep(() => me(p.token), ME_QUERIES);
    await t.database.db.update(clubMembers).set({ rol: 'Moderador' }).where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.usuarioId, p.id)));
    expect(ok(await me(p.token)).clubes).toMatchObject([{ club_id: club.id, rol: 'Moderador' }]);
  });

  it('a rolled-back change leaves what was kept in place', async () => {
    await keep(() => list(cast.miembro.token));
    await expect(t.database.db.transaction(async (tx) => {
      await tx.delete(clubMembers).where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.usuarioId, cast.miembro.id)));
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    const again = await countQueries(t, () => list(cast.miembro.token));
    expect(again.result.statusCode).toBe(200);
    if (isEmbedded(t)) expect(again.queries).toBe(0);
  });

  it('with the kept rows gone, the same answers come from the database', async () => {
    const before = ok(await list(cast.miembro.token));
    clearReadCaches(t);
    const fresh = await countQueries(t, () => list(cast.miembro.token));
    expect(fresh.queries).toBeGreaterThan(0);
    expect(ok(fresh.result)).toEqual(before);
  });
});
