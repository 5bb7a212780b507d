import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidoAsistentes } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, detail, enrolDirect, inscribir, players, setEstado, setup, type MatchClub } from '../matches/factory.js';
import { invite } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
/** a second club of the same cast whose members may not invite (configuracion.usuarios_pueden_invitar off) */
let closed: MatchClub;
const joined: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
  closed = await createMatchClub(t, cast);
  ok(await t.call('PUT', `/api/clubes/${closed.id}`, { token: cast.creador.token, body: { configuracion: { usuarios_pueden_invitar: false } } }));
  // the roster hooks (payments) see accepted invitations like any sign-up
  t.services.roster.register({ name: 'test', onJoin: async (_db, _p, usuarioId) => { joined.push(usuarioId); } });
});
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, p?: Person, body?: unknown) => t.call(method, url, { token: p?.token, body });
const list = async (p: Person, tipo: string, query = '') => ok(await call('GET', `/api/invitaciones/${tipo}${query}`, p));
const accept = (p: Person | undefined, id: string, body: unknown = {}) => call('PUT', `/api/invitaciones/${id}/aceptar`, p, body);
const reject = (p: Person | undefined, id: string) => call('PUT', `/api/invitaciones/${id}/rechazar`, p);
const cancel = (p: Person | undefined, id: string) => call('DELETE', `/api/invitaciones/${id}`, p);
const ids = (xs: { _id: string }[]) => xs.map((x) => x._id);

describe('who may call what (401, 403, 404 first)', () => {
  it('every route needs a session', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const calls = [
      call('POST', `/api/partidos/${p._id}/invitaciones`, undefined, { usuario_invitado_id: cast.miembro.id }),
      call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, undefined, { usuariosIds: [cast.miembro.id] }),
      call('GET', '/api/invitaciones/pendientes'),
      call('GET', '/api/invitaciones/enviadas'),
      call('GET', '/api/invitaciones/historial'),
      accept(undefined, '0123456789abcdef01234567'),
      reject(undefined, '0123456789abcdef01234567'),
      cancel(undefined, '0123456789abcdef01234567'),
      call('GET', `/api/partidos/${p._id}/jugadores-disponibles`),
      call('GET', `/api/partidos/${p._id}/jugadores-sugeridos`),
    ];
    for (const res of await Promise.all(calls)) expect(fail(res)).toEqual({ status: 401, message: 'Debes iniciar sesión' });
  });

  it('a private match of a club one is not in is 404 for every match route', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    for (const res of [
      await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.outsider, { usuario_invitado_id: cast.miembro.id }),
      await call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, cast.outsider, { usuariosIds: [cast.miembro.id] }),
      await call('GET', `/api/partidos/${p._id}/jugadores-disponibles`, cast.outsider),
      await call('GET', `/api/partidos/${p._id}/jugadores-sugeridos`, cast.outsider),
      await call('GET', '/api/partidos/0123456789abcdef01234567/jugadores-sugeridos', cast.creador),
    ]) expect(fail(res)).toEqual({ status: 404, message: 'Partido no encontrado' });
  });

  it('403 for a Miembro when the club does not let its users invite, and for a non-member of a public match', async () => {
    const p = await createMatch(t, cast.creador.token, closed);
    const refused = { status: 403, message: 'No tienes permisos para invitar jugadores a este partido' };
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.miembro, { usuario_invitado_id: cast.moderador.id }))).toEqual(refused);
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, cast.miembro, { usuariosIds: [cast.moderador.id] }))).toEqual(refused);
    expect(fail(await call('GET', `/api/partidos/${p._id}/jugadores-disponibles`, cast.miembro))).toEqual(refused);
    expect(fail(await call('GET', `/api/partidos/${p._id}/jugadores-sugeridos`, cast.miembro))).toEqual(refused);
    // 'Tengo permisos' invites whatever the setting; so does a platform administrador
    await invite(t, cast.moderador, p._id, cast.miembro);
    ok(await call('GET', `/api/partidos/${p._id}/jugadores-disponibles`, cast.admin));
    const publico = await createMatch(t, cast.creador.token, club, { es_publico: true });
    expect(fail(await call('POST', `/api/partidos/${publico._id}/invitaciones`, cast.outsider, { usuario_invitado_id: cast.miembro.id }))).toEqual(refused);
  });

  it('the match detail says who may invite and generate a link, so the screens show only those buttons', async () => {
    const p = await createMatch(t, cast.creador.token, closed);
    expect((await detail(t, cast.miembro, p._id)).permisos).toMatchObject({ puede_invitar: false, puede_generar_link: false });
    expect((await detail(t, cast.moderador, p._id)).permisos).toMatchObject({ puede_invitar: true, puede_generar_link: true });
    const publico = await createMatch(t, cast.creador.token, club, { es_publico: true });
    expect((await detail(t, cast.miembro, publico._id)).permisos).toMatchObject({ puede_invitar: true, puede_generar_link: true });
    expect((await detail(t, cast.outsider, publico._id)).permisos).toMatchObject({ puede_invitar: false, puede_generar_link: true });
  });

  it('only the invitee answers (others 404); only the inviter cancels (the invitee 403, others 404)', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const inv = await invite(t, cast.moderador, p._id, cast.miembro);
    const notFound = { status: 404, message: 'Invitación no encontrada' };
    for (const other of [cast.moderador, cast.creador, cast.outsider, cast.admin]) {
      expect(fail(await accept(other, inv._id))).toEqual(notFound);
      expect(fail(await reject(other, inv._id))).toEqual(notFound);
    }
    for (const other of [cast.creador, cast.outsider, cast.admin]) expect(fail(await cancel(other, inv._id))).toEqual(notFound);
    expect(fail(await cancel(cast.miembro, inv._id))).toEqual({ status: 403, message: 'Solo quien envió la invitación puede cancelarla' });
    expect(fail(await accept(cast.miembro, 'no-es-un-id'))).toEqual(notFound);
    expect(fail(await accept(cast.miembro, '0123456789abcdef01234567'))).toEqual(notFound);
    ok(await reject(cast.miembro, inv._id));
  });
});

