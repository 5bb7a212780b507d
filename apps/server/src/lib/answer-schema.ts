import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers through their zod schema (docs/decisions/0032), cheaper (issue 17, session 15; docs/decisions/0048).
 *
 * `z.encode` runs a schema in the backward direction, and zod then parses every node with checks twice (a "canary"
 * pass without checks, then the checks) and never takes the compiled fast path of objects: a sign-up's answer (the
 * match detail, ~5 kB) took 34 µs to encode against 7 µs to parse, and more under load. For a schema with nothing
 * that depends on the direction (no transform, pipe, codec, default, prefault, catch…) both directions give the same
 * value and the same issues: the known keys kept, the others stripped, the same types checked. Such schemas are
 * parsed; any other is encoded, as before. Which one is decided once per schema, when a route is compiled.
 */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'readonly', 'lazy', 'promise', 'function', 'custom']);

/** The schemas directly inside a schema's definition (an object's shape, an array's element, a union's options…). */
function* children(def: Record<string, unknown>): Generator<unknown> {
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (value instanceof z.core.$ZodType) yield value;
    else if (Array.isArray(value)) yield* value.filter((v) => v instanceof z.core.$ZodType);
    else if (key === 'shape' && value && typeof value === 'object') yield* Object.values(value);
  }
}

const sameWays = new WeakMap<z.core.$ZodType, boolean>();

/** True when parsing and encoding `schema` give the same result for any value: nothing in it depends on the direction. */
export function sameBothWays(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  const known = sameWays.get(schema);
  if (known !== undefined) return known;
  if (seen.has(schema)) return true; // a cycle: decided where it started
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  let same = !DIRECTIONAL.has(def.type);
  if (same) {
    for (const child of children(def)) {
      if (!(child instanceof z.core.$ZodType) || !sameBothWays(child, seen)) { same = false; break; }
    }
  }
  sameWays.set(schema, same);
  return same;
}

/** `data` through `schema` for the wire (output type): parsed when that is the same as encoding, else encoded. */
export function toWire<T extends z.core.$ZodType>(schema: T, data: unknown): z.core.util.SafeParseResult<z.output<T>> {
  return sameBothWays(schema) ? z.safeParse(schema, data) : z.safeEncode(schema, data as z.output<T>) as z.core.util.SafeParseResult<z.output<T>>;
}

function resolveSchema(maybeSchema: unknown): z.core.$ZodType {
  if (maybeSchema instanceof z.core.$ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.core.$ZodType) return properties;
  throw new Error(`not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/** fastify-type-provider-zod's serializer compiler, with toWire instead of always `z.safeEncode`. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema: maybeSchema, method, url }) => {
  const schema = resolveSchema(maybeSchema);
  return (data) => {
    const result = toWire(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
