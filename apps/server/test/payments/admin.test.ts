import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagosJugadores } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, inscribir, players, setEstado, type MatchClub } from '../matches/factory.js';
import { SIGNED_URL, aprobar, arriendo, pdf, subirOk } from './factory.js';

// docs/product/payments.md: GET /admin/pagos (page, limit, usuario_id, partido_id, estado, club_id), 20 a page.

let t: TestApp;
let cast: Cast;
let clubA: MatchClub;
let clubB: MatchClub;
const ids = {} as Record<'fin' | 'a1' | 'a2' | 'rent' | 'bulk' | 'newest', string>;
const BULK = 25;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  clubA = await createMatchClub(t, cast, { nombre: 'Club Alfa' });
  clubB = await createMatchClub(t, cast, { nombre: 'Club Beta' });

  // club A: a finished match with one approved payment (with receipt), one Validando, and a rent payment
  const fin = (await createMatch(t, cast.creador.token, clubA))._id;
  const [a1, a2] = await players(t, clubA.id, 2);
  ok(await inscribir(t, a1!, fin), 201);
  ok(await inscribir(t, a2!, fin), 201);
  await subirOk(t, a1!, fin);
  ok(await aprobar(t, cast.creador.token, fin, a1!.id));
  await subirOk(t, a2!, fin);
  t.clock.advance(1000);
  ids.rent = ok(await arriendo(t, cast.creador.token, fin, { monto: 30000, metodo_pago: 'Efectivo', referencia: 'Boleta 77' }, pdf()), 201).pago._id;
  Object.assign(ids, { fin, a1: a1!.id, a2: a2!.id });

  // club B: many Pendiente payments, inserted directly (the sign-up path is tested elsewhere)
  const bulk = (await createMatch(t, cast.creador.token, clubB, { max_asistentes: 30 }))._id;
  const ps = await players(t, clubB.id, BULK);
  await enrolDirect(t, bulk, ps.map((p) => p.id));
  const base = t.clock.now().getTime();
  await t.database.db.insert(pagosJugadores).values(ps.map((p, i) => ({
    id: newId(), partidoId: bulk, usuarioId: p.id, clubId: clubB.id, monto: 3000, estado: 'Pendiente',
    createdAt: new Date(base + (i + 1) * 1000), updatedAt: new Date(base + (i + 1) * 1000),
  })));
  ids.bulk = bulk;
  ids.newest = ps[BULK - 1]!.id;
});
afterAll(async () => { await t.close(); });

const list = (q = '', token = cast.admin.token) => t.call('GET', `/api/admin/pagos${q}`, { token });

