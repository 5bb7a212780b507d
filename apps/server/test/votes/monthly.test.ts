import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createClub, fail, ok, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';
import { setup, players, statementsOf, TZ, type MatchClub } from '../matches/factory.js';
import { clubMembers } from '../../src/db/schema/index.js';

// docs/product/votes.md "Monthly likes and dislikes": one like or dislike per voter, target and calendar month in
// APP_TIMEZONE; changing allowed, repeating refused, no self-vote, 2 s cooldown per voter on the server.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  // a fixed start, so the month tests below stay within the sessions' 30 days
  t.clock.set(startInstant('2031-03-20', '12:00', TZ));
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const SEC = 1000;
const post = (p: Person | undefined, targetId: string, tipo_voto: unknown) =>
  t.call('POST', `/api/votos/${targetId}`, { token: p?.token, body: { tipo_voto } });
const summary = async (p: Person, targetId: string) => ok(await t.call('GET', `/api/votos/${targetId}`, { token: p.token }));
const rankings = async (p: Person, c: ClubFixture) => ok(await t.call('GET', '/api/votos/rankings/club', { token: p.token, headers: { 'x-club-id': c.id } }));
/** Every test moves the clock forward past the cooldown first: votes of earlier tests never block a later one. */
const later = (ms = 10 * SEC) => t.clock.advance(ms);

describe('who may vote', () => {
  it('401 with the spec text, 404 for a player one cannot see, 400 for oneself and for an unknown vote', async () => {
    later();
    expect(fail(await post(undefined, cast.miembro.id, 'like'))).toEqual({ status: 401, message: 'Debes iniciar sesión para votar' });
    expect(fail(await t.call('GET', `/api/votos/${cast.miembro.id}`, {})).status).toBe(401);
    expect(fail(await post(cast.outsider, cast.miembro.id, 'like'))).toEqual({ status: 404, message: 'Usuario no encontrado' });
    expect(fail(await t.call('GET', `/api/votos/${cast.miembro.id}`, { token: cast.outsider.token })).status).toBe(404);
    expect(fail(await post(cast.miembro, cast.miembro.id, 'like'))).toEqual({ status: 400, message: 'No puedes votarte a ti mismo' });
    expect(fail(await post(cast.miembro, cast.creador.id, 'love'))).toEqual({ status: 400, message: 'Elige un voto válido: like o dislike' });
    expect(fail(await post(cast.miembro, 'me', 'like'))).toEqual({ status: 400, message: 'No puedes votarte a ti mismo' });
  });

  it('an administrador may look at anyone but votes only where they share a club', async () => {
    later();
    expect(await summary(cast.admin, cast.miembro.id)).toMatchObject({ puede_votar: false });
    expect(fail(await post(cast.admin, cast.miembro.id, 'like'))).toEqual({ status: 403, message: 'Solo puedes votar a jugadores de tus clubes' });
  });
});

describe('voting', () => {
  it('a like, the same like again refused, then a change to dislike', async () => {
    later();
    const [a, b] = await players(t, club.id, 2);
    let res = await post(a, b!.id, 'like');
    expect(res.json().message).toBe('¡Voto positivo registrado!');
    expect(ok(res)).toMatchObject({ likes: 1, dislikes: 0, voto_usuario: 'like', cambiado: false });
    later();
    expect(fail(await post(a, b!.id, 'like'))).toEqual({ status: 409, message: 'Ya has votado de esta forma este mes' });
    later();
    res = await post(a, b!.id, 'dislike');
    expect(res.json().message).toBe('Has cambiado tu voto');
    expect(ok(res)).toMatchObject({ likes: 0, dislikes: 1, voto_usuario: 'dislike', cambiado: true });
    expect(await summary(b!, b!.id)).toMatchObject({ likes: 0, dislikes: 1, voto_usuario: null, puede_votar: false });
    expect(await summary(a!, b!.id)).toMatchObject({ voto_usuario: 'dislike', puede_votar: true });
  });

  it('is one statement besides the session, and its answer counts the others\' votes with one\'s own', async () => {
    later();
    const [a, b, c, d] = await players(t, club.id, 4);
    ok(await post(c, b!.id, 'like'));
    ok(await post(d, b!.id, 'dislike'));
    later();
    ok(await post(a, c!.id, 'like')); // warms what a first request reads once per process
    later();
    const { result, statements } = await statementsOf(t, () => post(a, b!.id, 'like'));
    expect(ok(result)).toMatchObject({ likes: 2, dislikes: 1, voto_usuario: 'like', cambiado: false });
    // the target, the common club, the previous vote, the cooldown, the vote and the counts in one
    // statement (eight before: the player's row and clubs, then begin, the vote, the cooldown, the upsert, commit, and the counts)
    expect(statements.filter((x) => /votos_mensuales/.test(x)), statements.join('\n')).toHaveLength(1);
    expect(statements.filter((x) => !/ from "sessions" /.test(x)), statements.join('\n')).toHaveLength(1);
    later();
    const changed = await post(a, b!.id, 'dislike');
    expect(ok(changed)).toMatchObject({ likes: 1, dislikes: 2, voto_usuario: 'dislike', cambiado: true });
    expect(await summary(a!, b!.id)).toMatchObject({ likes: 1, dislikes: 2, voto_usuario: 'dislike' });
  });

  it('a first dislike reads Voto registrado', async () => {
    later();
    const [a, b] = await players(t, club.id, 2);
    const res = await post(a, b!.id, 'dislike');
    expect(res.json().message).toBe('Voto registrado');
  });
});

