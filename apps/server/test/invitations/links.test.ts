import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET } from '@partidos/shared';
import { linksInvitacion } from '../../src/db/schema/index.js';
import { endOfDayDeadline } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, detail, enrolDirect, inscribir, players, setEstado, setup, TZ, type MatchClub } from '../matches/factory.js';
import { createLink, setUsos, unirse, validar } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
const joined: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
  t.services.roster.register({ name: 'test', onJoin: async (_db, _p, usuarioId) => { joined.push(usuarioId); } });
});
afterAll(async () => { await t.close(); });

const link = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', partidoId: string, p?: Person, body?: unknown) =>
  t.call(method, `/api/partidos/${partidoId}/link-invitacion`, { token: p?.token, body });
const usos = async (codigo: string) =>
  (await t.database.db.select().from(linksInvitacion).where(eq(linksInvitacion.codigo, codigo)))[0]!.vecesUsado;
/** someone with a complete profile and no club */
const newcomer = async () => (await players(t, null, 1))[0]!;

describe('link rights: 401, 404, the two 403s', () => {
  it('every link route needs a session except validar-invitacion', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect(fail(await link(method, p._id, undefined, {}))).toEqual({ status: 401, message: 'Debes iniciar sesión' });
    }
    expect(fail(await unirse(t, 'ABCDEFGH'))).toEqual({ status: 401, message: 'Debes iniciar sesión' });
    expect(fail(await validar(t, 'ABCDEFGH')).status).toBe(404);
  });

  it('a private match is 404 for outsiders; a Miembro who did not create it gets 403', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect(fail(await link(method, p._id, cast.outsider, {}))).toEqual({ status: 404, message: 'Partido no encontrado' });
      expect(fail(await link(method, p._id, cast.miembro, {}))).toEqual({
        status: 403, message: 'Solo el creador del partido o un Creador o Moderador del club pueden generar links de invitación de un partido privado',
      });
    }
    expect(fail(await link('POST', '0123456789abcdef01234567', cast.creador))).toEqual({ status: 404, message: 'Partido no encontrado' });
  });

  it('someone on the roster of a private match without being a member is told to join the club', async () => {
    const p = await createMatch(t, cast.creador.token, club, { permite_invitacion_abierta: true });
    const l = await createLink(t, cast.creador, p._id);
    const x = await newcomer();
    expect(ok(await unirse(t, l.codigo, x.token)).resultado).toBe('inscrito');
    expect(fail(await link('POST', p._id, x))).toEqual({ status: 403, message: 'Debes ser miembro del club para generar links de invitación de un partido privado' });
  });

  it('Creador, Moderador, an administrador and the match\'s creator (even as Miembro) may; anyone for a public match', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.moderador.token, own);
    ok(await t.call('PUT', `/api/clubes/${own.id}/miembros/${cast.moderador.id}/rol`, { token: cast.creador.token, body: { rol: 'Miembro' } }));
    for (const who of [cast.creador, cast.moderador, cast.admin]) await createLink(t, who, p._id);
    const publico = await createMatch(t, cast.creador.token, own, { es_publico: true });
    for (const who of [cast.miembro, cast.outsider]) await createLink(t, who, publico._id);
  });
});

