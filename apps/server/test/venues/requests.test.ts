import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';
import { createVenue, decide, listVenues } from './factory.js';

let t: TestApp;
let cast: Cast;
/** club B: other people */
let castB: Cast;
let club: ClubFixture;
let clubB: ClubFixture;
beforeAll(async () => {
  t = await createTestApp();
  [cast, castB] = await Promise.all([createCast(t), createCast(t)]);
  club = await createClub(t, cast);
  clubB = await createClub(t, castB);
});
afterAll(async () => { await t.close(); });

const RAZON = 'La usan varios clubes de la comuna';
const BASE = '/api/solicitudes-validacion-lugares';
const solicitar = (p: Person, lugar_id: string, razon: unknown = RAZON) => t.call('POST', BASE, { token: p.token, body: { lugar_id, razon } });
const procesar = (p: Person, id: string, body: unknown) => t.call('PUT', `${BASE}/${id}/procesar`, { token: p.token, body });
const adminList = async (query = '') => ok(await t.call('GET', `${BASE}${query}`, { token: cast.admin.token }));
const clubList = (p: Person, clubId: string, query = '') => t.call('GET', `${BASE}/club/${clubId}${query}`, { token: p.token });
const detail = async (p: Person, id: string) => ok(await t.call('GET', `/api/lugares/${id}`, { token: p.token }));
const historial = async (p: Person, c: ClubFixture, tipo: string) =>
  ok(await t.call('GET', `/api/clubes/${c.id}/moderacion/historial?tipo=${tipo}`, { token: p.token })).historial;

/** A venue of `c` with a pending validation request by `p`; returns both. */
async function pendingRequest(c: ClubFixture, p: Person = cast.creador, venueBody: Record<string, unknown> = {}) {
  const venue = await createVenue(t, p, c, venueBody);
  const solicitud = ok(await solicitar(p, venue._id), 201);
  return { venue, solicitud };
}

