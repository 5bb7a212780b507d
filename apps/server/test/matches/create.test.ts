import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, fechaEn, matchBody, setEstado, setup, TZ, type MatchClub } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const post = (token: string | undefined, body: unknown, headers = club.headers) => t.call('POST', '/api/partidos', { token, headers, body });
const put = (token: string | undefined, id: string, body: unknown) => t.call('PUT', `/api/partidos/${id}`, { token, body });
const iso = (dmy: string) => dmy.split('/').reverse().join('-');

describe('POST /partidos: who may create', () => {
  it('needs a session (401), club management rights (403 for a Miembro) and membership of the club in x-club-id (404)', async () => {
    expect(fail(await post(undefined, matchBody(t, club))).status).toBe(401);
    expect(fail(await post(cast.miembro.token, matchBody(t, club))).status).toBe(403);
    expect(fail(await post(cast.outsider.token, matchBody(t, club))).status).toBe(404);
  });

  it('lets the Creador, a Moderador and a platform administrador create in the active club', async () => {
    for (const p of [cast.creador, cast.moderador, cast.admin]) {
      const res = await post(p.token, matchBody(t, club));
      expect(ok(res, 201).club_id).toEqual({ _id: club.id, nombre: club.nombre });
      expect(res.json().message).toBe('Partido creado exitosamente');
    }
  });
});

