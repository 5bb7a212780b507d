import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, fechaEn, players, setEstado, type MatchClub } from '../matches/factory.js';

// docs/product/admin.md "Dashboard": the statistics and the cancelled-for-incomplete-information ones.

let t: TestApp;
let cast: Cast;
let clubA: MatchClub;
let clubB: MatchClub;
const m = {} as Record<'completo' | 'finA' | 'finB' | 'enCurso' | 'lugar' | 'horario' | 'lugarMonto' | 'lugarB' | 'montoLejano' | 'manual', string>;

const SIN_LUGAR = { lugar_por_definir: true, lugar_id: undefined, cancha_numero: undefined };
const SIN_HORARIO = { horario_por_definir: true, hora_partido: undefined };
const SIN_MONTO = { monto_por_definir: true, monto_arriendo: undefined };

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  clubA = await createMatchClub(t, cast, { nombre: 'Club Alfa' });
  clubB = await createMatchClub(t, cast, { nombre: 'Club Beta' });
  const c = async (club: MatchClub, o: Record<string, unknown> = {}) => (await createMatch(t, cast.creador.token, club, o))._id as string;
  m.completo = await c(clubA);
  m.finA = await c(clubA);
  m.finB = await c(clubB);
  m.enCurso = await c(clubB);
  m.manual = await c(clubA);
  // incomplete ones, tomorrow (the 23:59 rule cancels them once the clock passes that day) or in ten days
  m.lugar = await c(clubA, { fecha: fechaEn(t, 1), ...SIN_LUGAR });
  m.horario = await c(clubA, { fecha: fechaEn(t, 1), ...SIN_HORARIO });
  m.lugarMonto = await c(clubA, { fecha: fechaEn(t, 1), ...SIN_LUGAR, ...SIN_MONTO });
  m.lugarB = await c(clubB, { fecha: fechaEn(t, 2), ...SIN_LUGAR });
  m.montoLejano = await c(clubB, { fecha: fechaEn(t, 10), ...SIN_MONTO });
  await setEstado(t, m.finA, 'Finalizado', { contadoresAplicados: true });
  await setEstado(t, m.finB, 'Finalizado', { contadoresAplicados: true });
  await setEstado(t, m.enCurso, 'En curso');
});
afterAll(async () => { await t.close(); });

const get = (url: string, token = cast.admin.token) => t.call('GET', `/api/admin${url}`, { token });

describe('GET /admin/partidos/incompletos', () => {
  it('lists upcoming matches missing place, schedule or amount, soonest first, 10 a page, with club, creator and what is missing', async () => {
    const data = ok(await get('/partidos/incompletos'));
    expect(data.pagination).toEqual({ total: 5, page: 1, limit: 10, pages: 1 });
    expect(data.partidos.map((p: { _id: string }) => p._id).slice(3)).toEqual([m.lugarB, m.montoLejano]);
    expect(new Set(data.partidos.slice(0, 3).map((p: { _id: string }) => p._id))).toEqual(new Set([m.lugar, m.horario, m.lugarMonto]));
    const lugarMonto = data.partidos.find((p: { _id: string }) => p._id === m.lugarMonto);
    expect(lugarMonto).toMatchObject({
      fecha: fechaEn(t, 1), hora_partido: '20:00', estado_partido: 'Convocando', club_id: { _id: clubA.id, nombre: 'Club Alfa' },
      uid: { _id: cast.creador.id, correo: cast.creador.correo }, lugar_nombre: null, campos_faltantes: ['lugar', 'monto'],
    });
    expect(data.partidos.find((p: { _id: string }) => p._id === m.horario)).toMatchObject({ hora_partido: null, campos_faltantes: ['horario'] });
  });

  it('pages, and costs the same statements for a page of 2 and of 5', async () => {
    const page2 = ok(await get('/partidos/incompletos?page=2&limit=2'));
    expect(page2.pagination).toEqual({ total: 5, page: 2, limit: 2, pages: 3 });
    expect(page2.partidos).toHaveLength(2);
    expect(ok(await get('/partidos/incompletos?page=9')).pagination.total).toBe(5);
    const small = await countQueries(t, () => get('/partidos/incompletos?limit=2'));
    const big = await countQueries(t, () => get('/partidos/incompletos?limit=10'));
    expect(ok(big.result).partidos).toHaveLength(5);
    expect(big.queries).toBe(small.queries);
  });
});

