import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, ok, person, type Cast, type ClubFixture } from '../clubs/factory.js';
import { VENUE, createVenue, decide, inClub, listVenues, names, tag } from './factory.js';

let t: TestApp;
let cast: Cast;
/** a second club with other people: its venues are only seen here once global */
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

const NO_ID = '0123456789abcdef01234567';
const create = (token: string, clubId: string | undefined, body: unknown) =>
  t.call('POST', '/api/lugares', { token, body, ...(clubId ? { headers: inClub(clubId) } : {}) });
const update = (token: string, id: string, body: unknown) => t.call('PUT', `/api/lugares/${id}`, { token, body });
/** Field errors of a 400 answer, as { field: first message } (a blank field also fails its length rule, listed after). */
const fieldErrors = (res: { statusCode: number; json(): { errors?: { field: string; message: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  const out: Record<string, string> = {};
  for (const e of res.json().errors ?? []) out[e.field] ??= e.message;
  return out;
};

describe('authentication and the active club', () => {
  it('answers 401 without a token on every venue and validation-request route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/lugares'], ['GET', '/api/lugares/selector'], ['GET', '/api/lugares/populares'], ['GET', '/api/lugares/estadisticas'],
      ['GET', `/api/lugares/${NO_ID}`], ['POST', '/api/lugares'], ['PUT', `/api/lugares/${NO_ID}`], ['PUT', `/api/lugares/${NO_ID}/validar`],
      ['GET', '/api/solicitudes-validacion-lugares'], ['GET', `/api/solicitudes-validacion-lugares/club/${club.id}`],
      ['POST', '/api/solicitudes-validacion-lugares'], ['PUT', `/api/solicitudes-validacion-lugares/${NO_ID}/procesar`],
    ];
    for (const [method, url] of routes) {
      const res = await t.call(method as 'GET', url, { headers: inClub(club), body: method === 'GET' ? undefined : VENUE });
      expect(fail(res), `${method} ${url}`).toEqual({ status: 401, message: 'Debes iniciar sesión' });
    }
    const bad = await t.call('GET', '/api/lugares', { token: 'no-es-un-token', headers: inClub(club) });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 404 "Club no encontrado" when x-club-id names a club the caller does not belong to', async () => {
    expect(fail(await create(cast.creador.token, clubB.id, VENUE))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await t.call('GET', '/api/lugares', { token: cast.miembro.token, headers: inClub(clubB) }))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect((await t.call('GET', '/api/lugares/selector', { token: cast.miembro.token, headers: inClub(NO_ID) })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/lugares/estadisticas', { token: cast.miembro.token, headers: inClub('basura') })).statusCode).toBe(404);
  });

  it('asks for a club (400) when there is no x-club-id and no stored active club', async () => {
    const loner = await person(t);
    expect(fail(await t.call('GET', '/api/lugares', { token: loner.token }))).toEqual({ status: 400, message: 'Selecciona o únete a un club para continuar' });
    expect(fail(await create(loner.token, undefined, VENUE))).toEqual({ status: 400, message: 'Selecciona o únete a un club para continuar' });
    expect((await t.call('GET', '/api/lugares/populares', { token: loner.token })).statusCode).toBe(400);
  });

  it('falls back to the stored active club without the header (the club the Creador created last)', async () => {
    const c = await createClub(t, cast);
    const data = ok(await create(cast.creador.token, undefined, { ...VENUE, nombre: 'Cancha Sin Cabecera' }), 201);
    expect(data.club_id).toEqual({ _id: c.id, nombre: c.nombre });
  });
});

describe('POST /api/lugares', () => {
  it('lets a Moderador create a Pendiente venue in the active club, with the phone normalised', async () => {
    const res = await create(cast.moderador.token, club.id, { ...VENUE, cancha: 'Cancha 2', coordenadas: { lat: -33.45, lng: -70.66 } });
    const data = ok(res, 201);
    expect(res.json().message).toBe('Lugar creado exitosamente');
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      nombre: 'Cancha Los Robles',
      cancha: 'Cancha 2',
      direccion: 'Av. Los Robles 1234, Ñuñoa',
      telefono: '+56912345678',
      sitio_web: 'https://robles.cl',
      notas: 'Estacionamiento gratuito',
      notas_validacion: null,
      estado_validacion: 'Pendiente',
      es_global: false,
      coordenadas: { lat: -33.45, lng: -70.66 },
      club_id: { _id: club.id, nombre: club.nombre },
      creador: { _id: cast.moderador.id, nombre: 'Juan', apellido: 'Pérez' },
      validado_por: null,
      fecha_validacion: null,
      createdAt: t.clock.now().toISOString(),
      partidos_realizados: 0,
    });
    // the stored venue reads back the same
    expect(ok(await t.call('GET', `/api/lugares/${data._id}`, { token: cast.miembro.token }))).toMatchObject(data);
  });

  it('lets the Creador and a platform administrador create; a Miembro gets 403', async () => {
    expect((await createVenue(t, cast.creador, club)).creador._id).toBe(cast.creador.id);
    const byAdmin = await createVenue(t, cast.admin, club);
    expect(byAdmin).toMatchObject({ club_id: { _id: club.id }, creador: { _id: cast.admin.id }, estado_validacion: 'Pendiente' });
    expect(fail(await create(cast.miembro.token, club.id, VENUE))).toEqual({ status: 403, message: 'No tienes permisos para gestionar lugares' });
  });

  it('requires nombre, direccion and telefono with Spanish messages', async () => {
    expect(fieldErrors(await create(cast.creador.token, club.id, {}))).toEqual({
      nombre: 'Por favor ingresa el nombre del lugar',
      direccion: 'Por favor ingresa la dirección',
      telefono: 'Por favor ingresa el teléfono del lugar',
    });
    expect(fieldErrors(await create(cast.creador.token, club.id, { nombre: '   ', direccion: '  ', telefono: '' }))).toEqual({
      nombre: 'Por favor ingresa el nombre del lugar',
      direccion: 'Por favor ingresa la dirección',
      telefono: 'Por favor ingresa el teléfono del lugar',
    });
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, telefono: null }))).toEqual({ status: 400, message: 'Por favor ingresa el teléfono del lugar' });
  });

  it('keeps nombre between 3 and 100 characters (after trimming)', async () => {
    const msg = { status: 400, message: 'El nombre debe tener entre 3 y 100 caracteres' };
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, nombre: 'AB' }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, nombre: '  AB  ' }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, nombre: 'N'.repeat(101) }))).toEqual(msg);
    expect((await createVenue(t, cast.creador, club, { nombre: '  ABC  ' })).nombre).toBe('ABC');
    expect((await createVenue(t, cast.creador, club, { nombre: 'N'.repeat(100) })).nombre).toHaveLength(100);
  });

  it('keeps direccion between 10 and 200 characters', async () => {
    const msg = { status: 400, message: 'La dirección debe tener entre 10 y 200 caracteres' };
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, direccion: 'Calle 123' }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, direccion: 'D'.repeat(201) }))).toEqual(msg);
    expect((await createVenue(t, cast.creador, club, { direccion: 'Calle 1234' })).direccion).toBe('Calle 1234');
    expect((await createVenue(t, cast.creador, club, { direccion: 'D'.repeat(200) })).direccion).toHaveLength(200);
  });

  it('normalises the phone and refuses what is not a phone', async () => {
    expect((await createVenue(t, cast.creador, club, { telefono: '+56 2 2345-6789' })).telefono).toBe('+56223456789');
    expect((await createVenue(t, cast.creador, club, { telefono: '(+56) 9 8765 4321' })).telefono).toBe('+56987654321');
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, telefono: 'llamar al club' }))).toEqual({ status: 400, message: 'Ingresa un teléfono válido' });
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, telefono: '1234' }))).toEqual({ status: 400, message: 'Ingresa un teléfono válido' });
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, telefono: '+5691234567812345678901' })))
      .toEqual({ status: 400, message: 'El teléfono no puede exceder 20 caracteres' });
  });

  it('accepts only an http(s) sitio_web of at most 200 characters ("Por favor ingresa una URL válida")', async () => {
    const invalid = { status: 400, message: 'Por favor ingresa una URL válida' };
    for (const sitio_web of ['robles', 'robles.cl', 'javascript:alert(1)', 'ftp://robles.cl', 'http://localhost', 'https://']) {
      expect(fail(await create(cast.creador.token, club.id, { ...VENUE, sitio_web })), sitio_web).toEqual(invalid);
    }
    const long = `https://${'a'.repeat(189)}.cl`; // 200 characters
    expect(long).toHaveLength(200);
    expect((await createVenue(t, cast.creador, club, { sitio_web: long })).sitio_web).toBe(long);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, sitio_web: `${long}x` })))
      .toEqual({ status: 400, message: 'El sitio web no puede exceder 200 caracteres' });
    expect((await createVenue(t, cast.creador, club, { sitio_web: 'http://www.canchas.cl/robles?x=1' })).sitio_web).toBe('http://www.canchas.cl/robles?x=1');
    expect((await createVenue(t, cast.creador, club, { sitio_web: '' })).sitio_web).toBeNull();
  });

  it('keeps notas within 500 and cancha within 50 characters', async () => {
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, notas: 'n'.repeat(501) }))).toEqual({ status: 400, message: 'Las notas no pueden exceder 500 caracteres' });
    expect((await createVenue(t, cast.creador, club, { notas: 'n'.repeat(500) })).notas).toHaveLength(500);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, cancha: 'c'.repeat(51) }))).toEqual({ status: 400, message: 'La cancha no puede exceder 50 caracteres' });
    expect((await createVenue(t, cast.creador, club, { notas: '  ', cancha: '' }))).toMatchObject({ notas: null, cancha: null });
  });

  it('checks coordenadas: latitude -90..90, longitude -180..180, both or none', async () => {
    const msg = { status: 400, message: 'Coordenadas inválidas: latitud entre -90 y 90, longitud entre -180 y 180' };
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: 90.5, lng: 0 } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: -91, lng: 0 } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: 0, lng: 180.1 } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: 0, lng: -181 } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: 'norte', lng: 0 } }))).toEqual(msg);
    // half a position is not a position (it must not turn into 0, a point in the Gulf of Guinea)
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: -33.4 } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: -33.4, lng: null } }))).toEqual(msg);
    expect(fail(await create(cast.creador.token, club.id, { ...VENUE, coordenadas: { lat: '', lng: '-70.6' } }))).toEqual(msg);
    expect((await createVenue(t, cast.creador, club, { coordenadas: { lat: 90, lng: -180 } })).coordenadas).toEqual({ lat: 90, lng: -180 });
    expect((await createVenue(t, cast.creador, club, { coordenadas: { lat: '-33.4372', lng: '-70.6506' } })).coordenadas).toEqual({ lat: -33.4372, lng: -70.6506 });
    expect((await createVenue(t, cast.creador, club, { coordenadas: { lat: null, lng: null } })).coordenadas).toBeNull();
    expect((await createVenue(t, cast.creador, club, { coordenadas: null })).coordenadas).toBeNull();
  });
});

