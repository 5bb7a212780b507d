import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMembers, partidoAsistentes, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createClub, fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatch, enrolDirect, players, setEstado, setup, type MatchClub } from '../matches/factory.js';

// docs/product/stats.md: the active club's directory with search, filters and
// server pagination; the profile with the privacy rule; the player's statistics.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

type Row = { _id: string; nombre: string; mvp_count: number };
const list = (p: Person, query = '', clubId = club.id) => t.call('GET', `/api/usuarios${query}`, { token: p.token, headers: { 'x-club-id': clubId } });
const profile = (p: Person | undefined, id: string) => t.call('GET', `/api/usuarios/${id}`, { token: p?.token });
const setUser = (id: string, patch: Partial<typeof users.$inferInsert>) => t.database.db.update(users).set(patch).where(eq(users.id, id));

describe('GET /usuarios', () => {
  it('401 without a session, 404 for a club one is not in, 400 for bad filters', async () => {
    expect(fail(await t.call('GET', '/api/usuarios', { headers: { 'x-club-id': club.id } })).status).toBe(401);
    expect(fail(await list(cast.outsider))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await list(cast.miembro, '?posicion=XX'))).toEqual({ status: 400, message: 'Selecciona una posición válida' });
    expect(fail(await list(cast.miembro, '?sortBy=correo')).status).toBe(400);
    expect(fail(await list(cast.miembro, '?page=0')).status).toBe(400);
  });

  it('lists the members of the active club only, with their role, ten per page by default', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const ps = await players(t, c.id, 11);
    const [otro] = await players(t, club.id, 1);
    const d = ok(await list(cast.creador, '', c.id));
    expect(d.pagination).toEqual({ total: 14, page: 1, limit: 10, pages: 2 });
    const p2 = ok(await list(cast.creador, '?page=2', c.id));
    const all = [...d.usuarios, ...p2.usuarios].map((u: Row) => u._id);
    expect(new Set(all).size).toBe(14);
    expect(all).toEqual(expect.arrayContaining([cast.creador.id, cast.moderador.id, cast.miembro.id, ...ps.map((x) => x.id)]));
    expect(all).not.toContain(otro!.id);
    expect(all).not.toContain(cast.outsider.id);
    const creador = [...d.usuarios, ...p2.usuarios].find((u: Row) => u._id === cast.creador.id);
    expect(creador).toMatchObject({ rol: 'Creador', partidos_jugados: 0, mvp_count: 0 });
    expect(creador).not.toHaveProperty('correo');
    // past the last page: no rows, the total still right
    expect(ok(await list(cast.creador, '?page=9', c.id)).pagination).toEqual({ total: 14, page: 9, limit: 10, pages: 2 });
  });

  it('searches name, surname or nickname, without caring about case or accents, and filters position and level', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const [a, b, d] = await players(t, c.id, 3);
    await setUser(a!.id, { nombre: 'José', apellido: 'Muñoz', apodo: 'Pepe', posicionPrincipal: 'POR', nivelHabilidad: 'Avanzado' });
    await setUser(b!.id, { nombre: 'Josefa', apellido: 'Lagos', apodo: null, posicionPrincipal: 'DC', nivelHabilidad: 'Avanzado' });
    await setUser(d!.id, { nombre: 'Pedro', apellido: 'Soto', apodo: '100%', posicionPrincipal: 'POR', nivelHabilidad: 'Principiante' });
    const ids = async (q: string) => ok(await list(cast.miembro, q, c.id)).usuarios.map((u: Row) => u._id).sort();
    expect(await ids('?search=jose')).toEqual([a!.id, b!.id].sort());
    expect(await ids('?search=MUNOZ')).toEqual([a!.id]);
    expect(await ids('?search=pepe')).toEqual([a!.id]);
    expect(await ids('?search=jos%C3%A9%20mu%C3%B1oz')).toEqual([a!.id]);
    // % and _ are literal characters, not wildcards
    expect(await ids('?search=100%25')).toEqual([d!.id]);
    expect(await ids('?search=_')).toEqual([]);
    expect(await ids('?posicion=POR')).toEqual([a!.id, d!.id].sort());
    expect(await ids('?posicion=POR&nivel_habilidad=Avanzado')).toEqual([a!.id]);
    expect(await ids('?search=&posicion=')).toHaveLength(6);
  });

  it('sortBy=mvp_count&order=desc is the MVP ranking: ties to who reached the count first; mvp_min leaves out the rest', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const [a, b, d] = await players(t, c.id, 3);
    await setUser(a!.id, { mvpCount: 3, lastMvpDate: new Date('2030-01-10T00:00:00Z') });
    await setUser(b!.id, { mvpCount: 3, lastMvpDate: new Date('2030-01-05T00:00:00Z') });
    await setUser(d!.id, { mvpCount: 5, lastMvpDate: new Date('2030-02-01T00:00:00Z') });
    const r = ok(await list(cast.miembro, '?sortBy=mvp_count&order=desc&limit=10&mvp_min=1', c.id));
    expect(r.usuarios.map((u: Row) => [u._id, u.mvp_count])).toEqual([[d!.id, 5], [b!.id, 3], [a!.id, 3]]);
    expect(r.pagination.total).toBe(3);
    const asc = ok(await list(cast.miembro, '?sortBy=mvp_count&order=asc', c.id));
    expect(asc.usuarios.at(-1)._id).toBe(d!.id);
  });

  it('pages in a fixed number of queries whatever the page size', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    await players(t, c.id, 30);
    // the session and the club access as every request after the first finds them (kept on the embedded database)
    await list(cast.miembro, '?limit=1', c.id);
    const small = await countQueries(t, () => list(cast.miembro, '?limit=2', c.id));
    const big = await countQueries(t, () => list(cast.miembro, '?limit=30', c.id));
    expect(big.queries).toBe(small.queries);
  });
});

