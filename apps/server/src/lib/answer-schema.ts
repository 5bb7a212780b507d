import { isDeepStrictEqual } from 'node:util';
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

/**
 * What reading a value against a schema found (wireCheck): CLEAN, the value is valid and zod would give it back as it
 * is (every node of the same type, no key to strip), so `JSON.stringify(value)` is the answer zod's path would write;
 * INVALID, zod would refuse it; UNSURE, anything else (a key to strip, a node this reader leaves to zod), and zod's
 * own path decides.
 */
export const CLEAN = 0;
export const INVALID = 1;
export const UNSURE = 2;
export type WireFound = typeof CLEAN | typeof INVALID | typeof UNSURE;
type Reader = (value: unknown) => WireFound;

/** A node read by zod itself: valid and handed back unchanged (the same value, or the same object) is CLEAN. */
const byZod = (schema: z.core.$ZodType): Reader => (value) => {
  const r = z.safeParse(schema, value);
  return !r.success ? INVALID : r.data === value ? CLEAN : UNSURE;
};

/** Only `.int()` (zod's safe-integer format) among a number's checks. */
const onlySafeInt = (def: { check?: unknown; format?: unknown; checks?: unknown[] }): boolean =>
  (def.check === undefined || (def.check === 'number_format' && def.format === 'safeint'))
  && (def.checks ?? []).every((c) => {
    const d = (c as z.core.$ZodType)._zod.def as { check?: string; format?: string };
    return d.check === 'number_format' && d.format === 'safeint';
  });

const readers = new WeakMap<z.core.$ZodType, Reader>();

/** The reader of a schema, made once (a recursive schema reaches itself through the placeholder). */
function readerOf(schema: z.core.$ZodType): Reader {
  const known = readers.get(schema);
  if (known) return known;
  // (called only once the reader is made: building reads no value)
  readers.set(schema, (value) => made(value));
  const made = buildReader(schema);
  readers.set(schema, made);
  return made;
}

function buildReader(schema: z.core.$ZodType): Reader {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: unknown[] };
  const checked = (def.checks?.length ?? 0) > 0 || def.check !== undefined;
  const values = (schema._zod as { values?: Set<unknown> }).values;
  switch (def.type) {
    case 'string':
      return checked ? byZod(schema) : (v) => (typeof v === 'string' ? CLEAN : INVALID);
    case 'number':
      if (!checked) return (v) => (typeof v === 'number' && Number.isFinite(v) ? CLEAN : INVALID);
      return onlySafeInt(def) ? (v) => (Number.isSafeInteger(v) ? CLEAN : INVALID) : byZod(schema);
    case 'boolean':
      return checked ? byZod(schema) : (v) => (typeof v === 'boolean' ? CLEAN : INVALID);
    case 'null':
      return checked ? byZod(schema) : (v) => (v === null ? CLEAN : INVALID);
    case 'any':
    case 'unknown':
      return checked ? byZod(schema) : () => CLEAN;
    case 'literal':
    case 'enum':
      return checked || !values ? byZod(schema) : (v) => (values.has(v) ? CLEAN : INVALID);
    case 'optional': {
      if (checked) return byZod(schema);
      const inner = readerOf(def.innerType as z.core.$ZodType);
      return (v) => (v === undefined ? CLEAN : inner(v));
    }
    case 'nullable': {
      if (checked) return byZod(schema);
      const inner = readerOf(def.innerType as z.core.$ZodType);
      return (v) => (v === null ? CLEAN : inner(v));
    }
    case 'array': {
      if (checked) return byZod(schema);
      const element = readerOf(def.element as z.core.$ZodType);
      return (v) => {
        if (!Array.isArray(v)) return INVALID;
        let found: WireFound = CLEAN;
        for (let i = 0; i < v.length; i++) {
          const r = element(v[i]);
          if (r === INVALID) return INVALID;
          if (r === UNSURE) found = UNSURE;
        }
        return found;
      };
    }
    case 'object': {
      // a catchall (strict or loose objects) or a refinement: zod's own reading
      if (checked || def.catchall !== undefined) return byZod(schema);
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const keys = Object.keys(shape);
      const declared = new Set(keys);
      const read = keys.map((k) => readerOf(shape[k]!));
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
        // a class instance may have getters or a toJSON that JSON.stringify reads differently from zod
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) return UNSURE;
        const o = v as Record<string, unknown>;
        let found: WireFound = CLEAN;
        for (let i = 0; i < keys.length; i++) {
          const r = read[i]!(o[keys[i]!]);
          if (r === INVALID) return INVALID;
          if (r === UNSURE) found = UNSURE;
        }
        // a key the schema does not declare: zod strips it
        if (found === CLEAN) for (const k in o) if (!declared.has(k)) return UNSURE;
        return found;
      };
    }
    case 'union': {
      if (checked) return byZod(schema);
      // zod answers with the first option that takes the value
      const options = (def.options as z.core.$ZodType[]).map(readerOf);
      return (v) => {
        for (const option of options) {
          const r = option(v);
          if (r !== INVALID) return r;
        }
        return INVALID;
      };
    }
    default:
      // dates, records, tuples, intersections…: zod reads them
      return byZod(schema);
  }
}

