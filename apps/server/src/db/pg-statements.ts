import { createRequire } from 'node:module';
import type pg from 'pg';

/**
 * Plans kept on a PostgreSQL server for every statement the server sends again and again, not only for the reads
 * built with db/prepared.ts. drizzle sends its queries unnamed, and inside a transaction always so (a prepared
 * query belongs to the handle it was built on, and each transaction is a new handle); an unnamed statement is parsed
 * and planned on every call. A sign-up's locked read planned in 0.22 ms and ran in 0.1 ms (bench/README.md,
 * session 9). Here a pooled connection runs a text it has seen before as a named statement: node-postgres parses
 * it once per connection and skips the Parse message afterwards, and PostgreSQL's plan cache then keeps a generic
 * plan once it is no worse than the custom ones. pg-pool's clients are wrapped when they connect.
 *
 * Texts get a name the second time they are seen (a one-off statement never occupies a connection's memory) and at
 * most `maxStatements` texts ever do, so a process that builds texts from data (lists of ids of any length) keeps
 * a bounded number of statements per connection; texts beyond that run unnamed, as before. Statements are named
 * `partidos_<n>`, apart from drizzle's own prepared names.
 *
 * The same wrapper sends statements together (docs/decisions/0067): a connection's `inOneCall` sends the statements
 * its thunks ask for with one sync (OneSync, below), and a transaction's BEGIN is held and goes with the statement
 * after it.
 */
const MAX_STATEMENTS = 400;
// texts seen once, remembered to name them the second time (bounded too, as texts can be a few kB each: past it, a
// new text is named at once)
const MAX_SEEN = 1000;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown; callback?: unknown; rows?: unknown; portal?: unknown };

const pgRequire = createRequire(import.meta.url);
/** node-postgres' Query (pg/lib/query.js): what reads one statement's part of an answer, as for any query. */
interface PgQuery {
  text?: string; name?: string; values?: unknown[]; types?: unknown; binary?: boolean; _result: { _types?: unknown };
  hasBeenParsed(con: PgConnection): boolean;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, con: PgConnection): void;
  handleError(err: unknown, con: PgConnection): void;
  handleReadyForQuery(con: PgConnection): void;
}
/** node-postgres' Connection (pg/lib/connection.js): the protocol's messages, written to its socket. */
interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(m: { text: string; name?: string; types?: unknown }): void;
  bind(m: { portal: string; statement?: string; values: unknown[]; binary?: boolean }): void;
  describe(m: { type: 'P'; name: string }): void;
  execute(m: { portal: string }): void;
  sync(): void;
  sendCopyFail(msg: string): void;
}

