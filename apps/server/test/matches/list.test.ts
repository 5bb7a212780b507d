import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { clubMembers } from '../../src/db/schema/index.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, fechaEn, inscribir, players, setEstado, type MatchClub } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let other: MatchClub;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  other = await createMatchClub(t, cast);
  const c = (o: Record<string, unknown>, k: string, target = club) => createMatch(t, cast.creador.token, target, o).then((p) => { ids[k] = p._id; });
  // created out of order on purpose: the list sorts by date then time
  await c({ fecha: fechaEn(t, 5), hora_partido: '21:00' }, 'd5_21');
  await c({ fecha: fechaEn(t, 3), hora_partido: '20:00' }, 'd3');
  await c({ fecha: fechaEn(t, 5), hora_partido: '09:15' }, 'd5_09');
  await c({ fecha: fechaEn(t, 5), horario_por_definir: true, hora_partido: undefined }, 'd5_tbd');
  await c({ fecha: fechaEn(t, 8) }, 'finalizado');
  await c({ fecha: fechaEn(t, 9) }, 'cancelado');
  await c({ fecha: fechaEn(t, 4) }, 'en_curso');
  await setEstado(t, ids.finalizado!, 'Finalizado');
  await setEstado(t, ids.cancelado!, 'Cancelado');
  await setEstado(t, ids.en_curso!, 'En curso');
  // the other club: one public upcoming, one public finished, one private
  await c({ fecha: fechaEn(t, 6), es_publico: true }, 'publico', other);
  await c({ fecha: fechaEn(t, 6), es_publico: true }, 'publico_fin', other);
  await c({ fecha: fechaEn(t, 6) }, 'privado', other);
  await setEstado(t, ids.publico_fin!, 'Finalizado');
});
afterAll(async () => { await t.close(); });

const list = async (query = '', token = cast.miembro.token, headers = club.headers) =>
  ok(await t.call('GET', `/api/partidos${query}`, { token, headers }));
const idsOf = (data: { partidos: { _id: string }[] }) => data.partidos.map((p) => p._id);

