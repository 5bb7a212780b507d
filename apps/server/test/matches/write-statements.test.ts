import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearReadCaches, createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, inscribir, players, setEstado, statementsOf, type MatchClub } from './factory.js';

const pgConnection = createRequire(import.meta.url)('pg/lib/connection.js') as unknown;

// Issue 17: a write does its reads once. The statements of one sign-up are counted on either driver, so a change
// that adds a round trip to the hottest write shows here (as the read path's query-count tests do for reads).

let t: TestApp;
let cast: Cast;
let club: MatchClub;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
});
afterAll(async () => { await t.close(); });

describe('the statements of a sign-up', () => {
  it('reads the match row once inside the write, and stays within its count', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const [first, second] = await players(t, club.id, 2);
    ok(await inscribir(t, first!, partidoId), 201); // warms what a first request reads once per process
    clearReadCaches(t);
    const { result, statements } = await statementsOf(t, () => inscribir(t, second!, partidoId));
    ok(result, 201);
    // one statement locks the match and finds where the player stands (attendee, waiting list): no read of its own
    expect(statements.filter((x) => / for update/i.test(x))).toHaveLength(1);
    expect(statements.filter((x) => /^select .* from "partido_(asistentes|lista_espera)" where/i.test(x))).toEqual([]);
    // the session, the locked read (which also carries the player's role: the permission is checked on it), the
    // attendee with its payment in one statement, and the count with the answer's rows in one statement, inside the
    // transaction (PostgreSQL adds begin and commit). The answer reads no version: the write has just changed it. 12
    // before issue 17, then 10 with a view read before the write, 9 with the answer's version read, 8 with the answer
    // read after the commit, 7 with the payment a statement of its own.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(isEmbedded(t) ? 4 : 6);
    // the payment is written by the attendee's insert (the match has an amount per player: one was created)
    expect(statements.filter((x) => /insert into "?pagos_jugadores/i.test(x))).toHaveLength(1);
    expect(statements.filter((x) => /insert into "?pagos_jugadores/i.test(x) && /insert into "?partido_asistentes/i.test(x))).toHaveLength(1);
    // nothing is read after the commit: the answer comes from what the transaction read
    const commit = statements.findIndex((x) => /^commit/i.test(x));
    if (commit >= 0) expect(statements.slice(commit + 1)).toEqual([]);
    // and the match row is read once (the lock); the answer's rows come with the count
    expect(statements.filter((x) => /^with "?recuento"? as \(update partidos/i.test(x))).toHaveLength(1);
    // (on PostgreSQL the lock and the count read the detail's version themselves: no statement of its own)
    expect(statements.filter((x) => /cache_cambios/.test(x) && !(!isEmbedded(t) && (/ for update/i.test(x) || /^with "?recuento/i.test(x))))).toEqual([]);
    expect(statements.filter((x) => /^select .* from "partidos" inner join "clubs"/i.test(x) && !/json_agg/.test(x))).toEqual([]);
  });
});

describe('the calls of a sign-up and a withdrawal into the embedded database', () => {
  it('send the lock, the insert or delete and the count in one call: BEGIN, it and COMMIT', async () => {
    if (!isEmbedded(t)) return;
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const [first, second, third] = await players(t, club.id, 3);
    ok(await inscribir(t, first!, partidoId), 201);
    ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: second!.token })); // the session and the detail kept
    ok(await inscribir(t, second!, partidoId), 201); // (and the statements described once per process)
    const warm = (await createMatch(t, cast.creador.token, club))._id;
    ok(await t.call('GET', `/api/partidos/${warm}`, { token: first!.token }));
    ok(await inscribir(t, first!, warm), 201);
    ok(await t.call('DELETE', `/api/partidos/${warm}/desinscribir/${first!.id}`, { token: first!.token }));
    ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: third!.token }));
    const pg = (t.database.db as unknown as { $client: { execProtocolRawStream: (...a: unknown[]) => Promise<void> } }).$client;
    const raw = pg.execProtocolRawStream;
    let calls = 0;
    pg.execProtocolRawStream = function (this: unknown, ...a: unknown[]) { calls++; return raw.apply(this, a); };
    try {
      const data = ok(await inscribir(t, third!, partidoId), 201) as { ocupados: number; asistentes: { usuario_id: { _id: string } }[] };
      expect(data.ocupados).toBe(3);
      expect(data.asistentes.map((a) => a.usuario_id._id)).toEqual([first!.id, second!.id, third!.id]);
      // (before: BEGIN, the lock, the insert, the count, COMMIT)
      expect(calls).toBe(3);
      calls = 0;
      const left = ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${second!.id}`, { token: second!.token })) as typeof data;
      expect(left.ocupados).toBe(2);
      expect(left.asistentes.map((a) => a.usuario_id._id)).toEqual([first!.id, third!.id]);
      expect(calls).toBe(3);
    } finally {
      pg.execProtocolRawStream = raw;
    }
  });
});

describe('the round trips of a sign-up and a withdrawal on PostgreSQL', () => {
  it('send BEGIN with the lock, then the insert with the count and COMMIT (a withdrawal: COMMIT after)', async () => {
    if (isEmbedded(t)) return;
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const [first, second, third] = await players(t, club.id, 3);
    ok(await inscribir(t, first!, partidoId), 201);
    ok(await inscribir(t, second!, partidoId), 201); // (the statements named: their second run)
    const warm = (await createMatch(t, cast.creador.token, club))._id;
    for (let i = 0; i < 2; i++) {
      ok(await inscribir(t, first!, warm), 201);
      ok(await t.call('DELETE', `/api/partidos/${warm}/desinscribir/${first!.id}`, { token: first!.token }));
    }
    // a round trip: the statements bound (their texts) up to a sync, or a simple query
    const Connection = (await import('pg/lib/connection.js' as string) as { default: { prototype: Record<string, (...a: unknown[]) => unknown> } }).default;
    const proto = Connection.prototype;
    const own = { sync: proto.sync!, query: proto.query!, bind: proto.bind!, parse: proto.parse! };
    const trips: string[][] = [];
    let bound: string[] = [];
    let parsed = '';
    proto.parse = function (this: unknown, ...a: unknown[]) { parsed = (a[0] as { text: string }).text; return own.parse.apply(this, a); };
    proto.bind = function (this: { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> }, ...a: unknown[]) {
      const { statement } = a[0] as { statement?: string };
      const text = (statement && (this.parsedStatements[statement] ?? this.submittedNamedStatements[statement])) || parsed;
      bound.push(text.replace(/\s+/g, ' ').trim().toLowerCase());
      return own.bind.apply(this, a);
    };
    proto.sync = function (this: unknown, ...a: unknown[]) { trips.push(bound); bound = []; return own.sync.apply(this, a); };
    proto.query = function (this: unknown, ...a: unknown[]) { trips.push([String(a[0]).trim().toLowerCase()]); return own.query.apply(this, a); };
    const kinds = () => trips.map((trip) => trip.map((x) => (/^(begin|commit)$/.test(x) ? x : / for update/.test(x) ? 'lock' : /^with "?recuento/.test(x) ? 'count' : /^with (alta|baja) as/.test(x) ? 'write' : /^select "users"\./.test(x) ? 'session' : x.slice(0, 40))));
    try {
      const data = ok(await inscribir(t, third!, partidoId), 201) as { ocupados: number; asistentes: { usuario_id: { _id: string } }[] };
      expect(data.ocupados).toBe(3);
      expect(data.asistentes.map((a) => a.usuario_id._id)).toEqual([first!.id, second!.id, third!.id]);
      // (the session read of the request aside) before: BEGIN, the lock, the insert, the count and COMMIT, five round
      // trips; the insert is sent once the rules on the locked row admit it (nothing sent for a refusal), and the COMMIT
      // with it (docs/decisions/0075)
      expect(kinds().filter((k) => !k.includes('session'))).toEqual([['begin', 'lock'], ['write', 'count', 'commit']]);
      trips.length = 0;
      const left = ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${second!.id}`, { token: second!.token })) as typeof data;
      expect(left.ocupados).toBe(2);
      expect(left.asistentes.map((a) => a.usuario_id._id)).toEqual([first!.id, third!.id]);
      expect(kinds().filter((k) => !k.includes('session'))).toEqual([['begin', 'lock'], ['write', 'count'], ['commit']]);
    } finally {
      Object.assign(proto, own);
    }
  });
});