describe('PUT /api/lugares/:id', () => {
  it('replaces the whole form: absent optional fields are cleared, state and club stay', async () => {
    const created = await createVenue(t, cast.creador, club, { cancha: 'Cancha 1', coordenadas: { lat: -33, lng: -70 } });
    const res = await update(cast.moderador.token, created._id, { nombre: 'Cancha Los Robles Norte', direccion: 'Calle 7' });
    expect(res.json().message).toBe('Lugar actualizado exitosamente');
    expect(ok(res)).toEqual({
      ...created,
      nombre: 'Cancha Los Robles Norte',
      direccion: 'Calle 7', // the edit form has no minimum length
      cancha: null, telefono: null, sitio_web: null, notas: null, coordenadas: null,
    });
    const again = ok(await update(cast.creador.token, created._id, {
      nombre: 'Cancha Los Robles', direccion: 'Av. Los Robles 1234', cancha: ' Cancha 3 ', telefono: '+56 9 8765 4321',
      sitio_web: 'https://robles.cl/norte', notas: 'Abre a las 9', coordenadas: { lat: -33.1, lng: -70.2 },
    }));
    expect(again).toMatchObject({
      cancha: 'Cancha 3', telefono: '+56987654321', sitio_web: 'https://robles.cl/norte', notas: 'Abre a las 9', coordenadas: { lat: -33.1, lng: -70.2 },
      estado_validacion: 'Pendiente', club_id: { _id: club.id }, creador: { _id: cast.creador.id },
    });
    expect(ok(await t.call('GET', `/api/lugares/${created._id}`, { token: cast.miembro.token }))).toMatchObject(again);
  });

  it('validates the edit form with Spanish messages', async () => {
    const { _id } = await createVenue(t, cast.creador, club);
    const base = { nombre: 'Cancha Editada', direccion: 'Av. Siempre Viva 742' };
    expect(fieldErrors(await update(cast.creador.token, _id, {}))).toEqual({
      nombre: 'Por favor ingresa el nombre del lugar',
      direccion: 'Por favor ingresa la dirección',
    });
    expect(fail(await update(cast.creador.token, _id, { ...base, nombre: 'AB' }))).toEqual({ status: 400, message: 'El nombre debe tener entre 3 y 100 caracteres' });
    expect(fail(await update(cast.creador.token, _id, { ...base, direccion: 'D'.repeat(201) }))).toEqual({ status: 400, message: 'La dirección no puede exceder 200 caracteres' });
    expect(fail(await update(cast.creador.token, _id, { ...base, cancha: 'c'.repeat(51) }))).toEqual({ status: 400, message: 'La cancha no puede exceder 50 caracteres' });
    expect(fail(await update(cast.creador.token, _id, { ...base, telefono: '+5691234567812345678901' }))).toEqual({ status: 400, message: 'El teléfono no puede exceder 20 caracteres' });
    expect(fail(await update(cast.creador.token, _id, { ...base, telefono: 'sin teléfono' }))).toEqual({ status: 400, message: 'Ingresa un teléfono válido' });
    expect(fail(await update(cast.creador.token, _id, { ...base, sitio_web: 'no es url' }))).toEqual({ status: 400, message: 'Por favor ingresa una URL válida' });
    expect(fail(await update(cast.creador.token, _id, { ...base, notas: 'n'.repeat(501) }))).toEqual({ status: 400, message: 'Las notas no pueden exceder 500 caracteres' });
    expect((await update(cast.creador.token, _id, { ...base, coordenadas: { lat: 0, lng: 200 } })).statusCode).toBe(400);
    // nothing was changed by the refused edits
    expect(ok(await t.call('GET', `/api/lugares/${_id}`, { token: cast.creador.token })).nombre).toBe(VENUE.nombre);
  });

  it('answers 404 "Lugar no encontrado" for an unknown or malformed id', async () => {
    const body = { nombre: 'Cancha Editada', direccion: 'Av. Siempre Viva 742' };
    expect(fail(await update(cast.creador.token, NO_ID, body))).toEqual({ status: 404, message: 'Lugar no encontrado' });
    expect(fail(await update(cast.creador.token, 'nada', body))).toEqual({ status: 404, message: 'Lugar no encontrado' });
    expect(fail(await t.call('GET', '/api/lugares/nada', { token: cast.creador.token }))).toEqual({ status: 404, message: 'Lugar no encontrado' });
  });
});

