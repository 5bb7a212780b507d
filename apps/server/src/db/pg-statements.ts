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
