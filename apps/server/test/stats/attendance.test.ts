import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asistenciaRegistros, users } from '../../src/db/schema/index.js';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, fechaEn, matchBody, players, setEstado, TZ, type MatchClub } from '../matches/factory.js';

// Attendance per player and per series on /estadisticas, from a known history whose figures are
// worked out by hand below.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let other: MatchClub;
let ana: Person, bruno: Person, carla: Person, diego: Person;
let serieId: string;

beforeAll(async () => {
  t = await createTestApp();
  // "now" is Thursday 15 May 2031 at noon in Santiago; sessions are created after the clock is set
  t.clock.set(startInstant('2031-05-15', '12:00', TZ));
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  other = await createMatchClub(t, cast);
  [ana, bruno, carla, diego] = await players(t, club.id, 4) as [Person, Person, Person, Person];
  const db = t.database.db;
  for (const [p, nombre] of [[ana, 'Ana'], [bruno, 'Bruno'], [carla, 'Carla'], [diego, 'Diego']] as const) {
    await db.update(users).set({ nombre }).where(eq(users.id, p.id));
  }
  const record = (partidoId: string, p: Person, resultado: string) => db.insert(asistenciaRegistros).values({ partidoId, usuarioId: p.id, resultado });

  // m1: Ana, Bruno and Carla enrolled; Bruno did not show up; Diego withdrew late (recorded, no longer enrolled)
  const m1 = await createMatch(t, cast.creador.token, club);
  await enrolDirect(t, m1._id, [ana.id, bruno.id, carla.id]);
  await setEstado(t, m1._id, 'Finalizado');
  ok(await t.call('PUT', `/api/partidos/${m1._id}/asistencia-real`, { token: cast.creador.token, body: { registros: [{ usuario_id: bruno.id, resultado: 'no_asistio' }] } }));
  await record(m1._id, diego, 'aviso_tarde');
  // m2: Ana and Bruno, both attended (no record)
  const m2 = await createMatch(t, cast.creador.token, club, { hora_partido: '18:00' });
  await enrolDirect(t, m2._id, [ana.id, bruno.id]);
  await setEstado(t, m2._id, 'Finalizado');
  // a series on Sundays at 20:00: its first match Ana and Carla attended, its second Bruno missed, the rest pending
  const serie = ok(await t.call('POST', '/api/series', { token: cast.creador.token, headers: club.headers, body: { ...matchBody(t, club), fecha: fechaEn(t, 3) } }), 201);
  serieId = serie._id;
  const [s1, s2] = serie.partidos as { _id: string }[];
  await enrolDirect(t, s1!._id, [ana.id, carla.id]);
  await setEstado(t, s1!._id, 'Finalizado');
  await enrolDirect(t, s2!._id, [bruno.id]);
  await setEstado(t, s2!._id, 'Finalizado');
  await record(s2!._id, bruno, 'no_asistio');
  // a match 100 days ago Ana missed: outside the default 90 days
  const old = await createMatch(t, cast.creador.token, club, { hora_partido: '10:00' });
  await enrolDirect(t, old._id, [ana.id]);
  await setEstado(t, old._id, 'Finalizado', { fecha: '2031-02-04' });
  await record(old._id, ana, 'no_asistio');
  // another club's finished match Ana missed changes nothing here
  const o = await createMatch(t, cast.creador.token, other);
  await enrolDirect(t, o._id, [ana.id, cast.creador.id]);
  await setEstado(t, o._id, 'Finalizado');
  await record(o._id, ana, 'no_asistio');
});
afterAll(async () => { await t.close(); });

const get = (p: Person | undefined, url: string, clubId = club.id) => t.call('GET', url, { token: p?.token, headers: { 'x-club-id': clubId } });
const URL = '/api/estadisticas/asistencia';

describe('GET /estadisticas/asistencia', () => {
  it('401 without a session, 404 outside the club, 400 for days out of 7..365', async () => {
    expect(fail(await get(undefined, URL)).status).toBe(401);
    expect(fail(await get(cast.outsider, URL)).status).toBe(404);
    expect(fail(await get(cast.miembro, `${URL}?dias=6`))).toEqual({ status: 400, message: 'Los días deben estar entre 7 y 365' });
    expect(fail(await get(cast.miembro, `${URL}?dias=366`)).status).toBe(400);
    expect(fail(await get(cast.miembro, `${URL}?dias=abc`)).status).toBe(400);
  });

  it('counts each player and series over the last 90 days, most reliable first, then by name', async () => {
    const d = ok(await get(cast.miembro, URL));
    const u = (p: Person, nombre: string) => ({ _id: p.id, nombre, apellido: 'Prueba' });
    expect(d).toEqual({
      dias: 90,
      jugadores: [
        { usuario: u(ana, 'Ana'), inscritos: 3, asistio: 3, no_asistio: 0, aviso_tarde: 0, confiabilidad: 100 },
        { usuario: u(carla, 'Carla'), inscritos: 2, asistio: 2, no_asistio: 0, aviso_tarde: 0, confiabilidad: 100 },
        // the late withdrawal counts half
        { usuario: u(diego, 'Diego'), inscritos: 1, asistio: 0, no_asistio: 0, aviso_tarde: 1, confiabilidad: 50 },
        { usuario: u(bruno, 'Bruno'), inscritos: 3, asistio: 1, no_asistio: 2, aviso_tarde: 0, confiabilidad: 33 },
      ],
      // two finished matches, two attended over three entries
      series: [{ _id: serieId, titulo: 'Domingo 20:00', partidos: 2, promedio_asistentes: 1, confiabilidad: 67 }],
    });
  });

  it('takes a longer period when asked, and shows nothing of one club to the other', async () => {
    const d = ok(await get(cast.miembro, `${URL}?dias=120`));
    // Ana's old no-show enters: 3 of 4, now behind Carla
    expect(d.jugadores.map((j: { usuario: { _id: string } }) => j.usuario._id)).toEqual([carla.id, ana.id, diego.id, bruno.id]);
    expect(d.jugadores[1]).toMatchObject({ inscritos: 4, asistio: 3, no_asistio: 1, confiabilidad: 75 });
    // the other club: only its creator's match, Ana is not a member there
    const o = ok(await get(cast.creador, URL, other.id));
    expect(o).toEqual({
      dias: 90,
      jugadores: [{ usuario: { _id: cast.creador.id, nombre: expect.any(String), apellido: expect.anything() }, inscritos: 1, asistio: 1, no_asistio: 0, aviso_tarde: 0, confiabilidad: 100 }],
      series: [],
    });
  });

  it('runs the same number of statements whatever the amount of data', async () => {
    const big = await countQueries(t, () => get(cast.creador, URL));
    const small = await countQueries(t, () => get(cast.creador, URL, other.id));
    expect(big.queries).toBe(small.queries);
    expect(big.queries).toBeLessThanOrEqual(5);
  });
});