describe('GET /api/lugares (list)', () => {
  it('shows own venues in every state plus the global ones, with a count per filter for the current search', async () => {
    const c = await createClub(t, cast);
    const x = tag('Lista');
    await createVenue(t, cast.creador, c, { nombre: `${x} Alfa` });
    await decide(t, cast.admin, (await createVenue(t, cast.creador, c, { nombre: `${x} beta` }))._id, 'aprobar');
    await decide(t, cast.admin, (await createVenue(t, cast.moderador, c, { nombre: `${x} Gamma` }))._id, 'rechazar');
    await decide(t, cast.admin, (await createVenue(t, castB.creador, clubB, { nombre: `${x} Delta` }))._id, 'aprobar');
    await createVenue(t, castB.creador, clubB, { nombre: `${x} Epsilon` });
    await decide(t, cast.admin, (await createVenue(t, castB.creador, clubB, { nombre: `${x} Zeta` }))._id, 'rechazar');

    const q = `?busqueda=${encodeURIComponent(x.toLowerCase())}`;
    const all = await listVenues(t, cast.miembro, c, q);
    expect(names(all.lugares)).toEqual([`${x} Alfa`, `${x} beta`, `${x} Delta`, `${x} Gamma`]); // name order, case-insensitive
    expect(all.conteos).toEqual({ todos: 4, Validado: 2, Pendiente: 1, Rechazado: 1 });
    expect(all.pagination).toEqual({ total: 4, page: 1, limit: 12, pages: 1 });
    expect(all.lugares.find((l: { nombre: string }) => l.nombre === `${x} Delta`)).toMatchObject({ es_global: true, club_id: { _id: clubB.id } });

    const validados = await listVenues(t, cast.miembro, c, `${q}&estado_validacion=Validado`);
    expect(names(validados.lugares)).toEqual([`${x} beta`, `${x} Delta`]);
    expect(validados.conteos).toEqual(all.conteos);
    expect(validados.pagination.total).toBe(2);
    expect(names((await listVenues(t, cast.miembro, c, `${q}&estado_validacion=Pendiente`)).lugares)).toEqual([`${x} Alfa`]);
    const rechazados = await listVenues(t, cast.creador, c, `${q}&estado_validacion=Rechazado`);
    expect(names(rechazados.lugares)).toEqual([`${x} Gamma`]);
    expect(rechazados.pagination).toEqual({ total: 1, page: 1, limit: 12, pages: 1 });

    // club B sees its own Pendiente and Rechazado venues, and c's global one, but not c's others
    const fromB = await listVenues(t, castB.miembro, clubB, q);
    expect(names(fromB.lugares)).toEqual([`${x} beta`, `${x} Delta`, `${x} Epsilon`, `${x} Zeta`]);
    expect(fromB.conteos).toEqual({ todos: 4, Validado: 2, Pendiente: 1, Rechazado: 1 });
  });

  it('shows an administrador every venue of every club', async () => {
    const x = tag('Admin');
    await createVenue(t, cast.creador, club, { nombre: `${x} Uno` });
    await createVenue(t, castB.creador, clubB, { nombre: `${x} Dos` });
    await decide(t, cast.admin, (await createVenue(t, castB.moderador, clubB, { nombre: `${x} Tres` }))._id, 'rechazar');
    await decide(t, cast.admin, (await createVenue(t, castB.moderador, clubB, { nombre: `${x} Cuatro` }))._id, 'aprobar');
    const list = await listVenues(t, cast.admin, club, `?busqueda=${x}`);
    expect(names(list.lugares)).toEqual([`${x} Cuatro`, `${x} Dos`, `${x} Tres`, `${x} Uno`]);
    expect(list.conteos).toEqual({ todos: 4, Validado: 1, Pendiente: 2, Rechazado: 1 });
    expect(list.puede_crear).toBe(true);
    expect(names((await listVenues(t, cast.miembro, club, `?busqueda=${x}`)).lugares)).toEqual([`${x} Cuatro`, `${x} Uno`]);
  });

  it('searches nombre and direccion case-insensitively, reading % and _ literally', async () => {
    const c = await createClub(t, cast);
    const x = tag('Busca');
    await createVenue(t, cast.creador, c, { nombre: `${x} 100% Pasto` });
    await createVenue(t, cast.creador, c, { nombre: `${x} 1000 Pasto` });
    await createVenue(t, cast.creador, c, { nombre: `${x} Cancha_5` });
    await createVenue(t, cast.creador, c, { nombre: `${x} Cancha 5` });
    await createVenue(t, cast.creador, c, { nombre: 'Recinto Municipal', direccion: `Pasaje Los Aromos 742 ${x}` });
    const search = async (s: string) => names((await listVenues(t, cast.miembro, c, `?busqueda=${encodeURIComponent(s)}`)).lugares);

    expect(await search(`${x} 100%`)).toEqual([`${x} 100% Pasto`]);
    expect(await search('%')).toEqual([`${x} 100% Pasto`]);
    expect(await search(`${x} cancha_5`)).toEqual([`${x} Cancha_5`]);
    expect(await search(`${x} PASTO`)).toEqual([]); // the tag is followed by "100%" or "1000", not "Pasto"
    expect(await search('pasto')).toEqual([`${x} 100% Pasto`, `${x} 1000 Pasto`]);
    expect(await search('los aromos')).toEqual(['Recinto Municipal']);
    expect(await search(`  ${x.toUpperCase()}  `)).toHaveLength(5); // trimmed
    const counted = await listVenues(t, cast.miembro, c, `?busqueda=${encodeURIComponent(`${x} cancha`)}`);
    expect(counted.conteos).toEqual({ todos: 2, Validado: 0, Pendiente: 2, Rechazado: 0 });
    expect(counted.pagination.total).toBe(2);
  });

  it('pages in name order: 12 by default, limit capped at 100, pages counted', async () => {
    const c = await createClub(t, cast);
    const x = tag('Pagina');
    for (const n of [5, 3, 1, 4, 2]) await createVenue(t, cast.creador, c, { nombre: `${x} ${n}` });
    const first = await listVenues(t, cast.miembro, c, `?busqueda=${x}&limit=2`);
    expect(names(first.lugares)).toEqual([`${x} 1`, `${x} 2`]);
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 2, pages: 3 });
    expect(names((await listVenues(t, cast.miembro, c, `?busqueda=${x}&limit=2&page=2`)).lugares)).toEqual([`${x} 3`, `${x} 4`]);
    expect(names((await listVenues(t, cast.miembro, c, `?busqueda=${x}&limit=2&page=3`)).lugares)).toEqual([`${x} 5`]);
    expect((await listVenues(t, cast.miembro, c, `?busqueda=${x}&limit=2&page=4`)).lugares).toEqual([]);
    expect((await listVenues(t, cast.miembro, c, `?busqueda=${x}&limit=500`)).pagination).toEqual({ total: 5, page: 1, limit: 100, pages: 1 });
    expect((await listVenues(t, cast.miembro, c, '?busqueda=nada-parecido')).pagination).toEqual({ total: 0, page: 1, limit: 12, pages: 0 });
  });

  it('refuses invalid filters and pages with 400', async () => {
    const get = (q: string) => t.call('GET', `/api/lugares${q}`, { token: cast.miembro.token, headers: inClub(club) });
    expect(fail(await get('?estado_validacion=Global'))).toEqual({ status: 400, message: 'Estado de validación inválido' });
    expect(fail(await get('?page=0'))).toEqual({ status: 400, message: 'Página inválida' });
    expect(fail(await get('?limit=0'))).toEqual({ status: 400, message: 'Límite inválido' });
    expect(fail(await get('?limit=abc'))).toEqual({ status: 400, message: 'Límite inválido' });
    expect((await get(`?busqueda=${'b'.repeat(101)}`)).statusCode).toBe(400);
    expect(ok(await get('?estado_validacion=&busqueda=')).pagination.page).toBe(1); // empty params are ignored
  });

  it('says who may create: Creador, Moderador and administrador, not a Miembro', async () => {
    expect((await listVenues(t, cast.creador, club)).puede_crear).toBe(true);
    expect((await listVenues(t, cast.moderador, club)).puede_crear).toBe(true);
    expect((await listVenues(t, cast.admin, club)).puede_crear).toBe(true);
    expect((await listVenues(t, cast.miembro, club)).puede_crear).toBe(false);
  });
});