/**
 * Reads `value` against `schema` without copying it (a schema that gives the same both ways, sameBothWays): whether
 * JSON.stringify of the value itself is the answer zod's parse would write (CLEAN), zod would refuse it (INVALID), or
 * only zod can tell (UNSURE). Exact on CLEAN and INVALID, for each kind of node it reads itself (test/answer-schema
 * tests and, in the server's tests, every answer checked against zod: ANSWER_WIRE_CHECK).
 */
export function wireCheck(schema: z.core.$ZodType, value: unknown): WireFound {
  return readerOf(schema)(value);
}

function resolveSchema(maybeSchema: unknown): z.core.$ZodType {
  if (maybeSchema instanceof z.core.$ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.core.$ZodType) return properties;
  throw new Error(`not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/**
 * ANSWER_WIRE_CHECK=1 (the server's tests and the browser journeys): every answer the reader calls CLEAN is also put through zod and the two
 * compared, and every one it calls INVALID must be refused by zod too; a difference is an error (a 500).
 */
const SHADOW = process.env.ANSWER_WIRE_CHECK === '1';

function compareWithZod(schema: z.core.$ZodType, data: unknown, found: WireFound, json: string | undefined, where: string): void {
  const zod = toWire(schema, data);
  if (found === INVALID && !zod.error) throw new Error(`answer of ${where}: the wire check refused what zod takes`);
  if (found !== CLEAN) return;
  if (zod.error) throw new Error(`answer of ${where}: the wire check took what zod refuses: ${zod.error.message}`);
  if (!isDeepStrictEqual(JSON.parse(json!), JSON.parse(JSON.stringify(zod.data)))) {
    throw new Error(`answer of ${where}: the wire check's JSON differs from zod's`);
  }
}

/**
 * `data` as the JSON zod's path (toWire, then JSON.stringify) would write, without zod's copy when `data` is already
 * what zod would give (wireCheck): the copy and its collection were ~10 % of a sign-up's main thread under load (issue
 * 17, session 34; docs/decisions/0069). Anything else goes through zod as before: a key the schema does not declare is
 * stripped, and data that does not match is an error (`error`). `where` names the answer in a wire-check failure.
 */
export function wireJson(schema: z.core.$ZodType, data: unknown, where: string): { json: string; error?: undefined } | { json?: undefined; error: z.core.$ZodError } {
  const found = sameBothWays(schema) ? wireCheck(schema, data) : UNSURE;
  if (found === CLEAN) {
    const json = JSON.stringify(data);
    if (SHADOW) compareWithZod(schema, data, found, json, where);
    return { json };
  }
  if (SHADOW && found === INVALID) compareWithZod(schema, data, found, undefined, where);
  const result = toWire(schema, data);
  return result.error ? { error: result.error } : { json: JSON.stringify(result.data) };
}

/** fastify-type-provider-zod's serializer compiler, through wireJson instead of always `z.safeEncode`. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema: maybeSchema, method, url }) => {
  const schema = resolveSchema(maybeSchema);
  const where = `${method} ${url}`;
  return (data) => {
    const wire = wireJson(schema, data, where);
    if (wire.error) throw new ResponseSerializationError(method, url, { cause: wire.error });
    return wire.json;
  };
};
