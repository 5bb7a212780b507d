import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { changeMarks, createMatch, createMatchClub, inscribir, players, type MatchClub } from './factory.js';

// Issue 17: the read cache's change marks (migration 0015, docs/decisions/0027) are made by row triggers, once per
// transaction and ambito; TRUNCATE, which fires no row trigger, marks every club. A match's roster marks the match
// (`p:<id>`, migration 0022), everything else its club.

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

let t: TestApp;
let cast: Cast;
let club: MatchClub;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
});
afterAll(async () => { await t.close(); });

const marks = (ambito: string) => changeMarks(t, ambito);

describe('change marks', () => {
  it('a sign-up (attendee, payment, count: three tables) marks its match once, and not its club (migration 0022)', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club, { monto_arriendo: 20000, es_publico: true }))._id;
    const [p] = await players(t, club.id, 1);
    const before = await marks(club.id);
    const publico = await marks('publico');
    const match = await marks(`p:${partidoId}`);
    ok(await inscribir(t, p!, partidoId), 201);
    expect((await marks(`p:${partidoId}`)).sum - match.sum).toBe(1);
    // the club's other matches, the page of the list, other clubs' lists: nothing they show changed
    expect((await marks(club.id)).sum).toBe(before.sum);
    expect((await marks('publico')).sum).toBe(publico.sum);
  });

  it('a change of the match itself marks its club, not its roster; a change of only its count marks the match', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const before = { club: await marks(club.id), match: await marks(`p:${partidoId}`) };
    await t.database.db.update(partidos).set({ notas: 'otra nota' }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 1);
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum);
    await t.database.db.update(partidos).set({ ocupados: 3, updatedAt: new Date() }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 1);
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum + 1);
    // (migration 0027 compares the rows column by column) the count with anything else, a jsonb column, a value made
    // null: its club; the count set to what it was: the match
    await t.database.db.update(partidos).set({ ocupados: 4, notas: 'y el recuento' }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 2);
    await t.database.db.update(partidos).set({ camposFaltantes: ['lugar'] }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 3);
    await t.database.db.update(partidos).set({ notas: null }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 4);
    await t.database.db.update(partidos).set({ ocupados: 4 }).where(eq(partidos.id, partidoId));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 4);
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum + 2);
  });

  it("a player's profile edit marks the matches that show them, and the club only for a creator's name (migration 0024)", async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const other = (await createMatch(t, cast.creador.token, club))._id;
    const [p] = await players(t, club.id, 1);
    ok(await inscribir(t, p!, partidoId), 201);
    const before = { club: await marks(club.id), match: await marks(`p:${partidoId}`), other: await marks(`p:${other}`), publico: await marks('publico') };
    await t.database.db.update(users).set({ apodo: 'Nuevo Apodo' }).where(eq(users.id, p!.id));
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum + 1);
    // the club's other matches, its list's page, the public lists: the player is not on them
    expect((await marks(`p:${other}`)).sum).toBe(before.other.sum);
    expect((await marks(club.id)).sum).toBe(before.club.sum);
    expect((await marks('publico')).sum).toBe(before.publico.sum);
    // the creator's name is on every card of their matches: the club
    await t.database.db.update(users).set({ nombre: 'Otro Nombre' }).where(eq(users.id, cast.creador.id));
    expect((await marks(club.id)).sum).toBe(before.club.sum + 1);
    // an MVP's name and photo are on their match's roster side: the match, not the club
    await t.database.db.update(partidos).set({ mvpId: p!.id }).where(eq(partidos.id, other));
    const clubAfter = (await marks(club.id)).sum;
    const otherAfter = (await marks(`p:${other}`)).sum;
    await t.database.db.update(users).set({ apodo: 'Figura' }).where(eq(users.id, p!.id));
    expect((await marks(club.id)).sum).toBe(clubAfter);
    expect((await marks(`p:${other}`)).sum).toBe(otherAfter + 1);
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum + 2);
    // a column no match screen shows: nothing
    await t.database.db.update(users).set({ telefono: '+56911112222' }).where(eq(users.id, p!.id));
    expect((await marks(`p:${partidoId}`)).sum).toBe(before.match.sum + 2);
  });

  it('a statement that changes no row marks nothing; one that changes several marks once', async () => {
    const a = (await createMatch(t, cast.creador.token, club))._id;
    const b = (await createMatch(t, cast.creador.token, club))._id;
    const before = await marks(club.id);
    await t.database.db.update(partidos).set({ notas: 'nada' }).where(eq(partidos.id, 'no-existe-000000000000000'));
    expect((await marks(club.id)).sum).toBe(before.sum);
    await t.database.db.update(partidos).set({ notas: 'ambos' }).where(sql`${partidos.id} in (${a}, ${b})`);
    expect((await marks(club.id)).sum).toBe(before.sum + 1);
  });

  it('a rolled-back savepoint takes its mark and its memory of it away', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const before = await marks(club.id);
    await t.database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await inner.update(partidos).set({ notas: 'deshecho' }).where(eq(partidos.id, partidoId));
        inner.rollback();
      }).catch(() => {});
      // the transaction marks the club again: the savepoint's mark is gone, and so is the note that it was made
      await tx.update(partidos).set({ notas: 'hecho' }).where(eq(partidos.id, partidoId));
    });
    expect((await marks(club.id)).sum).toBe(before.sum + 1);
  });

  it('every table with a version trigger also has one for TRUNCATE', async () => {
    const rows = rowsOf<{ t: string; truncate: boolean }>(await t.database.db.execute(sql`
      select c.relname as t, bool_or((g.tgtype & 32) <> 0) as truncate
      from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where not g.tgisinternal and p.prosrc like '%cache_marcar%' group by c.relname`));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => !r.truncate).map((r) => r.t)).toEqual([]);
  });

  it('a TRUNCATE shows on the next read of a cached detail', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const [p] = await players(t, club.id, 1);
    ok(await inscribir(t, p!, partidoId), 201);
    const read = async () => ok<{ asistentes: unknown[] }>(await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: club.headers }));
    expect((await read()).asistentes).toHaveLength(1);
    expect((await read()).asistentes).toHaveLength(1); // (now kept by the cache)
    await t.database.db.execute(sql`truncate partido_asistentes`);
    expect((await read()).asistentes).toEqual([]);
  });
});