describe('POST /partidos/{id}/invitaciones', () => {
  it('a member invites another; Pendientes for the invitee, enviadas for the inviter', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const res = await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.miembro, { usuario_invitado_id: cast.moderador.id, mensaje_personalizado: '  ¡Vente!  ' });
    const inv = ok(res, 201);
    expect(res.json().message).toBe('Invitación enviada');
    expect(inv).toMatchObject({
      estado: 'Pendiente', mensaje: '¡Vente!', fechaRespuesta: null, puede_responder: true,
      partido: { _id: p._id, fecha: p.fecha, hora: '20:00', tipo_partido: '5v5', estado_partido: 'Convocando', costo: 3000, club: { _id: club.id, nombre: club.nombre } },
      invitador: { _id: cast.miembro.id, nombre: 'Juan', apellido: 'Pérez' },
      invitado: { _id: cast.moderador.id },
    });
    expect(inv.partido.titulo).toBe(`Partido 5 vs 5 · ${club.nombre}`);
    expect(inv.partido.lugar).toBe(`Cancha ${club.nombre} (cancha 2)`);
    expect(Date.parse(inv.fechaInvitacion)).not.toBeNaN();
    const pendientes = await list(cast.moderador, 'pendientes');
    expect(ids(pendientes.invitaciones)).toContain(inv._id);
    expect(pendientes.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(ids((await list(cast.miembro, 'enviadas', `?partido_id=${p._id}`)).invitaciones)).toEqual([inv._id]);
    expect(ids((await list(cast.miembro, 'pendientes')).invitaciones)).not.toContain(inv._id);
  });

  it('refuses oneself, non-members, players already in or waiting, a second pending invitation and a closed match', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    const [a, b, c, d] = await players(t, club.id, 4);
    ok(await inscribir(t, a!, p._id), 201);
    ok(await inscribir(t, b!, p._id), 201);
    ok(await inscribir(t, c!, p._id, { lista_espera: true }), 201);
    const to = (x: Person) => call('POST', `/api/partidos/${p._id}/invitaciones`, cast.creador, { usuario_invitado_id: x.id });
    expect(fail(await to(cast.creador))).toEqual({ status: 400, message: 'No puedes invitarte a ti mismo' });
    expect(fail(await to(cast.outsider))).toEqual({ status: 404, message: 'El usuario no es miembro del club' });
    expect(fail(await to(a!))).toEqual({ status: 409, message: 'El jugador ya está inscrito en este partido' });
    expect(fail(await to(c!))).toEqual({ status: 409, message: 'El jugador ya está en la lista de espera de este partido' });
    ok(await to(d!), 201);
    expect(fail(await to(d!))).toEqual({ status: 409, message: 'El jugador ya tiene una invitación pendiente para este partido' });
    // another member may not invite d either while that invitation is pending
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.miembro, { usuario_invitado_id: d!.id })).status).toBe(409);
    const q = await createMatch(t, cast.creador.token, club);
    await setEstado(t, q._id, 'Finalizado');
    expect(fail(await call('POST', `/api/partidos/${q._id}/invitaciones`, cast.creador, { usuario_invitado_id: d!.id }))).toEqual({
      status: 409, message: 'Este partido no está disponible para inscripciones',
    });
  });

  it('validates the body: a player is required, the message is up to 200 characters', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.creador, {}))).toEqual({ status: 400, message: 'Selecciona un jugador' });
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.creador, { usuario_invitado_id: cast.miembro.id, mensaje_personalizado: 'x'.repeat(201) })))
      .toEqual({ status: 400, message: 'El mensaje no puede exceder 200 caracteres' });
    ok(await call('POST', `/api/partidos/${p._id}/invitaciones`, cast.creador, { usuario_invitado_id: cast.miembro.id, mensaje_personalizado: 'x'.repeat(200) }), 201);
  });

  it('two identical invitations at once make one', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const body = { usuario_invitado_id: x!.id };
    const results = await Promise.all([cast.creador, cast.moderador].map((from) => call('POST', `/api/partidos/${p._id}/invitaciones`, from, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await list(x!, 'pendientes')).invitaciones).toHaveLength(1);
  });
});

