import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, inscribir, players, setEstado, type MatchClub } from '../matches/factory.js';
import { SIGNED_URL, aprobar, arriendo, pdf, rechazar, subirOk } from './factory.js';

// docs/product/payments.md: the summary, the balance, rent receipts, the moderation panel, pending proof,
// the leave-club check: income = approved player payments, expenses = rent payments.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let otherClub: MatchClub;
const ids: Record<string, string> = {};

/** Moves the test clock a minute so every step has its own instant (the lists are newest first). */
const tick = () => t.clock.advance(60_000);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  otherClub = await createMatchClub(t, cast, { nombre: 'Club Vecino' });

  // match 1: 30.000 for 10 places (3.000 each); match 2: 40.000 (4.000 each)
  const m1 = (await createMatch(t, cast.creador.token, club))._id;
  const m2 = (await createMatch(t, cast.creador.token, club, { monto_arriendo: 40000 }))._id;
  const [p1, p2, p3, p4, p5, p6] = await players(t, club.id, 6);
  for (const p of [p1, p2, p3, p4]) ok(await inscribir(t, p!, m1), 201);
  for (const p of [p5, p6]) ok(await inscribir(t, p!, m2), 201);
  Object.assign(ids, { m1, m2, p1: p1!.id, p2: p2!.id, p3: p3!.id, p4: p4!.id, p5: p5!.id, p6: p6!.id });

  tick(); ok(await aprobar(t, cast.creador.token, m1, p1!.id)); // in cash, no receipt
  await subirOk(t, p2!, m1);
  tick(); ok(await aprobar(t, cast.moderador.token, m1, p2!.id));
  tick(); ids.r1 = ok(await arriendo(t, cast.creador.token, m1, { monto: 30000, metodo_pago: 'Efectivo' }, pdf()), 201).pago._id;
  tick(); ok(await aprobar(t, cast.creador.token, m2, p5!.id));
  tick(); ids.r2 = ok(await arriendo(t, cast.moderador.token, m2, { monto: 12000, metodo_pago: 'Transferencia' }, pdf()), 201).pago._id;
  tick(); await subirOk(t, p3!, m1); // Validando
  await subirOk(t, p6!, m2);
  ok(await rechazar(t, cast.creador.token, m2, p6!.id, 'No corresponde')); // Rechazado: neither income nor open
  // p4 stays Pendiente

  // another club's money never shows here
  const o1 = (await createMatch(t, cast.creador.token, otherClub))._id;
  const [q] = await players(t, otherClub.id, 1);
  ok(await inscribir(t, q!, o1), 201);
  ok(await aprobar(t, cast.creador.token, o1, q!.id));
  ok(await arriendo(t, cast.creador.token, o1, { monto: 9999, metodo_pago: 'Tarjeta' }, pdf()), 201);
});
afterAll(async () => { await t.close(); });

const get = (path: string, token?: string, clubId = club.id) => t.call('GET', `/api/clubes/${clubId}/${path}`, { token });
const ENDPOINTS = ['finanzas', 'comprobantes-arriendo', 'balance', 'moderacion/comprobantes-pendientes'];

describe('permissions of the finance calls', () => {
  it('401 without a session, 404 for a non-member, 403 for a plain member; Creador, Moderador and administrador read them', async () => {
    for (const path of ENDPOINTS) {
      expect(fail(await get(path)).status, path).toBe(401);
      expect(fail(await get(path, cast.outsider.token)), path).toEqual({ status: 404, message: 'Club no encontrado' });
      expect(fail(await get(path, cast.miembro.token)), path).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
      for (const who of [cast.creador, cast.moderador, cast.admin]) ok(await get(path, who.token));
    }
    expect(fail(await get('finanzas', cast.creador.token, 'no-es-un-id')).status).toBe(404);
  });
});

describe('GET /clubes/{id}/finanzas', () => {
  it('matches the hand-computed totals', async () => {
    // income 3.000 + 3.000 + 4.000; expenses 30.000 + 12.000; open: p3 (Validando) and p4 (Pendiente)
    expect(ok(await get('finanzas', cast.creador.token))).toEqual({ totalRecaudado: 10000, totalGastado: 42000, balance: -32000, pagosPendientes: 2 });
    expect(ok(await get('finanzas', cast.creador.token, otherClub.id))).toEqual({ totalRecaudado: 3000, totalGastado: 9999, balance: -6999, pagosPendientes: 0 });
  });

  it('a club without payments is all zeros, in the same number of queries', async () => {
    const empty = await createMatchClub(t, cast, { nombre: 'Club Nuevo' });
    // (each club read once first: on the embedded database the club access is then kept for both)
    await get('finanzas', cast.creador.token, empty.id);
    await get('finanzas', cast.creador.token);
    const a = await countQueries(t, () => get('finanzas', cast.creador.token, empty.id));
    const b = await countQueries(t, () => get('finanzas', cast.creador.token));
    expect(ok(a.result)).toEqual({ totalRecaudado: 0, totalGastado: 0, balance: 0, pagosPendientes: 0 });
    expect(a.queries).toBe(b.queries);
  });
});

