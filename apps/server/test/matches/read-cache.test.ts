import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import {
  cacheCambios, clubMembers, clubPaymentAccounts, clubs, lugares, pagosJugadores, partidoBots, partidoListaEspera, partidos, users,
} from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { compactCacheVersions } from '../../src/modules/matches/read-cache.js';
import { clearReadCaches, createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, inscribir, players, type MatchClub } from './factory.js';

// The read cache (docs/decisions/0019) keeps the list's and detail's rows under the version of what they show.
// These tests warm it, change one thing — through the API or straight in the database, so that the triggers
// and not the services are under test — and expect the very next read to show the change.

interface Card { _id: string; [k: string]: unknown }

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let other: MatchClub;
let partidoId: string;
let publicoId: string;
let ps: Person[];

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  other = await createMatchClub(t, cast, { nombre: 'Club Vecino' });
  partidoId = (await createMatch(t, cast.creador.token, club, { max_asistentes: 10 }))._id;
  publicoId = (await createMatch(t, cast.creador.token, other, { es_publico: true }))._id;
  ps = await players(t, club.id, 3);
});
afterAll(async () => { await t.close(); });

const list = async (app: { call: TestApp['call'] } = t) =>
  ok<{ partidos: Card[] }>(await app.call('GET', '/api/partidos', { token: cast.miembro.token, headers: club.headers })).partidos;
const card = async (id = partidoId) => (await list()).find((p) => p._id === id)!;
const detail = async (id = partidoId, token = cast.miembro.token) => ok(await t.call('GET', `/api/partidos/${id}`, { token }));
/**
 * Reads the list and the detail so the cache holds them, and checks it does: the second read runs no data query
 * (PostgreSQL: the session with the club access, then the viewer's part of the kept page with its matches' and the
 * list's versions, or the detail's version with the viewer's role; the embedded database knows them all without asking).
 */
const hitQueries = () => (isEmbedded(t) ? 0 : 2);
async function warm() {
  await list();
  await detail();
  expect((await countQueries(t, () => list())).queries).toBe(hitQueries());
  expect((await countQueries(t, () => detail())).queries).toBe(hitQueries());
}
const version = async (ambito: string) => {
  const [row] = await t.database.db.select({ v: sql<string>`coalesce(sum(${cacheCambios.n}), 0)::text` }).from(cacheCambios).where(eq(cacheCambios.ambito, ambito));
  return Number(row!.v);
};

