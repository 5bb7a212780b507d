import type { Db } from './client.js';

/**
 * Named prepared statements for the hot paths (session lookup, club access, match list and detail): on
 * PostgreSQL the server plans such a statement once per connection instead of on every call — planning the
 * match view (five joins, five scalar subqueries) cost more than running it (bench/README.md) — and drizzle
 * builds its SQL once instead of on every request.
 *
 * `build` must always produce the same SQL for the same `name` (PostgreSQL refuses a name reused with other
 * text on one connection): values travel as `sql.placeholder(…)`, and a query whose shape varies puts the shape
 * in the name. Statements are kept per handle, so a repository built on a transaction prepares on that
 * transaction and never runs outside it.
 */
const byHandle = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byHandle.get(db);
  if (!statements) byHandle.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