describe('POST /partidos: what is stored', () => {
  it('answers the full detail: start instant in Chile, 90 min by default, 2 × players per team, cost per player', async () => {
    const fecha = fechaEn(t, 10);
    const res = await post(cast.creador.token, { ...matchBody(t, club, { fecha, hora_partido: '20:30' }), duracion: undefined, descripcion: 'Pichanga' });
    const p = ok(res, 201);
    expect(p).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fecha, hora_partido: '20:30', hora_fin: '22:00', duracion: 90, estado_partido: 'Convocando', tipo_partido: '5v5',
      max_asistentes: 10, capacidad_local: 10, ocupados: 0, asistentes_count: 0, lista_espera_count: 0, disponibilidad: 'Disponible',
      equipo_a: 'Blanco', equipo_b: 'Negro', monto_arriendo: 30000, monto_por_jugador: 3000, costo: 3000, cancha_numero: 2,
      lugar_id: { _id: club.lugarId, nombre: `Cancha ${club.nombre}`, es_global: false }, lugar_nombre: `Cancha ${club.nombre}`,
      cuenta_pago_id: club.cuentaId, cuenta_pago: { _id: club.cuentaId, nombre_banco: 'BancoEstado' },
      uid: { _id: cast.creador.id }, descripcion: 'Pichanga', campos_faltantes: [], asistentes: [], lista_espera: [], jugadores_bot: [],
      resultado: null, mvp_asignado: null, equipos_generados: false,
      mi_estado: { inscrito: false, en_lista_espera: false, pendiente_aprobacion: false, confirmado: null, equipo: null },
      permisos: { puede_gestionar: true, puede_inscribirse: true, puede_lista_espera: false, puede_desinscribirse: false, puede_confirmar: false },
    });
    expect(p.inicio).toBe(startInstant(iso(fecha), '20:30', TZ).toISOString());
  });

  it('halves the places against an external rival and charges half the rent when it is split', async () => {
    const split = await createMatch(t, cast.creador.token, club, { tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    expect(split).toMatchObject({ max_asistentes: 10, capacidad_local: 5, monto_por_jugador: 3000, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    const local = await createMatch(t, cast.creador.token, club, { es_contra_rival: true, equipo_rival_externo: 'equipo_a', monto_equipo_local: 12000 });
    expect(local).toMatchObject({ tiene_rival_externo: true, capacidad_local: 5, monto_equipo_local: 12000, monto_por_jugador: 2400 });
  });

  it('keeps a match with place, schedule and amount undefined, with no start instant and no cost', async () => {
    const p = await createMatch(t, cast.creador.token, club, {
      lugar_por_definir: true, lugar_id: undefined, cancha_numero: undefined, horario_por_definir: true, hora_partido: undefined,
      monto_por_definir: true, monto_arriendo: undefined,
    });
    expect(p).toMatchObject({
      hora_partido: null, inicio: null, hora_fin: null, lugar_id: null, cancha_numero: null, monto_arriendo: null, monto_por_jugador: 0, costo: null,
      campos_faltantes: ['lugar', 'horario', 'monto'],
    });
  });

  it('takes 11v11 with its own default places and a chosen capacity', async () => {
    expect(await createMatch(t, cast.creador.token, club, { tipo_partido: '11v11' })).toMatchObject({ max_asistentes: 22, monto_por_jugador: 1364 });
    expect(await createMatch(t, cast.creador.token, club, { max_asistentes: 12 })).toMatchObject({ max_asistentes: 12, monto_por_jugador: 2500 });
  });
});

describe('POST /partidos: validation', () => {
  it('answers 400 with the spec texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cuenta_pago_id: undefined }, 'Por favor selecciona una cuenta de pago'],
      [{ fecha: undefined }, 'Por favor selecciona la fecha'],
      [{ hora_partido: '20:10' }, 'Los minutos deben ser 00, 15, 30 o 45'],
      [{ duracion: 75 }, 'Selecciona una duración de 30, 60, 90 o 120 minutos'],
      [{ cancha_numero: 0 }, 'El número de cancha debe ser al menos 1'],
      [{ tiene_rival_externo: true, monto_equipo_local: 100 }, 'Selecciona el equipo rival'],
      [{ tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', monto_equipo_local: 40000 }, 'El monto no puede ser mayor al arriendo total'],
    ];
    for (const [o, message] of cases) {
      const res = await post(cast.creador.token, matchBody(t, club, o));
      expect(fail(res), JSON.stringify(o)).toEqual({ status: 400, message });
    }
  });

  it('refuses a past date and a start already gone by the server clock (Chile)', async () => {
    const res = await post(cast.creador.token, matchBody(t, club, { fecha: fechaEn(t, -1) }));
    expect(fail(res)).toEqual({ status: 400, message: 'La fecha del partido no puede ser anterior a hoy' });
    expect(res.json().errors).toEqual([{ field: 'fecha', message: 'La fecha del partido no puede ser anterior a hoy' }]);
    // today at a time already past: move the clock to 21:00 Chile time today
    const today = fechaEn(t, 0);
    const saved = t.clock.now();
    t.clock.set(startInstant(iso(today), '21:00', TZ));
    try {
      expect(fail(await post(cast.creador.token, matchBody(t, club, { fecha: today, hora_partido: '20:00' })))).toEqual({ status: 400, message: 'La hora del partido ya pasó' });
      ok(await post(cast.creador.token, matchBody(t, club, { fecha: today, hora_partido: '22:00' })), 201);
    } finally {
      t.clock.set(saved);
    }
  });

  it('creates public matches only where the club allows them', async () => {
    const c = await createMatchClub(t, cast);
    ok(await post(cast.creador.token, matchBody(t, c, { es_publico: true }), c.headers), 201);
    ok(await t.call('PUT', `/api/clubes/${c.id}`, { token: cast.creador.token, body: { configuracion: { permitir_creacion_partidos_publicos: false } } }));
    expect(fail(await post(cast.creador.token, matchBody(t, c, { es_publico: true }), c.headers))).toEqual({ status: 400, message: 'Este club no permite crear partidos públicos' });
  });

  it('uses the club\'s own pending venue or a validated one, never another club\'s pending or a rejected one', async () => {
    const other = await createMatchClub(t, cast);
    const bad = fail(await post(cast.creador.token, matchBody(t, club, { lugar_id: other.lugarId })));
    expect(bad).toEqual({ status: 400, message: 'Selecciona un lugar válido' });
    expect(fail(await post(cast.creador.token, matchBody(t, club, { lugar_id: 'f'.repeat(24) }))).message).toBe('Selecciona un lugar válido');
    ok(await t.call('PUT', `/api/lugares/${other.lugarId}/validar`, { token: cast.admin.token, body: { accion: 'aprobar', notas: 'Cancha conocida' } }));
    const p = ok(await post(cast.creador.token, matchBody(t, club, { lugar_id: other.lugarId })), 201);
    expect(p.lugar_id).toMatchObject({ _id: other.lugarId, es_global: true });
    ok(await t.call('PUT', `/api/lugares/${other.lugarId}/validar`, { token: cast.admin.token, body: { accion: 'rechazar', notas: 'Cerró' } }));
    expect(fail(await post(cast.creador.token, matchBody(t, club, { lugar_id: other.lugarId }))).message).toBe('Selecciona un lugar válido');
  });

  it('needs a payment account of the same club', async () => {
    const other = await createMatchClub(t, cast);
    expect(fail(await post(cast.creador.token, matchBody(t, club, { cuenta_pago_id: other.cuentaId })))).toEqual({
      status: 400, message: 'La cuenta de pago no pertenece a este club',
    });
  });
});

describe('PUT /partidos/{id}: edit', () => {
  it('401 without a session, 404 for an outsider (private match), 403 for a Miembro', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await put(undefined, p._id, matchBody(t, club))).status).toBe(401);
    expect(fail(await put(cast.outsider.token, p._id, matchBody(t, club)))).toEqual({ status: 404, message: 'Partido no encontrado' });
    expect(fail(await put(cast.miembro.token, p._id, matchBody(t, club))).status).toBe(403);
    expect(fail(await put(cast.creador.token, 'nope', matchBody(t, club))).status).toBe(404);
  });

  it('saves the whole form and recomputes the start instant and the cost', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const fecha = fechaEn(t, 12);
    const res = await put(cast.moderador.token, p._id, matchBody(t, club, { fecha, hora_partido: '19:45', monto_arriendo: 44000, tipo_partido: '11v11', notas: 'Llevar petos' }));
    expect(res.json().message).toBe('Partido actualizado exitosamente');
    expect(ok(res)).toMatchObject({ fecha, hora_partido: '19:45', max_asistentes: 22, monto_por_jugador: 2000, notas: 'Llevar petos' });
    expect(ok(res).inicio).toBe(startInstant(iso(fecha), '19:45', TZ).toISOString());
    expect(ok(await put(cast.admin.token, p._id, matchBody(t, club, { horario_por_definir: true, hora_partido: undefined }))).inicio).toBeNull();
  });

  it('edits only while Convocando or Próximo a comenzar', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    await setEstado(t, p._id, 'Finalizado');
    expect(fail(await put(cast.creador.token, p._id, matchBody(t, club)))).toEqual({
      status: 409, message: 'Solo se pueden editar partidos en estado Convocando o Próximo a comenzar',
    });
  });

  it('keeps an unchanged past date editable only when it is not moved', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await put(cast.creador.token, p._id, matchBody(t, club, { fecha: fechaEn(t, -2) }))).message).toBe('La fecha del partido no puede ser anterior a hoy');
  });
});

