import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagosJugadores } from '../../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, join, ok, person, type Cast, type Person } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, detail, inscribir, players, type MatchClub } from '../matches/factory.js';
import { SIGNED_URL, aprobar, rechazar, subirOk } from './factory.js';

// docs/decisions/0035: 'Pagos por validar', the receipts waiting for review across every club the
// caller manages (Creador or Moderador; a platform administrador: every club), newest upload first, paginated.

let t: TestApp;
let cast: Cast;
let other: Cast;
let clubA: MatchClub;
let clubB: MatchClub;
let clubC: MatchClub;
/** Moderador of club A only; a plain Miembro of club B. */
let modA: Person;
/** receipt (payment) ids by name, in upload order a1, b1, a2, c1, b2, a3 */
const pago: Record<string, string> = {};
const partido: Record<string, string> = {};
const payer: Record<string, Person> = {};

const tick = () => t.clock.advance(60_000);

interface Item { partido_id: string; usuario: { _id: string }; club: { _id: string; nombre: string }; pago: { _id: string; comprobante_url: string | null } }

const list = (token?: string, query = '') => t.call('GET', `/api/pagos/por-validar${query}`, { token });
const total = (token?: string) => t.call('GET', '/api/pagos/por-validar/total', { token });
const ids = async (who: Person, query = '') => ok(await list(who.token, query)).comprobantes.map((c: Item) => c.pago._id);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  other = await createCast(t);
  clubA = await createMatchClub(t, cast, { nombre: 'Club Alfa' });
  clubB = await createMatchClub(t, cast, { nombre: 'Club Beta' });
  // a club nobody of `cast` but the administrador may see
  clubC = await createMatchClub(t, other, { nombre: 'Club Gama' });
  modA = await person(t);
  await join(t, modA, clubA);
  await join(t, modA, clubB);
  ok(await t.call('PUT', `/api/clubes/${clubA.id}/miembros/${modA.id}/rol`, { token: cast.creador.token, body: { rol: 'Moderador' } }));

  partido.a = (await createMatch(t, cast.creador.token, clubA))._id;
  partido.b = (await createMatch(t, cast.creador.token, clubB, { monto_arriendo: 40000 }))._id;
  partido.c = (await createMatch(t, other.creador.token, clubC))._id;
  const [a1, a2, a3, a4] = await players(t, clubA.id, 4);
  const [b1, b2] = await players(t, clubB.id, 2);
  const [c1] = await players(t, clubC.id, 1);
  Object.assign(payer, { a1, a2, a3, a4, b1, b2, c1 });
  for (const p of [a1, a2, a3, a4]) ok(await inscribir(t, p!, partido.a!), 201);
  for (const p of [b1, b2]) ok(await inscribir(t, p!, partido.b!), 201);
  ok(await inscribir(t, c1!, partido.c!), 201);
  // a4 never uploads: Pendiente is not a receipt to validate
  for (const [name, m] of [['a1', 'a'], ['b1', 'b'], ['a2', 'a'], ['c1', 'c'], ['b2', 'b'], ['a3', 'a']] as const) {
    tick();
    pago[name] = (await subirOk(t, payer[name]!, partido[m]!))._id;
  }
});
afterAll(async () => { await t.close(); });

describe('who may ask', () => {
  it('401 without a session, for the list and the count', async () => {
    expect(fail(await list()).status).toBe(401);
    expect(fail(await total()).status).toBe(401);
  });

  it('someone who manages no club gets an empty list and 0, not 403 (the menu asks for everyone)', async () => {
    for (const who of [cast.miembro, cast.outsider, payer.a1!]) {
      expect(ok(await list(who.token))).toEqual({ comprobantes: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } });
      expect(ok(await total(who.token))).toEqual({ total: 0 });
    }
  });

  it('400 for a page out of range or a limit below 1', async () => {
    for (const q of ['?page=0', '?page=abc', '?page=100001', '?limit=0', '?limit=x']) expect(fail(await list(cast.creador.token, q)).status, q).toBe(400);
  });
});