describe('club counters', () => {
  it("counts the club's Pendiente venues in the moderation panel (lugaresPendientes)", async () => {
    const c = await createClub(t, cast);
    const panel = async () => ok(await t.call('GET', `/api/clubes/${c.id}/moderacion`, { token: cast.moderador.token }));
    expect(await panel()).toMatchObject({ lugaresPendientes: 0 });
    const a = await createVenue(t, cast.creador, c);
    const b = await createVenue(t, cast.moderador, c);
    await createVenue(t, cast.moderador, c);
    await createVenue(t, castB.creador, clubB); // another club's
    expect(await panel()).toMatchObject({ lugaresPendientes: 3, totalPendientes: 3 });
    await decide(t, cast.admin, a._id, 'aprobar');
    await decide(t, cast.admin, b._id, 'rechazar');
    expect(await panel()).toMatchObject({ lugaresPendientes: 1, totalPendientes: 1 });
  });

  it("counts every venue of the club, in any state, in the club detail's total_lugares", async () => {
    const c = await createClub(t, cast);
    const detail = async () => ok(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.miembro.token }));
    expect((await detail()).total_lugares).toBe(0);
    await createVenue(t, cast.creador, c);
    await decide(t, cast.admin, (await createVenue(t, cast.creador, c))._id, 'aprobar');
    await decide(t, cast.admin, (await createVenue(t, cast.creador, c))._id, 'rechazar');
    await decide(t, cast.admin, (await createVenue(t, castB.creador, clubB))._id, 'aprobar'); // global, but not c's
    expect((await detail()).total_lugares).toBe(3);
  });
});