describe('PUT /partidos/{id}: close and reopen the list', () => {
  it('Lista cerrada is stored as Próximo a comenzar; Convocando reopens; other moves are 409', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await put(cast.miembro.token, p._id, { estado_partido: 'Lista cerrada' })).status).toBe(403);
    const closed = await put(cast.moderador.token, p._id, { estado_partido: 'Lista cerrada' });
    expect(ok(closed).estado_partido).toBe('Próximo a comenzar');
    expect(closed.json().message).toBe('Lista cerrada');
    expect(fail(await put(cast.moderador.token, p._id, { estado_partido: 'Lista cerrada' })).status).toBe(409);
    const reopened = await put(cast.creador.token, p._id, { estado_partido: 'Convocando' });
    expect(ok(reopened).estado_partido).toBe('Convocando');
    expect(reopened.json().message).toBe('Lista reabierta');
    expect(fail(await put(cast.creador.token, p._id, { estado_partido: 'Convocando' })).status).toBe(409);
    expect(fail(await put(cast.creador.token, p._id, { estado_partido: 'Finalizado' }))).toEqual({ status: 400, message: 'Estado inválido: usa Lista cerrada o Convocando' });
  });
});

describe('DELETE /partidos/{id}', () => {
  it('401, 404 for an outsider, 403 for a Miembro; a manager deletes; not once under way or over', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}`)).status).toBe(401);
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}`, { token: cast.outsider.token })).status).toBe(404);
    expect(fail(await t.call('DELETE', `/api/partidos/${p._id}`, { token: cast.miembro.token })).status).toBe(403);
    const res = await t.call('DELETE', `/api/partidos/${p._id}`, { token: cast.moderador.token });
    expect(ok(res)).toBeNull();
    expect(res.json().message).toBe('Partido eliminado exitosamente');
    expect(fail(await t.call('GET', `/api/partidos/${p._id}`, { token: cast.creador.token })).status).toBe(404);

    for (const estado of ['En curso', 'Finalizado']) {
      const q = await createMatch(t, cast.creador.token, club);
      await setEstado(t, q._id, estado);
      expect(fail(await t.call('DELETE', `/api/partidos/${q._id}`, { token: cast.admin.token }))).toEqual({ status: 409, message: 'No se puede eliminar un partido en curso o finalizado' });
    }
    const c = await createMatch(t, cast.creador.token, club);
    await setEstado(t, c._id, 'Cancelado');
    ok(await t.call('DELETE', `/api/partidos/${c._id}`, { token: cast.admin.token }));
  });
});
