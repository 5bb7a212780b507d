import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, detail, inscribir, players, setEstado, setup, TZ, type MatchClub } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const ids = (list: { usuario_id: { _id: string } }[]) => list.map((a) => a.usuario_id._id);
const leave = (token: string | undefined, partidoId: string, usuarioId: string) =>
  t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${usuarioId}`, { token });
const confirm = (token: string | undefined, partidoId: string, body: unknown) =>
  t.call('PUT', `/api/partidos/${partidoId}/confirmar-asistencia`, { token, body });

describe('POST /partidos/{id}/inscribir', () => {
  it('401 without a session; 404 for an outsider on a private match', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await t.call('POST', `/api/partidos/${p._id}/inscribir`, { body: {} })).status).toBe(401);
    expect(fail(await inscribir(t, cast.outsider, p._id))).toEqual({ status: 404, message: 'Partido no encontrado' });
  });

  it('signs a member up once and answers the updated match', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const res = await inscribir(t, cast.miembro, p._id);
    const data = ok(res, 201);
    expect(res.json().message).toBe('Te has inscrito al partido exitosamente');
    expect(data).toMatchObject({ ocupados: 1, asistentes_count: 1, mi_estado: { inscrito: true, confirmado: null, equipo: 'Sin asignar' } });
    expect(data.permisos).toMatchObject({ puede_inscribirse: false, puede_desinscribirse: true, puede_confirmar: true });
    expect(ids(data.asistentes)).toEqual([cast.miembro.id]);
    expect(fail(await inscribir(t, cast.miembro, p._id))).toEqual({ status: 409, message: 'Ya estás inscrito en este partido' });
    // usuario_id may be left out for oneself
    ok(await t.call('POST', `/api/partidos/${p._id}/inscribir`, { token: cast.moderador.token, body: {} }), 201);
  });

  it('a manager signs a club member up; a Miembro cannot sign others up; non-members cannot be signed up', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await t.call('POST', `/api/partidos/${p._id}/inscribir`, { token: cast.miembro.token, body: { usuario_id: cast.moderador.id } })).status).toBe(403);
    const res = await t.call('POST', `/api/partidos/${p._id}/inscribir`, { token: cast.moderador.token, body: { usuario_id: cast.miembro.id } });
    expect(ok(res, 201).asistentes_count).toBe(1);
    expect(res.json().message).toBe('Jugador inscrito en el partido');
    expect(fail(await t.call('POST', `/api/partidos/${p._id}/inscribir`, { token: cast.admin.token, body: { usuario_id: cast.miembro.id } }))).toEqual({
      status: 409, message: 'El jugador ya está inscrito en este partido',
    });
    expect(fail(await t.call('POST', `/api/partidos/${p._id}/inscribir`, { token: cast.creador.token, body: { usuario_id: cast.outsider.id } }))).toEqual({
      status: 404, message: 'El usuario no es miembro del club',
    });
  });

  it('is open in Convocando and Próximo a comenzar only', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    await setEstado(t, p._id, 'Próximo a comenzar');
    ok(await inscribir(t, cast.miembro, p._id), 201);
    for (const estado of ['En curso', 'Finalizado', 'Cancelado']) {
      const q = await createMatch(t, cast.creador.token, club);
      await setEstado(t, q._id, estado);
      expect(fail(await inscribir(t, cast.miembro, q._id))).toEqual({ status: 409, message: 'Este partido no está disponible para inscripciones' });
    }
  });

  it('a full match is 409; with lista_espera the player joins the waiting list', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    const [a, b, c, d] = await players(t, club.id, 4);
    ok(await inscribir(t, a!, p._id), 201);
    const second = ok(await inscribir(t, b!, p._id), 201);
    expect(second).toMatchObject({ disponibilidad: 'Completo', ocupados: 2 });
    expect(fail(await inscribir(t, c!, p._id))).toEqual({ status: 409, message: 'El partido está completo' });
    expect((await detail(t, c!, p._id)).permisos).toMatchObject({ puede_inscribirse: false, puede_lista_espera: true });
    const res = await inscribir(t, c!, p._id, { lista_espera: true });
    expect(res.json().message).toBe('Quedaste en la lista de espera: entrarás automáticamente si se libera un cupo');
    expect(ok(res, 201)).toMatchObject({ ocupados: 2, lista_espera_count: 1, mi_estado: { inscrito: false, en_lista_espera: true, pendiente_aprobacion: false } });
    expect(fail(await inscribir(t, c!, p._id, { lista_espera: true }))).toEqual({ status: 409, message: 'Ya estás en la lista de espera de este partido' });
    ok(await inscribir(t, d!, p._id, { lista_espera: true }), 201);
    expect(ids((await detail(t, a!, p._id)).lista_espera)).toEqual([c!.id, d!.id]);
  });

  it('counts half the places against an external rival', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 4, tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    const ps = await players(t, club.id, 3);
    ok(await inscribir(t, ps[0]!, p._id), 201);
    ok(await inscribir(t, ps[1]!, p._id), 201);
    expect(fail(await inscribir(t, ps[2]!, p._id)).message).toBe('El partido está completo');
  });
});

describe('public matches', () => {
  it('anyone signed in joins a public match of another club', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true });
    const [stranger] = await players(t, null, 1);
    expect(ok(await inscribir(t, stranger!, p._id), 201).mi_estado.inscrito).toBe(true);
  });

  it('a non-member waits for approval when the match requires it, and a freed place does not promote them', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true, requiere_aprobacion_ingreso_publico: true, max_asistentes: 2 });
    const [stranger] = await players(t, null, 1);
    const res = await inscribir(t, stranger!, p._id);
    expect(res.json().message).toBe('Solicitud enviada: un organizador debe aprobar tu inscripción');
    expect(ok(res, 201)).toMatchObject({ ocupados: 0, mi_estado: { en_lista_espera: true, pendiente_aprobacion: true } });
    expect(fail(await inscribir(t, stranger!, p._id))).toEqual({ status: 409, message: 'Tu inscripción está pendiente de aprobación' });
    // a member goes straight in, and leaving does not promote the pending one
    ok(await inscribir(t, cast.miembro, p._id), 201);
    const after = ok(await leave(cast.miembro.token, p._id, cast.miembro.id));
    expect(after).toMatchObject({ ocupados: 0, lista_espera_count: 1 });
    expect(after.lista_espera[0]).toMatchObject({ usuario_id: { _id: stranger!.id }, pendiente_aprobacion: true });
  });
});

describe('DELETE /partidos/{id}/desinscribir/{usuarioId}', () => {
  it('401; 404 for an outsider; 403 when a Miembro removes someone else', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    ok(await inscribir(t, cast.moderador, p._id), 201);
    expect(fail(await leave(undefined, p._id, cast.moderador.id)).status).toBe(401);
    expect(fail(await leave(cast.outsider.token, p._id, cast.moderador.id)).status).toBe(404);
    expect(fail(await leave(cast.miembro.token, p._id, cast.moderador.id)).status).toBe(403);
    expect(fail(await leave(cast.miembro.token, p._id, cast.miembro.id))).toEqual({ status: 404, message: 'No estás inscrito en este partido' });
  });

  it('frees the place and promotes the first reserve; a manager removes a player; leaving the waiting list works too', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    const [a, b, c, d] = await players(t, club.id, 4);
    for (const x of [a, b]) ok(await inscribir(t, x!, p._id), 201);
    for (const x of [c, d]) ok(await inscribir(t, x!, p._id, { lista_espera: true }), 201);
    const res = await leave(a!.token, p._id, a!.id);
    expect(res.json().message).toBe('Te has dado de baja del partido');
    const after = ok(res);
    expect(ids(after.asistentes)).toEqual([b!.id, c!.id]);
    expect(ids(after.lista_espera)).toEqual([d!.id]);
    expect(after).toMatchObject({ ocupados: 2, mi_estado: { inscrito: false, en_lista_espera: false } });

    t.clock.advance(1000); // the next promotion happens a second later
    const byManager = await leave(cast.creador.token, p._id, b!.id);
    expect(byManager.json().message).toBe('Jugador dado de baja del partido');
    expect(ids(ok(byManager).asistentes)).toEqual([c!.id, d!.id]);

    ok(await inscribir(t, a!, p._id, { lista_espera: true }), 201);
    expect(ok(await leave(a!.token, p._id, a!.id)).lista_espera).toEqual([]);
  });

  it('is closed once the match is under way', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    ok(await inscribir(t, cast.miembro, p._id), 201);
    await setEstado(t, p._id, 'En curso');
    expect(fail(await leave(cast.miembro.token, p._id, cast.miembro.id))).toEqual({ status: 409, message: 'Ya no es posible darse de baja de este partido' });
  });
});

describe('PUT /partidos/{id}/confirmar-asistencia', () => {
  it('401; 403 when not enrolled; 400 without an answer; yes or no, changeable until the start', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await confirm(undefined, p._id, { confirmado: true })).status).toBe(401);
    expect(fail(await confirm(cast.outsider.token, p._id, { confirmado: true })).status).toBe(404);
    expect(fail(await confirm(cast.miembro.token, p._id, { confirmado: true }))).toEqual({ status: 403, message: 'No estás inscrito en este partido' });
    ok(await inscribir(t, cast.miembro, p._id), 201);
    expect(fail(await confirm(cast.miembro.token, p._id, {}))).toEqual({ status: 400, message: 'Por favor selecciona si asistirás o no' });
    const yes = await confirm(cast.miembro.token, p._id, { confirmado: true });
    expect(yes.json().message).toBe('Asistencia confirmada');
    expect(ok(yes).mi_estado.confirmado).toBe(true);
    const no = await confirm(cast.miembro.token, p._id, { confirmado: false });
    expect(no.json().message).toBe('Registramos que no asistirás');
    expect(ok(no).asistentes[0].confirmado).toBe(false);

    const saved = t.clock.now();
    const fechaIso = (p.fecha as string).split('/').reverse().join('-');
    t.clock.set(startInstant(fechaIso, p.hora_partido, TZ));
    try {
      expect(fail(await confirm(cast.miembro.token, p._id, { confirmado: true }))).toEqual({
        status: 409, message: 'La asistencia solo se puede cambiar antes del inicio del partido',
      });
      expect((await detail(t, cast.miembro, p._id)).permisos.puede_confirmar).toBe(false);
    } finally {
      t.clock.set(saved);
    }
  });
});

describe('capacity on edit', () => {
  it('refuses fewer places than players, and promotes reserves when places are added', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 3 });
    const ps = await players(t, club.id, 5);
    for (const x of ps.slice(0, 3)) ok(await inscribir(t, x, p._id), 201);
    for (const x of ps.slice(3)) ok(await inscribir(t, x, p._id, { lista_espera: true }), 201);
    const body = { fecha: p.fecha, hora_partido: p.hora_partido, duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 2, monto_arriendo: 30000, cuenta_pago_id: club.cuentaId };
    expect(fail(await t.call('PUT', `/api/partidos/${p._id}`, { token: cast.creador.token, body: { ...body, max_asistentes: 2 } }))).toEqual({
      status: 409, message: 'No puedes dejar menos cupos que jugadores inscritos (hay 3 inscritos)',
    });
    const grown = ok(await t.call('PUT', `/api/partidos/${p._id}`, { token: cast.creador.token, body: { ...body, max_asistentes: 4 } }));
    expect(ids(grown.asistentes)).toEqual(ps.slice(0, 4).map((x) => x.id));
    expect(grown).toMatchObject({ ocupados: 4, lista_espera_count: 1, monto_por_jugador: 7500 });
  });
});