describe('the round trips of a sign-up onto the waiting list', () => {
  it('answers with the new entry: the answer\'s rows are read after it, and nothing after them but COMMIT', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    await setEstado(t, partidoId, 'Convocando', { maxAsistentes: 2 });
    const [a, b, c, d] = await players(t, club.id, 4);
    for (const p of [a!, b!]) ok(await inscribir(t, p, partidoId), 201);
    ok(await inscribir(t, c!, partidoId, { lista_espera: true }), 201); // (the statements named: their second run next)
    const { result, statements } = await statementsOf(t, () => inscribir(t, d!, partidoId, { lista_espera: true }));
    const data = ok(result, 201) as { ocupados: number; lista_espera: { usuario_id: { _id: string } }[] };
    expect(data.ocupados).toBe(2);
    expect(data.lista_espera.map((e) => e.usuario_id._id)).toEqual([c!.id, d!.id]);
    const entry = statements.findIndex((x) => /^insert into "partido_lista_espera"/i.test(x));
    expect(entry).toBeGreaterThan(0);
    // the answer's rows are read right after the entry (in the same call: below), and nothing after them but COMMIT
    expect(statements.slice(entry + 2).filter((x) => !/^commit/i.test(x))).toEqual([]);
  });

  it('in one call for the entry and the answer\'s rows, on either database', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    await setEstado(t, partidoId, 'Convocando', { maxAsistentes: 1 });
    const [a, b, c] = await players(t, club.id, 3);
    ok(await inscribir(t, a!, partidoId), 201);
    ok(await inscribir(t, b!, partidoId, { lista_espera: true }), 201);
    ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: c!.token })); // (the session kept)
    let calls = 0;
    const undo = countCalls(t, () => { calls++; });
    try {
      const data = ok(await inscribir(t, c!, partidoId, { lista_espera: true }), 201) as { lista_espera: unknown[] };
      expect(data.lista_espera).toHaveLength(2);
    } finally {
      undo();
    }
    // PostgreSQL (the session read aside): BEGIN with the lock, the entry with the answer's rows and the COMMIT
    // (docs/decisions/0075; before: five). The embedded database: BEGIN, the lock with the insert and count a sign-up
    // sends for nothing when it is refused, the entry with the answer's rows, COMMIT (before: five)
    expect(calls).toBe(isEmbedded(t) ? 4 : 2);
  });
});