describe('POST /partidos/{id}/invitaciones/multiples', () => {
  it('invites everyone invitable at once and says why the others were left out', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [a, b, c] = await players(t, club.id, 3);
    await enrolDirect(t, p._id, [c!.id]);
    const res = await call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, cast.moderador, {
      usuariosIds: [a!.id, b!.id, a!.id, c!.id, cast.outsider.id], mensaje_personalizado: 'Falta gente',
    });
    const data = ok(res, 201);
    expect(res.json().message).toBe('Invitaciones enviadas');
    expect(data.invitaciones.map((i: { invitado: { _id: string } }) => i.invitado._id)).toEqual([a!.id, b!.id]);
    expect(data.invitaciones.every((i: { mensaje: string }) => i.mensaje === 'Falta gente')).toBe(true);
    expect(data.omitidos).toEqual([
      { usuario_id: c!.id, motivo: 'El jugador ya está inscrito en este partido' },
      { usuario_id: cast.outsider.id, motivo: 'El usuario no es miembro del club' },
    ]);
  });

  it('409 when nobody could be invited; 400 without players', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, cast.creador, { usuariosIds: [cast.outsider.id] }))).toEqual({
      status: 409, message: 'Ninguno de los jugadores seleccionados puede ser invitado',
    });
    for (const body of [{}, { usuariosIds: [] }]) {
      expect(fail(await call('POST', `/api/partidos/${p._id}/invitaciones/multiples`, cast.creador, body))).toEqual({ status: 400, message: 'Selecciona al menos un jugador' });
    }
  });
});