describe('GET /usuarios/{id}: privacy', () => {
  let hidden: Person;
  beforeAll(async () => {
    [hidden] = await players(t, club.id, 1) as [Person];
    await setUser(hidden.id, {
      mostrarCorreo: false, mostrarTelefono: false, mostrarInfoFisica: false,
      estaturaCm: 180, pesoKg: 75, tallaBotin: 42, fechaNacimiento: '1995-04-12', bio: 'Arquero de toda la vida',
    });
  });

  it('401, 404 for someone sharing no club, 404 for a bad id', async () => {
    expect(fail(await profile(undefined, hidden.id)).status).toBe(401);
    expect(fail(await profile(cast.outsider, hidden.id))).toEqual({ status: 404, message: 'Usuario no encontrado' });
    expect(fail(await profile(cast.miembro, 'abc')).status).toBe(404);
    expect(fail(await profile(cast.miembro, '0123456789abcdef01234567')).status).toBe(404);
  });

  it('a Miembro sees Privado where the player hides e-mail, phone and physical info', async () => {
    const d = ok(await profile(cast.miembro, hidden.id));
    expect(d).toMatchObject({
      _id: hidden.id, correo: null, telefono: null, estatura_cm: null, peso_kg: null, talla_botin: null, fecha_nacimiento: null,
      privado: { correo: true, telefono: true, info_fisica: true }, bio: 'Arquero de toda la vida', es_propio: false,
    });
    expect(d.clubes.map((c: { club_id: string }) => c.club_id)).toEqual([club.id]);
  });

  it('the club Creador, a Moderador, an administrador outside the club and the player see everything', async () => {
    for (const viewer of [cast.creador, cast.moderador, cast.admin, hidden]) {
      const d = ok(await profile(viewer, hidden.id));
      expect(d, viewer.correo).toMatchObject({
        correo: hidden.correo, telefono: '+56912345678', estatura_cm: 180, peso_kg: 75, talla_botin: 42, fecha_nacimiento: '12/04/1995',
        privado: { correo: false, telefono: false, info_fisica: false },
      });
    }
    expect(ok(await profile(hidden, 'me'))).toMatchObject({ _id: hidden.id, es_propio: true });
  });

  it('each field follows its own switch', async () => {
    const [p] = await players(t, club.id, 1);
    await setUser(p!.id, { mostrarCorreo: true, mostrarTelefono: false, mostrarInfoFisica: true, estaturaCm: 170 });
    expect(ok(await profile(cast.miembro, p!.id))).toMatchObject({
      correo: p!.correo, telefono: null, estatura_cm: 170, privado: { correo: false, telefono: true, info_fisica: false },
    });
  });

  it('a Moderador of another club the player is not in gets no override', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const [mod] = await players(t, c.id, 1);
    await t.database.db.update(clubMembers).set({ rol: 'Moderador' }).where(eq(clubMembers.usuarioId, mod!.id));
    await t.database.db.insert(clubMembers).values({ clubId: club.id, usuarioId: mod!.id, rol: 'Miembro' });
    expect(ok(await profile(mod!, hidden.id)).privado).toEqual({ correo: true, telefono: true, info_fisica: true });
  });
});

describe('GET /usuarios/{id}/estadisticas', () => {
  it('401, 404 first; then the counters and the enrolments', async () => {
    const [p] = await players(t, club.id, 1);
    expect(fail(await t.call('GET', `/api/usuarios/${p!.id}/estadisticas`, {})).status).toBe(401);
    expect(fail(await t.call('GET', `/api/usuarios/${p!.id}/estadisticas`, { token: cast.outsider.token })).status).toBe(404);
    await setUser(p!.id, { partidosJugados: 12, mvpCount: 2, rachaAsistencia: 4, rachaMaxima: 6, lastMvpDate: new Date('2030-05-01T12:00:00Z') });
    const m1 = await createMatch(t, cast.creador.token, club);
    const m2 = await createMatch(t, cast.creador.token, club);
    const m3 = await createMatch(t, cast.creador.token, club);
    for (const m of [m1, m2, m3]) await enrolDirect(t, m._id, [p!.id]);
    await setEstado(t, m2._id, 'Finalizado');
    await setEstado(t, m3._id, 'Cancelado');
    const d = ok(await t.call('GET', `/api/usuarios/${p!.id}/estadisticas`, { token: cast.miembro.token }));
    expect(d).toEqual({
      partidos_jugados: 12, mvp_count: 2, racha_asistencia: 4, racha_maxima: 6, partidos_inscritos: 2, partidos_proximos: 1,
      last_mvp_date: '2030-05-01T12:00:00.000Z',
      // one finished match (m2), attended by default
      confiabilidad: 100,
    });
    expect(ok(await profile(cast.miembro, p!.id))).toMatchObject({ partidos_inscritos: 2, racha_maxima: 6 });
    await t.database.db.delete(partidoAsistentes).where(eq(partidoAsistentes.usuarioId, p!.id));
  });
});