describe('GET /partidos', () => {
  it('401 without a session; 404 when x-club-id names a club the user is not in', async () => {
    expect(fail(await t.call('GET', '/api/partidos', { headers: club.headers })).status).toBe(401);
    expect(fail(await t.call('GET', '/api/partidos', { token: cast.outsider.token, headers: club.headers })).status).toBe(404);
  });

  it('shows the club\'s matches by date then time (undefined time last) and other clubs\' upcoming public ones; finished and cancelled hidden', async () => {
    const data = await list();
    expect(idsOf(data)).toEqual([ids.d3, ids.en_curso, ids.d5_09, ids.d5_21, ids.d5_tbd, ids.publico].filter(Boolean));
    expect(data.pagination).toEqual({ total: 6, page: 1, limit: 10, pages: 1 });
    const publico = data.partidos.find((p: { _id: string }) => p._id === ids.publico);
    expect(publico).toMatchObject({ club_id: { _id: other.id }, es_publico: true, permisos: { puede_gestionar: false, puede_inscribirse: true } });
  });

  it('mostrarFinalizados=true adds finished matches; cancelled ones only when the estado filter asks', async () => {
    expect(idsOf(await list('?mostrarFinalizados=true'))).toContain(ids.finalizado);
    expect(idsOf(await list('?mostrarFinalizados=true'))).not.toContain(ids.cancelado);
    expect(idsOf(await list('?estado=Cancelado'))).toEqual([ids.cancelado]);
    expect(idsOf(await list(`?estado=Finalizado&estado=${encodeURIComponent('En curso')}`))).toEqual([ids.en_curso, ids.finalizado]);
    expect(idsOf(await list('?estado[]=Finalizado'))).toEqual([ids.finalizado]);
    expect(fail(await t.call('GET', '/api/partidos?estado=Jugando', { token: cast.miembro.token, headers: club.headers })).status).toBe(400);
  });

  it('filters by date range (YYYY-MM-DD) and venue', async () => {
    const iso = (d: string) => d.split('/').reverse().join('-');
    const d5 = iso(fechaEn(t, 5));
    expect(idsOf(await list(`?fecha_inicio=${d5}&fecha_fin=${d5}`))).toEqual([ids.d5_09, ids.d5_21, ids.d5_tbd]);
    expect(idsOf(await list(`?fecha=${d5}`))).toHaveLength(3);
    expect(idsOf(await list(`?lugar_id=${other.lugarId}`))).toEqual([ids.publico]);
    const bad = await t.call('GET', `/api/partidos?fecha_inicio=${d5}&fecha_fin=2000-01-01`, { token: cast.miembro.token, headers: club.headers });
    expect(fail(bad)).toEqual({ status: 400, message: 'La fecha de inicio no puede ser posterior a la fecha de fin' });
  });

  it('pages on the server; the limit defaults to 10 and is capped at 1000', async () => {
    const p2 = await list('?limit=4&page=2');
    expect(idsOf(p2)).toEqual([ids.d5_tbd, ids.publico]);
    expect(p2.pagination).toEqual({ total: 6, page: 2, limit: 4, pages: 2 });
    expect((await list('?limit=4&page=9')).pagination).toEqual({ total: 6, page: 9, limit: 4, pages: 2 });
    expect((await list('?limit=5000')).pagination.limit).toBe(1000);
  });

  it('the other club sees its own private match but not ours', async () => {
    const data = await list('', cast.creador.token, other.headers);
    expect(idsOf(data)).toEqual(expect.arrayContaining([ids.publico, ids.privado]));
    expect(idsOf(data)).not.toContain(ids.d3);
  });

  it('carries the first 5 attendees in sign-up order, the counts and the viewer\'s own state', async () => {
    const ps = await players(t, club.id, 8);
    await enrolDirect(t, ids.d3!, ps.map((p) => p.id));
    const data = await list('', ps[0]!.token);
    const card = data.partidos.find((p: { _id: string }) => p._id === ids.d3);
    expect(card.asistentes_preview.map((a: { _id: string }) => a._id)).toEqual(ps.slice(0, 5).map((p) => p.id));
    expect(card.asistentes_preview[0]).toMatchObject({ nombre: expect.any(String), avatar_url: null, posicion_principal: 'MC', nivel_habilidad: 'Intermedio' });
    expect(card).toMatchObject({ ocupados: 8, asistentes_count: 8, disponibilidad: 'Pocos cupos', mi_estado: { inscrito: true }, permisos: { puede_desinscribirse: true } });
    const otherCard = data.partidos.find((p: { _id: string }) => p._id === ids.d5_09);
    expect(otherCard).toMatchObject({ asistentes_preview: [], mi_estado: { inscrito: false }, respuestas: { van: 0, no_van: 0, sin_responder: 0 } });
  });

  it('counts the attendees by answer (Van / No van / Sin responder), and a changed answer shows at once on the card and the detail', async () => {
    const p = await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 6) });
    const ps = await players(t, club.id, 4);
    await enrolDirect(t, p._id, ps.map((x) => x.id));
    const answer = (who: number, confirmado: boolean) => t.call('PUT', `/api/partidos/${p._id}/confirmar-asistencia`, { token: ps[who]!.token, body: { confirmado } });
    const card = async () => (await list('', cast.creador.token)).partidos.find((x: { _id: string }) => x._id === p._id);
    expect((await card()).respuestas).toEqual({ van: 0, no_van: 0, sin_responder: 4 });
    const confirmed = ok(await answer(0, true));
    expect(confirmed).toMatchObject({ mi_estado: { confirmado: true }, respuestas: { van: 1, no_van: 0, sin_responder: 3 } });
    ok(await answer(1, false));
    ok(await answer(2, true));
    expect((await card()).respuestas).toEqual({ van: 2, no_van: 1, sin_responder: 1 });
    // one tap changes the answer
    ok(await answer(2, false));
    expect((await card()).respuestas).toEqual({ van: 1, no_van: 2, sin_responder: 1 });
    expect(ok(await t.call('GET', `/api/partidos/${p._id}`, { token: cast.miembro.token })).respuestas).toEqual({ van: 1, no_van: 2, sin_responder: 1 });
  });

  it('runs the same number of queries for a page of 2 matches as for a page of 10 (no query per card)', async () => {
    const small = await countQueries(t, () => list('?limit=2'));
    const big = await countQueries(t, () => list('?limit=10'));
    expect(small.result.partidos).toHaveLength(2);
    expect(big.result.partidos.length).toBeGreaterThan(5);
    expect(big.queries).toBe(small.queries);
  });

  it("a sign-up shows on its card at once; the other cards are as they were", async () => {
    const [p] = await players(t, club.id, 1);
    const warm = await list();
    await enrolDirect(t, ids.d3!, [p!.id]);
    const after = await list();
    const card = (data: typeof warm, id: string) => data.partidos.find((c: { _id: string }) => c._id === id);
    expect(card(after, ids.d3!).asistentes_preview.map((j: { _id: string }) => j._id)).toContain(p!.id);
    expect(card(after, ids.d3!).ocupados).toBe(card(warm, ids.d3!).ocupados + 1);
    expect(card(after, ids.d5_09!)).toEqual(card(warm, ids.d5_09!));
  });

  it("each viewer sees their own state on a card after another's sign-up", async () => {
    const [a, b] = await players(t, club.id, 2);
    await list('', a!.token);
    ok(await inscribir(t, b!, ids.d3!), 201);
    const card = (data: { partidos: { _id: string }[] }) => data.partidos.find((c) => c._id === ids.d3)!;
    expect(card(await list('', b!.token))).toMatchObject({ mi_estado: { inscrito: true }, permisos: { puede_desinscribirse: true } });
    expect(card(await list('', a!.token))).toMatchObject({ mi_estado: { inscrito: false } });
  });

  it('a changed match, a new one and a cancelled one show on the page at once', async () => {
    await list();
    await setEstado(t, ids.d5_tbd!, 'Próximo a comenzar');
    const changed = await list();
    expect(changed.partidos.find((c: { _id: string }) => c._id === ids.d5_tbd).estado_partido).toBe('Próximo a comenzar');
    const nuevo = (await createMatch(t, cast.creador.token, club, { fecha: fechaEn(t, 7) }))._id;
    expect(idsOf(await list())).toContain(nuevo);
    await setEstado(t, nuevo, 'Cancelado');
    expect(idsOf(await list())).not.toContain(nuevo);
    await setEstado(t, ids.d5_tbd!, 'Convocando');
  });

  it("the cards of several clubs carry the viewer's role in each, after a profile edit too", async () => {
    // two more clubs with an upcoming public match each: with `other`'s, three clubs' cards besides the viewer's own
    const more = [await createMatchClub(t, cast), await createMatchClub(t, cast)];
    const publicos = [ids.publico!];
    for (const m of more) publicos.push((await createMatch(t, cast.creador.token, m, { fecha: fechaEn(t, 6), es_publico: true }))._id);
    const [p] = await players(t, club.id, 1);
    await t.database.db.insert(clubMembers).values({ clubId: other.id, usuarioId: p!.id, rol: 'Moderador' });
    await list('', p!.token);
    ok(await t.call('PUT', '/api/auth/me', { token: p!.token, body: { apodo: 'Recién Editado' } }));
    ok(await inscribir(t, cast.miembro, ids.d5_21!), 201);
    const data = ok(await t.call('GET', '/api/partidos', { token: p!.token, headers: club.headers }));
    const card = (id: string) => data.partidos.find((c: { _id: string }) => c._id === id);
    for (const id of publicos) expect(card(id)).toBeDefined();
    // the moderator of `other` manages its match; the other clubs' public matches are open to them as to anyone
    expect(card(publicos[0]!).permisos).toMatchObject({ puede_gestionar: true });
    expect(card(publicos[1]!).permisos).toMatchObject({ puede_gestionar: false, puede_inscribirse: true });
  });
});

describe('GET /partidos/proximo', () => {
  it('401; the active club\'s soonest upcoming match; null when there is none', async () => {
    expect(fail(await t.call('GET', '/api/partidos/proximo', { headers: club.headers })).status).toBe(401);
    const next = ok(await t.call('GET', '/api/partidos/proximo', { token: cast.miembro.token, headers: club.headers }));
    expect(next._id).toBe(ids.d3);
    expect(next.asistentes_preview).toHaveLength(5);
    const empty = await createMatchClub(t, cast);
    expect(ok(await t.call('GET', '/api/partidos/proximo', { token: cast.miembro.token, headers: empty.headers }))).toBeNull();
  });

  it('skips a match whose start has passed', async () => {
    const saved = t.clock.now();
    t.clock.set(new Date(saved.getTime() + 4 * 86_400_000)); // past d3 20:00 (3 days ahead), before d5
    try {
      const next = ok(await t.call('GET', '/api/partidos/proximo', { token: cast.miembro.token, headers: club.headers }));
      expect(next._id).toBe(ids.d5_09);
    } finally {
      t.clock.set(saved);
    }
  });
});