describe('cooldown (2 s per voter, on the server)', () => {
  it('refuses a second vote within 2 seconds, even for another player, and accepts it at 2 seconds', async () => {
    later();
    const [a, b, c] = await players(t, club.id, 3);
    ok(await post(a, b!.id, 'like'));
    t.clock.advance(1999);
    expect(fail(await post(a, c!.id, 'like'))).toEqual({ status: 429, message: 'Espera un momento antes de votar nuevamente' });
    t.clock.advance(1);
    ok(await post(a, c!.id, 'like'));
    // another voter is not held back by a's cooldown
    ok(await post(b, c!.id, 'like'));
  });

  it('a refused vote does not restart the cooldown', async () => {
    later();
    const [a, b, c] = await players(t, club.id, 3);
    ok(await post(a, b!.id, 'like'));
    t.clock.advance(2 * SEC);
    expect(fail(await post(a, b!.id, 'like')).status).toBe(409);
    ok(await post(a, c!.id, 'dislike'));
  });

  it('two votes of one voter at once: one accepted, one 429', async () => {
    later();
    const [a, b, c] = await players(t, club.id, 3);
    const results = await Promise.all([post(a, b!.id, 'like'), post(a, c!.id, 'dislike')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });
});

describe('the month in Chile', () => {
  it('resets at midnight of the 1st in America/Santiago, not at midnight UTC', async () => {
    const [a, b] = await players(t, club.id, 2);
    // 31 March 2031, 22:30 in Santiago (UTC-3) is already 1 April 01:30 UTC
    t.clock.set(startInstant('2031-03-31', '22:30', TZ));
    ok(await post(a, b!.id, 'like'));
    expect(await summary(b!, b!.id)).toMatchObject({ likes: 1, mes: '2031-03' });
    t.clock.set(startInstant('2031-03-31', '23:59', TZ));
    expect(fail(await post(a, b!.id, 'like'))).toEqual({ status: 409, message: 'Ya has votado de esta forma este mes' });
    // 1 April 00:00:30 in Santiago: a new month, the same like is a new vote and the counts start over
    t.clock.set(new Date(startInstant('2031-04-01', '00:00', TZ).getTime() + 30 * SEC));
    expect(await summary(b!, b!.id)).toMatchObject({ likes: 0, dislikes: 0, mes: '2031-04' });
    const res = await post(a, b!.id, 'like');
    expect(res.json().message).toBe('¡Voto positivo registrado!');
    expect(ok(res)).toMatchObject({ likes: 1, mes: '2031-04', cambiado: false });
  });
});

describe('GET /votos/rankings/club', () => {
  it('401 and 404 first; null without votes', async () => {
    expect(fail(await t.call('GET', '/api/votos/rankings/club', { headers: { 'x-club-id': club.id } })).status).toBe(401);
    expect(fail(await t.call('GET', '/api/votos/rankings/club', { token: cast.outsider.token, headers: { 'x-club-id': club.id } })).status).toBe(404);
    const fresh = await createClub(t, cast, { requiereAprobacion: false });
    expect(await rankings(cast.creador, fresh)).toMatchObject({ mas_querido: null, mas_odiado: null });
  });

  it('the most liked and most disliked among members, ties to who reached the count first, outsiders not counted', async () => {
    t.clock.set(startInstant('2031-04-10', '12:00', TZ));
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const [p1, p2, p3, v1, v2, v3] = await players(t, c.id, 6);
    // someone of another club who shares only the first club with p3: their votes do not count here
    const [ajeno] = await players(t, club.id, 1);
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: p3!.id, rol: 'Miembro' });

    // p1: 2 likes (the second at +4 s); p2: 2 likes (the second at +2 s) → p2 reached 2 first
    ok(await post(v1, p1!.id, 'like'));
    ok(await post(v2, p2!.id, 'like'));
    t.clock.advance(2 * SEC);
    ok(await post(v1, p2!.id, 'like'));
    t.clock.advance(2 * SEC);
    ok(await post(v2, p1!.id, 'like'));
    // p3: 2 dislikes inside the club, and a like from ajeno, who shares only the other club with p3
    ok(await post(v3, p3!.id, 'dislike'));
    ok(await post(v1, p3!.id, 'dislike'));
    ok(await post(ajeno, p3!.id, 'like'));
    const r = await rankings(p1!, c);
    expect(r.mes).toBe('2031-04');
    expect(r.mas_querido).toMatchObject({ _id: p2!.id, likes: 2, dislikes: 0, nombre: expect.any(String) });
    expect(r.mas_odiado).toMatchObject({ _id: p3!.id, likes: 0, dislikes: 2 });
    // the profile box counts every vote; the club ranking only its members' (ajeno is not in this club)
    expect(await summary(p3!, p3!.id)).toMatchObject({ likes: 1, dislikes: 2 });
  });
});