describe('GET /api/lugares/populares and /api/lugares/estadisticas', () => {
  it('answers an empty popularity list while the club has no matches', async () => {
    expect(ok(await t.call('GET', '/api/lugares/populares', { token: cast.miembro.token, headers: inClub(club) }))).toEqual([]);
    expect(ok(await t.call('GET', '/api/lugares/populares?limite=5', { token: cast.admin.token, headers: inClub(club) }))).toEqual([]);
    expect(fail(await t.call('GET', '/api/lugares/populares?limite=0', { token: cast.miembro.token, headers: inClub(club) })))
      .toEqual({ status: 400, message: 'Límite inválido' });
  });

  it('counts the venues the active club sees: own in each state and the global ones', async () => {
    const c = await createClub(t, cast);
    const stats = async () => ok(await t.call('GET', '/api/lugares/estadisticas', { token: cast.miembro.token, headers: inClub(c) }));
    const before = await stats();
    const globales = before.globales as number;
    expect(before).toEqual({ total_lugares: globales, globales, del_club: 0, inactivos: 0, con_partidos: 0, total_partidos: 0 });

    await createVenue(t, cast.creador, c);
    await createVenue(t, cast.creador, c);
    await decide(t, cast.admin, (await createVenue(t, cast.creador, c))._id, 'aprobar');
    await decide(t, cast.admin, (await createVenue(t, cast.creador, c))._id, 'rechazar');
    await decide(t, cast.admin, (await createVenue(t, castB.creador, clubB))._id, 'aprobar');
    await createVenue(t, castB.creador, clubB); // club B's Pendiente: not seen
    await decide(t, cast.admin, (await createVenue(t, castB.creador, clubB))._id, 'rechazar'); // club B's inactive: not seen

    expect(await stats()).toEqual({
      total_lugares: globales + 5, globales: globales + 2, del_club: 2, inactivos: 1, con_partidos: 0, total_partidos: 0,
    });
    // the list agrees with the counters
    const list = await listVenues(t, cast.miembro, c, '?limit=1');
    expect(list.conteos).toEqual({ todos: globales + 5, Validado: globales + 2, Pendiente: 2, Rechazado: 1 });
  });
});