describe('GET /admin/stats', () => {
  it('counts users, matches by status, venues and clubs of the platform, with the top MVPs', async () => {
    const [mvp1, mvp2, mvp3] = await players(t, clubA.id, 3);
    await t.database.db.update(users).set({ mvpCount: 5, lastMvpDate: new Date('2025-01-01T00:00:00Z') }).where(eq(users.id, mvp1!.id));
    await t.database.db.update(users).set({ mvpCount: 5, lastMvpDate: new Date('2025-02-01T00:00:00Z') }).where(eq(users.id, mvp2!.id));
    await t.database.db.update(users).set({ mvpCount: 9, nombre: 'Crack' }).where(eq(users.id, mvp3!.id));
    const counted = await t.database.db.execute(sql`select count(*)::int as n from users`);
    const totalUsers = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const data = ok(await get('/stats'));
    expect(data).toMatchObject({
      usuarios: { total: Number(totalUsers) },
      // 10 matches: 6 Convocando (5 incomplete), 2 Finalizado, 1 En curso … and m.manual still Convocando
      partidos: { total: 10, convocando: 7, proximoAComenzar: 0, enCurso: 1, finalizado: 2, cancelado: 0, incompletos: 5 },
      lugares: { total: 2 },
      clubes: { total: 3 }, // the two clubs and the public community club
      solicitudesValidacion: { pendientes: 0 },
    });
    expect(data.topMVPs.map((x: { _id: string }) => x._id)).toEqual([mvp3!.id, mvp1!.id, mvp2!.id]);
    expect(data.topMVPs[0]).toEqual({ _id: mvp3!.id, count: 9, nombre: 'Crack', apellido: 'Prueba', apodo: null, avatar: null });
  });

  it('with grupo_id, the figures of that club: its members, matches, venues and the MVPs won in its matches', async () => {
    const [star] = await players(t, clubB.id, 1);
    await t.database.db.update(partidos).set({ mvpId: star!.id }).where(eq(partidos.id, m.finB));
    const data = ok(await get(`/stats?grupo_id=${clubB.id}`));
    expect(data).toMatchObject({
      usuarios: { total: 4 }, // creador, moderador, miembro and the new star
      partidos: { total: 4, convocando: 2, enCurso: 1, finalizado: 1, incompletos: 2 },
      lugares: { total: 1 },
      clubes: { total: 1 },
    });
    expect(data.topMVPs).toEqual([{ _id: star!.id, count: 1, nombre: expect.any(String), apellido: 'Prueba', apodo: null, avatar: null }]);
  });

  it('an unknown club is 404, a malformed one 400', async () => {
    expect(fail(await get('/stats?grupo_id=0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await get('/stats?grupo_id=nope')).status).toBe(400);
  });

  it('runs a fixed number of statements, with or without a club', async () => {
    const all = await countQueries(t, () => get('/stats'));
    const one = await countQueries(t, () => get(`/stats?grupo_id=${clubA.id}`));
    expect(all.queries).toBe(one.queries);
    expect(all.queries).toBeLessThanOrEqual(3); // the session, the totals, the MVPs
  });
});

describe('GET /admin/estadisticas/cancelados-incompletos', () => {
  it('is empty before anything was cancelled for missing information', async () => {
    expect(ok(await get('/estadisticas/cancelados-incompletos'))).toEqual({
      total_cancelados_incompletos: 0, por_lugar_faltante: 0, por_horario_faltante: 0, por_monto_faltante: 0, por_multiples_campos: 0,
      por_club: [], ultimos_cancelados: [],
    });
  });

  it('summarises what the 23:59 rule cancelled: by missing detail, by club, the last ones; a manual cancellation is not counted', async () => {
    ok(await t.call('PUT', `/api/admin/partidos/${m.manual}/cancelar`, { token: cast.admin.token }));
    t.clock.advance(3 * 86_400_000);
    const cancelledAt = t.clock.now().toISOString();
    await t.scheduler.tick();
    const data = ok(await get('/estadisticas/cancelados-incompletos'));
    expect(data).toMatchObject({
      total_cancelados_incompletos: 4, por_lugar_faltante: 3, por_horario_faltante: 1, por_monto_faltante: 1, por_multiples_campos: 1,
      por_club: [{ _id: clubA.id, nombre: 'Club Alfa', cantidad: 3 }, { _id: clubB.id, nombre: 'Club Beta', cantidad: 1 }],
    });
    expect(data.ultimos_cancelados).toHaveLength(4);
    expect(data.ultimos_cancelados.find((c: { _id: string }) => c._id === m.lugarMonto)).toEqual({
      _id: m.lugarMonto, fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), hora_partido: '20:00',
      club: { _id: clubA.id, nombre: 'Club Alfa' }, creador: { _id: cast.creador.id, nombre: 'Juan', apellido: 'Pérez', correo: cast.creador.correo },
      lugar_nombre: null, campos_faltantes: ['lugar', 'monto'], fecha_cancelacion: cancelledAt,
    });
    // the upcoming incomplete list no longer holds them
    expect(ok(await get('/partidos/incompletos')).partidos.map((p: { _id: string }) => p._id)).toEqual([m.montoLejano]);
    const stats = ok(await get('/stats'));
    expect(stats.partidos).toMatchObject({ cancelado: 5, incompletos: 1 });
  });

  it('runs three statements after the session whatever the number of cancelled matches', async () => {
    const { queries } = await countQueries(t, () => get('/estadisticas/cancelados-incompletos'));
    expect(queries).toBeLessThanOrEqual(4);
  });
});
