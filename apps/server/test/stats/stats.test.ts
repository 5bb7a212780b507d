import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubJoinRequests, clubMembers, lugares, users } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatchClub, players, TZ, type MatchClub } from '../matches/factory.js';
import { enrol, insertMatch, type ClubRef } from '../lifecycle/fixtures.js';

// Club statistics and the dashboard's club card (docs/product/stats.md): sums computed in SQL over a small
// generated data set whose totals are worked out by hand below.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let other: MatchClub;
let p1: Person, p2: Person, p3: Person, x: Person;
const chile = (fecha: string, hora: string) => startInstant(fecha, hora, TZ);

beforeAll(async () => {
  t = await createTestApp();
  // "now" is 15 May 2031 at noon in Santiago; sessions are created after the clock is set
  t.clock.set(chile('2031-05-15', '12:00'));
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  other = await createMatchClub(t, cast);
  [p1, p2, p3] = await players(t, club.id, 3) as [Person, Person, Person];
  [x] = await players(t, null, 1) as [Person];
  const db = t.database.db;
  // memberships: the cast long ago; p2 joined just before May in Chile, p1 and p3 in May
  await db.update(clubMembers).set({ fechaIngreso: new Date('2031-01-01T12:00:00Z') }).where(eq(clubMembers.clubId, club.id));
  await db.update(clubMembers).set({ fechaIngreso: chile('2031-04-30', '23:30') }).where(eq(clubMembers.usuarioId, p2.id));
  await db.update(clubMembers).set({ fechaIngreso: chile('2031-05-01', '00:10') }).where(eq(clubMembers.usuarioId, p3.id));
  await db.update(clubMembers).set({ fechaIngreso: chile('2031-05-02', '10:00') }).where(eq(clubMembers.usuarioId, p1.id));
  await db.update(users).set({ mvpCount: 1 }).where(eq(users.id, p1.id));
  const l2 = newId();
  await db.insert(lugares).values({ id: l2, clubId: club.id, nombre: 'Cancha Dos', direccion: 'Av. Grecia 2000, Ñuñoa' });
  const L1: ClubRef = { clubId: club.id, lugarId: club.lugarId };
  const L2: ClubRef = { clubId: club.id, lugarId: l2 };
  const m = (ref: ClubRef, fecha: string, estadoPartido: string, extra: Record<string, unknown> = {}) => insertMatch(db, ref, { fecha, estadoPartido, ...extra });
  const m1 = await m(L1, '2031-05-03', 'Finalizado', { golesA: 3, golesB: 1, mvpId: p1.id });
  const m2 = await m(L1, '2031-04-20', 'Finalizado', { golesA: 2, golesB: 2 });
  const m3 = await m(L2, '2031-04-05', 'Finalizado', { golesA: 0, golesB: 1 });
  const m4 = await m(L1, '2031-02-10', 'Finalizado');
  await m(L2, '2031-05-20', 'Convocando');
  await m(L1, '2031-05-25', 'Próximo a comenzar');
  await m(L2, '2031-03-01', 'Cancelado');
  await m(L1, '2030-10-10', 'Finalizado', { golesA: 1, golesB: 0 });
  await m(L2, '2031-06-02', 'Convocando');
  await m(L1, '2031-05-15', 'En curso');
  // x plays in m1 without being a member (a public match): counted in the match, not among the club's players
  await enrol(db, m1, [p1.id, p2.id, p3.id, x.id], [true, null, false, true]);
  await enrol(db, m2, [p1.id, p2.id]);
  await enrol(db, m3, [p1.id]);
  await enrol(db, m4, [p2.id]);
  // another club's match changes nothing here
  const o = await insertMatch(db, { clubId: other.id, lugarId: other.lugarId }, { fecha: '2031-05-05', estadoPartido: 'Finalizado', golesA: 5, golesB: 0 });
  await enrol(db, o, [cast.creador.id]);
  // one pending join request
  await db.insert(clubJoinRequests).values({ id: newId(), clubId: club.id, usuarioId: cast.outsider.id });
});
afterAll(async () => { await t.close(); });

const get = (p: Person | undefined, url: string, clubId = club.id) => t.call('GET', url, { token: p?.token, headers: { 'x-club-id': clubId } });