describe('PUT /invitaciones/{id}/aceptar', () => {
  it('enrols the invitee through the sign-up: Aceptada, on the roster, out of Pendientes, in Historial', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.moderador, p._id, x!);
    const res = await accept(x!, inv._id);
    const data = ok(res);
    expect(res.json().message).toBe('Invitación aceptada correctamente');
    expect(data).toMatchObject({ resultado: 'inscrito', invitacion: { _id: inv._id, estado: 'Aceptada', puede_responder: false } });
    expect(data.invitacion.fechaRespuesta).not.toBeNull();
    expect(data.partido).toMatchObject({ _id: p._id, ocupados: 1, mi_estado: { inscrito: true } });
    expect(joined).toContain(x!.id);
    expect((await list(x!, 'pendientes')).invitaciones).toEqual([]);
    expect((await list(x!, 'historial')).invitaciones).toMatchObject([{ _id: inv._id, estado: 'Aceptada' }]);
    expect((await list(cast.moderador, 'enviadas', `?partido_id=${p._id}`)).invitaciones).toEqual([]);
    expect(fail(await accept(x!, inv._id))).toEqual({ status: 409, message: 'Esta invitación ya fue respondida' });
  });

  it('a full match is 409 and the invitation stays Pendiente; with lista_espera the invitee waits and it is Aceptada', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    const [a, b, x] = await players(t, club.id, 3);
    const inv = await invite(t, cast.creador, p._id, x!);
    await enrolDirect(t, p._id, [a!.id, b!.id]);
    expect(fail(await accept(x!, inv._id))).toEqual({ status: 409, message: 'El partido está completo' });
    expect((await list(x!, 'pendientes')).invitaciones).toMatchObject([{ _id: inv._id, estado: 'Pendiente', puede_responder: true }]);
    const res = await accept(x!, inv._id, { lista_espera: true });
    expect(ok(res)).toMatchObject({ resultado: 'lista_espera', invitacion: { estado: 'Aceptada' }, partido: { ocupados: 2, mi_estado: { en_lista_espera: true } } });
    expect(res.json().message).toBe('Quedaste en la lista de espera: entrarás automáticamente si se libera un cupo');
  });

  it('a match that no longer takes sign-ups is 409; the unanswered invitation moves to Historial', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.creador, p._id, x!);
    await setEstado(t, p._id, 'En curso');
    expect(fail(await accept(x!, inv._id))).toEqual({ status: 409, message: 'Este partido no está disponible para inscripciones' });
    expect((await list(x!, 'pendientes')).invitaciones).toEqual([]);
    expect((await list(x!, 'historial')).invitaciones).toMatchObject([{ _id: inv._id, estado: 'Pendiente', puede_responder: false }]);
  });

  it('someone who signed up meanwhile gets the invitation marked Aceptada', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.creador, p._id, x!);
    ok(await inscribir(t, x!, p._id), 201);
    const res = await accept(x!, inv._id);
    expect(ok(res)).toMatchObject({ resultado: 'ya_inscrito', invitacion: { estado: 'Aceptada' }, partido: { ocupados: 1 } });
    expect(res.json().message).toBe('Ya estás inscrito en este partido');
  });

  it('two accepts at once enrol once', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.creador, p._id, x!);
    const results = await Promise.all([accept(x!, inv._id), accept(x!, inv._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(t, cast.creador, p._id)).ocupados).toBe(1);
  });
});

describe('PUT /invitaciones/{id}/rechazar and DELETE /invitaciones/{id}', () => {
  it('the invitee rejects once: Rechazada, in Historial, and may be invited again', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.creador, p._id, x!);
    const res = await reject(x!, inv._id);
    expect(ok(res)).toMatchObject({ _id: inv._id, estado: 'Rechazada', puede_responder: false });
    expect(res.json().message).toBe('Invitación rechazada');
    expect(fail(await reject(x!, inv._id))).toEqual({ status: 409, message: 'Esta invitación ya fue respondida' });
    expect(fail(await accept(x!, inv._id)).status).toBe(409);
    expect((await list(x!, 'historial')).invitaciones).toMatchObject([{ estado: 'Rechazada' }]);
    expect((await detail(t, cast.creador, p._id)).ocupados).toBe(0);
    await invite(t, cast.creador, p._id, x!);
  });

  it('the inviter cancels a pending invitation: it leaves both lists; an answered one cannot be cancelled', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x, y] = await players(t, club.id, 2);
    const inv = await invite(t, cast.moderador, p._id, x!);
    const res = await cancel(cast.moderador, inv._id);
    expect(ok(res)).toMatchObject({ estado: 'Cancelada' });
    expect(res.json().message).toBe('Invitación cancelada');
    expect((await list(cast.moderador, 'enviadas', `?partido_id=${p._id}`)).invitaciones).toEqual([]);
    expect((await list(x!, 'pendientes')).invitaciones).toEqual([]);
    expect((await list(x!, 'historial')).invitaciones).toMatchObject([{ estado: 'Cancelada' }]);
    expect(fail(await accept(x!, inv._id)).status).toBe(409);
    const answered = await invite(t, cast.moderador, p._id, y!);
    ok(await reject(y!, answered._id));
    expect(fail(await cancel(cast.moderador, answered._id))).toEqual({ status: 409, message: 'Esta invitación ya fue respondida' });
  });

  it('leaving the club cancels the invitations one had to its matches', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const inv = await invite(t, cast.creador, p._id, x!);
    ok(await t.call('POST', `/api/clubes/${club.id}/salir`, { token: x!.token }));
    expect((await list(x!, 'historial')).invitaciones).toMatchObject([{ _id: inv._id, estado: 'Cancelada' }]);
    expect(fail(await accept(x!, inv._id)).status).toBe(409);
  });
});

