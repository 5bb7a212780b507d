import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * Plans kept on the embedded database, as a PostgreSQL server keeps them for node-postgres' named statements
 * (db/prepared.ts). PGlite sends every `query()` as an unnamed statement, so PostgreSQL plans it again on every
 * call: for the match view (five joins, five scalar subqueries) planning took 2–15 ms and running it 0.3 ms, most
 * of a sign-up's time on the embedded database (bench/README.md, session 8). Here a statement text runs as a named
 * statement of the one connection, parsed once: PostgreSQL's plan cache then chooses a generic plan once it is
 * no worse than the custom ones, exactly as on a server.
 *
 * It speaks the same extended-protocol messages as PGlite's own query (parse, describe, bind, execute, sync) through
 * its public execProtocolStream (a statement is described once, when it is parsed: docs/decisions/0061), under the same locks (a query outside a transaction waits for the transaction
 * lock, as PGlite's own does), and parses the results with PGlite's own parser; so
 * types, parsers, errors and notices are PGlite's. The least recently used of more than MAX_STATEMENTS texts is
 * closed. A query with a blob (COPY) goes through PGlite's own path.
 */
const MAX_STATEMENTS = 500;

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Named { name: string; paramTypes: number[]; fields: Field[] | undefined }

interface Internals {
  _initArrayTypes(options?: { force?: boolean }): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  serializers: Record<number, (v: unknown) => string>;
  parsers: Record<number, (v: string, typeId?: number) => unknown>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export async function keepPlans(client: PGlite, maxStatements = MAX_STATEMENTS): Promise<void> {
  const { protocol, messages, TransactionAbortedError } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  const pg = client as unknown as PGlite & Internals;
  const statements = new Map<string, Named>();
  let counter = 0;
  const stream = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const forParse = parseOptions(pg);
  let inTransaction = false; // a transaction of this module's own transaction() is open

  async function named(text: string): Promise<Named> {
    const known = statements.get(text);
    if (known) {
      // most recently used last
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_s${++counter}`;
    await stream(serialize.parse({ name, text, types: [] }));
    // the statement's parameter types and the columns it answers with, once: each run then binds and executes
    // without a describe of its portal (a RowDescription built, sent and read on every call)
    const described = await call(serialize.describe({ type: 'S', name }));
    const refused = readAnswer(described, pg.parsers, false).error;
    if (refused) throw refused;
    const entry = { name, ...describedStatement(described, text) };
    statements.set(text, entry);
    while (statements.size > maxStatements) {
      const [oldText, old] = statements.entries().next().value!;
      statements.delete(oldText);
      await stream(serialize.close({ type: 'S', name: old.name }));
    }
    return entry;
  }

  /** A statement's bind and execute (and a describe of its portal when its columns are not kept), without a sync. */
  async function bound(text: string, params: unknown[], options?: QueryOptions): Promise<{ messages: Uint8Array[]; fields: Field[] | undefined }> {
    const s = await named(text);
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = options?.serializers?.[s.paramTypes[i]!] ?? pg.serializers[s.paramTypes[i]!];
      return serializer ? serializer(v) : String(v);
    });
    const bind = serialize.bind({ statement: s.name, values });
    // a statement described with its columns runs without a describe of its portal; one whose columns are only
    // known when it runs (a FETCH, an EXECUTE…) or that has none is described every time, as before
    return { messages: s.fields ? [bind, serialize.execute({})] : [bind, serialize.describe({ type: 'P' }), serialize.execute({})], fields: s.fields };
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      await pg._checkReady();
      let batch: Uint8Array;
      let fields: Field[] | undefined;
      try {
        const b = await bound(text, params, options);
        batch = concat([...b.messages, serialize.sync()]);
        fields = b.fields;
      } catch (e) {
        // a statement that did not parse, or a value that would not serialize: the connection back to ready
        await stream(serialize.sync());
        throw e;
      }
      // bind, (describe,) execute and sync in one call into the database, as a client's one packet: the backend reads
      // them in turn (on an error it skips to the sync, so the connection is ready again either way). The answer's
      // bytes are read here (readAnswer), not by PGlite's message parser.
      const bytes = await call(batch);
      if (!inTransaction && !pg.isInTransaction()) await pg.syncToFs();
      const p = forParse(options);
      const answer = readAnswer(bytes, p.parsers, p.options?.rowMode === 'array', fields);
      if (answer.error) throw answer.error;
      return answer.result as Results<T>;
    });
  }

  /**
   * Several statements of a transaction in one call into the database (docs/decisions/0062): each one's bind and
   * execute, then one sync. The backend runs them in turn; after an error it skips the rest, which are refused with
   * that error too. Each answer is read with its own statement's columns and options.
   */
  async function runInOneCall(items: Deferred[]): Promise<void> {
    await pg._runExclusiveQuery(async () => {
      await pg._checkReady();
      const parts: Uint8Array[] = [];
      const fields: (Field[] | undefined)[] = [];
      try {
        for (const item of items) {
          const b = await bound(item.text, item.params, item.options);
          parts.push(...b.messages);
          fields.push(b.fields);
        }
      } catch (e) {
        await stream(serialize.sync());
        throw e;
      }
      parts.push(serialize.sync());
      const segments = splitAnswers(await call(concat(parts)), items.length);
      let failed: Error | undefined;
      items.forEach((item, i) => {
        if (failed) return item.reject(failed);
        const p = forParse(item.options);
        const answer = readAnswer(segments[i] ?? Buffer.alloc(0), p.parsers, p.options?.rowMode === 'array', fields[i]);
        if (answer.error) {
          failed = answer.error;
          return item.reject(failed);
        }
        item.resolve(answer.result);
      });
    }).catch((e: unknown) => {
      for (const item of items) item.reject(e);
    });
  }

  // like PGlite's own query(): a closed database refuses, and outside a transaction it waits for any transaction
  // under way to end
  const own: Query = async (text, params, options) => {
    if (options?.blob) return original(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => run(text, params, options));
  };
  const original = client.query.bind(client) as Query;
  // the listeners PGlite's own path calls, so that the notices in answers read here reach them too (in a microtask,
  // as PGlite delivers them: before the caller of the statement that caused them resumes)
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const cb of listeners.get(channel) ?? []) queueMicrotask(() => cb(payload));
  };
  const listen = client.listen.bind(client);
  client.listen = (async (channel: string, callback: (payload: string) => void, tx?: Transaction) => {
    const unlisten = await listen(channel, callback, tx);
    (listeners.get(channel) ?? listeners.set(channel, new Set()).get(channel)!).add(callback);
    return async (tx2?: Transaction) => {
      listeners.get(channel)?.delete(callback);
      await unlisten(tx2);
    };
  }) as PGlite['listen'];
  // one call into the database with a client's messages; the answer's bytes as the backend wrote them
  async function call(request: Uint8Array): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pg.execProtocolRawStream(request, { syncToFs: false, onRawData: (bytes) => { chunks.push(Buffer.from(bytes)); } });
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }
  const DatabaseError = messages.DatabaseError;
  function readAnswer(buf: Buffer, parsers: Parsers, arrays: boolean, described?: Field[]) {
    return readMessages(buf, parsers, arrays, notify, (message, fields) => {
      const e = new DatabaseError(message, 0, 'error') as InstanceType<typeof DatabaseError> & Record<string, unknown>;
      for (const [k, name] of ERROR_FIELDS) if (fields[k] !== undefined) e[name] = fields[k];
      return e;
    }, described);
  }
  client.query = own as PGlite['query'];

  // A statement of the simple protocol (one 'Q' message, answered up to its ReadyForQuery): BEGIN, COMMIT, ROLLBACK
  // and a transaction's exec, read from their bytes like the kept statements' answers.
  async function simple(text: string): Promise<Results<unknown>[]> {
    return pg._runExclusiveQuery(async () => {
      const answer = readAnswer(await call(serialize.query(text)), pg.parsers, false);
      if (answer.error) throw answer.error;
      return answer.sets;
    });
  }
  const { query: template } = await import('@electric-sql/pglite/template');
  // PGlite's own transaction() sends BEGIN and COMMIT through its general path (a message, then a sync, each parsed
  // by its message parser; docs/decisions/0060). This one is PGlite's, statement for statement (the same locks, errors,
  // and a commit that the backend turned into a rollback refused as PGlite refuses it), with BEGIN and COMMIT in one raw
  // call each.
  // A COPY with a blob needs PGlite's own path, which would wait for this transaction's lock: refused inside one.
  client.transaction = (async <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => {
    await pg._checkReady();
    return pg._runExclusiveTransaction(async () => {
      await simple('BEGIN');
      inTransaction = true;
      let closed = false;
      const open = () => { if (closed) throw new Error('Transaction is closed'); };
      // the statements asked for while a batch collects them (inOneCall)
      let collecting: Deferred[] | undefined;
      const tx: Transaction & InOneCall = {
        query: (async (text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          if (options?.blob) throw new Error('PGlite: COPY con blob no está disponible dentro de una transacción');
          if (collecting) {
            const list = collecting;
            return new Promise((resolve, reject) => { list.push({ text, params: params ?? [], options, resolve: resolve as (r: unknown) => void, reject }); });
          }
          return run(text, params, options);
        }) as Transaction['query'],
        inOneCall: async (thunks) => {
          open();
          const items: Deferred[] = [];
          let answers: Promise<unknown>[];
          collecting = items;
          try {
            answers = thunks.map((t) => t());
          } finally {
            collecting = undefined;
          }
          // every statement must have been asked for at once (drizzle's execute calls query before its first await)
          if (items.length !== thunks.length) {
            const e = new Error(`inOneCall: ${items.length} de ${thunks.length} sentencias pedidas a la vez`);
            for (const item of items) item.reject(e);
            await Promise.allSettled(answers);
            throw e;
          }
          await runInOneCall(items);
          return Promise.all(answers);
        },
        sql: (async (strings: TemplateStringsArray, ...values: unknown[]) => {
          open();
          const { query, params } = template(strings, ...values);
          return run(query, params);
        }) as Transaction['sql'],
        exec: (async (text: string) => { open(); return simple(text); }) as Transaction['exec'],
        rollback: async () => {
          open();
          await simple('ROLLBACK');
          closed = true;
        },
        listen: async (channel, callback) => { open(); return client.listen(channel, callback, tx); },
        get closed() { return closed; },
      };
      try {
        const result = await fn(tx);
        if (!closed) {
          closed = true;
          const [done] = await simple('COMMIT');
          if (done?.command === 'ROLLBACK') throw new TransactionAbortedError();
        }
        return result;
      } catch (e) {
        if (!closed) {
          closed = true;
          await simple('ROLLBACK');
        }
        throw e;
      } finally {
        inTransaction = false;
      }
    });
  }) as PGlite['transaction'];
}

type Parsers = Record<number, (v: string, typeId?: number) => unknown>;

/** A statement asked for inside inOneCall, answered when the batch's call returns. */
interface Deferred { text: string; params: unknown[]; options: QueryOptions | undefined; resolve: (r: unknown) => void; reject: (e: unknown) => void }

/** What the embedded database's transactions add: several statements in one call (db/one-call.ts). */
export interface InOneCall { inOneCall(thunks: (() => Promise<unknown>)[]): Promise<unknown[]> }

/**
 * The answer of `n` statements sent with one sync, cut into each statement's part: a part ends with its
 * CommandComplete (or EmptyQueryResponse); an ErrorResponse ends its part and the rest of the answer (the backend
 * skipped the other statements). What follows the last part (ReadyForQuery) goes with it.
 */
function splitAnswers(buf: Buffer, n: number): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  let at = 0;
  while (at + 5 <= buf.length && parts.length < n - 1) {
    const code = buf[at]!;
    at += 1 + buf.readInt32BE(at + 1);
    if (code === 0x45) break; // E: the rest is skipped
    if (code === 0x43 || code === 0x49) { // C, I
      parts.push(buf.subarray(from, at));
      from = at;
    }
  }
  parts.push(buf.subarray(from));
  return parts;
}
interface ForParse { parsers: Parsers; options: QueryOptions | undefined }

/**
 * PGlite's result parser merges a query's own parsers into the connection's with a spread on every call
 * (`{ ...pg.parsers, ...options.parsers }`): 318 types, about 120 µs a statement here, and drizzle passes its few
 * parsers with every query. The merged table is kept instead, per options object (drizzle keeps one per prepared
 * statement) and per set of parsers (a statement built anew brings new options with the same parsers), and handed
 * to the parser as the connection's, with the options minus their parsers. PGlite adds array types' parsers to its
 * table in place (`_initArrayTypes`), which empties what is kept.
 */
export function parseOptions(pg: { parsers: Parsers; _initArrayTypes: Internals['_initArrayTypes'] }): (options?: QueryOptions) => ForParse {
  let byOptions = new WeakMap<QueryOptions, ForParse>();
  let bySet = new Map<string, ForParse>();
  const init = pg._initArrayTypes.bind(pg);
  pg._initArrayTypes = async (o) => {
    await init(o);
    byOptions = new WeakMap();
    bySet = new Map();
  };
  return (options) => {
    const own = options?.parsers as Parsers | undefined;
    if (!options || !own) return { parsers: pg.parsers, options };
    let kept = byOptions.get(options);
    if (kept) return kept;
    // (only parsers that hand the text back as it is are known equal by their source: a closure's would not be)
    const ids = Object.keys(own);
    const key = ids.every((id) => IDENTITY.test(String(own[Number(id)]))) ? `${ids.join(',')}\u0000${Object.keys(options).join(',')}` : undefined;
    kept = key === undefined ? undefined : bySet.get(key);
    if (!kept || !sameOptions(kept.options, options)) {
      const { parsers: _, ...rest } = options;
      kept = { parsers: { ...pg.parsers, ...own }, options: rest };
      if (key !== undefined && bySet.size < 1000) bySet.set(key, kept);
    }
    byOptions.set(options, kept);
    return kept;
  };
}

/**
 * drizzle's PGlite driver gives every query it builds two new options objects, each with nine new parser closures
 * (`(value) => value`: timestamps, dates and intervals left as text for drizzle to map). A query built anew on every
 * call (an insert, a `db.execute`) thus missed parseOptions' table kept per options object and proved its parsers
 * equal again by their source text: ~7 µs a statement, 2.3 % of the server's thread under the sign-up load
 * (bench/README.md, issue 17 session 27). Here every query a session prepares takes the options objects of the first
 * one: drizzle's own, with the same parsers for every query, so the table is found by the object itself.
 */
export function shareDrizzleQueryOptions(session: { prototype: object }): void {
  const proto = session.prototype as { prepareQuery: (...args: unknown[]) => DrizzleQuery; [SHARED]?: true };
  if (proto[SHARED]) return; // once per process, however many databases open
  proto[SHARED] = true;
  const prepare = proto.prepareQuery;
  let shared: { queryConfig: unknown; rawQueryConfig: unknown } | undefined;
  proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const q = prepare.apply(this, args);
    if (q.queryConfig === undefined || q.rawQueryConfig === undefined) return q;
    shared ??= { queryConfig: q.queryConfig, rawQueryConfig: q.rawQueryConfig };
    q.queryConfig = shared.queryConfig;
    q.rawQueryConfig = shared.rawQueryConfig;
    return q;
  };
}

const SHARED = Symbol('partidos.sharedQueryOptions');

interface DrizzleQuery { queryConfig?: unknown; rawQueryConfig?: unknown }

const IDENTITY = /^\(?\s*(\w+)\s*\)?\s*=>\s*\1\s*$/;

/** The options besides parsers are the same values (rowMode, serializers…), so one kept entry serves both. */
function sameOptions(kept: QueryOptions | undefined, options: QueryOptions): boolean {
  const a = (kept ?? {}) as Record<string, unknown>;
  const b = options as Record<string, unknown>;
  return Object.keys(b).every((k) => k === 'parsers' || a[k] === b[k]);
}

/** The fields of an ErrorResponse as PGlite's DatabaseError names them (pg-protocol's parseErrorMessage). */
const ERROR_FIELDS: [string, string][] = [
  ['S', 'severity'], ['C', 'code'], ['D', 'detail'], ['H', 'hint'], ['P', 'position'], ['p', 'internalPosition'],
  ['q', 'internalQuery'], ['W', 'where'], ['s', 'schema'], ['t', 'table'], ['c', 'column'], ['d', 'dataType'],
  ['n', 'constraint'], ['F', 'file'], ['L', 'line'], ['R', 'routine'],
];

type Field = { name: string; dataTypeID: number };

/** The columns of a RowDescription message whose body starts at `start`. */
function readFields(buf: Buffer, start: number): Field[] {
  const n = buf.readInt16BE(start);
  const fields: Field[] = new Array(n);
  let p = start + 2;
  for (let i = 0; i < n; i++) {
    const end = buf.indexOf(0, p);
    fields[i] = { name: buf.toString('utf8', p, end), dataTypeID: buf.readInt32BE(end + 7) };
    p = end + 19;
  }
  return fields;
}

/** Statements whose columns the backend knows only when they run: their portal is described on every run. */
const SHAPED_WHEN_RUN = /^\s*(?:fetch|move|execute|explain|show)\b/i;

/**
 * What a statement's Describe answered: its parameters' types (ParameterDescription) and its columns
 * (RowDescription); no columns (`undefined`) for a statement without rows (NoData) or whose rows take their shape when
 * it runs.
 */
function describedStatement(buf: Buffer, text: string): { paramTypes: number[]; fields: Field[] | undefined } {
  const paramTypes: number[] = [];
  let fields: Field[] | undefined;
  let at = 0;
  while (at + 5 <= buf.length) {
    const start = at + 5;
    if (buf[at] === 0x74) { // t: ParameterDescription
      const n = buf.readInt16BE(start);
      for (let i = 0; i < n; i++) paramTypes.push(buf.readInt32BE(start + 2 + 4 * i));
    } else if (buf[at] === 0x54) fields = readFields(buf, start);
    at += 1 + buf.readInt32BE(at + 1);
  }
  return { paramTypes, fields: SHAPED_WHEN_RUN.test(text) ? undefined : fields };
}

/** The first result set (a statement's), every set (a simple query's), and the first error. */
interface Answer { result: Results<unknown>; sets: Results<unknown>[]; error?: Error }

/**
 * The backend's answer to one bind/(describe/)execute/sync (without a describe, with the statement's kept columns), read straight from its bytes into PGlite's Results (rows,
 * fields, affectedRows, command), as PGlite's parseResults would give them. PGlite's own message parser copied every
 * field's bytes into a new ArrayBuffer before decoding it and reached its state through WeakMaps (its private fields
 * compiled for older engines): a fifth of the server's thread on a match list read from the database, a tenth on a
 * sign-up (bench/README.md, issue 17 session 18). Like PGlite: the first ErrorResponse is the error and what follows
 * it is dropped, notices are ignored, notifications go to `onNotification`.
 */
function readMessages(
  buf: Buffer, parsers: Parsers, arrays: boolean, onNotification: (channel: string, payload: string) => void,
  makeError: (message: string, fields: Record<string, string>) => Error, described?: Field[],
): Answer {
  let fields = described ?? [];
  let rows: unknown[] = [];
  const sets: Results<unknown>[] = [];
  let affectedRows = 0;
  let at = 0;
  const cstring = (from: number): [string, number] => {
    const end = buf.indexOf(0, from);
    return [buf.toString('utf8', from, end), end + 1];
  };
  while (at + 5 <= buf.length) {
    const code = buf[at]!;
    const length = buf.readInt32BE(at + 1);
    const start = at + 5;
    const end = at + 1 + length;
    at = end;
    switch (code) {
      case 0x54: // T: RowDescription
        fields = readFields(buf, start);
        break;
      case 0x44: { // D: DataRow
        const n = buf.readInt16BE(start);
        const values: unknown[] = new Array(n);
        let p = start + 2;
        for (let i = 0; i < n; i++) {
          const len = buf.readInt32BE(p);
          p += 4;
          if (len < 0) { values[i] = null; continue; }
          const text = buf.toString('utf8', p, p + len);
          p += len;
          const type = fields[i]!.dataTypeID;
          const parser = parsers[type];
          values[i] = parser ? parser(text, type) : text;
        }
        if (arrays) rows.push(values);
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < n; i++) row[fields[i]!.name] = values[i];
          rows.push(row);
        }
        break;
      }
      case 0x43: { // C: CommandComplete
        const [text] = cstring(start);
        const parts = text.split(' ');
        const command = parts[0]!;
        const rowCount = parseInt(parts[parts.length - 1]!, 10);
        if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE') affectedRows += rowCount;
        // (a statement's kept columns are its own: each answer gets a copy of the list)
        const set: Results<unknown> = { rows, fields: fields === described ? fields.slice() : fields, command, affectedRows };
        if (!Number.isNaN(rowCount)) (set as { rowCount?: number }).rowCount = rowCount;
        sets.push(set);
        rows = [];
        fields = described ?? [];
        break;
      }
      case 0x45: { // E: ErrorResponse
        const f: Record<string, string> = {};
        let p = start;
        while (buf[p] !== 0 && p < end) {
          const key = String.fromCharCode(buf[p]!);
          const [value, next] = cstring(p + 1);
          f[key] = value;
          p = next;
        }
        return { result: sets[0] ?? { affectedRows: 0, rows: [], fields: [] }, sets, error: makeError(f.M ?? '', f) };
      }
      case 0x41: { // A: NotificationResponse
        const [channel, next] = cstring(start + 4);
        const [payload] = cstring(next);
        onNotification(channel, payload);
        break;
      }
      default: // parse, bind, close complete, no data, notices, parameter status, ready for query
        break;
    }
  }
  return { result: sets[0] ?? { affectedRows: 0, rows: [], fields: [] }, sets };
}