describe('POST /api/solicitudes-validacion-lugares', () => {
  it('lets the Creador ask for a Pendiente venue to become global (201)', async () => {
    const venue = await createVenue(t, cast.moderador, club, { nombre: 'Cancha Solicitada' });
    const res = await solicitar(cast.creador, venue._id, '  La usan varios clubes de la comuna  ');
    expect(res.json().message).toBe('Solicitud de validación enviada exitosamente');
    expect(ok(res, 201)).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      lugar_id: { _id: venue._id, nombre: 'Cancha Solicitada', direccion: venue.direccion, telefono: '+56912345678', estado_validacion: 'Pendiente' },
      solicitante_id: { _id: cast.creador.id, nombre: 'Juan', apellido: 'Pérez', correo: cast.creador.correo },
      club_id: { _id: club.id, nombre: club.nombre },
      razon: RAZON,
      estado: 'pendiente',
      comentarios_admin: null,
      procesado_por: null,
      fecha_procesamiento: null,
      createdAt: t.clock.now().toISOString(),
    });
    // the venue stays Pendiente, and its detail shows the pending request
    const seen = await detail(cast.moderador, venue._id);
    expect(seen).toMatchObject({ estado_validacion: 'Pendiente', solicitud_pendiente: true });
    expect(seen.permisos).toEqual({ puede_editar: true, puede_validar: false, puede_solicitar: true });
    expect((await detail(cast.miembro, venue._id)).permisos.puede_solicitar).toBe(false);
    expect((await detail(cast.admin, venue._id)).permisos).toEqual({ puede_editar: true, puede_validar: true, puede_solicitar: false });
  });

  it('checks razon: required, 10 to 500 characters, with the spec messages', async () => {
    const venue = await createVenue(t, cast.creador, club);
    const required = { status: 400, message: 'Por favor explica por qué solicitas la validación de este lugar' };
    expect(fail(await t.call('POST', BASE, { token: cast.creador.token, body: { lugar_id: venue._id } }))).toEqual(required);
    expect(fail(await solicitar(cast.creador, venue._id, ''))).toEqual(required);
    expect(fail(await solicitar(cast.creador, venue._id, '    '))).toEqual(required);
    expect(fail(await solicitar(cast.creador, venue._id, 'Muy corta'))).toEqual({ status: 400, message: 'La razón debe tener al menos 10 caracteres' });
    expect(fail(await solicitar(cast.creador, venue._id, '  123456789  '))).toEqual({ status: 400, message: 'La razón debe tener al menos 10 caracteres' });
    expect(fail(await solicitar(cast.creador, venue._id, 'r'.repeat(501)))).toEqual({ status: 400, message: 'La razón no puede exceder 500 caracteres' });
    expect((await detail(cast.creador, venue._id)).solicitud_pendiente).toBe(false);
    expect(ok(await solicitar(cast.creador, venue._id, 'r'.repeat(500)), 201).razon).toHaveLength(500);
    const other = await createVenue(t, cast.creador, club);
    expect(ok(await solicitar(cast.creador, other._id, '1234567890'), 201).razon).toBe('1234567890');
  });

  it('answers 400 for a malformed lugar_id and 404 for an unknown one', async () => {
    expect(fail(await t.call('POST', BASE, { token: cast.creador.token, body: { razon: RAZON } }))).toEqual({ status: 400, message: 'Lugar no encontrado' });
    expect(fail(await solicitar(cast.creador, 'nada'))).toEqual({ status: 400, message: 'Lugar no encontrado' });
    expect(fail(await solicitar(cast.creador, '0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Lugar no encontrado' });
  });

  it('lets only a permitted non-administrator ask, and only for a Pendiente venue', async () => {
    const venue = await createVenue(t, cast.creador, club);
    expect(fail(await solicitar(cast.miembro, venue._id))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
    expect(fail(await solicitar(cast.admin, venue._id))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
    expect(fail(await solicitar(castB.creador, venue._id))).toEqual({ status: 404, message: 'Lugar no encontrado' });
    expect(fail(await solicitar(cast.outsider, venue._id))).toEqual({ status: 404, message: 'Lugar no encontrado' });

    const global = await createVenue(t, cast.creador, club);
    await decide(t, cast.admin, global._id, 'aprobar');
    const onlyPending = { status: 409, message: 'Solo se puede solicitar la validación de un lugar pendiente' };
    expect(fail(await solicitar(cast.creador, global._id))).toEqual(onlyPending);
    expect(fail(await solicitar(castB.creador, global._id))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
    expect((await detail(cast.creador, global._id)).permisos.puede_solicitar).toBe(false);

    const inactive = await createVenue(t, cast.creador, club);
    await decide(t, cast.admin, inactive._id, 'rechazar');
    expect(fail(await solicitar(cast.moderador, inactive._id))).toEqual(onlyPending);
  });

  it("lets the venue's creator ask after being demoted to Miembro", async () => {
    const c = await createClub(t, cast);
    const venue = await createVenue(t, cast.moderador, c);
    ok(await t.call('PUT', `/api/clubes/${c.id}/miembros/${cast.moderador.id}/rol`, { token: cast.creador.token, body: { rol: 'Miembro' } }));
    expect(ok(await solicitar(cast.moderador, venue._id), 201).solicitante_id._id).toBe(cast.moderador.id);
  });

  it('refuses a second pending request for the same venue (409)', async () => {
    const { venue } = await pendingRequest(club);
    const conflict = { status: 409, message: 'Ya existe una solicitud de validación pendiente para este lugar' };
    expect(fail(await solicitar(cast.creador, venue._id))).toEqual(conflict);
    expect(fail(await solicitar(cast.moderador, venue._id, 'Otra razón distinta'))).toEqual(conflict);
  });

  it('accepts exactly one of two requests sent at the same time', async () => {
    const venue = await createVenue(t, cast.creador, club);
    const results = await Promise.all([solicitar(cast.creador, venue._id), solicitar(cast.moderador, venue._id, 'Razón enviada a la vez')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pending = ok(await clubList(cast.creador, club.id, '?estado=pendiente&limit=100')).solicitudes
      .filter((s: { lugar_id: { _id: string } }) => s.lugar_id._id === venue._id);
    expect(pending).toHaveLength(1);
  });
});

describe('GET /api/solicitudes-validacion-lugares (administration)', () => {
  it('is for administrators only', async () => {
    for (const p of [cast.creador, cast.moderador, cast.miembro, cast.outsider]) {
      expect(fail(await t.call('GET', BASE, { token: p.token }))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    }
  });

  it('lists every club’s requests newest first, 10 per page by default, filtered by estado', async () => {
    const before = (await adminList()).pagination.total as number;
    const beforePending = (await adminList('?estado=pendiente')).pagination.total as number;
    const mine: string[] = [];
    for (let i = 0; i < 11; i++) {
      t.clock.advance(1000);
      const { solicitud } = await pendingRequest(i % 2 ? clubB : club, i % 2 ? castB.creador : cast.creador);
      mine.unshift(solicitud._id);
    }
    const first = await adminList();
    expect(first.pagination).toEqual({ total: before + 11, page: 1, limit: 10, pages: Math.ceil((before + 11) / 10) });
    expect(first.solicitudes.map((s: { _id: string }) => s._id)).toEqual(mine.slice(0, 10));
    expect(new Set(first.solicitudes.map((s: { club_id: { _id: string } }) => s.club_id._id))).toEqual(new Set([club.id, clubB.id]));
    const second = await adminList('?page=2');
    expect(second.solicitudes[0]._id).toBe(mine[10]);
    expect((await adminList('?limit=500')).pagination.limit).toBe(100);

    // processing one moves it from pendiente to aprobada
    ok(await procesar(cast.admin, mine[0]!, { accion: 'aprobar', comentarios_admin: 'Aprobada' }));
    expect((await adminList('?estado=pendiente')).pagination.total).toBe(beforePending + 10);
    const aprobadas = await adminList('?estado=aprobada');
    expect(aprobadas.solicitudes.map((s: { _id: string }) => s._id)).toContain(mine[0]);
    expect(aprobadas.solicitudes.every((s: { estado: string }) => s.estado === 'aprobada')).toBe(true);
    expect(fail(await t.call('GET', `${BASE}?estado=Pendiente`, { token: cast.admin.token }))).toEqual({ status: 400, message: 'Estado de solicitud inválido' });
  });
});

describe('GET /api/solicitudes-validacion-lugares/club/:clubId', () => {
  it("shows the club's Creador and Moderador (and an administrador) only that club's requests", async () => {
    const c = await createClub(t, cast);
    const { solicitud: a } = await pendingRequest(c);
    t.clock.advance(1000);
    const { solicitud: b } = await pendingRequest(c, cast.moderador);
    await pendingRequest(clubB, castB.creador);
    ok(await procesar(cast.admin, a._id, { accion: 'rechazar', comentarios_admin: 'Falta información' }));

    for (const p of [cast.creador, cast.moderador, cast.admin]) {
      const data = ok(await clubList(p, c.id));
      expect(data.solicitudes.map((s: { _id: string }) => s._id)).toEqual([b._id, a._id]);
      expect(data.pagination).toEqual({ total: 2, page: 1, limit: 10, pages: 1 });
    }
    const pendientes = ok(await clubList(cast.creador, c.id, '?estado=pendiente'));
    expect(pendientes.solicitudes.map((s: { _id: string }) => s._id)).toEqual([b._id]);
    const rechazadas = ok(await clubList(cast.creador, c.id, '?estado=rechazada'));
    expect(rechazadas.solicitudes).toEqual([expect.objectContaining({ _id: a._id, estado: 'rechazada', comentarios_admin: 'Falta información' })]);
  });

  it('answers 403 to a Miembro and 404 to someone outside the club', async () => {
    expect(fail(await clubList(cast.miembro, club.id))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    expect(fail(await clubList(castB.creador, club.id))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await clubList(cast.outsider, club.id))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await clubList(cast.creador, '0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await clubList(cast.creador, club.id, '?estado=todas'))).toEqual({ status: 400, message: 'Estado de solicitud inválido' });
  });
});

describe('PUT /api/solicitudes-validacion-lugares/:id/procesar', () => {
  it('is for administrators only, with required comments of at most 300 characters', async () => {
    const { solicitud } = await pendingRequest(club);
    for (const p of [cast.creador, cast.moderador, cast.miembro, castB.creador]) {
      expect(fail(await procesar(p, solicitud._id, { accion: 'aprobar', comentarios_admin: 'Yo apruebo' })))
        .toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    }
    const required = { status: 400, message: 'Por favor ingresa comentarios sobre la decisión' };
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'aprobar' }))).toEqual(required);
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: '  ' }))).toEqual(required);
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'c'.repeat(301) })))
      .toEqual({ status: 400, message: 'Los comentarios no pueden exceder 300 caracteres' });
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'ignorar', comentarios_admin: 'ok' }))).toEqual({ status: 400, message: 'Acción inválida' });
    expect(fail(await procesar(cast.admin, '0123456789abcdef01234567', { accion: 'aprobar', comentarios_admin: 'ok' })))
      .toEqual({ status: 404, message: 'Solicitud no encontrada' });
    expect(fail(await procesar(cast.admin, 'nada', { accion: 'aprobar', comentarios_admin: 'ok' })).status).toBe(404);
    // nothing happened to the request
    expect((await detail(cast.creador, solicitud.lugar_id._id)).solicitud_pendiente).toBe(true);
  });

  it('aprobar validates the venue: global for every club, with the history entry; processing twice is 409', async () => {
    const c = await createClub(t, cast);
    const { venue, solicitud } = await pendingRequest(c, cast.moderador, { nombre: 'Estadio Comunal' });
    expect(fail(await t.call('GET', `/api/lugares/${venue._id}`, { token: castB.miembro.token })).status).toBe(404);
    t.clock.advance(60_000);
    const res = await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'Lugar verificado' });
    expect(res.json().message).toBe('Solicitud aprobada exitosamente');
    const now = t.clock.now().toISOString();
    expect(ok(res)).toEqual({
      ...solicitud,
      lugar_id: { ...solicitud.lugar_id, estado_validacion: 'Validado' },
      estado: 'aprobada',
      comentarios_admin: 'Lugar verificado',
      procesado_por: { _id: cast.admin.id, nombre: 'Juan', apellido: 'Pérez' },
      fecha_procesamiento: now,
    });
    const seen = await detail(castB.miembro, venue._id);
    expect(seen).toMatchObject({
      estado_validacion: 'Validado', es_global: true, notas_validacion: 'Lugar verificado',
      validado_por: { _id: cast.admin.id }, fecha_validacion: now, solicitud_pendiente: false,
    });
    expect((await listVenues(t, castB.miembro, clubB, '?busqueda=Estadio%20Comunal')).lugares).toHaveLength(1);
    expect(await historial(cast.creador, c, 'lugar_aprobado')).toEqual([expect.objectContaining({
      moderador_id: expect.objectContaining({ _id: cast.admin.id }),
      afectado_id: cast.moderador.id,
      metadata: { solicitud_id: solicitud._id, lugar_id: venue._id, lugar_nombre: 'Estadio Comunal', notas: 'Lugar verificado' },
    })]);

    const twice = { status: 409, message: 'Esta solicitud ya fue procesada' };
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'Otra vez' }))).toEqual(twice);
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'rechazar', comentarios_admin: 'Cambio de idea' }))).toEqual(twice);
    expect((await detail(cast.admin, venue._id)).estado_validacion).toBe('Validado');
    expect(await historial(cast.creador, c, 'lugar_aprobado')).toHaveLength(1);
  });

  it('rechazar leaves the venue Pendiente (club-only) and lets the club ask again later', async () => {
    const c = await createClub(t, cast);
    const { venue, solicitud } = await pendingRequest(c, cast.creador, { nombre: 'Cancha Chica' });
    const res = await procesar(cast.admin, solicitud._id, { accion: 'rechazar', comentarios_admin: 'Muy pocos partidos aún' });
    expect(res.json().message).toBe('Solicitud rechazada exitosamente');
    expect(ok(res)).toMatchObject({ estado: 'rechazada', comentarios_admin: 'Muy pocos partidos aún', lugar_id: { estado_validacion: 'Pendiente' } });
    const seen = await detail(cast.creador, venue._id);
    expect(seen).toMatchObject({ estado_validacion: 'Pendiente', es_global: false, validado_por: null, solicitud_pendiente: false });
    expect(seen.permisos.puede_solicitar).toBe(true);
    expect(fail(await t.call('GET', `/api/lugares/${venue._id}`, { token: castB.miembro.token })).status).toBe(404);
    expect(await historial(cast.creador, c, 'lugar_rechazado')).toEqual([expect.objectContaining({
      metadata: { solicitud_id: solicitud._id, lugar_id: venue._id, lugar_nombre: 'Cancha Chica', notas_rechazo: 'Muy pocos partidos aún' },
    })]);
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'rechazar', comentarios_admin: 'Otra vez' })).status).toBe(409);

    t.clock.advance(1000);
    const again = ok(await solicitar(cast.moderador, venue._id, 'Ahora tiene partidos cada semana'), 201);
    expect(again).toMatchObject({ estado: 'pendiente', solicitante_id: { _id: cast.moderador.id } });
    expect((await detail(cast.creador, venue._id)).solicitud_pendiente).toBe(true);
    expect(ok(await clubList(cast.creador, c.id)).solicitudes.map((s: { estado: string }) => s.estado)).toEqual(['pendiente', 'rechazada']);
  });

  it('does not count requests in the moderation panel: lugaresPendientes counts Pendiente venues', async () => {
    const c = await createClub(t, cast);
    const { solicitud } = await pendingRequest(c);
    await createVenue(t, cast.creador, c);
    const panel = async () => ok(await t.call('GET', `/api/clubes/${c.id}/moderacion`, { token: cast.creador.token })).lugaresPendientes;
    expect(await panel()).toBe(2);
    ok(await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'ok' }));
    expect(await panel()).toBe(1);
  });
});