type QueryClass = new (config: object, values: unknown, callback: (err: unknown, res: unknown) => void) => PgQuery;
// node-postgres' modules, looked up once (a require resolves its path on the disk on every call)
let pgModules: { Query: QueryClass; prepareValue: (v: unknown) => unknown } | undefined;
const pgModule = () => (pgModules ??= {
  Query: pgRequire('pg/lib/query.js') as QueryClass,
  prepareValue: (pgRequire('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown }).prepareValue,
});

function queryOf(client: pg.PoolClient, item: Collected): PgQuery {
  const { Query } = pgModule();
  const q = new Query(item.config, item.values, (err, res) => (err ? item.reject(err) : item.resolve(res)));
  // (as node-postgres' Client.query does for a query it builds)
  const c = client as unknown as { _types?: unknown; binary?: boolean };
  if (!q._result._types) q._result._types = c._types;
  if (c.binary && !q.binary) q.binary = true;
  return q;
}

/** A statement's row description, as node-postgres' parser gives it (RowDescription). */
interface RowDescription { fields: unknown[] }

/**
 * What each named statement answers with on a connection, once seen there: its row description, or null for a statement
 * without rows (PostgreSQL's NoData). node-postgres asks for it (Describe) on every execution, and the server sends and
 * node-postgres parses the same columns each time: for the detail's ~90 columns, a few kB and ~5 % of the server's main
 * thread under the sign-up load (issue 17, session 35). A prepared statement's result columns cannot change while it
 * exists (PostgreSQL refuses to run it instead: "cached plan must not change result type"), so the one seen first
 * holds for as long as the connection keeps the statement; it is given to the statement's Query as if received.
 */
const descriptionsOf = new WeakMap<object, Map<string, RowDescription | null>>();
/**
 * A statement whose columns its plan fixes (a query, or a write with or without RETURNING). A FETCH or an EXECUTE
 * answers with the columns of whatever it runs, which may differ from one execution to the next: those are described
 * every time, as the embedded database's statements are (db/pglite-statements.ts).
 */
const FIXED_COLUMNS = /^\s*\(*\s*(select|with|insert|update|delete|merge|values|table)\b/i;
const descriptions = (con: object): Map<string, RowDescription | null> => {
  let d = descriptionsOf.get(con);
  if (!d) descriptionsOf.set(con, (d = new Map()));
  return d;
};

/**
 * Statements of one transaction sent at once with one sync (node-postgres' Submittable, handed to `client.query`): each
 * statement's parse (once per connection for a named one), bind, describe (until its answer's columns are known on the
 * connection: descriptionsOf) and execute, then one sync, in one write;
 * PostgreSQL answers them in order and ends with one ReadyForQuery (the extended protocol's pipelining). Each part of
 * the answer goes to a node-postgres Query of its own, which parses it as it would a query sent alone. An error ends
 * the answer (the backend skips the rest until the sync): the statements before it are answered, it and those after
 * it refused with its error, as on the embedded database (db/pglite-statements.ts).
 */
export class OneSync {
  private at = 0;
  private ended = false;
  /** the first statement whose values could not be sent, with the error: it and those after it are not written */
  private unsent?: { from: number; err: unknown };
  /** the row descriptions of the connection written to (submit), learnt from its answers */
  private descriptions?: Map<string, RowDescription | null>;
  /**
   * Per statement: the row description known before it was sent (no Describe sent for it; given to its Query before
   * its first row or its end), null when it has no rows, undefined when it was described and its answer tells.
   */
  private known: (RowDescription | null | undefined)[] = [];
  /** per statement: whether its columns are kept for the connection (a named statement of FIXED_COLUMNS) */
  private kept: boolean[] = [];
  /** whether the current statement's Query has its row description (received, or given from `known`) */
  private described = false;
  /** node-postgres' own (a query_timeout's timer clears itself through it) */
  callback?: (err: unknown, res?: unknown) => void;
  constructor(private readonly items: PgQuery[]) {}
  // node-postgres reads the active query's name and text on ParseComplete and on an error (its named statements)
  get name(): string | undefined { return this.items[this.at]?.name; }
  get text(): string | undefined { return this.items[this.at]?.text; }
  /** the statements, for the tests' counters */
  get statements(): readonly { text?: string; values?: unknown[] }[] { return this.items; }

  submit(con: PgConnection): Error | null {
    const { prepareValue } = pgModule();
    // each statement's values as they go on the wire; a statement whose values cannot be (a circular object) is refused
    // with those after it, and those before it (a held BEGIN) are sent
    const values: unknown[][] = [];
    for (const [i, q] of this.items.entries()) {
      try {
        if (typeof q.text !== 'string') throw new Error('inOneCall: una sentencia sin texto');
        const previous = q.name && (con.parsedStatements[q.name] || con.submittedNamedStatements[q.name]);
        if (previous && previous !== q.text) throw new Error(`Prepared statements must be unique - '${q.name}' was used for a different statement`);
        values.push((q.values ?? []).map((v) => prepareValue(v)));
      } catch (err) {
        this.unsent = { from: i, err };
        break;
      }
    }
    if (!values.length) return this.unsent!.err as Error; // nothing written: node-postgres refuses the batch
    const known = (this.descriptions = descriptions(con));
    con.stream.cork?.();
    try {
      values.forEach((v, i) => {
        const q = this.items[i]!;
        const parsed = q.hasBeenParsed(con);
        if (!parsed) {
          con.parse({ text: q.text!, name: q.name, types: q.types });
          if (q.name) con.submittedNamedStatements[q.name] = q.text!;
        }
        con.bind({ portal: '', statement: q.name, values: v, binary: q.binary });
        // (a statement parsed again, after an error dropped it, is described again)
        this.kept[i] = !!q.name && FIXED_COLUMNS.test(q.text!);
        this.known[i] = parsed && this.kept[i] ? known.get(q.name!) : undefined;
        if (this.known[i] === undefined) con.describe({ type: 'P', name: '' });
        con.execute({ portal: '' });
      });
      con.sync();
    } finally {
      con.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: unknown): void {
    const q = this.items[this.at];
    if (this.kept[this.at]) this.descriptions?.set(q!.name!, msg as RowDescription);
    this.described = true;
    q?.handleRowDescription(msg);
  }
  handleDataRow(msg: unknown): void {
    this.describe();
    this.items[this.at]?.handleDataRow(msg);
  }
  handleCommandComplete(msg: unknown, con: PgConnection): void {
    const q = this.items[this.at];
    // described, and no row description came: a statement without rows
    if (!this.described && this.known[this.at] === undefined && this.kept[this.at]) this.descriptions?.set(q!.name!, null);
    this.describe();
    q?.handleCommandComplete(msg, con);
    this.next();
  }
  handleEmptyQuery(): void { this.next(); }
  /** The current statement's known row description, given to its Query once (as node-postgres would have received it). */
  private describe(): void {
    if (this.described) return;
    this.described = true;
    const known = this.known[this.at];
    if (known) this.items[this.at]?.handleRowDescription(known);
  }
  private next(): void {
    this.at++;
    this.described = false;
  }
  handlePortalSuspended(): void { /* no statement asks for a number of rows */ }
  handleCopyInResponse(con: PgConnection): void { con.sendCopyFail('No source stream defined'); }
  handleCopyData(): void { /* (as node-postgres' Query) */ }

  handleError(err: unknown, con: PgConnection): void {
    if (this.ended) return;
    this.ended = true;
    // (an error after the last statement's answer, at the sync, is the last statement's)
    const failed = Math.min(this.at, this.items.length - 1);
    // the statements after it were skipped: their names were never parsed on this connection
    for (const q of this.items.slice(failed + 1)) if (q.name && con.parsedStatements[q.name] === undefined) delete con.submittedNamedStatements[q.name];
    this.items.forEach((q, i) => (i < failed ? q.handleReadyForQuery(con) : q.handleError(err, con)));
    this.callback?.(err);
  }

  handleReadyForQuery(con: PgConnection): void {
    if (this.ended) return;
    this.ended = true;
    const unsent = this.unsent;
    this.items.forEach((q, i) => (unsent && i >= unsent.from ? q.handleError(unsent.err, con) : q.handleReadyForQuery(con)));
    this.callback?.(unsent?.err ?? null);
  }
}

/** A statement asked for inside inOneCall, answered when the batch's answer has been read. */
interface Collected { config: object; values: unknown; resolve: (r: unknown) => void; reject: (e: unknown) => void }

/**
 * A connection's statements held back to go with others (inOneCall's, a transaction's BEGIN), and whether its
 * transaction was committed with an inOneCall's statements (`committed`: the COMMIT or ROLLBACK its caller sends next
 * is answered here).
 */
interface Held { collecting?: Collected[]; begin?: Collected; committed?: boolean }
const heldBy = new WeakMap<object, Held>();
const stateOf = (client: object): Held => {
  let s = heldBy.get(client);
  if (!s) heldBy.set(client, (s = {}));
  return s;
};
const BEGIN = /^\s*(begin|start transaction)\b/i;
const END = /^\s*(commit|rollback|end)\s*;?\s*$/i;
/**
 * A connection outside any transaction with nothing sent or waiting (node-postgres' state): only then is a BEGIN held.
 * Inside a transaction (a BEGIN of a string query sent before), the BEGIN and the COMMIT after it go as they are.
 */
const idle = (client: object): boolean => {
  const c = client as { getTransactionStatus?: () => string | null; _activeQuery?: unknown; _queryQueue?: unknown[] };
  return c.getTransactionStatus?.() === 'I' && c._activeQuery == null && c._queryQueue?.length === 0;
};
/** The answer of a statement without rows, as node-postgres gives it. */
const noRows = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [], rowAsArray: false });

/**
 * What the pool's connections add: several statements of a transaction with one sync (db/one-call.ts); with `commit`,
 * the transaction's COMMIT after them in the same call (inOneCallThenCommit).
 */
export interface InOneCall { inOneCall(thunks: (() => Promise<unknown>)[], o?: { commit?: boolean }): Promise<unknown[]> }

export interface NamedStatements {
  /** From now on (after the migrations, whose statements run once). */
  enable(): void;
  /** how many texts have a name (tests) */
  readonly size: number;
  /**
   * Told of every statement that may write (an INSERT, UPDATE, DELETE or MERGE, or a WITH that holds one) as it is
   * sent, on any connection of the pool: the change marks' compaction counts them (modules/matches/read-cache.ts).
   */
  onWrite: (() => void) | undefined;
}

// a statement that may write: its first word, or a WITH whose body holds a data-modifying statement (a select … for
// update locks and writes nothing: it is a read here)
const WRITE_START = /^\s*(insert|update|delete|merge)\b/i;
const WITH_WRITE = /^\s*with\b[\s\S]*\b(insert\s+into|update\s+("[^"]+"|\w+)(\s+(as\s+)?\w+)?\s+set|delete\s+from|merge\s+into)\b/i;
/** Whether a statement's text may write (isWrite, remembered per text like the names). */
export function writes(text: string): boolean {
  return WRITE_START.test(text) || WITH_WRITE.test(text);
}

export function nameStatements(pool: pg.Pool, maxStatements = MAX_STATEMENTS): NamedStatements {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let enabled = false;
  // what each text does, remembered (bounded as the names: past it, a text is looked at on every call)
  const writing = new Map<string, boolean>();
  const isWrite = (text: string): boolean => {
    let w = writing.get(text);
    if (w === undefined) {
      w = writes(text);
      if (writing.size < MAX_STATEMENTS + MAX_SEEN) writing.set(text, w);
    }
    return w;
  };
  const counted: NamedStatements = {
    enable: () => { enabled = true; },
    get size() { return names.size; },
    onWrite: undefined,
  };

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxStatements) return known;
    if (!seen.has(text) && seen.size < MAX_SEEN) {
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const name = `partidos_${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    // the prototype's query, looked up on each call (the tests' statement counters wrap the prototype)
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const state = stateOf(client);
    const send = (items: Collected[]) => { if (items.length) proto.query.call(client, new OneSync(items.map((item) => queryOf(client, item)))); };
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const config = args[0] as QueryConfig | string | undefined;
      if (counted.onWrite) {
        const sent = typeof config === 'string' ? config : config && typeof config.text === 'string' ? config.text : undefined;
        if (sent !== undefined && isWrite(sent)) counted.onWrite();
      }
      // only a plain query object with its text: strings (begin, commit, several statements), cursors and streams
      // (submit) and drizzle's named ones pass as they are
      if (enabled && config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined && typeof config.submit !== 'function') {
        const name = nameOf(config.text);
        if (name !== undefined) args[0] = { ...config, name };
      }
      // a statement of ours or drizzle's: a query object with its text (not a cursor or a stream), answered by a promise
      // or by a callback (pg-pool's own `query` passes one: drizzle's statements outside a transaction come that way)
      const plain = config && typeof config === 'object' && typeof config.text === 'string' && typeof config.submit !== 'function'
        && config.callback === undefined && config.rows === undefined && config.portal === undefined;
      const callback = typeof args[2] === 'function' ? args[2] : typeof args[1] === 'function' ? args[1] : undefined;
      // answered by a promise, it can go in a batch
      const text = plain && callback === undefined && args[2] === undefined ? (config as { text: string }).text : undefined;
      const item = (resolve: (r: unknown) => void, reject: (e: unknown) => void): Collected => ({ config: args[0] as object, values: args[1], resolve, reject });
      if (text !== undefined && enabled && !state.collecting && !state.begin && BEGIN.test(text) && idle(client)) {
        // answered at once, as PostgreSQL would (BEGIN has no rows); an error of it refuses the statement it goes with
        state.begin = item(() => {}, () => {});
        return Promise.resolve(noRows('BEGIN'));
      }
      if (state.committed) {
        // the transaction was committed with the statements of an inOneCall (their caller's own rules hold whatever it
        // decides after them): its end is answered here, and a ROLLBACK changes nothing then; any other statement would
        // run outside the transaction it was written for, and is refused
        const end = typeof config === 'string' ? config : text;
        const ended = end !== undefined && END.test(end);
        if (ended) state.committed = false;
        const err = ended ? null : new Error('inOneCallThenCommit: una sentencia después del COMMIT de su transacción');
        const answer = noRows(end !== undefined && /^\s*rollback/i.test(end) ? 'ROLLBACK' : 'COMMIT');
        if (callback === undefined) return err ? Promise.reject(err) : Promise.resolve(answer);
        (callback as (err: unknown, res?: unknown) => void)(err, err ? undefined : answer);
        return undefined;
      }
      if (state.collecting) {
        if (text !== undefined) return new Promise((resolve, reject) => { state.collecting!.push(item(resolve, reject)); });
        send(state.collecting.splice(0)); // (what was collected, the held BEGIN first, goes before it: inOneCall then refuses)
      } else if (state.begin) {
        const held = state.begin;
        state.begin = undefined;
        // a transaction that ran nothing ends as it began: nothing to send
        if (text !== undefined && END.test(text)) return Promise.resolve(noRows(/^commit/i.test(text) ? 'COMMIT' : 'ROLLBACK'));
        if (text !== undefined) return new Promise((resolve, reject) => { send([held, item(resolve, reject)]); });
        send([held]); // (a string, a cursor: sent after it)
      }
      // a named statement alone goes as a batch of one, so that its known row description is not asked for again
      // (descriptionsOf); node-postgres' own Query would describe it on every execution
      if (plain && enabled && (args[0] as QueryConfig).name !== undefined) {
        if (text !== undefined) return new Promise((resolve, reject) => { send([item(resolve, reject)]); });
        if (callback !== undefined) {
          const done = callback as (err: unknown, res?: unknown) => void;
          send([{ config: args[0] as object, values: callback === args[1] ? undefined : args[1], resolve: (r) => done(null, r), reject: (e) => done(e) }]);
          return undefined;
        }
      }
      return proto.query.apply(this, args);
    } as typeof client.query;
    (client as unknown as { oneSync: boolean }).oneSync = true; // (one write and one sync: db/one-call.ts)
    (client as unknown as InOneCall).inOneCall = async (thunks, o) => {
      // (a held BEGIN goes first)
      const items: Collected[] = state.begin ? [state.begin] : [];
      const held = items.length;
      state.begin = undefined;
      let answers: Promise<unknown>[];
      state.collecting = items;
      try {
        answers = thunks.map((t) => {
          try {
            return t();
          } catch (e) {
            return Promise.reject(e);
          }
        });
      } finally {
        state.collecting = undefined;
      }
      // every statement must have been asked for at once (drizzle's execute calls query before its first await)
      if (items.length - held !== thunks.length) {
        const e = new Error(`inOneCall: ${items.length - held} de ${thunks.length} sentencias pedidas a la vez`);
        for (const item of items.slice(held)) item.reject(e);
        send(items.slice(0, held));
        await Promise.allSettled(answers);
        throw e;
      }
      if (!o?.commit) {
        send(items);
        return Promise.all(answers);
      }
      // the COMMIT last, in the same write: an error of a statement before it ends the answer there, and the
      // transaction is left failed for its caller's ROLLBACK
      const commit = new Promise<unknown>((resolve, reject) => { items.push({ config: { text: 'commit' }, values: undefined, resolve, reject }); });
      send(items);
      const done = await Promise.all([...answers, commit]);
      state.committed = true;
      return done.slice(0, -1);
    };
  });
  // a BEGIN still held when its connection goes back to the pool (a caller that sent nothing after it) began nothing
  // on the server: dropped, so that the connection's next user does not start a transaction with it
  pool.on('release', (_err: unknown, client: pg.PoolClient) => {
    const state = stateOf(client);
    state.begin = undefined;
    state.committed = false;
  });

  return counted;
}

/** node-postgres' `utils.normalizeQueryConfig`; `plainCopies` holds node-postgres' own once it is replaced. */
export type NormalizeQueryConfig = ((config: unknown, values?: unknown, callback?: unknown) => Record<string, unknown>) & { plainCopies?: NormalizeQueryConfig };

/**
 * node-postgres (8.23) copies the config of every query before it reads it (`utils.normalizeQueryConfig`, so that the
 * values and callback it adds never land on the caller's object), through its property descriptors:
 * `Object.defineProperties(Object.create(proto), Object.getOwnPropertyDescriptors(config))`, 4.6 µs a query against
 * 0.06 µs for a spread, and ~2 % of the server's main thread under the detail load (issue 17, session 30). A plain
 * object's own properties, which is all a query config of ours or drizzle's has, are copied as well by a spread; the
 * Query reads each field once from the copy and keeps none of it. Anything else (a config with another prototype, a
 * string) goes to node-postgres' own function. Once per process; it throws when node-postgres no longer has the
 * function, so an upgrade that moves it fails the tests instead of silently losing this.
 */
export function plainQueryConfigCopies(): void {
  const utils = createRequire(import.meta.url)('pg/lib/utils.js') as { normalizeQueryConfig?: NormalizeQueryConfig };
  const own = utils.normalizeQueryConfig;
  if (typeof own !== 'function') throw new Error('pg/lib/utils.js: normalizeQueryConfig no existe (¿otra versión de pg?)');
  if (own.plainCopies) return; // already (it holds node-postgres' own, for the tests)
  const copies: NormalizeQueryConfig = (config, values, callback) => {
    if (config === null || typeof config !== 'object' || Object.getPrototypeOf(config) !== Object.prototype) return own(config, values, callback);
    const copy: Record<string, unknown> = { ...config };
    if (values) {
      if (typeof values === 'function') copy.callback = values;
      else copy.values = values;
    }
    if (callback) copy.callback = callback;
    return copy;
  };
  copies.plainCopies = own;
  utils.normalizeQueryConfig = copies;
}

interface FieldDescription { name: string; dataTypeID: number; format?: string }
interface TypeParsers { getTypeParser(oid: number, format: string): (value: string) => unknown }
interface PgResult { rowAsArray: boolean; fields: FieldDescription[]; _parsers?: ((value: string) => unknown)[]; _types?: TypeParsers }
/** node-postgres' `Result.prototype.addFields`; `ownAddFields` holds node-postgres' own once it is replaced. */
export type AddFields = ((this: PgResult, fields: FieldDescription[]) => void) & { ownAddFields?: AddFields };

/**
 * node-postgres (8.23) reads each answer's row description into a row template as well as into the column parsers
 * (`Result.addFields`): an object with one property per column, then copied with a spread, for every query. A query
 * in array mode, which is every query drizzle maps itself (all of ours with a select list), never uses the template —
 * its rows are arrays (`_parseRowAsArray`) — and for the detail's wide rows building it was ~5 % of the server's main
 * thread under the sign-up load (issue 17, session 31: more than running the rows' parsers). Here an array-mode result
 * gets only what it reads: the fields and one parser per column, looked up exactly as node-postgres does. A result
 * of objects goes to node-postgres' own function. Once per process; it throws when node-postgres no longer has the
 * method, so an upgrade that moves it fails the tests instead of silently losing this.
 */
export function arrayResultsWithoutRowTemplate(): void {
  const req = createRequire(import.meta.url);
  const Result = req('pg/lib/result.js') as { prototype: { addFields?: AddFields } };
  // (pg-types as node-postgres itself resolves it)
  const types = createRequire(req.resolve('pg/lib/result.js'))('pg-types') as TypeParsers;
  const own = Result.prototype.addFields;
  if (typeof own !== 'function') throw new Error('pg/lib/result.js: Result.addFields no existe (¿otra versión de pg?)');
  if (own.ownAddFields) return; // already (it holds node-postgres' own, for the tests)
  const arrays: AddFields = function (this: PgResult, fields: FieldDescription[]) {
    if (!this.rowAsArray) return own.call(this, fields);
    this.fields = fields;
    const parsers = this._types || types; // (node-postgres' own test: `if (this._types)`)
    const n = fields.length;
    if (n) this._parsers = new Array<(value: string) => unknown>(n);
    for (let i = 0; i < n; i++) this._parsers![i] = parsers.getTypeParser(fields[i]!.dataTypeID, fields[i]!.format || 'text');
  };
  arrays.ownAddFields = own;
  Result.prototype.addFields = arrays;
}
