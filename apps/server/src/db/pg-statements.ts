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
 */
const MAX_STATEMENTS = 400;
// texts seen once, remembered to name them the second time (bounded too, as texts can be a few kB each: past it, a
// new text is named at once)
const MAX_SEEN = 1000;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

export interface NamedStatements {
  /** From now on (after the migrations, whose statements run once). */
  enable(): void;
  /** how many texts have a name (tests) */
  readonly size: number;
}

export function nameStatements(pool: pg.Pool, maxStatements = MAX_STATEMENTS): NamedStatements {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  let enabled = false;

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
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const config = args[0] as QueryConfig | string | undefined;
      // only a plain query object with its text: strings (begin, commit, several statements), cursors and streams
      // (submit) and drizzle's named ones pass as they are
      if (enabled && config && typeof config === 'object' && typeof config.text === 'string' && config.name === undefined && typeof config.submit !== 'function') {
        const name = nameOf(config.text);
        if (name !== undefined) args[0] = { ...config, name };
      }
      return proto.query.apply(this, args);
    } as typeof client.query;
  });

  return {
    enable: () => { enabled = true; },
    get size() { return names.size; },
  };
}