describe('GET /pagos/por-validar', () => {
  it('the Creador of two clubs sees both clubs\' receipts, newest upload first', async () => {
    expect(await ids(cast.creador)).toEqual([pago.a3, pago.b2, pago.a2, pago.b1, pago.a1]);
    // the Moderador of both too
    expect(await ids(cast.moderador)).toEqual([pago.a3, pago.b2, pago.a2, pago.b1, pago.a1]);
  });

  it('each card has the club, the match, the player and the receipt\'s signed URL and kind', async () => {
    const data = ok(await list(cast.creador.token));
    expect(data.pagination).toEqual({ total: 5, page: 1, limit: 10, pages: 1 });
    const first = data.comprobantes[0];
    const match = await detail(t, cast.creador, partido.a!);
    expect(first).toEqual({
      partido_id: partido.a,
      usuario: { _id: payer.a3!.id, nombre: expect.stringMatching(/^Jugador/), apellido: 'Prueba', avatar_url: null },
      club: { _id: clubA.id, nombre: 'Club Alfa' },
      partido: { fecha: match.fecha, hora: '20:00', lugar: match.lugar_nombre, cancha: '2' },
      pago: {
        _id: pago.a3, monto: 3000, metodo_pago: 'Transferencia', estado: 'Validando', fecha_subida: t.clock.now().toISOString(),
        comprobante_url: expect.stringMatching(SIGNED_URL), comprobante_tipo: 'imagen',
      },
    });
    expect(first.partido.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // the URL opens the image without a session
    const file = await t.call('GET', first.pago.comprobante_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('a Moderador of club A never sees club B\'s receipts, though a member of B', async () => {
    expect(await ids(modA)).toEqual([pago.a3, pago.a2, pago.a1]);
    expect(ok(await total(modA.token))).toEqual({ total: 3 });
    const body = (await list(modA.token)).body;
    expect(body).not.toContain(clubB.id);
    expect(body).not.toContain(pago.b1);
  });

  it('the platform administrador sees every club\'s, a member of none of them', async () => {
    expect(await ids(cast.admin)).toEqual([pago.a3, pago.b2, pago.c1, pago.a2, pago.b1, pago.a1]);
    expect(ok(await total(cast.admin.token))).toEqual({ total: 6 });
    // the other club's Creador sees only theirs
    expect(await ids(other.creador)).toEqual([pago.c1]);
  });

  it('pages on the server: no overlap, nothing lost, the same total on each page', async () => {
    const p1 = ok(await list(cast.creador.token, '?page=1&limit=2'));
    const p2 = ok(await list(cast.creador.token, '?page=2&limit=2'));
    const p3 = ok(await list(cast.creador.token, '?page=3&limit=2'));
    for (const [i, p] of [p1, p2, p3].entries()) expect(p.pagination).toEqual({ total: 5, page: i + 1, limit: 2, pages: 3 });
    expect([...p1.comprobantes, ...p2.comprobantes, ...p3.comprobantes].map((c: Item) => c.pago._id))
      .toEqual([pago.a3, pago.b2, pago.a2, pago.b1, pago.a1]);
    // past the end: nothing, with the total
    expect(ok(await list(cast.creador.token, '?page=9&limit=2'))).toEqual({ comprobantes: [], pagination: { total: 5, page: 9, limit: 2, pages: 3 } });
    // the limit is capped at 100 (docs/decisions/0035)
    expect(ok(await list(cast.creador.token, '?limit=5000')).pagination.limit).toBe(100);
  });

  it('reads a fixed number of statements whether one club or many, one receipt or many', async () => {
    await list(modA.token);
    await list(cast.admin.token);
    const few = await countQueries(t, () => list(modA.token));
    const many = await countQueries(t, () => list(cast.admin.token));
    const none = await countQueries(t, () => list(cast.miembro.token));
    expect(ok(many.result).comprobantes).toHaveLength(6);
    expect(few.queries).toBe(many.queries);
    expect(none.queries).toBe(many.queries);
  });
});

describe('GET /pagos/por-validar/total', () => {
  it('matches the list\'s total for each viewer', async () => {
    for (const who of [cast.creador, cast.moderador, modA, cast.admin, other.creador, cast.miembro]) {
      expect(ok(await total(who.token)).total, who.correo).toBe(ok(await list(who.token)).pagination.total);
    }
  });
});

describe('after a decision', () => {
  it('approved and rejected receipts leave the list and the count at once; a new upload comes back on top', async () => {
    ok(await aprobar(t, modA.token, partido.a!, payer.a3!.id));
    ok(await rechazar(t, cast.moderador.token, partido.b!, payer.b2!.id, 'El monto no coincide'));
    expect(await ids(cast.creador)).toEqual([pago.a2, pago.b1, pago.a1]);
    expect(ok(await total(cast.creador.token))).toEqual({ total: 3 });
    expect(await ids(modA)).toEqual([pago.a2, pago.a1]);
    expect(ok(await total(cast.admin.token))).toEqual({ total: 4 });

    // the rejected player uploads again: newest upload, first in line
    tick();
    await subirOk(t, payer.b2!, partido.b!);
    expect(await ids(cast.creador)).toEqual([pago.b2, pago.a2, pago.b1, pago.a1]);
    expect(ok(await total(cast.creador.token))).toEqual({ total: 4 });
  });

  it('a Moderador demoted to Miembro no longer sees the club\'s receipts, at once', async () => {
    ok(await t.call('PUT', `/api/clubes/${clubA.id}/miembros/${modA.id}/rol`, { token: cast.creador.token, body: { rol: 'Miembro' } }));
    expect(ok(await list(modA.token)).comprobantes).toEqual([]);
    expect(ok(await total(modA.token))).toEqual({ total: 0 });
  });

  it('leaves out a receipt whose player\'s account is gone: nobody can decide it any more', async () => {
    const before = ok(await total(cast.creador.token)).total;
    await t.database.db.update(pagosJugadores).set({ usuarioId: null }).where(eq(pagosJugadores.id, pago.a1!));
    expect(await ids(cast.creador)).not.toContain(pago.a1);
    expect(ok(await total(cast.creador.token))).toEqual({ total: before - 1 });
  });
});