/** Counts the calls into the database: round trips on PostgreSQL (syncs and simple queries, the session's aside), raw calls into PGlite. */
function countCalls(t: TestApp, counted: () => void): () => void {
  if (isEmbedded(t)) {
    const pg = (t.database.db as unknown as { $client: { execProtocolRawStream: (...a: unknown[]) => Promise<void> } }).$client;
    const raw = pg.execProtocolRawStream;
    pg.execProtocolRawStream = function (this: unknown, ...a: unknown[]) { counted(); return raw.apply(this, a); };
    return () => { pg.execProtocolRawStream = raw; };
  }
  const proto = (pgConnection as { prototype: Record<string, (...a: unknown[]) => unknown> }).prototype;
  const own = { sync: proto.sync!, query: proto.query!, bind: proto.bind!, parse: proto.parse! };
  let session = false;
  let parsed = '';
  proto.parse = function (this: unknown, ...a: unknown[]) { parsed = (a[0] as { text: string }).text; return own.parse.apply(this, a); };
  proto.bind = function (this: { parsedStatements: Record<string, string>; submittedNamedStatements: Record<string, string> }, ...a: unknown[]) {
    const name = (a[0] as { statement?: string }).statement;
    const text = (name && (this.parsedStatements[name] ?? this.submittedNamedStatements[name])) || parsed;
    if (/^select "users"\./.test(text)) session = true;
    return own.bind.apply(this, a);
  };
  proto.sync = function (this: unknown, ...a: unknown[]) { if (!session) counted(); session = false; return own.sync.apply(this, a); };
  proto.query = function (this: unknown, ...a: unknown[]) { counted(); return own.query.apply(this, a); };
  return () => { Object.assign(proto, own); };
}