describe('GET /partidos/{id}/jugadores-disponibles', () => {
  it('club members not on the roster, not waiting and not invited; never the caller nor outsiders', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own, { max_asistentes: 2 });
    const [a, b, c, d, e] = await players(t, own.id, 5);
    await enrolDirect(t, p._id, [a!.id, b!.id]);
    ok(await inscribir(t, c!, p._id, { lista_espera: true }), 201);
    await invite(t, cast.creador, p._id, d!);
    const data = ok(await call('GET', `/api/partidos/${p._id}/jugadores-disponibles`, cast.creador));
    expect(ids(data.jugadores).sort()).toEqual([cast.moderador.id, cast.miembro.id, e!.id].sort());
    expect(data.pagination).toEqual({ total: 3, page: 1, limit: 20, pages: 1 });
    expect(data.jugadores[0]).toHaveProperty('avatar_url');
  });

  it('searches name, surname, nickname and full name from 2 characters; 1 character lists everyone', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own);
    const [a, b] = await players(t, own.id, 2);
    await t.services.repos.users.update(a!.id, { nombre: 'Matías', apellido: 'Fernández', apodo: 'Mati' });
    await t.services.repos.users.update(b!.id, { nombre: 'Ignacio', apellido: 'Soto', apodo: 'Nacho_10' });
    const search = async (q: string) => ids(ok(await call('GET', `/api/partidos/${p._id}/jugadores-disponibles?busqueda=${encodeURIComponent(q)}`, cast.creador)).jugadores);
    expect(await search('mat')).toEqual([a!.id]);
    expect(await search('SOTO')).toEqual([b!.id]);
    expect(await search('matías fer')).toEqual([a!.id]);
    expect(await search('cho_')).toEqual([b!.id]);
    expect(await search('_')).toHaveLength(4); // one character: no filter
    expect(await search('%%')).toEqual([]); // wildcards are literal
    const page = ok(await call('GET', `/api/partidos/${p._id}/jugadores-disponibles?limit=1&page=2`, cast.creador));
    expect(page.jugadores).toHaveLength(1);
    expect(page.pagination).toEqual({ total: 4, page: 2, limit: 1, pages: 4 });
  });
});

describe('GET /partidos/{id}/jugadores-sugeridos', () => {
  it('the most frequent attendees of the club\'s recent played matches who are still free, most first', async () => {
    const own = await createMatchClub(t, cast);
    const [a, b, c, d, gone] = await players(t, own.id, 5);
    const played = [];
    for (let i = 0; i < 3; i++) played.push(await createMatch(t, cast.creador.token, own));
    await enrolDirect(t, played[0]._id, [a!.id, b!.id, c!.id, d!.id, gone!.id]);
    await enrolDirect(t, played[1]._id, [a!.id, b!.id, d!.id]);
    await enrolDirect(t, played[2]._id, [a!.id]);
    for (const m of played) await setEstado(t, m._id, 'Finalizado');
    // a declined attendance does not count; a match not played yet does not either
    await t.database.db.update(partidoAsistentes).set({ confirmado: false }).where(eq(partidoAsistentes.usuarioId, d!.id));
    const upcoming = await createMatch(t, cast.creador.token, own);
    await enrolDirect(t, upcoming._id, [c!.id]);
    ok(await t.call('POST', `/api/clubes/${own.id}/salir`, { token: gone!.token }));
    const p = await createMatch(t, cast.creador.token, own);
    await enrolDirect(t, p._id, [b!.id]);
    const data = ok(await call('GET', `/api/partidos/${p._id}/jugadores-sugeridos`, cast.creador));
    expect(data.jugadores.map((j: { _id: string; partidos_recientes: number }) => [j._id, j.partidos_recientes])).toEqual([[a!.id, 3], [c!.id, 1]]);
    await invite(t, cast.creador, p._id, a!);
    expect(ids(ok(await call('GET', `/api/partidos/${p._id}/jugadores-sugeridos`, cast.creador)).jugadores)).toEqual([c!.id]);
  });
});
