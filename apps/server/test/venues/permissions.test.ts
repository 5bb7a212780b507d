import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';
import { createVenue, decide, inClub, listVenues, names, tag } from './factory.js';

let t: TestApp;
let cast: Cast;
/** club B: other people; cast.outsider belongs to no club at all */
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

const detail = (p: Person, id: string) => t.call('GET', `/api/lugares/${id}`, { token: p.token });
const selector = async (p: Person, c: ClubFixture, busqueda?: string) =>
  ok(await t.call('GET', `/api/lugares/selector${busqueda ? `?busqueda=${encodeURIComponent(busqueda)}` : ''}`, { token: p.token, headers: inClub(c) }));
const edit = (p: Person, id: string, nombre = 'Cancha Editada') =>
  t.call('PUT', `/api/lugares/${id}`, { token: p.token, body: { nombre, direccion: 'Av. Siempre Viva 742, Santiago' } });
const validar = (p: Person, id: string, body: unknown) => t.call('PUT', `/api/lugares/${id}/validar`, { token: p.token, body });
const historial = async (p: Person, c: ClubFixture, query = '') => ok(await t.call('GET', `/api/clubes/${c.id}/moderacion/historial${query}`, { token: p.token }));
const NOT_FOUND = { status: 404, message: 'Lugar no encontrado' };

describe('visibility', () => {
  it('hides a Pendiente venue of club A from a member of club B (list, detail, selector)', async () => {
    const x = tag('Oculto');
    const venue = await createVenue(t, cast.moderador, club, { nombre: `${x} Pendiente` });
    for (const p of [castB.creador, castB.miembro]) {
      expect((await listVenues(t, p, clubB, `?busqueda=${x}`)).lugares).toEqual([]);
      expect(fail(await detail(p, venue._id))).toEqual(NOT_FOUND);
      expect(await selector(p, clubB, x)).toEqual([]);
    }
    expect(fail(await detail(cast.outsider, venue._id))).toEqual(NOT_FOUND);
    // but every member of club A sees it
    expect(names((await listVenues(t, cast.miembro, club, `?busqueda=${x}`)).lugares)).toEqual([`${x} Pendiente`]);
    expect(ok(await detail(cast.miembro, venue._id))._id).toBe(venue._id);
    expect(names(await selector(cast.miembro, club, x))).toEqual([`${x} Pendiente`]);
  });

  it('shows a Validado venue of club A to club B (list, detail, selector) and to someone with no club', async () => {
    const x = tag('Global');
    const venue = await createVenue(t, cast.creador, club, { nombre: `${x} Global` });
    await decide(t, cast.admin, venue._id, 'aprobar');
    const list = await listVenues(t, castB.miembro, clubB, `?busqueda=${x}`);
    expect(list.lugares).toHaveLength(1);
    expect(list.lugares[0]).toMatchObject({ _id: venue._id, es_global: true, estado_validacion: 'Validado', club_id: { _id: club.id, nombre: club.nombre } });
    const seen = ok(await detail(castB.miembro, venue._id));
    expect(seen).toMatchObject({ _id: venue._id, es_global: true, total_partidos: 0, partidos: [], solicitud_pendiente: false });
    expect(seen.permisos).toEqual({ puede_editar: false, puede_validar: false, puede_solicitar: false });
    expect(await selector(castB.miembro, clubB, x)).toEqual([{
      _id: venue._id, nombre: `${x} Global`, direccion: venue.direccion, cancha: null, telefono: '+56912345678',
      notas: venue.notas, es_global: true, estado_validacion: 'Validado', partidos_realizados: 0,
    }]);
    expect(ok(await detail(cast.outsider, venue._id))._id).toBe(venue._id);
  });

  it('hides Rechazado venues from the selector but keeps them in the owning club list under the filter Rechazado', async () => {
    const x = tag('Inactivo');
    const venue = await createVenue(t, cast.creador, club, { nombre: `${x} Inactivo` });
    await decide(t, cast.admin, venue._id, 'rechazar');
    expect(await selector(cast.creador, club, x)).toEqual([]);
    const list = await listVenues(t, cast.miembro, club, `?busqueda=${x}&estado_validacion=Rechazado`);
    expect(list.lugares).toEqual([expect.objectContaining({ _id: venue._id, estado_validacion: 'Rechazado', es_global: false })]);
    expect(ok(await detail(cast.miembro, venue._id)).estado_validacion).toBe('Rechazado');
    expect(fail(await detail(castB.miembro, venue._id))).toEqual(NOT_FOUND);
  });

  it('takes a global venue away from other clubs when an administrador rejects it later', async () => {
    const x = tag('Revocado');
    const venue = await createVenue(t, cast.creador, club, { nombre: `${x} Revocado` });
    await decide(t, cast.admin, venue._id, 'aprobar');
    expect(names(await selector(castB.creador, clubB, x))).toEqual([`${x} Revocado`]);
    await decide(t, cast.admin, venue._id, 'rechazar');
    expect(await selector(castB.creador, clubB, x)).toEqual([]);
    expect((await listVenues(t, castB.creador, clubB, `?busqueda=${x}`)).lugares).toEqual([]);
    expect(fail(await detail(castB.creador, venue._id))).toEqual(NOT_FOUND);
  });

  it("lists the club's own usable venues first in the selector, then the global ones, and filters by search", async () => {
    const x = tag('Selector');
    const foreign = await createVenue(t, castB.creador, clubB, { nombre: `${x} Aaa ajena` });
    await decide(t, cast.admin, foreign._id, 'aprobar');
    const ownGlobal = await createVenue(t, cast.creador, club, { nombre: `${x} Zzz propia global` });
    await decide(t, cast.admin, ownGlobal._id, 'aprobar');
    await createVenue(t, cast.creador, club, { nombre: `${x} Mmm propia`, cancha: 'Cancha 4' });
    await decide(t, cast.admin, (await createVenue(t, cast.creador, club, { nombre: `${x} Bbb rechazada` }))._id, 'rechazar');
    expect(names(await selector(cast.miembro, club, x))).toEqual([`${x} Mmm propia`, `${x} Zzz propia global`, `${x} Aaa ajena`]);
    expect(names(await selector(cast.miembro, club, `${x} mmm`))).toEqual([`${x} Mmm propia`]);
    expect((await selector(cast.miembro, club, `${x} Mmm`))[0]).toMatchObject({ cancha: 'Cancha 4', es_global: false, estado_validacion: 'Pendiente' });
  });

  it("lets an administrador open any club's venue, with the validate action on a pending one", async () => {
    const venue = await createVenue(t, castB.creador, clubB);
    const seen = ok(await detail(cast.admin, venue._id));
    expect(seen.permisos).toEqual({ puede_editar: true, puede_validar: true, puede_solicitar: false });
    await decide(t, cast.admin, venue._id, 'aprobar');
    expect(ok(await detail(cast.admin, venue._id)).permisos).toEqual({ puede_editar: true, puede_validar: false, puede_solicitar: false });
  });
});

