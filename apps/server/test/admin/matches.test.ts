import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidoAsistentes, partidos, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, inscribir, players, setEstado, type MatchClub } from '../matches/factory.js';

// docs/product/admin.md "Matches"; docs/product/matches.md "States and transitions" (played-match counters, once).

let t: TestApp;
let cast: Cast;
let clubA: MatchClub;
let clubB: MatchClub;
const BULK = 22;
const m = {} as Record<'camila' | 'rival' | 'enCurso', string>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  clubA = await createMatchClub(t, cast, { nombre: 'Club Alfa' });
  clubB = await createMatchClub(t, cast, { nombre: 'Club Beta' });
  await t.database.db.update(users).set({ nombre: 'Camila', apellido: 'Rojas' }).where(eq(users.id, cast.moderador.id));
  m.camila = (await createMatch(t, cast.moderador.token, clubB))._id;
  m.rival = (await createMatch(t, cast.creador.token, clubB))._id;
  m.enCurso = (await createMatch(t, cast.creador.token, clubB))._id;
  await setEstado(t, m.rival, 'Convocando', { tieneRivalExterno: true });
  await setEstado(t, m.enCurso, 'En curso');
  for (let i = 0; i < BULK; i++) await createMatch(t, cast.creador.token, clubA);
});
afterAll(async () => { await t.close(); });

const admin = (method: 'GET' | 'PUT', url: string, body?: unknown) => t.call(method, `/api/admin${url}`, { token: cast.admin.token, body });
const ids = (data: { partidos: { _id: string }[] }) => data.partidos.map((p) => p._id);

describe('GET /admin/partidos', () => {
  it('pages every club\'s matches, 20 by default, with the admin view of each', async () => {
    const total = BULK + 3;
    const first = ok(await admin('GET', '/partidos'));
    expect(first.pagination).toEqual({ total, page: 1, limit: 20, pages: 2 });
    expect(ok(await admin('GET', '/partidos?page=2')).partidos).toHaveLength(total - 20);
    const row = ok(await admin('GET', `/partidos?club_id=${clubB.id}&search=camila`)).partidos[0];
    expect(row).toEqual({
      _id: m.camila, tipo_partido: '5v5', fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), hora_partido: '20:00', duracion: 60,
      lugar_id: clubB.lugarId, lugar_nombre: 'Cancha Club Beta', cancha_numero: 2,
      uid: { _id: cast.moderador.id, nombre: 'Camila', apellido: 'Rojas', correo: cast.moderador.correo },
      club_id: { _id: clubB.id, nombre: 'Club Beta' }, tiene_rival_externo: false, asistentes_count: 0, ocupados: 0, max_asistentes: 10,
      capacidad_local: 10, lista_espera_count: 0, estado_partido: 'Convocando', monto_arriendo: 30000, monto_por_jugador: 3000, resultado: null,
      lugar_por_definir: false, horario_por_definir: false, monto_por_definir: false, campos_faltantes: [], es_publico: false,
      fecha_cancelacion: null, createdAt: expect.any(String),
    });
  });

  it('searches by venue name or creator name, and filters by status, club and external rival', async () => {
    expect(ok(await admin('GET', '/partidos?search=cancha%20club%20beta')).pagination.total).toBe(3);
    expect(ids(ok(await admin('GET', '/partidos?search=rojas')))).toEqual([m.camila]);
    expect(ids(ok(await admin('GET', '/partidos?estado_partido=En%20curso')))).toEqual([m.enCurso]);
    expect(ok(await admin('GET', `/partidos?club_id=${clubA.id}`)).pagination.total).toBe(BULK);
    expect(ids(ok(await admin('GET', '/partidos?tiene_rival_externo=true')))).toEqual([m.rival]);
    expect(ok(await admin('GET', '/partidos?tiene_rival_externo=false')).pagination.total).toBe(BULK + 2);
    expect(fail(await admin('GET', '/partidos?estado_partido=Jugando'))).toEqual({ status: 400, message: 'Estado de partido inválido' });
    expect(fail(await admin('GET', '/partidos?tiene_rival_externo=quizas')).status).toBe(400);
  });

  it('costs the same statements for a page of 2 and of 25', async () => {
    const small = await countQueries(t, () => admin('GET', '/partidos?limit=2'));
    const big = await countQueries(t, () => admin('GET', '/partidos?limit=50'));
    expect(ok(big.result).partidos).toHaveLength(BULK + 3);
    expect(big.queries).toBe(small.queries);
    expect(big.queries).toBeLessThanOrEqual(2);
  });
});