describe('POST, GET, PUT, DELETE /partidos/{id}/link-invitacion', () => {
  it('generates an 8-character code with the share URL; GET reads it; 404 LINK_NO_EXISTE means none', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const none = await link('GET', p._id, cast.creador);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'LINK_NO_EXISTE', message: 'Este partido no tiene un link de invitación activo' });
    const res = await link('POST', p._id, cast.creador);
    const l = ok(res, 201);
    expect(res.json().message).toBe('Link de invitación generado');
    expect(l.codigo).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(l).toMatchObject({
      partido_id: p._id, url: `http://partidos.test/partidos/unirse/${l.codigo}`, activo: true, fechaExpiracion: null, usoMaximo: null,
      vecesUsado: 0, usosRestantes: null, estado: 'activo',
    });
    expect(ok(await link('GET', p._id, cast.creador))).toEqual(l);
    // each person has their own link: the moderator has none yet
    expect((await link('GET', p._id, cast.moderador)).json().code).toBe('LINK_NO_EXISTE');
  });

  it('a new POST replaces the caller\'s link: the old code then answers inactivo', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const first = await createLink(t, cast.creador, p._id);
    const second = await createLink(t, cast.creador, p._id, { usoMaximo: 5 });
    expect(second.codigo).not.toBe(first.codigo);
    expect(second).toMatchObject({ usoMaximo: 5, usosRestantes: 5 });
    expect(ok(await link('GET', p._id, cast.creador))._id).toBe(second._id);
    const old = await validar(t, first.codigo);
    expect(ok(old)).toMatchObject({ valido: false, motivo: 'inactivo' });
    expect(old.json().message).toBe('Invitación no válida: El link de invitación fue desactivado');
  });

  it('configuration: usoMaximo at least 1 (blank is unlimited), expiry in the future, a day means 23:59 in Chile', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const bad = async (configuracion: unknown) => fail(await link('POST', p._id, cast.creador, { configuracion }));
    expect(await bad({ usoMaximo: 0 })).toEqual({ status: 400, message: 'El uso máximo debe ser al menos 1 (déjalo vacío para usos ilimitados)' });
    expect(await bad({ usoMaximo: 2.5 })).toMatchObject({ status: 400 });
    expect(await bad({ fechaExpiracion: 'mañana' })).toEqual({ status: 400, message: 'Fecha de expiración inválida' });
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect(await bad({ fechaExpiracion: past })).toEqual({ status: 400, message: 'La fecha de expiración debe ser futura' });
    const l = await createLink(t, cast.creador, p._id, { usoMaximo: '', fechaExpiracion: '' });
    expect(l).toMatchObject({ usoMaximo: null, fechaExpiracion: null });
    const day = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const put = ok(await link('PUT', p._id, cast.creador, { configuracion: { fechaExpiracion: day, usoMaximo: '10' } }));
    expect(put).toMatchObject({ usoMaximo: 10, fechaExpiracion: endOfDayDeadline(day, TZ).toISOString(), activo: true });
    // fields left out keep their value; flat fields are accepted too
    expect(ok(await link('PUT', p._id, cast.creador, { activo: false }))).toMatchObject({ activo: false, usoMaximo: 10, estado: 'inactivo' });
    expect(ok(await link('PUT', p._id, cast.creador, { configuracion: { activo: true, usoMaximo: null } }))).toMatchObject({ activo: true, usoMaximo: null, estado: 'activo' });
  });

  it('no link for a match that no longer takes sign-ups', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    await setEstado(t, p._id, 'Finalizado');
    expect(fail(await link('POST', p._id, cast.creador))).toEqual({ status: 409, message: 'Este partido no está disponible para inscripciones' });
  });

  it('DELETE deactivates: GET is 404 afterwards, the code answers inactivo, a second DELETE is 404', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    const res = await link('DELETE', p._id, cast.creador);
    expect(ok(res)).toBeNull();
    expect(res.json().message).toBe('Link de invitación desactivado');
    expect(fail(await link('GET', p._id, cast.creador)).status).toBe(404);
    expect(fail(await link('PUT', p._id, cast.creador, { activo: true })).status).toBe(404);
    expect(fail(await link('DELETE', p._id, cast.creador)).status).toBe(404);
    expect(ok(await validar(t, l.codigo))).toMatchObject({ valido: false, motivo: 'inactivo' });
    expect(fail(await unirse(t, l.codigo, cast.miembro.token))).toEqual({ status: 409, message: 'Invitación no válida: El link de invitación fue desactivado' });
  });
});