describe('GET /clubes/{id}/balance', () => {
  it('totals and the movements newest first: approved payments in, rent out', async () => {
    const b = ok(await get('balance', cast.moderador.token));
    expect(b).toMatchObject({ totalIngresos: 10000, totalEgresos: 42000, balanceNeto: -32000 });
    expect(b.movimientos.map((m: { tipo: string; monto: number; partido_id: string }) => [m.tipo, m.monto, m.partido_id])).toEqual([
      ['egreso', 12000, ids.m2], ['ingreso', 4000, ids.m2], ['egreso', 30000, ids.m1], ['ingreso', 3000, ids.m1], ['ingreso', 3000, ids.m1],
    ]);
    expect(b.movimientos[0]).toMatchObject({ concepto: 'Pago de arriendo', descripcion: expect.stringContaining('Transferencia'), _id: ids.r2 });
    expect(b.movimientos[1]).toMatchObject({ concepto: 'Pago de jugador', descripcion: expect.stringContaining('Prueba') });
    const fechas = b.movimientos.map((m: { fecha: string }) => m.fecha);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('runs the same number of queries for a club without movements', async () => {
    const empty = await createMatchClub(t, cast, { nombre: 'Club Vacío' });
    await get('balance', cast.creador.token, empty.id);
    await get('balance', cast.creador.token);
    const a = await countQueries(t, () => get('balance', cast.creador.token, empty.id));
    const b = await countQueries(t, () => get('balance', cast.creador.token));
    expect(ok(a.result)).toEqual({ totalIngresos: 0, totalEgresos: 0, balanceNeto: 0, movimientos: [] });
    expect(a.queries).toBe(b.queries);
  });
});

describe('GET /clubes/{id}/comprobantes-arriendo', () => {
  it('lists the rent receipts newest first with match, venue and a signed URL', async () => {
    const list = ok(await get('comprobantes-arriendo', cast.creador.token));
    expect(list.map((r: { _id: string }) => r._id)).toEqual([ids.r2, ids.r1]);
    const match = ok(await t.call('GET', `/api/partidos/${ids.m2}`, { token: cast.creador.token }));
    expect(list[0]).toMatchObject({
      partido: { _id: ids.m2, fecha: match.fecha, hora: '20:00' },
      lugar: { nombre: match.lugar_nombre, cancha: '2' },
      monto: 12000, metodo_pago: 'Transferencia', estado: 'aprobado', comprobante_tipo: 'pdf',
    });
    expect(list[0].comprobante_url).toMatch(SIGNED_URL);
  });
});

describe('GET /clubes/{id}/moderacion/comprobantes-pendientes and the panel', () => {
  it('lists only receipts waiting for review, with the player and the match', async () => {
    const list = ok(await get('moderacion/comprobantes-pendientes', cast.moderador.token));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      partido_id: ids.m1,
      usuario: { _id: ids.p3, apellido: 'Prueba', avatar_url: null },
      partido: { fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), hora: '20:00', lugar: expect.any(String) },
      pago: { monto: 3000, metodo_pago: 'Transferencia', estado: 'Validando', fecha_subida: expect.any(String) },
    });
    expect(list[0].pago.comprobante_url).toMatch(SIGNED_URL);
  });

  it('the moderation panel counts them', async () => {
    expect(ok(await t.call('GET', `/api/clubes/${club.id}/moderacion`, { token: cast.creador.token })))
      .toMatchObject({ comprobantesPendientes: 1 });
    expect(ok(await t.call('GET', `/api/clubes/${otherClub.id}/moderacion`, { token: cast.creador.token })))
      .toMatchObject({ comprobantesPendientes: 0 });
  });
});

describe('leaving the club with payments', () => {
  const check = (token: string) => t.call('GET', `/api/clubes/${club.id}/verificar-salida`, { token });
  const salir = (token: string) => t.call('POST', `/api/clubes/${club.id}/salir`, { token });

  it('an unpaid or validating share of an active match blocks leaving; leaving the match first unblocks it', async () => {
    const [m] = await players(t, club.id, 1);
    const p = (await createMatch(t, cast.creador.token, club))._id;
    ok(await inscribir(t, m!, p), 201);
    expect(ok(await check(m!.token))).toEqual({
      puede_salir: false, pagos_pendientes: 1, pagos_aprobados: 0, partidos_activos: 1, motivo: 'Tienes pagos pendientes en partidos activos de este club',
    });
    expect(fail(await salir(m!.token))).toEqual({ status: 409, message: 'Tienes pagos pendientes en partidos activos de este club' });
    await subirOk(t, m!, p);
    expect(ok(await check(m!.token))).toMatchObject({ puede_salir: false, pagos_pendientes: 1 });
    await setEstado(t, p, 'En curso');
    expect(ok(await check(m!.token))).toMatchObject({ puede_salir: false, pagos_pendientes: 1 });
    await setEstado(t, p, 'Finalizado');
    // an unpaid share of a finished match is the club's business, not a lock on the member
    expect(ok(await check(m!.token))).toMatchObject({ puede_salir: true, pagos_pendientes: 0, partidos_activos: 0 });
  });

  it('approved payments in upcoming matches warn that they will be lost; leaving removes them with the sign-up', async () => {
    const [m] = await players(t, club.id, 1);
    const p = (await createMatch(t, cast.creador.token, club))._id;
    ok(await inscribir(t, m!, p), 201);
    ok(await aprobar(t, cast.creador.token, p, m!.id));
    expect(ok(await check(m!.token))).toEqual({
      puede_salir: true, pagos_pendientes: 0, pagos_aprobados: 1, partidos_activos: 1,
      advertencia: 'Perderás los pagos aprobados de tus partidos en este club',
    });
    expect(ok(await salir(m!.token))).toEqual({ partidos_abandonados: 1 });
    const s = ok(await t.call('GET', `/api/partidos/${p}/pagos/estadisticas`, { token: cast.creador.token }));
    expect(s).toMatchObject({ total_jugadores: 0, pagos_aprobados: 0, detallesPagos: [] });
  });
});
