import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearReadCaches, createTestApp, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, inscribir, players, statementsOf, type MatchClub } from './factory.js';

// The read cache (docs/decisions/0019) serves the match list and detail under the version of what they show, which
// the triggers of migration 0011 move. A table the list or the detail reads without such a trigger would let a
// change to it go unseen behind the cache. This test reads which tables the two answers really query and fails for
// any without a version trigger, so a new table on a card or in the detail cannot be forgotten (issue 17).

/** Read by the answers, yet needing no version: what they are checked against, or not match content. */
const NO_VERSION_NEEDED: Record<string, string> = {
  cache_cambios: 'the versions themselves',
  sessions: 'who asks (the session is read before the cache, on every request)',
};

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let partidoId: string;
let publicoId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  const other = await createMatchClub(t, cast, { nombre: 'Club Vecino' });
  partidoId = (await createMatch(t, cast.creador.token, club, { max_asistentes: 10, lista_espera: true }))._id;
  publicoId = (await createMatch(t, cast.creador.token, other, { es_publico: true }))._id;
  // something in every part of the detail: attendees (with payments), a guest, the waiting list
  const ps = await players(t, club.id, 12);
  await enrolDirect(t, partidoId, ps.slice(0, 8).map((p) => p.id));
  await inscribir(t, ps[8]!, partidoId);
  ok(await t.call('POST', `/api/partidos/${partidoId}/jugadores-bot`, { token: cast.creador.token, headers: club.headers, body: { nombre_display: 'Invitado Uno' } }), 201);
  await inscribir(t, ps[10]!, partidoId, { lista_espera: true });
});
afterAll(async () => { await t.close(); });

async function publicTables(): Promise<Set<string>> {
  return new Set(rowsOf<{ t: string }>(await t.database.db.execute(sql`select tablename as t from pg_tables where schemaname = 'public'`)).map((r) => r.t));
}

/** Tables with a trigger whose function marks a version (cache_marcar). */
async function versionedTables(): Promise<Set<string>> {
  return new Set(rowsOf<{ t: string }>(await t.database.db.execute(sql`
    select distinct c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
    where not g.tgisinternal and p.prosrc like '%cache_marcar%'`)).map((r) => r.t));
}

function tablesIn(statements: string[], known: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const s of statements) {
    for (const m of s.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      const name = m[1]!.toLowerCase();
      if (known.has(name)) out.add(name);
    }
  }
  return out;
}

describe('every table the match list and detail read has a version trigger', () => {
  it('the tables read are those of the cards and the detail, each versioned', async () => {
    const known = await publicTables();
    const versioned = await versionedTables();
    clearReadCaches(t);
    const { statements } = await statementsOf(t, async () => {
      ok(await t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${publicoId}`, { token: cast.miembro.token, headers: club.headers }));
    });
    const read = tablesIn(statements, known);
    // the reads really were made (not all served from a cache), and reach the match's parts
    for (const table of ['partidos', 'partido_asistentes', 'partido_lista_espera', 'users', 'clubs', 'lugares']) expect(read, table).toContain(table);
    const unversioned = [...read].filter((x) => !versioned.has(x) && !(x in NO_VERSION_NEEDED)).sort();
    expect(unversioned, 'tables the list or detail read with no version trigger (migration 0011)').toEqual([]);
  });

  it('would notice a table without one (the check itself works)', async () => {
    const known = await publicTables();
    const versioned = await versionedTables();
    const read = tablesIn(['select 1 from "partidos" join rate_limits r on true', 'select * from tareas_turnos'], known);
    expect([...read].filter((x) => !versioned.has(x) && !(x in NO_VERSION_NEEDED)).sort()).toEqual(['rate_limits', 'tareas_turnos']);
  });
});
