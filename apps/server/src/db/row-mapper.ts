import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A column of a drizzle select list as its prepared query holds it (`fields`): where it goes and what it is. */
export interface SelectedField { path: string[]; field: unknown }
interface Decoder { mapFromDriverValue(value: unknown): unknown }
type Row = Record<string, unknown>;

/** How one column lands in a row object, worked out once per statement. */
interface Place {
  /** the objects on its way (a joined table's, a nested selection's), outermost first */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** a joined table's column directly under its object (path of two): drizzle's left-join nulling looks at these */
  joined?: { object: string; table: string };
}

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
};

/**
 * drizzle's `mapResultRow` (drizzle-orm/utils.js) for one statement's select list, with what it works out again for
 * every cell of every row — which decoder a field has (`is(field, SQL)` walks the prototype chain of each field that is
 * not a column), the path's iterator, the table of a joined column — worked out once. The rows come out the same:
 * nested objects built in the select list's order, each value through its decoder (null stays null), and a left-joined
 * table's object set to null when the first of its columns is null and the join may be absent, exactly as drizzle
 * decides it (test/system/row-mapper.test.ts compares the two). On the detail's and the sign-up's wide rows drizzle's
 * mapping was ~4 % of the server's main thread (issue 17, session 31).
 *
 * A field's decoder is taken when the mapper is made, where drizzle reads it for each row: a `.mapWith()` called on a
 * shared `sql` object after a statement using it was prepared would not reach that statement (none is: ours are made
 * once, where each constant is defined).
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (rows: unknown[][]) => Row[] {
  const places: Place[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    joined: joinsNotNullableMap && path.length === 2 && is(field, Column)
      ? { object: path[0]!, table: getTableName((field as unknown as { table: Parameters<typeof getTableName>[0] }).table) }
      : undefined,
  }));
  const nulling = places.some((p) => p.joined);
  const mapRow = (row: unknown[]): Row => {
    const result: Row = {};
    // per joined object: the table whose first column was null (the object may become null), or false
    const nullify: Record<string, string | false> | undefined = nulling ? {} : undefined;
    for (let i = 0; i < places.length; i++) {
      const place = places[i]!;
      let node = result;
      for (const chunk of place.parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Row;
      }
      const raw = row[i];
      const value = (node[place.key] = raw === null ? null : place.decoder.mapFromDriverValue(raw));
      const joined = place.joined;
      if (joined) {
        const seen = nullify![joined.object];
        if (seen === undefined) nullify![joined.object] = value === null ? joined.table : false;
        else if (typeof seen === 'string' && seen !== joined.table) nullify![joined.object] = false;
      }
    }
    if (nullify) {
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => {
    const out = new Array<Row>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = mapRow(rows[i]!);
    return out;
  };
}

interface MappedStatement { fields?: SelectedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: unknown }

/**
 * A drizzle prepared select (`fields`, no mapper of its own) maps its rows with `compileRowMapper` from now on: drizzle's
 * prepared queries call `customResultMapper(rows)` instead of `mapResultRow` for each row when it is set.
 */
export function withCompiledRowMapper<T>(statement: T): T {
  const s = statement as MappedStatement | null;
  if (s && typeof s === 'object' && Array.isArray(s.fields) && s.fields.length && s.customResultMapper === undefined) {
    s.customResultMapper = compileRowMapper(s.fields, s.joinsNotNullableMap);
  }
  return statement;
}