describe('edit permissions', () => {
  it("lets the club's Creador and Moderador edit a venue someone else created", async () => {
    const venue = await createVenue(t, cast.admin, club);
    expect(ok(await edit(cast.creador, venue._id, 'Editada por el Creador')).nombre).toBe('Editada por el Creador');
    expect(ok(await edit(cast.moderador, venue._id, 'Editada por el Moderador')).nombre).toBe('Editada por el Moderador');
    expect(ok(await detail(cast.moderador, venue._id)).permisos).toEqual({ puede_editar: true, puede_validar: false, puede_solicitar: true });
  });

  it('refuses a Miembro who did not create the venue (403 "No tienes permisos para gestionar lugares")', async () => {
    const venue = await createVenue(t, cast.creador, club);
    expect(fail(await edit(cast.miembro, venue._id))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
    expect(ok(await detail(cast.miembro, venue._id)).permisos).toEqual({ puede_editar: false, puede_validar: false, puede_solicitar: false });
    expect(ok(await detail(cast.miembro, venue._id)).nombre).toBe(venue.nombre);
  });

  it("still lets the venue's creator edit it after being demoted to Miembro", async () => {
    const c = await createClub(t, cast);
    const venue = await createVenue(t, cast.moderador, c);
    ok(await t.call('PUT', `/api/clubes/${c.id}/miembros/${cast.moderador.id}/rol`, { token: cast.creador.token, body: { rol: 'Miembro' } }));
    expect(ok(await edit(cast.moderador, venue._id, 'Mi propia cancha')).nombre).toBe('Mi propia cancha');
    expect(ok(await detail(cast.moderador, venue._id)).permisos).toEqual({ puede_editar: true, puede_validar: false, puede_solicitar: true });
    // but creating is for Creador and Moderador only
    expect((await t.call('POST', '/api/lugares', { token: cast.moderador.token, headers: inClub(c), body: { nombre: 'Otra', direccion: 'Calle Larga 1234', telefono: '+56912345678' } })).statusCode).toBe(403);
    expect(fail(await edit(cast.miembro, venue._id)).status).toBe(403);
  });

  it("lets an administrador edit any club's venue", async () => {
    const venue = await createVenue(t, castB.creador, clubB);
    expect(ok(await edit(cast.admin, venue._id, 'Editada por Administración')).nombre).toBe('Editada por Administración');
  });

  it('answers a member of another club 404 for a Pendiente venue and 403 for a global one', async () => {
    const venue = await createVenue(t, cast.creador, club);
    expect(fail(await edit(castB.creador, venue._id))).toEqual(NOT_FOUND);
    expect(fail(await edit(cast.outsider, venue._id))).toEqual(NOT_FOUND);
    await decide(t, cast.admin, venue._id, 'aprobar');
    expect(fail(await edit(castB.creador, venue._id))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
    expect(fail(await edit(cast.outsider, venue._id)).status).toBe(403);
    expect(ok(await detail(castB.creador, venue._id)).nombre).toBe(venue.nombre);
  });
});

describe('PUT /api/lugares/:id/validar', () => {
  it('lets only an administrador decide: club roles get 403, people who cannot see the venue 404', async () => {
    const venue = await createVenue(t, cast.creador, club);
    const body = { accion: 'aprobar', notas: 'Cancha conocida' };
    for (const p of [cast.creador, cast.moderador, cast.miembro]) {
      expect(fail(await validar(p, venue._id, body))).toEqual({ status: 403, message: 'No tienes permisos para realizar esta acción' });
    }
    expect(fail(await validar(castB.creador, venue._id, body))).toEqual(NOT_FOUND);
    expect(fail(await validar(cast.outsider, venue._id, body))).toEqual(NOT_FOUND);
    expect(fail(await validar(cast.admin, '0123456789abcdef01234567', body))).toEqual(NOT_FOUND);
    await decide(t, cast.admin, venue._id, 'aprobar');
    expect(fail(await validar(castB.creador, venue._id, { accion: 'rechazar', notas: 'No me gusta' })).status).toBe(403);
    expect(ok(await detail(castB.creador, venue._id)).estado_validacion).toBe('Validado');
  });

  it('requires a note of at most 300 characters and a known action', async () => {
    const venue = await createVenue(t, cast.creador, club);
    const required = { status: 400, message: 'Por favor ingresa una nota sobre la validación' };
    expect(fail(await validar(cast.admin, venue._id, { accion: 'aprobar' }))).toEqual(required);
    expect(fail(await validar(cast.admin, venue._id, { accion: 'aprobar', notas: '   ' }))).toEqual(required);
    expect(fail(await validar(cast.admin, venue._id, { accion: 'aprobar', notas: 'n'.repeat(301) })))
      .toEqual({ status: 400, message: 'Las notas no pueden exceder 300 caracteres' });
    expect(fail(await validar(cast.admin, venue._id, { accion: 'validar', notas: 'ok' }))).toEqual({ status: 400, message: 'Acción inválida' });
    expect(fail(await validar(cast.admin, venue._id, { notas: 'ok' }))).toEqual({ status: 400, message: 'Acción inválida' });
    expect(ok(await detail(cast.admin, venue._id)).estado_validacion).toBe('Pendiente');
    expect(ok(await validar(cast.admin, venue._id, { accion: 'aprobar', notas: 'n'.repeat(300) })).notas_validacion).toHaveLength(300);
  });

  it('aprobar makes the venue Validado and global, with validator and date; the same decision again is 409', async () => {
    const venue = await createVenue(t, cast.moderador, club);
    t.clock.advance(60_000);
    const res = await validar(cast.admin, venue._id, { accion: 'aprobar', notas: '  Cancha verificada en terreno  ' });
    expect(res.json().message).toBe('Lugar aprobado exitosamente');
    expect(ok(res)).toEqual({
      ...venue,
      estado_validacion: 'Validado',
      es_global: true,
      notas_validacion: 'Cancha verificada en terreno',
      validado_por: { _id: cast.admin.id, nombre: 'Juan', apellido: 'Pérez' },
      fecha_validacion: t.clock.now().toISOString(),
    });
    expect(fail(await validar(cast.admin, venue._id, { accion: 'aprobar', notas: 'Otra vez' }))).toEqual({ status: 409, message: 'El lugar ya está en ese estado' });
  });

  it('rechazar makes the venue Rechazado ("Lugar rechazado"); again is 409; a later aprobar is allowed', async () => {
    const venue = await createVenue(t, cast.creador, club);
    const res = await validar(cast.admin, venue._id, { accion: 'rechazar', notas: 'Dirección inexistente' });
    expect(res.json().message).toBe('Lugar rechazado');
    expect(ok(res)).toMatchObject({
      estado_validacion: 'Rechazado', es_global: false, notas_validacion: 'Dirección inexistente', validado_por: { _id: cast.admin.id },
    });
    expect(fail(await validar(cast.admin, venue._id, { accion: 'rechazar', notas: 'Otra vez' }))).toEqual({ status: 409, message: 'El lugar ya está en ese estado' });
    expect(ok(await validar(cast.admin, venue._id, { accion: 'aprobar', notas: 'Corregida la dirección' }))).toMatchObject({ estado_validacion: 'Validado', es_global: true });
  });

  it("writes lugar_aprobado and lugar_rechazado in the venue's club moderation history with the venue's name", async () => {
    const c = await createClub(t, cast);
    const a = await createVenue(t, cast.moderador, c, { nombre: 'Complejo Deportivo Norte' });
    const b = await createVenue(t, cast.creador, c, { nombre: 'Cancha del Barrio' });
    t.clock.advance(1000);
    ok(await t.call('PUT', `/api/lugares/${a._id}/validar`, { token: cast.admin.token, body: { accion: 'aprobar', notas: 'Verificada' }, ip: '203.0.113.7' }));
    t.clock.advance(1000);
    ok(await validar(cast.admin, b._id, { accion: 'rechazar', notas: 'No existe' }));

    const aprobados = (await historial(cast.creador, c, '?tipo=lugar_aprobado')).historial;
    expect(aprobados).toEqual([{
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      fecha: expect.any(String),
      tipo: 'lugar_aprobado',
      moderador_id: { _id: cast.admin.id, nombre: 'Juan', apellido: 'Pérez', correo: cast.admin.correo },
      afectado_id: cast.moderador.id,
      afectado: { _id: cast.moderador.id, nombre: 'Juan', apellido: 'Pérez' },
      metadata: { lugar_id: a._id, lugar_nombre: 'Complejo Deportivo Norte', notas: 'Verificada' },
      ip_address: '203.0.113.7',
    }]);
    const rechazados = (await historial(cast.moderador, c, '?tipo=lugar_rechazado')).historial;
    expect(rechazados).toEqual([expect.objectContaining({
      tipo: 'lugar_rechazado', afectado_id: cast.creador.id,
      metadata: { lugar_id: b._id, lugar_nombre: 'Cancha del Barrio', notas_rechazo: 'No existe' },
    })]);
    // newest first, and nothing was written to another club's history
    expect((await historial(cast.creador, c)).historial.slice(0, 2).map((e: { tipo: string }) => e.tipo)).toEqual(['lugar_rechazado', 'lugar_aprobado']);
    const elsewhere = (await historial(castB.creador, clubB, '?limit=100')).historial as { metadata: { lugar_id?: string } }[];
    expect(elsewhere.filter((e) => e.metadata.lugar_id === a._id || e.metadata.lugar_id === b._id)).toEqual([]);
  });

  it('does not write history for a refused decision', async () => {
    const c = await createClub(t, cast);
    const venue = await createVenue(t, cast.creador, c);
    await decide(t, cast.admin, venue._id, 'aprobar');
    expect((await validar(cast.admin, venue._id, { accion: 'aprobar', notas: 'Otra vez' })).statusCode).toBe(409);
    expect((await validar(cast.creador, venue._id, { accion: 'rechazar', notas: 'Yo no puedo' })).statusCode).toBe(403);
    expect((await historial(cast.creador, c, '?tipo=lugar_aprobado')).pagination.total).toBe(1);
    expect((await historial(cast.creador, c, '?tipo=lugar_rechazado')).pagination.total).toBe(0);
  });
});