describe('GET /partidos/validar-invitacion/{codigo} (anonymous)', () => {
  it('shows the match\'s public subset and the club without a session', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const ps = await players(t, club.id, 6);
    await enrolDirect(t, p._id, ps.map((x) => x.id));
    const l = await createLink(t, cast.moderador, p._id, { usoMaximo: 20 });
    const res = await validar(t, l.codigo.toLowerCase());
    const data = ok(res);
    expect(res.json().message).toBeUndefined();
    expect(data).toMatchObject({
      codigo: l.codigo, valido: true, motivo: null,
      partido: {
        _id: p._id, fecha: p.fecha, hora_partido: '20:00', hora_fin: '21:00', tipo_partido: '5v5', estado_partido: 'Convocando',
        lugar: { nombre: `Cancha ${club.nombre}`, direccion: 'Av. Los Robles 1234, Ñuñoa', cancha_numero: 2 },
        capacidad_local: 10, ocupados: 6, cupos_disponibles: 4, disponibilidad: 'Disponible', asistentes_count: 6, costo: 3000,
      },
      club: { _id: club.id, nombre: club.nombre, tipo: 'Grupo de Amigos', logo_url: null, requiere_aprobacion_ingreso: false },
      link: { usoMaximo: 20, vecesUsado: 0, usosRestantes: 20, fechaExpiracion: null },
    });
    expect(data.partido.asistentes_preview).toHaveLength(5);
    expect(data.partido.asistentes_preview[0]).toEqual({ nombre: expect.stringMatching(/^Jugador\d+$/), avatar_url: null });
    expect(data).not.toHaveProperty('mi_estado');
    // nothing that identifies people or the club's private data
    expect(JSON.stringify(data)).not.toMatch(/correo|telefono|codigo_invitacion|cuenta/);
  });

  it('with a session, where the caller stands', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    ok(await inscribir(t, cast.miembro, p._id), 201);
    expect(ok(await validar(t, l.codigo, cast.miembro.token)).mi_estado).toEqual({ inscrito: true, en_lista_espera: false, es_miembro: true, solicitud_pendiente: false });
    expect(ok(await validar(t, l.codigo, cast.outsider.token)).mi_estado).toEqual({ inscrito: false, en_lista_espera: false, es_miembro: false, solicitud_pendiente: false });
    // a stale token is simply anonymous here
    expect(ok(await validar(t, l.codigo, 'token-vencido'))).not.toHaveProperty('mi_estado');
  });

  it('an unknown or malformed code is 404 with the spec\'s text', async () => {
    for (const code of ['ZZZZZZZZ', 'abc', 'ABCDEFGHIJ']) {
      expect(fail(await validar(t, code))).toEqual({ status: 404, message: 'Invitación no encontrada: El código de invitación no existe o ha expirado' });
    }
  });

  it('expired, inactive, exhausted, or a match that closed: valido false with the reason', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const expira = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const l = await createLink(t, cast.creador, p._id, { fechaExpiracion: expira, usoMaximo: 2 });
    expect(ok(await validar(t, l.codigo)).valido).toBe(true);
    await setUsos(t, l._id, 2);
    expect(ok(await validar(t, l.codigo))).toMatchObject({ valido: false, motivo: 'agotado', link: { usosRestantes: 0 } });
    expect(ok(await link('GET', p._id, cast.creador)).estado).toBe('agotado');
    await setUsos(t, l._id, 0);
    t.clock.advance(3_600_000);
    const expired = await validar(t, l.codigo);
    expect(ok(expired)).toMatchObject({ valido: false, motivo: 'expirado' });
    expect(expired.json().message).toBe('Invitación no válida: El link de invitación expiró');
    expect(fail(await unirse(t, l.codigo, cast.miembro.token))).toEqual({ status: 409, message: 'Invitación no válida: El link de invitación expiró' });
    const q = await createMatch(t, cast.creador.token, club);
    const m = await createLink(t, cast.creador, q._id);
    await setEstado(t, q._id, 'Cancelado');
    expect(ok(await validar(t, m.codigo))).toMatchObject({ valido: false, motivo: 'partido_no_disponible', partido: { estado_partido: 'Cancelado' } });
  });
});

