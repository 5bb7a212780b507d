import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notificaciones, partidoAsistentes, partidos } from '../../src/db/schema/index.js';
import { formatDateTime } from '../../src/lib/match-time.js';
import { SeriesRepository } from '../../src/modules/series/series.repository.js';
import { buildApp } from '../../src/app.js';
import { openDatabase, rowsOf } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { TZ, createMatchClub, fechaEn, inscribir, matchBody, players, type MatchClub } from '../matches/factory.js';

// docs/decisions/0040: recurring matches, their regulars' window, on both databases.

let t: TestApp;
let cast: Cast;
let club: MatchClub;

const crear = (body: Record<string, unknown>, token = cast.creador.token, c: MatchClub = club) =>
  t.call('POST', '/api/series', { token, headers: c.headers, body: { ...matchBody(t, c), ...body } });
const local = (d: Date) => formatDateTime(d, TZ);
const inicios = async (serieId: string) =>
  (await t.database.db.select({ fecha: partidos.fecha, inicio: partidos.inicio }).from(partidos).where(eq(partidos.serieId, serieId)).orderBy(partidos.fecha))
    .map((r) => ({ fecha: r.fecha, local: local(r.inicio!), utc: r.inicio!.toISOString() }));

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Pichanga de los Jueves' });
});
afterAll(async () => { await t.close(); });

