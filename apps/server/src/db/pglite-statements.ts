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
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
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