describe('GET /admin/pagos', () => {
  it('401 without a session, 403 for anyone but a platform administrador (a club Creador included)', async () => {
    expect(fail(await t.call('GET', '/api/admin/pagos')).status).toBe(401);
    expect(fail(await list('', cast.creador.token)).status).toBe(403);
    expect(fail(await list('', cast.miembro.token)).status).toBe(403);
  });

  it('pages every payment newest first, 20 by default, capped at 100', async () => {
    const total = 2 + 1 + BULK;
    const first = ok(await list());
    expect(first.pagination).toEqual({ total, page: 1, limit: 20, pages: 2 });
    expect(first.pagos).toHaveLength(20);
    expect(first.pagos[0]).toMatchObject({ tipo_pago: 'jugador', usuario_id: { _id: ids.newest }, estado: 'Pendiente', club_id: { _id: clubB.id, nombre: 'Club Beta' } });
    const second = ok(await list('?page=2'));
    expect(second.pagos).toHaveLength(total - 20);
    const all = [...first.pagos, ...second.pagos].map((p: { _id: string }) => p._id);
    expect(new Set(all).size).toBe(total);
    expect(ok(await list('?limit=500')).pagination).toMatchObject({ limit: 100, pages: 1 });
    expect(ok(await list('?page=9'))).toEqual({ pagos: [], pagination: { total, page: 9, limit: 20, pages: 2 } });
  });

  it('a rent payment has no player and no estado, and names who registered it', async () => {
    const { pagos } = ok(await list(`?partido_id=${ids.fin}`));
    const rent = pagos.find((p: { tipo_pago: string }) => p.tipo_pago === 'arriendo');
    expect(rent).toMatchObject({
      _id: ids.rent, usuario_id: null, registrado_por: { _id: cast.creador.id }, estado: null, monto: 30000, metodo_pago: 'Efectivo',
      referencia: 'Boleta 77', comprobante_tipo: 'pdf', club_id: { _id: clubA.id }, creador_partido: { _id: cast.creador.id },
      fecha_partido: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), hora_partido: '20:00',
    });
    expect(rent.comprobante_url).toMatch(SIGNED_URL);
    expect((await t.call('GET', rent.comprobante_url)).statusCode).toBe(200);
    expect(pagos.map((p: { _id: string }) => p._id).sort()).toEqual([ids.rent, ...(await playerPaymentIds(ids.fin))].sort());
  });

  it('filters by club, estado, player and match; estado and player leave rent payments out', async () => {
    const byClub = ok(await list(`?club_id=${clubA.id}`));
    expect(byClub.pagination.total).toBe(3);
    expect(byClub.pagos.every((p: { club_id: { _id: string } }) => p.club_id._id === clubA.id)).toBe(true);

    const aprobados = ok(await list('?estado=Aprobado'));
    expect(aprobados.pagos.map((p: { usuario_id: { _id: string } }) => p.usuario_id._id)).toEqual([ids.a1]);
    expect(aprobados.pagos[0]).toMatchObject({ fecha_pago: expect.any(String), fecha_subida: expect.any(String) });
    expect(aprobados.pagos[0].comprobante_url).toMatch(SIGNED_URL);

    expect(ok(await list('?estado=Validando')).pagos.map((p: { usuario_id: { _id: string } }) => p.usuario_id._id)).toEqual([ids.a2]);
    expect(ok(await list(`?club_id=${clubB.id}&estado=Pendiente`)).pagination.total).toBe(BULK);
    expect(ok(await list(`?club_id=${clubA.id}&estado=Pendiente`)).pagination.total).toBe(0);
    const byUser = ok(await list(`?usuario_id=${ids.a2}`));
    expect(byUser.pagos.map((p: { _id: string; tipo_pago: string }) => p.tipo_pago)).toEqual(['jugador']);
    expect(ok(await list(`?partido_id=${ids.bulk}&limit=5`)).pagination).toEqual({ total: BULK, page: 1, limit: 5, pages: 5 });
  });

  it('refuses malformed filters with a field message', async () => {
    expect(fail(await list('?estado=Pagado'))).toEqual({ status: 400, message: 'Estado de pago inválido' });
    expect(fail(await list('?club_id=abc')).status).toBe(400);
    expect(fail(await list('?page=0'))).toEqual({ status: 400, message: 'Página inválida' });
  });

  it('tells the days and hours since a finished match ended; null before', async () => {
    expect(ok(await list(`?partido_id=${ids.fin}`)).pagos[0].tiempo_desde_finalizacion).toBeNull();
    // the match (60 minutes) ended 2 days, 5 hours and 30 minutes ago
    const ended = t.clock.now().getTime() - (2 * 24 + 5.5) * 3_600_000;
    await setEstado(t, ids.fin, 'Finalizado', { inicio: new Date(ended - 60 * 60_000) });
    for (const p of ok(await list(`?partido_id=${ids.fin}`)).pagos) expect(p.tiempo_desde_finalizacion).toEqual({ dias: 2, horas: 5 });
  });

  it('runs the same number of queries for a page of 3 and a page of 28, both with player and rent payments', async () => {
    const small = await countQueries(t, () => list(`?club_id=${clubA.id}`));
    expect(ok(small.result).pagos).toHaveLength(3);
    const big = await countQueries(t, () => list('?limit=100'));
    expect(ok(big.result).pagos).toHaveLength(28);
    expect(big.queries).toBe(small.queries);
  });
});

async function playerPaymentIds(partidoId: string): Promise<string[]> {
  const s = ok(await t.call('GET', `/api/partidos/${partidoId}/pagos/estadisticas`, { token: cast.admin.token }));
  return s.detallesPagos.map((d: { _id: string }) => d._id);
}

describe('GET /admin/pagos/clubes', () => {
  it('lists the clubs that have payments, by name, for administrators only', async () => {
    expect(fail(await t.call('GET', '/api/admin/pagos/clubes')).status).toBe(401);
    expect(fail(await t.call('GET', '/api/admin/pagos/clubes', { token: cast.creador.token })).status).toBe(403);
    const clubs = ok(await t.call('GET', '/api/admin/pagos/clubes', { token: cast.admin.token }));
    expect(clubs).toEqual([{ _id: clubA.id, nombre: 'Club Alfa' }, { _id: clubB.id, nombre: 'Club Beta' }]);
  });
});