describe('read cache: the list and the detail show every change at once', () => {
  it("a sign-up to one match leaves the club's other details kept (migration 0022)", async () => {
    const otro = (await createMatch(t, cast.creador.token, club))._id;
    const [p] = await players(t, club.id, 1);
    await detail();
    await detail(otro);
    await enrolDirect(t, otro, [p!.id]);
    expect((await countQueries(t, () => detail())).queries).toBe(hitQueries());
    const now = await countQueries(t, () => detail(otro));
    expect(now.queries).toBeGreaterThan(hitQueries());
    expect(now.result.asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id)).toContain(p!.id);
  });

  it('a sign-up through the API', async () => {
    await warm();
    ok(await inscribir(t, ps[0]!, partidoId), 201);
    expect(await card()).toMatchObject({ ocupados: 1, asistentes_preview: [{ _id: ps[0]!.id }] });
    expect((await detail()).asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id)).toEqual([ps[0]!.id]);
  });

  it("a player's name and photo, and nothing for columns no screen here shows", async () => {
    await warm();
    await t.database.db.update(users).set({ nombre: 'Renombrado', photoUrl: '/uploads/avatars/x.webp' }).where(eq(users.id, ps[0]!.id));
    expect((await card()).asistentes_preview).toMatchObject([{ nombre: 'Renombrado', avatar_url: '/uploads/avatars/x.webp' }]);
    expect((await detail()).asistentes[0].usuario_id).toMatchObject({ nombre: 'Renombrado' });
    const before = await version(club.id);
    await t.database.db.update(users).set({ partidosJugados: 7 }).where(eq(users.id, ps[0]!.id));
    expect(await version(club.id)).toBe(before);
  });

  it("a profile edit shows on the cards' headers (creator, MVP) and on another club's public match's roster (migrations 0023, 0024)", async () => {
    const [mvp, visitante] = await players(t, club.id, 2);
    const vecino = (await createMatch(t, cast.creador.token, other, { es_publico: true }))._id;
    await t.database.db.update(partidos).set({ mvpId: mvp!.id }).where(eq(partidos.id, partidoId));
    await enrolDirect(t, vecino, [visitante!.id]);
    await warm();
    await card(vecino);
    await t.database.db.update(users).set({ apodo: 'El Mejor' }).where(eq(users.id, mvp!.id));
    expect((await card()).mvp_asignado).toMatchObject({ _id: mvp!.id, apodo: 'El Mejor' });
    expect((await detail()).mvp_asignado).toMatchObject({ apodo: 'El Mejor' });
    await t.database.db.update(users).set({ apodo: 'Visita' }).where(eq(users.id, visitante!.id));
    expect((await card(vecino)).asistentes_preview).toMatchObject([{ _id: visitante!.id, apodo: 'Visita' }]);
    expect((await detail(vecino)).asistentes[0].usuario_id).toMatchObject({ apodo: 'Visita' });
    await t.database.db.update(users).set({ apellido: 'Renombrado' }).where(eq(users.id, cast.creador.id));
    expect((await card()).uid).toMatchObject({ apellido: 'Renombrado' });
    expect((await detail()).uid).toMatchObject({ apellido: 'Renombrado' });
    await t.database.db.update(partidos).set({ mvpId: null }).where(eq(partidos.id, partidoId));
    await t.database.db.delete(partidos).where(eq(partidos.id, vecino));
  });

  it("a payment's estado (the roster's validated receipt)", async () => {
    await warm();
    await t.database.db.update(pagosJugadores).set({ estado: 'Aprobado' })
      .where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.usuarioId, ps[0]!.id)));
    expect((await detail()).asistentes[0].comprobante_pago_validado).toBe(true);
  });

  it('the venue, the club, the payment account', async () => {
    await warm();
    await t.database.db.update(lugares).set({ nombre: 'Cancha Nueva' }).where(eq(lugares.id, club.lugarId));
    expect(await card()).toMatchObject({ lugar_nombre: 'Cancha Nueva' });
    await warm();
    await t.database.db.update(clubs).set({ nombre: 'Club Renombrado' }).where(eq(clubs.id, club.id));
    expect(await card()).toMatchObject({ club_id: { nombre: 'Club Renombrado' } });
    await warm();
    await t.database.db.update(clubPaymentAccounts).set({ nombreBanco: 'Banco Nuevo' }).where(eq(clubPaymentAccounts.id, club.cuentaId));
    expect((await detail()).cuenta_pago).toMatchObject({ nombre_banco: 'Banco Nuevo' });
  });

  it("the viewer's role, a guest, the waiting list, the match itself", async () => {
    await warm();
    await t.database.db.update(clubMembers).set({ rol: 'Moderador' }).where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.usuarioId, cast.miembro.id)));
    expect((await detail()).permisos.puede_gestionar).toBe(true);
    expect((await card()).permisos).toMatchObject({ puede_gestionar: true });
    await t.database.db.update(clubMembers).set({ rol: 'Miembro' }).where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.usuarioId, cast.miembro.id)));
    await warm();
    await t.database.db.insert(partidoBots).values({ id: newId(), partidoId, nombreDisplay: 'Invitado Uno' });
    expect((await detail()).jugadores_bot).toMatchObject([{ nombre_display: 'Invitado Uno' }]);
    await warm();
    await t.database.db.insert(partidoListaEspera).values({ partidoId, usuarioId: ps[2]!.id });
    expect(await card()).toMatchObject({ lista_espera_count: 1 });
    await warm();
    await t.database.db.update(partidos).set({ canchaNumero: 9 }).where(eq(partidos.id, partidoId));
    expect(await card()).toMatchObject({ cancha_numero: 9 });
    expect(await detail()).toMatchObject({ cancha_numero: 9 });
  });

  it("another club's public match: its changes, its players, its club", async () => {
    expect(await card(publicoId)).toMatchObject({ club_id: { nombre: 'Club Vecino' }, ocupados: 0 });
    await warm();
    await enrolDirect(t, publicoId, [ps[1]!.id]);
    expect(await card(publicoId)).toMatchObject({ ocupados: 1, asistentes_preview: [{ _id: ps[1]!.id }] });
    await warm();
    await t.database.db.update(clubs).set({ nombre: 'Club Vecino Nuevo' }).where(eq(clubs.id, other.id));
    expect(await card(publicoId)).toMatchObject({ club_id: { nombre: 'Club Vecino Nuevo' } });
    await warm();
    await t.database.db.update(partidos).set({ esPublico: false }).where(eq(partidos.id, publicoId));
    expect(await card(publicoId)).toBeUndefined();
  });

  it('the clock alone: attendance can no longer be confirmed once the match has started', async () => {
    const read = async () => ok<{ partidos: Card[] }>(await t.call('GET', '/api/partidos', { token: ps[0]!.token, headers: club.headers }))
      .partidos.find((p) => p._id === partidoId)!;
    const before = await read();
    expect(before.permisos).toMatchObject({ puede_confirmar: true });
    expect((await countQueries(t, read)).queries).toBe(hitQueries());
    const saved = t.clock.now();
    try {
      t.clock.set(new Date(new Date(before.inicio as string).getTime() + 1000));
      expect((await read()).permisos).toMatchObject({ puede_confirmar: false });
      expect((await detail(partidoId, ps[0]!.token)).permisos).toMatchObject({ puede_confirmar: false });
    } finally {
      // (an answer kept after the start says so until something changes: the cache takes time to move forward only)
      t.clock.set(saved);
      t.services.readCache.clear();
    }
  });

  it('a change made by another server process on the same database', async () => {
    const second: BuiltApp = await buildApp(t.config, { clock: t.clock, database: t.database, logger: false, rateLimits: false });
    await second.app.ready();
    try {
      const call: TestApp['call'] = (method, url, o = {}) => second.app.inject({
        method, url, headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers }, ...(o.body !== undefined ? { payload: o.body as object } : {}),
      });
      await warm();
      const previewIds = (c: Card | undefined) => (c!.asistentes_preview as { _id: string }[]).map((j) => j._id);
      expect(previewIds(await card())).not.toContain(ps[1]!.id);
      t.clock.advance(1000);
      ok(await call('POST', `/api/partidos/${partidoId}/inscribir`, { token: ps[1]!.token, body: { usuario_id: ps[1]!.id } }), 201);
      expect(previewIds(await card())).toContain(ps[1]!.id);
      expect((await detail()).asistentes.some((a: { usuario_id: { _id: string } }) => a.usuario_id._id === ps[1]!.id)).toBe(true);
      // and the other way round: the second process read the list, this one changes it
      expect(previewIds((await list({ call })).find((p) => p._id === partidoId))).toContain(ps[1]!.id);
      ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${ps[1]!.id}`, { token: ps[1]!.token }));
      expect(previewIds((await list({ call })).find((p) => p._id === partidoId))).not.toContain(ps[1]!.id);
    } finally {
      await second.app.close();
    }
  });
});

describe('read cache: answers kept as bytes', () => {
  it('every kind of viewer gets from the cache exactly what a fresh read gives them', async () => {
    const id = (await createMatch(t, cast.creador.token, club, { max_asistentes: 3, es_publico: true, requiere_aprobacion_ingreso_publico: true }))._id;
    const [a, a2, b, c, d] = await players(t, club.id, 5);
    const [e, e2] = await players(t, null, 2);
    for (const p of [a!, a2!, b!]) ok(await inscribir(t, p, id), 201);
    ok(await t.call('PUT', `/api/partidos/${id}/confirmar-asistencia`, { token: b!.token, body: { confirmado: true } }));
    ok(await t.call('PUT', `/api/partidos/${id}/gestionar-jugador`, { token: cast.creador.token, body: { usuario_id: a!.id, accion: 'cambiar_equipo', destino: 'equipo_a' } }));
    ok(await t.call('PUT', `/api/partidos/${id}/gestionar-jugador`, { token: cast.creador.token, body: { usuario_id: a2!.id, accion: 'cambiar_equipo', destino: 'equipo_a' } }));
    ok(await inscribir(t, c!, id, { lista_espera: true }), 201);
    ok(await inscribir(t, e!, id), 201); // not a member: waits for approval
    // the same kinds twice (a, a2; d, cast.miembro; e2, cast.outsider) and one of every other kind
    const viewers = { a, a2, b, c, d, e, e2, ...cast } as Record<string, Person>;
    const fresh: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(viewers)) {
      clearReadCaches(t);
      fresh[name] = await detail(id, v.token);
    }
    expect(fresh.a).toMatchObject({ mi_estado: { inscrito: true, equipo: 'equipo_a' } });
    expect(fresh.b).toMatchObject({ mi_estado: { inscrito: true, confirmado: true, equipo: 'Sin asignar' } });
    expect(fresh.c).toMatchObject({ mi_estado: { en_lista_espera: true, pendiente_aprobacion: false } });
    expect(fresh.e).toMatchObject({ mi_estado: { en_lista_espera: true, pendiente_aprobacion: true } });
    expect(fresh.e2).toMatchObject({ cuenta_pago: null, permisos: { puede_inscribirse: true } });
    expect(fresh.admin).toMatchObject({ permisos: { puede_gestionar: true } });
    // whoever fills the cache first, everyone else is checked against it: forwards, then backwards
    const names = Object.keys(viewers);
    for (const order of [names, [...names].reverse()]) {
      clearReadCaches(t);
      for (const name of order) expect(await detail(id, viewers[name]!.token), name).toEqual(fresh[name]);
    }
    // a's own answer changes; a2, in the same place before, keeps theirs
    ok(await t.call('PUT', `/api/partidos/${id}/confirmar-asistencia`, { token: a!.token, body: { confirmado: false } }));
    expect((await detail(id, a!.token)).mi_estado).toMatchObject({ inscrito: true, confirmado: false });
    expect((await detail(id, a2!.token)).mi_estado).toMatchObject({ inscrito: true, confirmado: null });
  });

  it('gzip for a client that takes it, the same JSON as without', async () => {
    const headers = { ...club.headers, 'accept-encoding': 'gzip, deflate, br' };
    for (const url of ['/api/partidos', `/api/partidos/${partidoId}`]) {
      const plain = await t.call('GET', url, { token: cast.miembro.token, headers: club.headers });
      // twice: the first makes the gzip form, the second sends the kept one
      for (let i = 0; i < 2; i++) {
        const zipped = await t.call('GET', url, { token: cast.miembro.token, headers });
        expect(zipped.statusCode).toBe(200);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
      const refused = await t.call('GET', url, { token: cast.miembro.token, headers: { ...club.headers, 'accept-encoding': 'gzip;q=0' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.json()).toEqual(plain.json());
    }
  });
});

describe('compression is the same on every Node', () => {
  it('never zstd (Node 24 has it, the clients and the fuzzer may not): gzip for a client offering both', async () => {
    const res = await t.call('GET', '/api/docs/json', { headers: { 'accept-encoding': 'zstd, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
    const only = await t.call('GET', '/api/docs/json', { headers: { 'accept-encoding': 'zstd' } });
    expect(only.headers['content-encoding']).toBeUndefined();
  });
});

describe('read cache: the browser asks again with the tag it kept', () => {
  it('304 without a body while nothing changed, the new answer after a change, never for another viewer', async () => {
    for (const url of ['/api/partidos', `/api/partidos/${partidoId}`]) {
      const first = await t.call('GET', url, { token: cast.miembro.token, headers: club.headers });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const same = await t.call('GET', url, { token: cast.miembro.token, headers: { ...club.headers, 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      // another person with the same tag gets their own answer
      const other = await t.call('GET', url, { token: cast.creador.token, headers: { ...club.headers, 'if-none-match': etag } });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).not.toBe(etag);
    }
    const etagOf = async () => (await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token })).headers.etag as string;
    const before = await etagOf();
    await t.database.db.update(partidos).set({ notas: 'cambio para la etiqueta' }).where(eq(partidos.id, partidoId));
    const after = await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.notas).toBe('cambio para la etiqueta');
    expect(await etagOf()).not.toBe(before);
  });
});

describe('read cache versions', () => {
  it('a rolled-back change leaves the version as it was', async () => {
    const before = await version(club.id);
    await expect(t.database.db.transaction(async (tx) => {
      await tx.update(partidos).set({ canchaNumero: 3 }).where(eq(partidos.id, partidoId));
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await version(club.id)).toBe(before);
  });

  it('one mark per statement and ambito, however many rows it changes', async () => {
    await createMatch(t, cast.creador.token, club);
    const before = await version(club.id);
    await t.database.db.update(partidos).set({ notas: 'todos' }).where(eq(partidos.clubId, club.id));
    expect(await version(club.id)).toBe(before + 1);
  });

  it('compacting keeps every version and leaves one row per ambito', async () => {
    const ambitos = [club.id, other.id, 'publico'];
    const before = await Promise.all(ambitos.map(version));
    await compactCacheVersions(t.database.db);
    expect(await Promise.all(ambitos.map(version))).toEqual(before);
    const repeated = await t.database.db.select({ ambito: cacheCambios.ambito }).from(cacheCambios).groupBy(cacheCambios.ambito).having(sql`count(*) > 1`);
    expect(repeated).toEqual([]);
    // and the cache still answers right after it
    await warm();
    await t.database.db.update(partidos).set({ canchaNumero: 4 }).where(eq(partidos.id, partidoId));
    expect(await card()).toMatchObject({ cancha_numero: 4 });
  });
});
