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
 * its public execProtocolStream, under the same locks (a query outside a transaction waits for the transaction
 * lock, as PGlite's own does), and parses the results with PGlite's own parser; so
 * types, parsers, errors and notices are PGlite's. The least recently used of more than MAX_STATEMENTS texts is
 * closed. A query with a blob (COPY) goes through PGlite's own path.
 */
const MAX_STATEMENTS = 500;

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

interface Named { name: string; paramTypes: number[] }

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
  const { protocol, parse } = await import('@electric-sql/pglite');
  const { serialize } = protocol;
  const pg = client as unknown as PGlite & Internals;
  const statements = new Map<string, Named>();
  let counter = 0;
  const stream = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  const forParse = parseOptions(pg);

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
    const described = await stream(serialize.describe({ type: 'S', name }));
    const entry = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, entry);
    while (statements.size > maxStatements) {
      const [oldText, old] = statements.entries().next().value!;
      statements.delete(oldText);
      await stream(serialize.close({ type: 'S', name: old.name }));
    }
    return entry;
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return pg._runExclusiveQuery(async () => {
      await pg._checkReady();
      let batch: Uint8Array;
      try {
        const s = await named(text);
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const serializer = options?.serializers?.[s.paramTypes[i]!] ?? pg.serializers[s.paramTypes[i]!];
          return serializer ? serializer(v) : String(v);
        });
        batch = concat([serialize.bind({ statement: s.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
      } catch (e) {
        // a statement that did not parse, or a value that would not serialize: the connection back to ready
        await stream(serialize.sync());
        throw e;
      }
      // bind, describe, execute and sync in one call into the database, as a client's one packet: the backend reads
      // them in turn (on an error it skips to the sync, so the connection is ready again either way)
      const messages = await stream(batch);
      if (!pg.isInTransaction()) await pg.syncToFs();
      const p = forParse(options);
      return parse.parseResults(messages, p.parsers, p.options)[0] as Results<T>;
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
  client.query = own as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Query;
      // a closed transaction still refuses through PGlite's own path
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        (tx.closed || options?.blob ? txQuery(text, params, options) : run(text, params, options))) as Transaction['query'];
      return fn(tx);
    })) as PGlite['transaction'];
}

type Parsers = Record<number, (v: string, typeId?: number) => unknown>;
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

const IDENTITY = /^\(?\s*(\w+)\s*\)?\s*=>\s*\1\s*$/;

/** The options besides parsers are the same values (rowMode, serializers…), so one kept entry serves both. */
function sameOptions(kept: QueryOptions | undefined, options: QueryOptions): boolean {
  const a = (kept ?? {}) as Record<string, unknown>;
  const b = options as Record<string, unknown>;
  return Object.keys(b).every((k) => k === 'parsers' || a[k] === b[k]);
}
