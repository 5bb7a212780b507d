export interface ForeignKey { table: string; references: string }

/**
 * The order to load tables in: every table after the tables its foreign keys point to (a reference to itself is
 * resolved inside one insert). Ties go alphabetically, so the order is stable.
 * A cycle of foreign keys cannot be loaded without deferrable constraints: it is an error in the schema.
 */
export function loadOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const known = new Set(tables);
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys) {
    if (k.table !== k.references && known.has(k.table) && known.has(k.references)) needs.get(k.table)!.add(k.references);
  }
  const order: string[] = [];
  const done = new Set<string>();
  const pending = [...tables].sort((a, b) => a.localeCompare(b));
  while (order.length < tables.length) {
    const next = pending.find((t) => !done.has(t) && [...needs.get(t)!].every((r) => done.has(r)));
    if (!next) {
      const left = pending.filter((t) => !done.has(t)).join(', ');
      throw new Error(`Las claves foráneas de estas tablas forman un ciclo: ${left}`);
    }
    order.push(next);
    done.add(next);
  }
  return order;
}

/** The first foreign key that `order` would break (a table loaded before one it points to), if any. */
export function brokenDependency(order: readonly string[], keys: readonly ForeignKey[]): ForeignKey | undefined {
  const at = new Map(order.map((t, i) => [t, i]));
  return keys.find((k) => {
    const a = at.get(k.table);
    const b = at.get(k.references);
    return k.table !== k.references && a !== undefined && b !== undefined && b > a;
  });
}