describe('POST /partidos/unirse/{codigo}: the join flow', () => {
  it('already enrolled: says so and counts no use', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    ok(await inscribir(t, cast.miembro, p._id), 201);
    const res = await unirse(t, l.codigo, cast.miembro.token);
    expect(ok(res)).toMatchObject({ resultado: 'ya_inscrito', partido_id: p._id, partido: { _id: p._id, mi_estado: { inscrito: true } } });
    expect(res.json().message).toBe('Ya estás inscrito en este partido');
    expect(await usos(l.codigo)).toBe(0);
  });

  it('a club member is enrolled through the sign-up and the use is counted', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    const [x] = await players(t, club.id, 1);
    const res = await unirse(t, l.codigo, x!.token);
    expect(ok(res)).toMatchObject({ resultado: 'inscrito', club: { _id: club.id }, partido: { ocupados: 1, mi_estado: { inscrito: true } } });
    expect(res.json().message).toBe('¡Te has unido al partido exitosamente!');
    expect(await usos(l.codigo)).toBe(1);
    expect(joined).toContain(x!.id);
  });

  it('open invitation: someone outside the club joins a private match directly and can then see it', async () => {
    const p = await createMatch(t, cast.creador.token, club, { permite_invitacion_abierta: true });
    const l = await createLink(t, cast.creador, p._id);
    const x = await newcomer();
    expect(fail(await t.call('GET', `/api/partidos/${p._id}`, { token: x.token })).status).toBe(404);
    expect(ok(await unirse(t, l.codigo, x.token))).toMatchObject({ resultado: 'inscrito', partido: { mi_estado: { inscrito: true } } });
    expect((await detail(t, x, p._id)).mi_estado.inscrito).toBe(true);
  });

  it('open invitation to a public match that requires approval: the outsider waits for an organiser', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true, requiere_aprobacion_ingreso_publico: true, permite_invitacion_abierta: true });
    const l = await createLink(t, cast.creador, p._id);
    const x = await newcomer();
    const res = await unirse(t, l.codigo, x.token);
    expect(ok(res)).toMatchObject({ resultado: 'pendiente_aprobacion', partido: { mi_estado: { en_lista_espera: true, pendiente_aprobacion: true } } });
    expect(ok(await unirse(t, l.codigo, x.token)).resultado).toBe('pendiente_aprobacion');
  });

  it('a full match is 409 and counts no use; with lista_espera the player waits and the use counts', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 2 });
    const [a, b, x] = await players(t, club.id, 3);
    await enrolDirect(t, p._id, [a!.id, b!.id]);
    const l = await createLink(t, cast.creador, p._id, { usoMaximo: 1 });
    expect(fail(await unirse(t, l.codigo, x!.token))).toEqual({ status: 409, message: 'El partido está completo' });
    expect(await usos(l.codigo)).toBe(0);
    expect(ok(await unirse(t, l.codigo, x!.token, { lista_espera: true }))).toMatchObject({ resultado: 'lista_espera', partido: { mi_estado: { en_lista_espera: true } } });
    expect(await usos(l.codigo)).toBe(1);
    expect(ok(await unirse(t, l.codigo, x!.token)).resultado).toBe('lista_espera');
  });

  it('outside the club without open invitation: the club-join step, then the match', async () => {
    const own = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own);
    const l = await createLink(t, cast.creador, p._id);
    const x = await newcomer();
    const res = await unirse(t, l.codigo, x.token);
    expect(ok(res)).toEqual({
      resultado: 'requiere_club', partido_id: p._id, solicitud_pendiente: false, partido: null,
      club: { _id: own.id, nombre: own.nombre, tipo: 'Grupo de Amigos', logo_url: null, es_publico: false, requiere_aprobacion_ingreso: false },
    });
    expect(res.json().message).toBe('Únete al club para inscribirte en este partido');
    expect(await usos(l.codigo)).toBe(0);
    const joinRes = await t.call('POST', `/api/clubes/${own.id}/unirse-invitacion`, { token: x.token, body: { codigoInvitacion: l.codigo.toLowerCase() } });
    expect(ok(joinRes)).toMatchObject({ requiere_aprobacion: false, club: { _id: own.id } });
    expect(ok(await unirse(t, l.codigo, x.token)).resultado).toBe('inscrito');
    expect(await usos(l.codigo)).toBe(1);
  });

  it('a club that requires approval: a join request, the pending answer, then the match once approved', async () => {
    const own = await createMatchClub(t, cast);
    ok(await t.call('PUT', `/api/clubes/${own.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
    const p = await createMatch(t, cast.creador.token, own);
    const l = await createLink(t, cast.creador, p._id);
    const x = await newcomer();
    expect(ok(await unirse(t, l.codigo, x.token)).club.requiere_aprobacion_ingreso).toBe(true);
    const joinRes = await t.call('POST', `/api/clubes/${own.id}/unirse-invitacion`, { token: x.token, body: { codigoInvitacion: l.codigo } });
    const request = ok(joinRes);
    expect(joinRes.json().message).toBe('Solicitud enviada. Espera la aprobación de un moderador.');
    expect(request.requiere_aprobacion).toBe(true);
    const pending = await unirse(t, l.codigo, x.token);
    expect(ok(pending)).toMatchObject({ resultado: 'requiere_club', solicitud_pendiente: true });
    expect(pending.json().message).toBe('Tu solicitud para unirte al club está pendiente de aprobación');
    expect(ok(await validar(t, l.codigo, x.token)).mi_estado).toMatchObject({ es_miembro: false, solicitud_pendiente: true });
    ok(await t.call('PUT', `/api/clubes/${own.id}/solicitudes/${request.solicitud_id}/aprobar`, { token: cast.moderador.token }));
    expect(ok(await unirse(t, l.codigo, x.token)).resultado).toBe('inscrito');
  });

  it('the club-join step accepts only a usable link of one of the club\'s matches', async () => {
    const own = await createMatchClub(t, cast);
    const other = await createMatchClub(t, cast);
    const p = await createMatch(t, cast.creador.token, own);
    const q = await createMatch(t, cast.creador.token, other);
    const mine = await createLink(t, cast.creador, p._id);
    const theirs = await createLink(t, cast.creador, q._id);
    const x = await newcomer();
    const joinOwn = (codigoInvitacion: string) => t.call('POST', `/api/clubes/${own.id}/unirse-invitacion`, { token: x.token, body: { codigoInvitacion } });
    const refused = { status: 404, message: 'Código inválido o ya eres miembro' };
    expect(fail(await joinOwn(theirs.codigo))).toEqual(refused);
    ok(await link('PUT', p._id, cast.creador, { activo: false }));
    expect(fail(await joinOwn(mine.codigo))).toEqual(refused);
    ok(await link('PUT', p._id, cast.creador, { activo: true }));
    ok(await joinOwn(mine.codigo));
    // the club's own code still works as before
    const y = await newcomer();
    ok(await t.call('POST', `/api/clubes/${other.id}/unirse-invitacion`, { token: y.token, body: { codigoInvitacion: other.codigo } }));
  });

  it('an unknown code is 404; a match that closed is 409', async () => {
    expect(fail(await unirse(t, 'ZZZZZZZZ', cast.miembro.token))).toEqual({ status: 404, message: 'Invitación no encontrada: El código de invitación no existe o ha expirado' });
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id);
    await setEstado(t, p._id, 'En curso');
    expect(fail(await unirse(t, l.codigo, cast.miembro.token))).toEqual({ status: 409, message: 'Invitación no válida: Este partido no está disponible para inscripciones' });
  });
});

describe('uses are counted atomically', () => {
  it('two people racing for the last use of a link: one joins, the other is told the link is used up', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id, { usoMaximo: 3 });
    await setUsos(t, l._id, 2);
    const [a, b] = await players(t, club.id, 2);
    const results = await Promise.all([a!, b!].map((x) => unirse(t, l.codigo, x.token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(fail(results.find((r) => r.statusCode === 409)!)).toEqual({ status: 409, message: 'Invitación no válida: El link de invitación alcanzó su límite de usos' });
    expect(await usos(l.codigo)).toBe(3);
    expect((await detail(t, cast.creador, p._id)).ocupados).toBe(1);
  });

  it('ten people for three uses: exactly three join', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const l = await createLink(t, cast.creador, p._id, { usoMaximo: 3 });
    const ps = await players(t, club.id, 10);
    const results = await Promise.all(ps.map((x) => unirse(t, l.codigo, x.token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await usos(l.codigo)).toBe(3);
    expect((await detail(t, cast.creador, p._id)).ocupados).toBe(3);
  });
});