describe('who may read statistics', () => {
  it('401 without a session and 404 outside the club for every call; the club card is 403 for a Miembro', async () => {
    for (const url of ['/api/estadisticas/globales', '/api/estadisticas/partidos-por-mes', '/api/estadisticas/jugadores-activos', `/api/clubes/${club.id}/estadisticas`]) {
      expect(fail(await get(undefined, url)).status, url).toBe(401);
      expect(fail(await get(cast.outsider, url)).status, url).toBe(404);
    }
    expect(fail(await get(cast.miembro, `/api/clubes/${club.id}/estadisticas`))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    for (const p of [cast.creador, cast.moderador, cast.admin]) ok(await get(p, `/api/clubes/${club.id}/estadisticas`));
    expect(fail(await get(cast.miembro, '/api/estadisticas/partidos-por-mes?meses=0'))).toEqual({ status: 400, message: 'Los meses deben estar entre 1 y 24' });
    expect(fail(await get(cast.miembro, '/api/estadisticas/jugadores-activos?limite=abc')).status).toBe(400);
  });
});

describe('GET /estadisticas/globales', () => {
  it('sums the club matches by state, results, goals, MVPs, venues, members and attendance', async () => {
    expect(ok(await get(cast.miembro, '/api/estadisticas/globales'))).toEqual({
      club: { _id: club.id, nombre: club.nombre },
      total_partidos: 10,
      partidos_por_estado: { Convocando: 2, 'Próximo a comenzar': 1, 'En curso': 1, Finalizado: 5, Cancelado: 1 },
      total_jugadores: 6,
      total_lugares: 2,
      lugares_utilizados: 2,
      mvps_asignados: 1,
      total_goles: 10,
      // attendees of the five finished matches: 4 + 2 + 1 + 1 + 0
      promedio_asistentes: 1.6,
      resultados: { victorias_equipo_a: 2, victorias_equipo_b: 1, empates: 1, total: 4 },
    });
  });
});

describe('GET /estadisticas/partidos-por-mes', () => {
  it('the last six months of Chile, empty ones included, by the match date; cancelled apart', async () => {
    const d = ok(await get(cast.miembro, '/api/estadisticas/partidos-por-mes?meses=6'));
    expect(d.partidos_por_mes).toEqual([
      { mes: '2030-12', etiqueta: 'dic 2030', total: 0, finalizados: 0, cancelados: 0 },
      { mes: '2031-01', etiqueta: 'ene 2031', total: 0, finalizados: 0, cancelados: 0 },
      { mes: '2031-02', etiqueta: 'feb 2031', total: 1, finalizados: 1, cancelados: 0 },
      { mes: '2031-03', etiqueta: 'mar 2031', total: 0, finalizados: 0, cancelados: 1 },
      { mes: '2031-04', etiqueta: 'abr 2031', total: 2, finalizados: 2, cancelados: 0 },
      { mes: '2031-05', etiqueta: 'may 2031', total: 4, finalizados: 1, cancelados: 0 },
    ]);
    expect(ok(await get(cast.miembro, '/api/estadisticas/partidos-por-mes')).partidos_por_mes).toHaveLength(6);
    expect(ok(await get(cast.miembro, '/api/estadisticas/partidos-por-mes?meses=8')).partidos_por_mes[0].mes).toBe('2030-10');
  });

  it('the current month turns at midnight of the 1st in Santiago, not in UTC', async () => {
    const now = t.clock.now();
    // 31 May 2031, 21:00 in Santiago (UTC-4) is already 1 June in UTC
    t.clock.set(chile('2031-05-31', '21:00'));
    expect(ok(await get(cast.miembro, '/api/estadisticas/partidos-por-mes?meses=1')).partidos_por_mes).toEqual([
      { mes: '2031-05', etiqueta: 'may 2031', total: 4, finalizados: 1, cancelados: 0 },
    ]);
    t.clock.set(chile('2031-06-01', '00:30'));
    expect(ok(await get(cast.miembro, '/api/estadisticas/partidos-por-mes?meses=2')).partidos_por_mes.map((m: { mes: string; total: number }) => [m.mes, m.total]))
      .toEqual([['2031-05', 4], ['2031-06', 1]]);
    t.clock.set(now);
  });
});

describe('GET /estadisticas/jugadores-activos', () => {
  it('members by finished matches of the club attended, ties to more MVPs; declined and non-members left out', async () => {
    const d = ok(await get(cast.miembro, '/api/estadisticas/jugadores-activos?limite=10'));
    expect(d.jugadores.map((j: { _id: string; partidos_club: number }) => [j._id, j.partidos_club])).toEqual([[p1.id, 3], [p2.id, 3]]);
    expect(d.jugadores[0]).toMatchObject({ mvp_count: 1, nombre: expect.any(String), posicion_principal: 'MC' });
    expect(ok(await get(cast.miembro, '/api/estadisticas/jugadores-activos?limite=1')).jugadores).toHaveLength(1);
  });
});

describe('GET /clubes/{id}/estadisticas', () => {
  it('the dashboard card of the club', async () => {
    expect(ok(await get(cast.moderador, `/api/clubes/${club.id}/estadisticas`))).toEqual({
      club: { _id: club.id, nombre: club.nombre },
      total_miembros: 6,
      miembros_nuevos_mes: 2,
      total_partidos: 10,
      partidos_mes_actual: 4,
      partidos_proximos: 3,
      partidos_finalizados: 5,
      partidos_cancelados: 1,
      promedio_asistentes: 1.6,
      // 8 attendees of finished matches, one declined
      tasa_asistencia: 88,
      jugadores_activos_mes: 4,
      solicitudes_pendientes: 1,
    });
  });

  it('a club without anything is all zeros', async () => {
    const d = ok(await get(cast.creador, `/api/clubes/${other.id}/estadisticas`, other.id));
    expect(d).toMatchObject({ total_partidos: 1, partidos_finalizados: 1, tasa_asistencia: 100, solicitudes_pendientes: 0 });
    const g = ok(await get(cast.creador, '/api/estadisticas/globales', other.id));
    expect(g.resultados).toEqual({ victorias_equipo_a: 1, victorias_equipo_b: 0, empates: 0, total: 1 });
  });
});

describe('query counts', () => {
  it('each call runs the same number of statements whatever the amount of data', async () => {
    for (const url of ['/api/estadisticas/globales', '/api/estadisticas/partidos-por-mes?meses=12', '/api/estadisticas/jugadores-activos']) {
      const big = await countQueries(t, () => get(cast.creador, url));
      const small = await countQueries(t, () => get(cast.creador, url, other.id));
      expect(big.queries, url).toBe(small.queries);
      expect(big.queries, url).toBeLessThanOrEqual(4);
    }
    const card = await countQueries(t, () => get(cast.creador, `/api/clubes/${club.id}/estadisticas`));
    expect(card.queries).toBeLessThanOrEqual(4);
  });
});
