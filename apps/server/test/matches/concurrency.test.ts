import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidoAsistentes, partidoListaEspera, partidos } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, type Cast } from '../clubs/factory.js';
import { createMatch, players, setup, type MatchClub } from './factory.js';

// docs/product/enrolment.md: concurrent sign-ups never overbook. Each one locks the match row (SELECT … FOR UPDATE)
// in its transaction; these tests fire the requests at once, on PGlite and (TEST_DATABASE_URL) PostgreSQL.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const signUp = (token: string, partidoId: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/partidos/${partidoId}/inscribir`, { token, body });

async function roster(partidoId: string) {
  const db = t.database.db;
  const asistentes = await db.select().from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, partidoId));
  const espera = await db.select().from(partidoListaEspera).where(eq(partidoListaEspera.partidoId, partidoId));
  const [p] = await db.select({ ocupados: partidos.ocupados }).from(partidos).where(eq(partidos.id, partidoId));
  return { asistentes: asistentes.map((a) => a.usuarioId), espera: espera.map((e) => e.usuarioId), ocupados: p!.ocupados };
}

describe('concurrent sign-ups', () => {
  it('50 different players at once for 10 places: exactly 10 enrolled, 40 told the match is full', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const ps = await players(t, club.id, 50);
    const results = await Promise.all(ps.map((x) => signUp(x.token, p._id)));
    const accepted = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(accepted).toHaveLength(10);
    expect(refused.map(fail)).toEqual(Array(40).fill({ status: 409, message: 'El partido está completo' }));
    const r = await roster(p._id);
    expect(r.asistentes).toHaveLength(10);
    expect(new Set(r.asistentes).size).toBe(10);
    expect(r.ocupados).toBe(10);
  });

  it('with lista_espera the other 40 queue on the waiting list, none twice', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const ps = await players(t, club.id, 50);
    const results = await Promise.all(ps.map((x) => signUp(x.token, p._id, { lista_espera: true })));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const r = await roster(p._id);
    expect(r.asistentes).toHaveLength(10);
    expect(r.espera).toHaveLength(40);
    expect(new Set([...r.asistentes, ...r.espera]).size).toBe(50);
    expect(r.ocupados).toBe(10);
  });

  it('the same player twice at once: one sign-up, one 409', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const [x] = await players(t, club.id, 1);
    const results = await Promise.all([signUp(x!.token, p._id), signUp(x!.token, p._id), signUp(x!.token, p._id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const r = await roster(p._id);
    expect(r.asistentes).toEqual([x!.id]);
    expect(r.ocupados).toBe(1);
  });

  it('leaves and sign-ups at once keep the counter equal to the roster', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const ps = await players(t, club.id, 20);
    await Promise.all(ps.slice(0, 10).map((x) => signUp(x.token, p._id)));
    await Promise.all([
      ...ps.slice(0, 5).map((x) => t.call('DELETE', `/api/partidos/${p._id}/desinscribir/${x.id}`, { token: x.token })),
      ...ps.slice(10).map((x) => signUp(x.token, p._id, { lista_espera: true })),
    ]);
    const r = await roster(p._id);
    expect(r.asistentes).toHaveLength(10);
    expect(r.espera).toHaveLength(5);
    expect(r.ocupados).toBe(10);
  });

  it('withdrawals at once from a full match: each freed place goes to exactly one reserve, in order, none twice', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    const ps = await players(t, club.id, 16);
    for (const x of ps) await signUp(x.token, p._id, { lista_espera: true });
    const reservas = ps.slice(10).map((x) => x.id);
    const leaving = ps.slice(0, 4);
    const results = await Promise.all(leaving.map((x) => t.call('DELETE', `/api/partidos/${p._id}/desinscribir/${x.id}`, { token: x.token })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const r = await roster(p._id);
    expect(r.asistentes).toHaveLength(10);
    expect(r.ocupados).toBe(10);
    // the first four reserves in waiting-list order moved up; the other two still wait, and nobody is in both lists
    expect(r.asistentes).toEqual(expect.arrayContaining(reservas.slice(0, 4)));
    expect(r.espera.sort()).toEqual(reservas.slice(4).sort());
    expect(new Set([...r.asistentes, ...r.espera]).size).toBe(12);
    for (const x of leaving) expect(r.asistentes).not.toContain(x.id);
  });
});

describe('the database guards capacity and duplicates too', () => {
  it('refuses a count of places taken above the match\'s capacity, and a player twice on its roster', async () => {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 4 });
    await expect(t.database.db.update(partidos).set({ ocupados: 5 }).where(eq(partidos.id, p._id))).rejects.toThrow();
    await expect(t.database.db.update(partidos).set({ tieneRivalExterno: true, ocupados: 3 }).where(eq(partidos.id, p._id))).rejects.toThrow();
    const [x] = await players(t, club.id, 1);
    await t.database.db.insert(partidoAsistentes).values({ partidoId: p._id, usuarioId: x!.id });
    await expect(t.database.db.insert(partidoAsistentes).values({ partidoId: p._id, usuarioId: x!.id })).rejects.toThrow();
  });
});
