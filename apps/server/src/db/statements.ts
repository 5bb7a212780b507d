/**
 * The hot reads' statements, built and prepared once per repository instance (drizzle's `.prepare(name)`) and then
 * executed with the values of their placeholders (`sql.placeholder`): building a statement with drizzle's query builder
 * (the match detail: five joins, a dozen subqueries) cost the server more CPU than sending it, and on PostgreSQL a named
 * statement is parsed and planned once per connection (db/client.ts). A repository made on a transaction prepares its
 * own, bound to that transaction. `build` must give the same SQL for the same name: a name carries the statement's shape.
 */
export class Statements {
  private kept = new Map<string, unknown>();

  get<T>(name: string, build: (name: string) => T): T {
    let statement = this.kept.get(name) as T | undefined;
    if (statement === undefined) {
      statement = build(name);
      this.kept.set(name, statement);
    }
    return statement;
  }
}