describe('GET /admin/partidos/{id}', () => {
  it('adds the roster, guests, result and MVP', async () => {
    const [a, b, c] = await players(t, clubB.id, 3) as [Person, Person, Person];
    const id = (await createMatch(t, cast.creador.token, clubB, { max_asistentes: 2 }))._id;
    ok(await inscribir(t, a, id), 201);
    ok(await inscribir(t, b, id), 201);
    ok(await inscribir(t, c, id, { lista_espera: true }), 201);
    await setEstado(t, id, 'Finalizado', { golesA: 3, golesB: 2, mvpId: a.id, contadoresAplicados: true });
    const d = ok(await admin('GET', `/partidos/${id}`));
    expect(d).toMatchObject({
      _id: id, estado_partido: 'Finalizado', resultado: { equipo_a: 3, equipo_b: 2 }, asistentes_count: 2, ocupados: 2, lista_espera_count: 1,
      equipo_a: 'Blanco', equipo_b: 'Negro', jugadores_bot: [], mvp_asignado: { _id: a.id }, contadores_aplicados: true,
    });
    expect(d.asistentes.map((x: { usuario_id: { _id: string } }) => x.usuario_id._id)).toEqual([a.id, b.id]);
    expect(d.asistentes[0]).toEqual({ usuario_id: expect.objectContaining({ _id: a.id, nombre: expect.any(String) }), equipo: 'Sin asignar', confirmado: null });
    expect(d.lista_espera).toEqual([{ usuario_id: expect.objectContaining({ _id: c.id }), pendiente_aprobacion: false }]);
    expect(fail(await admin('GET', '/partidos/0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Partido no encontrado' });
  });
});

describe('PUT /admin/partidos/{id}/estado', () => {
  it('sets any of the five statuses, with the spec\'s message', async () => {
    const id = (await createMatch(t, cast.creador.token, clubA))._id;
    for (const estado of ['Próximo a comenzar', 'En curso', 'Convocando', 'Cancelado', 'Convocando']) {
      const res = await admin('PUT', `/partidos/${id}/estado`, { estado_partido: estado });
      expect(res.json()).toMatchObject({ success: true, message: 'Estado del partido actualizado exitosamente', data: { _id: id, estado_partido: estado } });
    }
    expect(fail(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Suspendido' }))).toEqual({ status: 400, message: 'Estado de partido inválido' });
    expect(fail(await admin('PUT', '/partidos/0123456789abcdef01234567/estado', { estado_partido: 'Cancelado' })).status).toBe(404);
  });

  it('a cancellation records when; reopening clears it; neither counts as cancelled for incomplete information', async () => {
    const id = (await createMatch(t, cast.creador.token, clubA))._id;
    const cancelled = ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Cancelado' }));
    expect(cancelled.fecha_cancelacion).toBe(t.clock.now().toISOString());
    expect(ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Convocando' })).fecha_cancelacion).toBeNull();
    expect(ok(await admin('GET', '/estadisticas/cancelados-incompletos')).total_cancelados_incompletos).toBe(0);
  });

  it('Finalizado by hand applies the played-match counters once, as the scheduler would; never again on the way back', async () => {
    const [a, b, nope] = await players(t, clubA.id, 3) as [Person, Person, Person];
    const id = (await createMatch(t, cast.creador.token, clubA))._id;
    await enrolDirect(t, id, [a.id, b.id, nope.id]);
    await t.database.db.update(partidoAsistentes).set({ confirmado: false }).where(eq(partidoAsistentes.usuarioId, nope.id));
    const jugados = async () => Object.fromEntries((await t.database.db.select({ id: users.id, n: users.partidosJugados, racha: users.rachaAsistencia })
      .from(users).where(inArray(users.id, [a.id, b.id, nope.id]))).map((u) => [u.id, [u.n, u.racha]]));

    ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Finalizado' }));
    expect(await jugados()).toEqual({ [a.id]: [1, 1], [b.id]: [1, 1], [nope.id]: [0, 0] });
    const [row] = await t.database.db.select().from(partidos).where(eq(partidos.id, id));
    expect(row!.contadoresAplicados).toBe(true);

    // back and forth, and the scheduler's own step: still counted once
    ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'En curso' }));
    ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Finalizado' }));
    ok(await admin('PUT', `/partidos/${id}/estado`, { estado_partido: 'Finalizado' }));
    await t.scheduler.tick();
    expect(await jugados()).toEqual({ [a.id]: [1, 1], [b.id]: [1, 1], [nope.id]: [0, 0] });
  });
});

describe('PUT /admin/partidos/{id}/cancelar', () => {
  it('cancels a match not already Cancelado (409 then), with the spec\'s message', async () => {
    const id = (await createMatch(t, cast.creador.token, clubA))._id;
    const res = await admin('PUT', `/partidos/${id}/cancelar`);
    expect(res.json()).toMatchObject({ success: true, message: 'Partido cancelado exitosamente', data: { _id: id, estado_partido: 'Cancelado' } });
    expect(fail(await admin('PUT', `/partidos/${id}/cancelar`))).toEqual({ status: 409, message: 'El partido ya está cancelado' });
    expect(fail(await admin('PUT', '/partidos/nope/cancelar')).status).toBe(404);
    // a cancelled match takes no sign-ups
    const [p] = await players(t, clubA.id, 1);
    expect((await inscribir(t, p!, id)).statusCode).toBe(409);
  });
});
