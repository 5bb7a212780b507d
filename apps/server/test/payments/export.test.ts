import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dmyToIso } from '@partidos/shared';
import { pagosJugadores, users } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { dayIn } from '../../src/lib/match-time.js';
import { FinanceExportService } from '../../src/modules/payments/finance-export.service.js';
import { PaymentsStore } from '../../src/modules/payments/payments.store.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { TZ, countQueries, createMatch, createMatchClub, inscribir, players, type MatchClub } from '../matches/factory.js';
import { aprobar, arriendo, pdf, rechazar, subirOk } from './factory.js';
import { csvRecords, loadXlsx, sheetRows, sumOf } from './export-files.js';

// The finance export (docs/decisions/0042-finance-export.md): a club's movements of a range of days, or a match's
// payments, as CSV (UTF-8 with BOM, ';', DD/MM/YYYY, whole CLP) or .xlsx (typed cells, header and totals rows, sheets
// Pagos de jugadores, Arriendos, Resumen). Each file is read back and its totals compared with the Finanzas tab's.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let otherClub: MatchClub;
const ids: Record<string, string> = {};
const dias: Record<string, string> = {};

/** A day between steps, so that each movement has its own date. */
const tick = () => t.clock.advance(86_400_000);
const hoy = () => dayIn(t.clock.now(), TZ);

const NOTA_FORMULA = '=HYPERLINK("http://malo.example","clic")';
const MOTIVO_ARROBA = '@SUM(1+1)';
const NOTA_ARRIENDO = 'Pagado en caja; boleta "123"\nsegunda línea';

beforeAll(async () => {
  t = await createTestApp();
  // a fixed March (Chile on summer time, UTC−3): the default range is this month
  t.clock.set(new Date('2027-03-08T15:00:00Z'));
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Club Ñuñoa F.C.' });
  otherClub = await createMatchClub(t, cast, { nombre: 'Club Vecino' });

  // match 1: 30.000 for 10 places (3.000 each); match 2: 40.000 (4.000 each)
  const m1 = (await createMatch(t, cast.creador.token, club))._id;
  const m2 = (await createMatch(t, cast.creador.token, club, { monto_arriendo: 40000 }))._id;
  const [p1, p2, p3, p4, p5, p6] = await players(t, club.id, 6);
  // a player whose name would be a formula
  await t.database.db.update(users).set({ nombre: '-Malo' }).where(eq(users.id, p4!.id));
  for (const p of [p1, p2, p3, p4]) ok(await inscribir(t, p!, m1), 201);
  for (const p of [p5, p6]) ok(await inscribir(t, p!, m2), 201);
  Object.assign(ids, { m1, m2, p1: p1!.id, p3: p3!.id });
  dias.inscripcion = hoy();

  tick(); dias.p1 = hoy(); ok(await aprobar(t, cast.creador.token, m1, p1!.id, NOTA_FORMULA)); // in cash, no receipt
  tick(); await subirOk(t, p2!, m1); ok(await aprobar(t, cast.moderador.token, m1, p2!.id));
  tick(); dias.r1 = hoy(); ok(await arriendo(t, cast.creador.token, m1, { monto: 30000, metodo_pago: 'Efectivo', notas: NOTA_ARRIENDO }, pdf()), 201);
  tick(); ok(await aprobar(t, cast.creador.token, m2, p5!.id));
  tick(); ok(await arriendo(t, cast.moderador.token, m2, { monto: 12000, metodo_pago: 'Transferencia', referencia: '-42' }, pdf()), 201);
  tick(); await subirOk(t, p3!, m1); // Validando
  tick(); await subirOk(t, p6!, m2);
  ok(await rechazar(t, cast.creador.token, m2, p6!.id, MOTIVO_ARROBA)); // Rechazado
  // p4 stays Pendiente

  // another club's money never shows here
  const o1 = (await createMatch(t, cast.creador.token, otherClub))._id;
  const [q] = await players(t, otherClub.id, 1);
  ok(await inscribir(t, q!, o1), 201);
  ok(await aprobar(t, cast.creador.token, o1, q!.id));
  ok(await arriendo(t, cast.creador.token, o1, { monto: 9999, metodo_pago: 'Tarjeta' }, pdf()), 201);
});
afterAll(async () => { await t.close(); });

