// docs/decisions/0033: the active club on a login and after joining a club, for someone who never picked one — the
// club of their next match, else the club they joined last other than the public community, else the community.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createMatch, createMatchClub, inscribir, setEstado, setup, type MatchClub } from '../matches/factory.js';
import { join, me, ok, person, requestToJoin, type Cast, type Person } from './factory.js';

let t: TestApp;
let cast: Cast;
let a: MatchClub;
let b: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club: a } = await setup(t));
  b = await createMatchClub(t, cast, { nombre: 'Club B del primer ingreso' });
});
afterAll(async () => { await t.close(); });

const login = async (p: Person) => {
  const data = ok(await t.call('POST', '/api/auth/login', { body: { correo: p.correo, password: 'secreto123' } }));
  return data.user.club_activo_id as string | null;
};
const joinPublic = (p: Person) => t.call('POST', '/api/clubes/publico/unirse', { token: p.token });

describe('the active club on a login', () => {
  it("is the club of the person's next match, even when the community was joined first and a club joined later", async () => {
    const p = await person(t);
    ok(await joinPublic(p));
    await join(t, p, a);
    await join(t, p, b);
    const partido = await createMatch(t, cast.creador.token, a);
    ok(await inscribir(t, p, partido._id), 201);
    expect(await login(p)).toBe(a.id);
    expect((await me(t, p)).club_activo_id).toBe(a.id);
  });

  it('without an upcoming match, is the club joined last other than the community; with only the community, the community', async () => {
    const p = await person(t);
    await join(t, p, a);
    t.clock.advance(1000);
    await join(t, p, b);
    t.clock.advance(1000);
    ok(await joinPublic(p));
    expect(await login(p)).toBe(b.id);

    const q = await person(t);
    ok(await joinPublic(q));
    const publicId = (await me(t, q)).club_activo_id;
    expect(publicId).toBeTruthy();
    expect(await login(q)).toBe(publicId);
  });

  it('does not count a finished match', async () => {
    const p = await person(t);
    await join(t, p, a);
    t.clock.advance(1000);
    await join(t, p, b);
    const done = await createMatch(t, cast.creador.token, a);
    ok(await inscribir(t, p, done._id), 201);
    await setEstado(t, done._id, 'Finalizado');
    expect(await login(p)).toBe(b.id);
  });

  it('keeps a club the person picked', async () => {
    const p = await person(t);
    ok(await joinPublic(p));
    await join(t, p, a);
    const partido = await createMatch(t, cast.creador.token, a);
    ok(await inscribir(t, p, partido._id), 201);
    const publicId = (await me(t, p)).clubes.find((c: { es_publico: boolean }) => c.es_publico).club_id as string;
    ok(await t.call('PUT', '/api/auth/club-activo', { token: p.token, body: { club_id: publicId } }));
    expect(await login(p)).toBe(publicId);
  });
});

describe('the active club after joining', () => {
  it("an approved request moves a community member to the club that approved them", async () => {
    const gated = await createMatchClub(t, cast, { nombre: 'Club con aprobación' });
    ok(await t.call('PUT', `/api/clubes/${gated.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
    const p = await person(t);
    const requestId = await requestToJoin(t, p, gated);
    ok(await joinPublic(p));
    const publicId = (await me(t, p)).club_activo_id;
    expect(publicId).not.toBe(gated.id);
    ok(await t.call('PUT', `/api/clubes/${gated.id}/solicitudes/${requestId}/aprobar`, { token: cast.creador.token }));
    expect((await me(t, p)).club_activo_id).toBe(gated.id);
  });

  it('joining the community keeps a private club active', async () => {
    const p = await person(t);
    await join(t, p, b);
    ok(await joinPublic(p));
    expect((await me(t, p)).club_activo_id).toBe(b.id);
  });
});
