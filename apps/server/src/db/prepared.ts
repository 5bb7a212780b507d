import type { Query, SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { withCompiledRowMapper } from './row-mapper.js';

/**
 * Named prepared statements for the hot paths (session lookup, club access, match list and detail): on
 * PostgreSQL the server plans such a statement once per connection instead of on every call — planning the
 * match view (five joins, five scalar subqueries) cost more than running it (bench/README.md) — and drizzle
 * builds its SQL once instead of on every request.
 *
 * `build` must always produce the same SQL for the same `name` (PostgreSQL refuses a name reused with other
 * text on one connection): values travel as `sql.placeholder(…)`, and a query whose shape varies puts the shape
 * in the name. Statements are kept per handle, so a repository built on a transaction prepares on that
 * transaction and never runs outside it (built once per process and name, then bound to each handle: `firstBuilt`).
 */
const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * The first statement built for each name, per kind of driver session (node-postgres, PGlite). A transaction is a new
 * handle every time, and building a statement with drizzle (the detail's view: five joins, a dozen subqueries) cost a
 * sign-up more of the server's CPU than running it (bench/README.md, issue 17 session 14). So a handle that has not
 * built a name yet gets the statement already built, bound to its own connection: the same text, parameters and
 * row mapping, only the client differs (drizzle's prepared queries read `this.client` when they execute).
 */
const firstBuilt = new WeakMap<object, Map<string, object>>();

interface DriverSession { client?: unknown }

export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byHandle.get(db);
  if (!statements) byHandle.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    const session = (db as unknown as { session?: DriverSession }).session;
    const kind = session && Object.getPrototypeOf(session) as object | null;
    let built = kind ? firstBuilt.get(kind) : undefined;
    if (kind && !built) firstBuilt.set(kind, (built = new Map()));
    const first = built?.get(name);
    if (first && session?.client) {
      statement = Object.assign(Object.create(first) as object, { client: session.client }) as T;
    } else {
      // (a select's rows mapped by a mapper compiled once for its select list: db/row-mapper.ts)
      statement = withCompiledRowMapper(build(name));
      if (session?.client && statement && typeof statement === 'object' && 'client' in statement) built?.set(name, statement);
    }
    statements.set(name, statement);
  }
  return statement;
}

interface RawStatement { execute(values?: Record<string, unknown>): Promise<unknown> }

/**
 * `prepared` for a statement written in SQL (a data-modifying CTE, which drizzle's builders do not make): built once
 * per name, its values `sql.placeholder(…)` given to `execute`; the answer is the driver's (`rowsOf`).
 */
export function preparedSql(db: Db, name: string, build: () => SQL): RawStatement {
  return prepared(db, name, (n) => {
    const d = db as unknown as { dialect: { sqlToQuery(s: SQL): Query }; session: { prepareQuery(q: Query, fields: undefined, name: string, arrayMode: boolean): RawStatement } };
    return d.session.prepareQuery(d.dialect.sqlToQuery(build()), undefined, n, false);
  });
}