const exportar = (query: string, token?: string, clubId = club.id) => t.call('GET', `/api/clubes/${clubId}/finanzas/exportar${query}`, { token });
const exportarPartido = (partidoId: string, query: string, token?: string) => t.call('GET', `/api/partidos/${partidoId}/pagos/exportar${query}`, { token });
const finanzas = async (clubId = club.id) => ok(await t.call('GET', `/api/clubes/${clubId}/finanzas`, { token: cast.creador.token }));

const CSV_HEADER = [
  'Tipo', 'Fecha', 'Fecha del partido', 'Hora del partido', 'Lugar', 'Jugador', 'Monto', 'Método de pago', 'Estado', 'Validado por', 'Validado el',
  'Referencia', 'Notas',
];
/** a day as the CSV writes it (decision 0079): every spreadsheet reads YYYY-MM-DD as that date */
const YMD = /^\d{4}-\d{2}-\d{2}$/;

describe('permissions', () => {
  it('401 without a session, 404 outside the club, 403 for a Miembro; Creador, Moderador and administrador download', async () => {
    expect(fail(await exportar('')).status).toBe(401);
    expect(fail(await exportar('', cast.outsider.token))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await exportar('', cast.miembro.token))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    expect(fail(await exportar('', cast.creador.token, 'no-es-un-id')).status).toBe(404);
    for (const who of [cast.creador, cast.moderador, cast.admin]) {
      const res = await exportar('?formato=xlsx', who.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
  });

  it('the same for a match, with the payment panel\'s message', async () => {
    expect(fail(await exportarPartido(ids.m1!, '')).status).toBe(401);
    expect(fail(await exportarPartido(ids.m1!, '', cast.outsider.token))).toEqual({ status: 404, message: 'Partido no encontrado' });
    expect(fail(await exportarPartido(ids.m1!, '', cast.miembro.token))).toEqual({ status: 403, message: 'No tienes permisos para gestionar los pagos de este partido' });
    for (const who of [cast.creador, cast.moderador, cast.admin]) expect((await exportarPartido(ids.m1!, '?formato=csv', who.token)).statusCode).toBe(200);
  });
});

describe('the range', () => {
  it('refuses more than 366 days, in Spanish', async () => {
    const res = await exportar('?formato=csv&desde=2026-01-01&hasta=2027-01-02', cast.creador.token);
    expect(fail(res)).toEqual({ status: 400, message: 'El rango de fechas no puede superar los 366 días' });
    expect(res.json().errors).toEqual([{ field: 'hasta', message: 'El rango de fechas no puede superar los 366 días' }]);
    // the same when the end left out is this month's
    expect(fail(await exportar('?desde=2025-01-01', cast.creador.token))).toEqual({ status: 400, message: 'El rango de fechas no puede superar los 366 días' });
    expect(fail(await exportar('?hasta=2027-02-01', cast.creador.token))).toEqual({ status: 400, message: 'La fecha de inicio no puede ser posterior a la fecha de fin' });
  });

  it('takes exactly 366 days', async () => {
    const res = await exportar('?formato=csv&desde=2026-03-15&hasta=2027-03-15', cast.creador.token);
    expect(res.statusCode).toBe(200);
    expect(csvRecords(res.rawPayload).records).toHaveLength(8);
  });

  it('refuses an end before the start, an unknown format and a date that is not one', async () => {
    expect(fail(await exportar('?desde=2027-03-10&hasta=2027-03-01', cast.creador.token))).toEqual({ status: 400, message: 'La fecha de inicio no puede ser posterior a la fecha de fin' });
    expect(fail(await exportar('?formato=pdf', cast.creador.token))).toEqual({ status: 400, message: 'Formato inválido: usa csv o xlsx' });
    expect(fail(await exportar('?desde=2027-02-30', cast.creador.token))).toEqual({ status: 400, message: 'Fecha inválida (usa AAAA-MM-DD)' });
    expect(fail(await exportarPartido(ids.m1!, '?formato=ods', cast.creador.token))).toEqual({ status: 400, message: 'Formato inválido: usa csv o xlsx' });
  });
});

describe('CSV', () => {
  it('is a download named after the club and the current month in Chile', async () => {
    const res = await exportar('', cast.creador.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="finanzas-club-nunoa-f-c-2027-03-01-2027-03-31.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('holds every movement of the range, and its totals are the Finanzas tab\'s', async () => {
    const { header, records } = csvRecords((await exportar('?formato=csv&desde=2027-03-01&hasta=2027-03-31', cast.creador.token)).rawPayload);
    expect(header).toEqual(CSV_HEADER);
    expect(records).toHaveLength(8);
    expect(records.filter((r) => r.Tipo === 'Pago de jugador')).toHaveLength(6);
    expect(records.filter((r) => r.Tipo === 'Arriendo')).toHaveLength(2);
    for (const r of records) {
      expect(r.Fecha).toMatch(YMD);
      expect(r['Fecha del partido']).toMatch(YMD);
      expect(r.Monto).toMatch(/^\d+$/);
    }
    const f = await finanzas();
    expect(f).toEqual({ totalRecaudado: 10000, totalGastado: 42000, balance: -32000, pagosPendientes: 2 });
    const ingresos = sumOf(records, (r) => r.Tipo === 'Pago de jugador' && r.Estado === 'Aprobado');
    const egresos = sumOf(records, (r) => r.Tipo === 'Arriendo');
    expect(ingresos).toBe(f.totalRecaudado);
    expect(egresos).toBe(f.totalGastado);
    expect(ingresos - egresos).toBe(f.balance);
    expect(records.filter((r) => r.Estado === 'Pendiente' || r.Estado === 'Validando')).toHaveLength(f.pagosPendientes);
    // the other club's 9.999 is not here
    expect(records.some((r) => r.Monto === '9999')).toBe(false);
  });

  it('lists them by date, with the match, the player, who validated and when', async () => {
    const { records } = csvRecords((await exportar('', cast.creador.token)).rawPayload);
    const fechas = records.map((r) => r.Fecha!);
    expect([...fechas].sort()).toEqual(fechas);
    const match = ok(await t.call('GET', `/api/partidos/${ids.m1}`, { token: cast.creador.token }));
    const p1 = records.find((r) => r.Notas?.includes('HYPERLINK'))!;
    expect(p1).toMatchObject({
      Tipo: 'Pago de jugador', Fecha: dias.p1!, 'Fecha del partido': dmyToIso(match.fecha), 'Hora del partido': '20:00', Lugar: match.lugar_nombre,
      Monto: '3000', Estado: 'Aprobado', 'Validado por': 'Juan Pérez', 'Validado el': dias.p1!,
    });
    expect(p1.Jugador).toMatch(/^Jugador\d+ Prueba$/);
    const pendiente = records.find((r) => r.Estado === 'Pendiente')!;
    expect(pendiente).toMatchObject({ Fecha: dias.inscripcion!, 'Validado por': '', 'Validado el': '', 'Método de pago': '' });
    const r1 = records.find((r) => r.Tipo === 'Arriendo' && r.Monto === '30000')!;
    expect(r1).toMatchObject({ Fecha: dias.r1!, Jugador: '', 'Método de pago': 'Efectivo', Estado: 'Pagado', 'Validado por': 'Juan Pérez' });
  });

  it('neutralises cells that would be formulas and keeps separators, quotes and line breaks inside a cell', async () => {
    const { records } = csvRecords((await exportar('', cast.creador.token)).rawPayload);
    expect(records.find((r) => r.Estado === 'Aprobado' && r.Notas)!.Notas).toBe(`'${NOTA_FORMULA}`);
    expect(records.find((r) => r.Estado === 'Rechazado')!.Notas).toBe(`'${MOTIVO_ARROBA}`);
    expect(records.find((r) => r.Estado === 'Pendiente')!.Jugador).toBe("'-Malo Prueba");
    expect(records.find((r) => r.Monto === '12000')!.Referencia).toBe("'-42");
    expect(records.find((r) => r.Monto === '30000' && r.Tipo === 'Arriendo')!.Notas).toBe(NOTA_ARRIENDO);
    // no raw cell of the file starts a formula
    const raw = (await exportar('', cast.creador.token)).rawPayload.toString('utf8');
    expect(raw).not.toMatch(/(^|;|\r\n)"?[=+\-@]/);
  });

  it('is gzipped for a client that accepts it; the .xlsx, a zip already, is not compressed again', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const csv = await t.call('GET', `/api/clubes/${club.id}/finanzas/exportar`, { token: cast.creador.token, headers });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csvRecords(gunzipSync(csv.rawPayload)).records).toHaveLength(8);
    const xlsx = await t.call('GET', `/api/clubes/${club.id}/finanzas/exportar?formato=xlsx`, { token: cast.creador.token, headers });
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect((await loadXlsx(xlsx.rawPayload)).worksheets).toHaveLength(3);
  });

  it('is only the header for a range without movements', async () => {
    const { records } = csvRecords((await exportar('?desde=2027-02-01&hasta=2027-02-28', cast.creador.token)).rawPayload);
    expect(records).toEqual([]);
  });
});

describe('Excel', () => {
  it('has the three sheets with typed dates and amounts, header and totals rows, and the Finanzas tab\'s balance', async () => {
    const res = await exportar('?formato=xlsx', cast.moderador.token);
    expect(res.headers['content-disposition']).toBe('attachment; filename="finanzas-club-nunoa-f-c-2027-03-01-2027-03-31.xlsx"');
    const wb = await loadXlsx(res.rawPayload);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Pagos de jugadores', 'Arriendos', 'Resumen']);
    const f = await finanzas();

    const pagos = wb.getWorksheet('Pagos de jugadores')!;
    const rows = sheetRows(pagos);
    expect(rows[0]).toEqual(['Fecha', 'Fecha del partido', 'Hora del partido', 'Lugar', 'Jugador', 'Monto', 'Método de pago', 'Estado', 'Validado por', 'Validado el', 'Notas']);
    expect(pagos.getRow(1).font?.bold).toBe(true);
    expect(rows).toHaveLength(1 + 6 + 2);
    const first = pagos.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(typeof first.getCell(6).value).toBe('number');
    expect(first.getCell(6).numFmt).toBe('"$"#,##0');
    // a date cell is the Chilean calendar day, at midnight with no zone
    expect((first.getCell(1).value as Date).toISOString()).toBe(`${dias.inscripcion}T00:00:00.000Z`);
    expect(rows[7]!.slice(0, 6)).toEqual(['Total aprobado (ingresos)', null, null, null, null, f.totalRecaudado]);
    expect(rows[8]!.slice(0, 6)).toEqual(['Total por cobrar (Pendiente y Validando)', null, null, null, null, 6000]);
    expect(pagos.getRow(8).font?.bold).toBe(true);
    const approved = rows.slice(1, 7).filter((r) => r[7] === 'Aprobado').reduce((s, r) => s + (r[5] as number), 0);
    expect(approved).toBe(f.totalRecaudado);

    const arriendos = sheetRows(wb.getWorksheet('Arriendos')!);
    expect(arriendos[0]).toEqual(['Fecha de pago', 'Fecha del partido', 'Hora del partido', 'Lugar', 'Monto', 'Método de pago', 'Referencia', 'Registrado por', 'Registrado el', 'Notas']);
    expect(arriendos).toHaveLength(1 + 2 + 1);
    expect(arriendos.slice(1, 3).map((r) => r[4])).toEqual([30000, 12000]);
    expect(arriendos[3]!.slice(0, 5)).toEqual(['Total arriendos (egresos)', null, null, null, f.totalGastado]);

    const resumen = wb.getWorksheet('Resumen')!;
    const r = sheetRows(resumen);
    expect(r[0]).toEqual(['Concepto', 'Período', 'Total del club (Finanzas)']);
    expect(r.slice(1, 5)).toEqual([
      ['Ingresos (pagos de jugadores aprobados)', f.totalRecaudado, f.totalRecaudado],
      ['Egresos (arriendos)', f.totalGastado, f.totalGastado],
      ['Balance (ingresos − egresos)', f.balance, f.balance],
      ['Pagos pendientes (Pendiente y Validando)', f.pagosPendientes, f.pagosPendientes],
    ]);
    expect(resumen.getCell('B4').numFmt).toBe('"$"#,##0');
    expect(r.find((x) => x[0] === 'Club')![1]).toBe('Club Ñuñoa F.C.');
    expect(r.find((x) => x[0] === 'Desde')![1]).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(r.find((x) => x[0] === 'Hasta')![1]).toEqual(new Date('2027-03-31T00:00:00Z'));
  });

  it('neutralises text cells and lists the same movements as the CSV', async () => {
    const wb = await loadXlsx((await exportar('?formato=xlsx', cast.creador.token)).rawPayload);
    const rows = sheetRows(wb.getWorksheet('Pagos de jugadores')!).slice(1, 7);
    expect(rows.find((r) => r[7] === 'Aprobado' && r[10])![10]).toBe(`'${NOTA_FORMULA}`);
    expect(rows.find((r) => r[7] === 'Rechazado')![10]).toBe(`'${MOTIVO_ARROBA}`);
    expect(rows.find((r) => r[7] === 'Pendiente')![4]).toBe("'-Malo Prueba");
    const { records } = csvRecords((await exportar('', cast.creador.token)).rawPayload);
    const fromCsv = records.filter((x) => x.Tipo === 'Pago de jugador').map((x) => `${x.Fecha} ${x.Monto} ${x.Estado}`);
    const fromXlsx = rows.map((x) => `${(x[0] as Date).toISOString().slice(0, 10)} ${x[5]} ${x[7]}`);
    expect(fromXlsx).toEqual(fromCsv);
  });
});

describe('one match\'s payments', () => {
  it('exports only that match, whatever the dates, with its own summary', async () => {
    const res = await exportarPartido(ids.m1!, '?formato=xlsx', cast.creador.token);
    const match = ok(await t.call('GET', `/api/partidos/${ids.m1}`, { token: cast.creador.token }));
    const fecha = match.fecha.split('/').reverse().join('-');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pagos-club-nunoa-f-c-partido-${fecha}.xlsx"`);
    const wb = await loadXlsx(res.rawPayload);
    expect(sheetRows(wb.getWorksheet('Pagos de jugadores')!)).toHaveLength(1 + 4 + 2);
    expect(sheetRows(wb.getWorksheet('Arriendos')!).slice(1, -1).map((r) => r[4])).toEqual([30000]);
    const r = sheetRows(wb.getWorksheet('Resumen')!);
    expect(r[0]).toEqual(['Concepto', 'Partido']);
    expect(r.slice(1, 5).map((x) => x[1])).toEqual([6000, 30000, -24000, 2]);

    const csv = csvRecords((await exportarPartido(ids.m2!, '', cast.moderador.token)).rawPayload).records;
    expect(csv.map((x) => [x.Tipo, x.Monto, x.Estado])).toEqual([
      ['Pago de jugador', '4000', 'Aprobado'], ['Arriendo', '12000', 'Pagado'], ['Pago de jugador', '4000', 'Rechazado'],
    ]);
  });
});

describe('large ranges', () => {
  let big: MatchClub;
  const N = 1200;

  beforeAll(async () => {
    big = await createMatchClub(t, cast, { nombre: 'Club Grande' });
    const partidoId = (await createMatch(t, cast.creador.token, big))._id;
    const people = Array.from({ length: N }, (_, i) => ({ id: newId(), correo: `grande.${i}@example.cl`, nombre: `Socio${i}`, apellido: 'Grande' }));
    await t.database.db.insert(users).values(people);
    // half of them approved at the very same instant: the cursor's tie-break on the id must neither skip nor repeat
    const base = t.clock.now().getTime();
    await t.database.db.insert(pagosJugadores).values(people.map((u, i) => {
      const at = new Date(i % 2 ? base : base + i * 1000);
      return { id: newId(), partidoId, usuarioId: u.id, clubId: big.id, monto: 1000 + i, estado: 'Aprobado', fechaValidacion: at, validadoPorId: cast.creador.id, createdAt: at, updatedAt: at };
    }));
  });

  const expected = Array.from({ length: N }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0);

  it('exports every row once, over several pages, in a fixed number of statements per page', async () => {
    // (each club read once first: on the embedded database the club access is then kept for both)
    await exportar('', cast.creador.token, big.id);
    await exportar('', cast.creador.token);
    const small = await countQueries(t, () => exportar('', cast.creador.token));
    const large = await countQueries(t, () => exportar('', cast.creador.token, big.id));
    const { records } = csvRecords(large.result.rawPayload);
    expect(records).toHaveLength(N);
    expect(new Set(records.map((r) => r.Jugador)).size).toBe(N);
    expect(sumOf(records, () => true)).toBe(expected);
    expect((await finanzas(big.id)).totalRecaudado).toBe(expected);
    // 1.200 player payments are 3 pages of 500 where 6 are 1: two more statements, whatever the joins
    expect(large.queries - small.queries).toBe(2);

    const smallX = await countQueries(t, () => exportar('?formato=xlsx', cast.creador.token));
    const largeX = await countQueries(t, () => exportar('?formato=xlsx', cast.creador.token, big.id));
    expect(largeX.queries - smallX.queries).toBe(2);
    const wb = await loadXlsx(largeX.result.rawPayload);
    const rows = sheetRows(wb.getWorksheet('Pagos de jugadores')!);
    expect(rows).toHaveLength(1 + N + 2);
    expect(rows[N + 1]![5]).toBe(expected);
    expect(sheetRows(wb.getWorksheet('Resumen')!)[1]![1]).toBe(expected);
  });

  it('reads the next page only when the client takes more', async () => {
    const svc = new FinanceExportService({
      store: new PaymentsStore(t.database.db), access: t.services.clubAccess, matches: t.services.matches, clock: t.clock, timezone: TZ, pageSize: 50,
    });
    const user = (await t.services.repos.users.findById(cast.creador.id))!;
    const whole = await countQueries(t, async () => {
      const f = await svc.club(user, big.id, { formato: 'csv' });
      for await (const chunk of f.body) void chunk;
    });
    const part = await countQueries(t, async () => {
      const f = await svc.club(user, big.id, { formato: 'csv' });
      const it = f.body[Symbol.asyncIterator]();
      await it.next();
      await it.next();
      await it.return?.();
    });
    // 24 pages of players read in full; a client that stops after the first rows costs a few
    expect(whole.queries).toBeGreaterThan(24);
    expect(part.queries).toBeLessThan(10);
  });
});

describe('APP_TIMEZONE', () => {
  it('dates a movement by its day in Chile: 23:30 of 31 March is March, though it is April in UTC', async () => {
    // 2027-04-01T02:30Z is 31/03/2027 23:30 in Santiago (UTC−3)
    t.clock.set(new Date('2027-04-01T02:30:00Z'));
    ok(await aprobar(t, cast.creador.token, ids.m1!, ids.p3!));
    const res = await exportar('', cast.creador.token);
    // the default month is Chile's: still March
    expect(res.headers['content-disposition']).toContain('-2027-03-01-2027-03-31.csv');
    const p3 = csvRecords(res.rawPayload).records.filter((r) => r.Estado === 'Aprobado').at(-1)!;
    expect(p3).toMatchObject({ Fecha: '2027-03-31', 'Validado el': '2027-03-31' });
    const april = csvRecords((await exportar('?desde=2027-04-01&hasta=2027-04-30', cast.creador.token)).rawPayload).records;
    expect(april).toEqual([]);
  });
});