describe('a weekly series', () => {
  it('creates its next four weeks of matches, soonest first, each an ordinary match', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 3) }), 201);
    expect(s).toMatchObject({ estado: 'Activa', frecuencia_semanas: 1, hora_partido: '20:00', hasta: null, omitidas: [], titulares: [] });
    expect(s.partidos.map((p: { fecha: string }) => p.fecha)).toEqual([fechaEn(t, 3), fechaEn(t, 10), fechaEn(t, 17), fechaEn(t, 24)]);
    expect(s.partidos[0]).toMatchObject({ estado_partido: 'Convocando', inscritos: 0, max_asistentes: 10, titulares_hasta: null });
    // an ordinary match: its detail, and a sign-up
    const [p] = await players(t, club.id, 1);
    ok(await inscribir(t, p!, s.partidos[0]._id), 201);
    expect(ok(await t.call('GET', `/api/series/${s._id}`, { token: cast.miembro.token })).partidos[0].inscritos).toBe(1);
    // the match knows its series (the detail links to it); a match made once does not
    expect(ok(await t.call('GET', `/api/partidos/${s.partidos[1]._id}`, { token: cast.miembro.token })).serie_id).toBe(s._id);
    const once = ok(await t.call('POST', '/api/partidos', { token: cast.creador.token, headers: club.headers, body: matchBody(t, club, { fecha: fechaEn(t, 5) }) }), 201);
    expect(once.serie_id).toBeNull();
    expect(ok(await t.call('GET', '/api/series', { token: cast.miembro.token, headers: club.headers })).map((x: { _id: string }) => x._id)).toContain(s._id);
  });

  it('every two weeks until a date', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 2), frecuencia_semanas: 2, hasta: fechaEn(t, 20) }), 201);
    expect(s.partidos.map((p: { fecha: string }) => p.fecha)).toEqual([fechaEn(t, 2), fechaEn(t, 16)]);
    expect(fail(await crear({ fecha: fechaEn(t, 2), frecuencia_semanas: 3 })).status).toBe(400);
    expect(fail(await crear({ fecha: fechaEn(t, 5), hasta: fechaEn(t, 4) })).status).toBe(400);
  });

  it('only a manager of the club creates or changes one; someone outside does not see it', async () => {
    expect(fail(await crear({ fecha: fechaEn(t, 3) }, cast.miembro.token)).status).toBe(403);
    const s = ok(await crear({ fecha: fechaEn(t, 4) }), 201);
    expect(fail(await t.call('GET', `/api/series/${s._id}`, { token: cast.outsider.token })).status).toBe(404);
    expect(fail(await t.call('PUT', `/api/series/${s._id}/estado`, { token: cast.miembro.token, body: { estado: 'Pausada' } })).status).toBe(403);
    expect(fail(await t.call('GET', '/api/series/nope', { token: cast.creador.token })).status).toBe(404);
  });

  it('a skipped date loses its match (not created again); a date off the rhythm is refused', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 1) }), 201);
    const second = s.partidos[1];
    const after = ok(await t.call('POST', `/api/series/${s._id}/omitir`, { token: cast.creador.token, body: { fecha: second.fecha } }));
    expect(after.omitidas).toEqual([second.fecha]);
    expect(after.partidos.map((p: { fecha: string }) => p.fecha)).not.toContain(second.fecha);
    await t.services.series.generateAll(new SeriesRepository(t.database.db));
    expect(ok(await t.call('GET', `/api/series/${s._id}`, { token: cast.creador.token })).partidos).toHaveLength(after.partidos.length);
    expect(fail(await t.call('POST', `/api/series/${s._id}/omitir`, { token: cast.creador.token, body: { fecha: fechaEn(t, 2) } })).status).toBe(400);
    // a match of the series deleted by hand is skipped too
    ok(await t.call('DELETE', `/api/partidos/${after.partidos[0]._id}`, { token: cast.creador.token }));
    await t.services.series.generateAll(new SeriesRepository(t.database.db));
    const again = ok(await t.call('GET', `/api/series/${s._id}`, { token: cast.creador.token }));
    expect(again.omitidas).toHaveLength(2);
    expect(again.partidos.map((p: { fecha: string }) => p.fecha)).not.toContain(after.partidos[0].fecha);
  });

  it('paused it creates nothing; active again it catches up; a week later each new match is created once, two runs at once', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 1) }), 201);
    ok(await t.call('PUT', `/api/series/${s._id}/estado`, { token: cast.creador.token, body: { estado: 'Pausada' } }));
    t.clock.advance(7 * 86_400_000);
    await t.scheduler.tick();
    let now = ok(await t.call('GET', `/api/series/${s._id}`, { token: cast.creador.token }));
    expect(now.partidos.map((p: { fecha: string }) => p.fecha)).toEqual([fechaEn(t, 1), fechaEn(t, 8), fechaEn(t, 15)]);
    now = ok(await t.call('PUT', `/api/series/${s._id}/estado`, { token: cast.creador.token, body: { estado: 'Activa' } }));
    expect(now.partidos).toHaveLength(4);
    t.clock.advance(7 * 86_400_000);
    const runs = await Promise.all([0, 1, 2].map(() => t.services.series.generateAll(new SeriesRepository(t.database.db))));
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partidos).where(and(eq(partidos.serieId, s._id), eq(partidos.fecha, (await import('@partidos/shared')).dmyToIso(fechaEn(t, 22))!)));
    expect(row!.n).toBe(1);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const dup = await t.database.db.execute(sql`select serie_id, fecha from partidos where serie_id is not null group by 1, 2 having count(*) > 1`);
    expect((dup as unknown as { rows: unknown[] }).rows).toEqual([]);
    t.clock.set(new Date());
  });

  // two server processes on one PostgreSQL database (README → Scaling out): each has its own pool and scheduler
  it.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL database create each new match once', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 2), hora_partido: '19:00' }), 201);
    const [{ name }] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`)) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const otherDb = await openDatabase(url.toString());
    const other = await buildApp(t.config, { clock: t.clock, database: otherDb, logger: false, rateLimits: false });
    try {
      t.clock.advance(14 * 86_400_000);
      await Promise.all([
        t.services.series.generateAll(new SeriesRepository(t.database.db)),
        other.services.series.generateAll(new SeriesRepository(otherDb.db)),
        t.scheduler.tick(),
      ]);
      const per = rowsOf<{ fecha: string; n: number }>(await t.database.db.execute(sql`
        select fecha::text as fecha, count(*)::int as n from partidos where serie_id = ${s._id} group by fecha order by fecha`));
      // the two new weeks are there, each once
      expect(per.length).toBeGreaterThanOrEqual(6);
      expect(per.every((r) => Number(r.n) === 1)).toBe(true);
    } finally {
      t.clock.set(new Date());
      await other.app.close();
      await otherDb.close();
    }
  });

  it('editing "este y los siguientes" changes the matches from that date and keeps each date', async () => {
    const s = ok(await crear({ fecha: fechaEn(t, 2) }), 201);
    const from = s.partidos[1].fecha;
    const edited = ok(await t.call('PUT', `/api/series/${s._id}`, { token: cast.creador.token, body: { ...matchBody(t, club, { fecha: fechaEn(t, 2), hora_partido: '21:30' }), desde: from } }));
    expect(edited.partidos.map((p: { hora_partido: string }) => p.hora_partido)).toEqual(['20:00', '21:30', '21:30', '21:30']);
    expect(edited.partidos.map((p: { fecha: string }) => p.fecha)).toEqual(s.partidos.map((p: { fecha: string }) => p.fecha));
  });
});

describe('the regulars', () => {
  it('have a window in which only they sign up, are told so, and then the match opens to the club', async () => {
    const [a, b, c] = await players(t, club.id, 3);
    const s = ok(await crear({ fecha: fechaEn(t, 3), titulares: [a!.id, b!.id], ventana_titulares_horas: 24 }), 201);
    expect(s.titulares.map((x: { _id: string }) => x._id)).toEqual([a!.id, b!.id]);
    const m = s.partidos[0];
    expect(new Date(m.titulares_hasta).getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    const refused = fail(await inscribir(t, c!, m._id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(`Este partido está reservado para los titulares hasta ${local(new Date(m.titulares_hasta))}`);
    ok(await inscribir(t, a!, m._id), 201);
    const [n] = await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, b!.id), eq(notificaciones.partidoId, m._id)));
    expect(n).toMatchObject({ tipo: 'titular', enlace: `/partidos/${m._id}` });
    expect(n!.cuerpo).toContain('hasta el');
    expect((await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, c!.id), eq(notificaciones.partidoId, m._id))))).toHaveLength(0);
    // an organiser may still add anyone
    ok(await t.call('POST', `/api/partidos/${m._id}/inscribir`, { token: cast.creador.token, body: { usuario_id: cast.miembro.id } }), 201);
    t.clock.advance(24 * 3_600_000 + 1000);
    ok(await inscribir(t, c!, m._id), 201);
    t.clock.set(new Date());
  });

  it('can be enrolled at creation, only members, and reordered', async () => {
    const [a, b] = await players(t, club.id, 2);
    const [outsider] = await players(t, null, 1);
    expect(fail(await crear({ fecha: fechaEn(t, 3), titulares: [a!.id, outsider!.id] })).status).toBe(400);
    const s = ok(await crear({ fecha: fechaEn(t, 3), titulares: [a!.id, b!.id], inscribir_titulares_automaticamente: true }), 201);
    for (const m of s.partidos) {
      const rows = await t.database.db.select({ u: partidoAsistentes.usuarioId, c: partidoAsistentes.confirmado }).from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, m._id));
      expect(rows.map((r) => r.u).sort()).toEqual([a!.id, b!.id].sort());
      expect(rows.every((r) => r.c === null)).toBe(true);
    }
    const reordered = ok(await t.call('PUT', `/api/series/${s._id}/titulares`, { token: cast.creador.token, body: { titulares: [b!.id, a!.id] } }));
    expect(reordered.titulares.map((x: { _id: string }) => x._id)).toEqual([b!.id, a!.id]);
  });
});

describe('daylight saving time in America/Santiago', () => {
  it('keeps 20:00 local across the April and September changes', async () => {
    // April: 2027-04-04 the clocks go back an hour; September: 2027-09-05 forward
    t.clock.set(new Date('2027-03-20T15:00:00Z'));
    // sessions made on the moved clock
    let other = await createCast(t);
    let otherClub = await createMatchClub(t, other);
    const april = ok(await crear({ fecha: '27/03/2027' }, other.creador.token, otherClub), 201);
    const a = await inicios(april._id);
    expect(a.map((x) => x.fecha)).toEqual(['2027-03-27', '2027-04-03', '2027-04-10', '2027-04-17']);
    expect(a.every((x) => x.local.endsWith(' 20:00'))).toBe(true);
    expect(a[1]!.utc).toBe('2027-04-03T23:00:00.000Z');
    expect(a[2]!.utc).toBe('2027-04-11T00:00:00.000Z');
    t.clock.set(new Date('2027-08-21T15:00:00Z'));
    other = await createCast(t);
    otherClub = await createMatchClub(t, other);
    const sept = ok(await crear({ fecha: '28/08/2027' }, other.creador.token, otherClub), 201);
    const b = await inicios(sept._id);
    expect(b.map((x) => x.fecha)).toEqual(['2027-08-28', '2027-09-04', '2027-09-11', '2027-09-18']);
    expect(b.every((x) => x.local.endsWith(' 20:00'))).toBe(true);
    expect(b[1]!.utc).toBe('2027-09-05T00:00:00.000Z');
    expect(b[2]!.utc).toBe('2027-09-11T23:00:00.000Z');
    t.clock.set(new Date());
  });
});