describe('deciding a venue from its detail closes its pending request', () => {
  it('aprobar closes the request as aprobada with the note', async () => {
    const { venue, solicitud } = await pendingRequest(club);
    await decide(t, cast.admin, venue._id, 'aprobar', 'Aprobada desde el detalle');
    const [closed] = ok(await clubList(cast.creador, club.id, '?estado=aprobada&limit=100')).solicitudes.filter((s: { _id: string }) => s._id === solicitud._id);
    expect(closed).toMatchObject({ estado: 'aprobada', comentarios_admin: 'Aprobada desde el detalle', procesado_por: { _id: cast.admin.id } });
    expect((await detail(cast.creador, venue._id)).solicitud_pendiente).toBe(false);
    expect(fail(await procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'ok' }))).toEqual({ status: 409, message: 'Esta solicitud ya fue procesada' });
  });

  it('rechazar closes the request as rechazada; the inactive venue cannot be asked for again', async () => {
    const { venue, solicitud } = await pendingRequest(club);
    await decide(t, cast.admin, venue._id, 'rechazar', 'No cumple');
    const [closed] = ok(await clubList(cast.creador, club.id, '?estado=rechazada&limit=100')).solicitudes.filter((s: { _id: string }) => s._id === solicitud._id);
    expect(closed).toMatchObject({ estado: 'rechazada', comentarios_admin: 'No cumple', lugar_id: { estado_validacion: 'Rechazado' } });
    expect(fail(await solicitar(cast.creador, venue._id)).status).toBe(409);
  });
});