describe('the statements of one\'s own withdrawal', () => {
  it('reads nothing before the write, and answers from the transaction', async () => {
    const partidoId = (await createMatch(t, cast.creador.token, club))._id;
    const [first, second] = await players(t, club.id, 2);
    for (const p of [first!, second!]) ok(await inscribir(t, p, partidoId), 201);
    ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${first!.id}`, { token: first!.token })); // warms what a first request reads once per process
    clearReadCaches(t);
    const { result, statements } = await statementsOf(t, () => t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${second!.id}`, { token: second!.token }));
    const data = ok(result) as { ocupados: number; asistentes: unknown[] };
    expect(data.ocupados).toBe(0);
    expect(data.asistentes).toEqual([]);
    expect(statements.filter((x) => / for update/i.test(x))).toHaveLength(1);
    // the session, the locked read (the permission is checked on it), the attendee with the payment in one statement,
    // and the count with the answer's rows (PostgreSQL adds begin and commit); 10 before (the view first, the answer
    // after the commit), 7 with the payment a statement of its own
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(isEmbedded(t) ? 4 : 6);
    expect(statements.filter((x) => /delete from "?pagos_jugadores/i.test(x))).toHaveLength(1);
    expect(statements.filter((x) => /delete from "?pagos_jugadores/i.test(x) && /delete from "?partido_asistentes/i.test(x))).toHaveLength(1);
    const commit = statements.findIndex((x) => /^commit/i.test(x));
    if (commit >= 0) expect(statements.slice(commit + 1)).toEqual([]);
    expect(statements.filter((x) => /^with "?recuento"? as \(update partidos/i.test(x))).toHaveLength(1);
  });
});

describe('statements built once', () => {
  // building a statement with drizzle (its SQL from the query's parts) cost a sign-up more of the server's thread than
  // some of its statements took to run (issue 17): the hot writes' statements are built once per process and kept
  it('a sign-up and a withdrawal build none of their statements again', async () => {
    const dialect = (t.database.db as unknown as { dialect: { sqlToQuery: (...a: unknown[]) => unknown } }).dialect;
    const build = dialect.sqlToQuery.bind(dialect);
    const built: string[] = [];
    dialect.sqlToQuery = (...a: unknown[]) => {
      const q = build(...a) as { sql: string };
      // (node-postgres' transactions send their begin and commit through drizzle: not the writes' statements)
      if (!/^(begin|commit|rollback)\b/i.test(q.sql.trim())) built.push(q.sql);
      return q;
    };
    try {
      const partidoId = (await createMatch(t, cast.creador.token, club))._id;
      const [first, second] = await players(t, club.id, 2);
      ok(await inscribir(t, first!, partidoId), 201);
      ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${first!.id}`, { token: first!.token }));
      built.length = 0;
      ok(await inscribir(t, second!, partidoId), 201);
      ok(await t.call('DELETE', `/api/partidos/${partidoId}/desinscribir/${second!.id}`, { token: second!.token }));
      expect(built).toEqual([]);
    } finally {
      dialect.sqlToQuery = build;
    }
  });
});
