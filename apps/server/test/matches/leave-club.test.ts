import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { ok, type Cast } from '../clubs/factory.js';
import { createMatch, detail, inscribir, players, setEstado, setup, type MatchClub } from './factory.js';

// docs/product/clubs.md: the matches module reports the member's active matches and takes them off the
// club's upcoming ones (attendees and waiting lists), promoting reserves. The matches here are free: an unpaid
// share of a paid match blocks leaving (test/payments/leave-club.test.ts).

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const ids = (list: { usuario_id: { _id: string } }[]) => list.map((a) => a.usuario_id._id);

describe('leaving a club with matches', () => {
  it('counts active matches, then removes the member from upcoming ones and waiting lists, promoting reserves', async () => {
    const [leaver, reserve] = await players(t, club.id, 2);
    const gratis = { monto_arriendo: 0 };
    const full = await createMatch(t, cast.creador.token, club, { ...gratis, max_asistentes: 2 });
    const upcoming = await createMatch(t, cast.creador.token, club, gratis);
    const playing = await createMatch(t, cast.creador.token, club, gratis);
    const waiting = await createMatch(t, cast.creador.token, club, { ...gratis, max_asistentes: 2 });
    ok(await inscribir(t, leaver!, full._id), 201);
    ok(await inscribir(t, cast.miembro, full._id), 201);
    ok(await inscribir(t, reserve!, full._id, { lista_espera: true }), 201);
    ok(await inscribir(t, leaver!, upcoming._id), 201);
    ok(await inscribir(t, leaver!, playing._id), 201);
    await setEstado(t, playing._id, 'En curso');
    ok(await inscribir(t, cast.miembro, waiting._id), 201);
    ok(await inscribir(t, cast.moderador, waiting._id), 201);
    ok(await inscribir(t, leaver!, waiting._id, { lista_espera: true }), 201);

    const check = ok(await t.call('GET', `/api/clubes/${club.id}/verificar-salida`, { token: leaver!.token }));
    expect(check).toMatchObject({ puede_salir: true, partidos_activos: 3 });

    const left = ok(await t.call('POST', `/api/clubes/${club.id}/salir`, { token: leaver!.token }));
    expect(left).toMatchObject({ partidos_abandonados: 2 });

    const f = await detail(t, cast.creador, full._id);
    expect(ids(f.asistentes)).toEqual([cast.miembro.id, reserve!.id]);
    expect(f.lista_espera).toEqual([]);
    expect((await detail(t, cast.creador, upcoming._id)).asistentes).toEqual([]);
    expect(ids((await detail(t, cast.creador, playing._id)).asistentes)).toEqual([leaver!.id]);
    expect((await detail(t, cast.creador, waiting._id)).lista_espera).toEqual([]);
  });

  it('an expelled member is taken off the upcoming matches too', async () => {
    const [member] = await players(t, club.id, 1);
    const p = await createMatch(t, cast.creador.token, club);
    ok(await inscribir(t, member!, p._id), 201);
    ok(await t.call('DELETE', `/api/clubes/${club.id}/miembros/${member!.id}`, { token: cast.creador.token, body: { motivo: 'Conducta' } }));
    expect((await detail(t, cast.creador, p._id)).asistentes).toEqual([]);
  });
});