/** Decisions racing each other (they really overlap on PostgreSQL, where each call has its own connection). */
describe('concurrent decisions', () => {
  it('never leaves a pending request on a venue approved at the same moment', async () => {
    for (let i = 0; i < 5; i++) {
      const venue = await createVenue(t, cast.creador, club);
      const [req, dec] = await Promise.all([
        solicitar(cast.creador, venue._id),
        t.call('PUT', `/api/lugares/${venue._id}/validar`, { token: cast.admin.token, body: { accion: 'aprobar', notas: 'Aprobada' } }),
      ]);
      expect(dec.statusCode).toBe(200);
      expect([201, 409]).toContain(req.statusCode);
      expect(await detail(cast.creador, venue._id)).toMatchObject({ estado_validacion: 'Validado', solicitud_pendiente: false });
    }
  });

  it('processes a request and decides its venue at the same moment without a server error', async () => {
    for (let i = 0; i < 5; i++) {
      const { venue, solicitud } = await pendingRequest(club);
      const [proc, dec] = await Promise.all([
        procesar(cast.admin, solicitud._id, { accion: 'rechazar', comentarios_admin: 'Aún no' }),
        t.call('PUT', `/api/lugares/${venue._id}/validar`, { token: cast.admin.token, body: { accion: 'aprobar', notas: 'Aprobada' } }),
      ]);
      expect(dec.statusCode).toBe(200);
      expect([200, 409]).toContain(proc.statusCode);
      expect(await detail(cast.creador, venue._id)).toMatchObject({ estado_validacion: 'Validado', solicitud_pendiente: false });
    }
  });

  it('accepts one of two identical decisions sent at once (the other is 409)', async () => {
    const { venue, solicitud } = await pendingRequest(club);
    const procs = await Promise.all([1, 2].map(() => procesar(cast.admin, solicitud._id, { accion: 'aprobar', comentarios_admin: 'ok' })));
    expect(procs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const other = await createVenue(t, cast.creador, club);
    const decs = await Promise.all([1, 2].map(() => t.call('PUT', `/api/lugares/${other._id}/validar`, { token: cast.admin.token, body: { accion: 'rechazar', notas: 'No' } })));
    expect(decs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(cast.admin, venue._id)).estado_validacion).toBe('Validado');
  });
});
