import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearReadCaches, createTestApp, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, inscribir, players, statementsOf, type MatchClub, type SentStatement } from './factory.js';

// The read cache (docs/decisions/0019) serves the match list and detail under the version of what they show, which
// the triggers of migration 0011 move. A table the list or the detail reads without such a trigger would let a
// change to it go unseen behind the cache. This test reads which tables the two answers really query and fails for
// any without a version trigger, so a new table on a card or in the detail cannot be forgotten (issue 17). The tables
// come from PostgreSQL's own plan of each statement sent (EXPLAIN with the same parameters), not from reading the SQL:
// a view, a comma join, a lateral subquery or a schema-qualified name are all resolved to the tables really scanned.

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

/** Tables with a trigger whose function marks a version (cache_marcar). */
async function versionedTables(): Promise<Set<string>> {
  return new Set(rowsOf<{ t: string }>(await t.database.db.execute(sql`
    select distinct c.relname as t from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
    where not g.tgisinternal and p.prosrc like '%cache_marcar%'`)).map((r) => r.t));
}

/** Every table PostgreSQL's plan scans, subplans and init plans included (views resolve to their tables). */
function relationsOf(plan: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) relationsOf(p, out);
  else if (plan && typeof plan === 'object') {
    for (const [k, v] of Object.entries(plan)) {
      if (k === 'Relation Name' && typeof v === 'string') out.add(v);
      else relationsOf(v, out);
    }
  }
  return out;
}

/** The tables the read statements among `sent` scan, by EXPLAIN of each with its own parameters. */
async function tablesRead(sent: SentStatement[]): Promise<Set<string>> {
  const client = (t.database.db as unknown as { $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const out = new Set<string>();
  for (const s of sent) {
    if (!/^(select|with)\b/i.test(s.text)) continue;
    const { rows } = await client.query(`explain (verbose, format json) ${s.text}`, s.params);
    const plan = rows[0]!['QUERY PLAN'];
    relationsOf(typeof plan === 'string' ? JSON.parse(plan) : plan, out);
  }
  return out;
}

const unversionedAmong = (read: Set<string>, versioned: Set<string>) => [...read].filter((x) => !versioned.has(x) && !(x in NO_VERSION_NEEDED)).sort();

describe('every table the match list and detail read has a version trigger', () => {
  it('the tables read are those of the cards and the detail, each versioned', async () => {
    const versioned = await versionedTables();
    clearReadCaches(t);
    const { sent } = await statementsOf(t, async () => {
      ok(await t.call('GET', '/api/partidos', { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: cast.miembro.token, headers: club.headers }));
      ok(await t.call('GET', `/api/partidos/${publicoId}`, { token: cast.miembro.token, headers: club.headers }));
    });
    const read = await tablesRead(sent);
    // the reads really were made (not all served from a cache), and reach the match's parts
    for (const table of ['partidos', 'partido_asistentes', 'partido_lista_espera', 'partido_bots', 'pagos_jugadores', 'users', 'clubs', 'lugares', 'club_members']) {
      expect(read, table).toContain(table);
    }
    expect(unversionedAmong(read, versioned), 'tables the list or detail read with no version trigger (migration 0011)').toEqual([]);
  });

  it('would notice a table without one, however the statement reaches it (the check itself works)', async () => {
    const versioned = await versionedTables();
    const db = t.database.db;
    await db.execute(sql`create table if not exists prueba_sin_version (partido_id char(24) primary key, nota text)`);
    await db.execute(sql`create or replace view prueba_vista as select p.id, n.nota from partidos p join prueba_sin_version n on n.partido_id = p.id`);
    try {
      const read = await tablesRead([
        { text: 'select p.id from partidos p, prueba_sin_version n where n.partido_id = p.id and p.id = $1', params: [partidoId] },
        { text: 'select (select nota from public.prueba_sin_version n where n.partido_id = p.id) from partidos p', params: [] },
        { text: 'select * from prueba_vista', params: [] },
        { text: 'select * from tareas_turnos', params: [] },
      ]);
      expect(unversionedAmong(read, versioned)).toEqual(['prueba_sin_version', 'tareas_turnos']);
    } finally {
      await db.execute(sql`drop view if exists prueba_vista`);
      await db.execute(sql`drop table if exists prueba_sin_version`);
    }
  });
});
