import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, failureSchema, partidoDetailDtoSchema, partidosListDtoSchema, userDtoSchema } from '@partidos/shared';
import { CLEAN, INVALID, UNSURE, sameBothWays, serializerCompiler, toWire, wireCheck, type WireFound } from './answer-schema.js';

// Issue 17, session 15: answers are parsed through their schema instead of encoded when both give the same, which
// is 5 times cheaper (docs/decisions/0048). These tests hold that "the same" to the letter.

describe('sameBothWays', () => {
  it('takes the answers of the API, which hold nothing directional', () => {
    for (const s of [partidoDetailDtoSchema, partidosListDtoSchema, userDtoSchema, answers(partidoDetailDtoSchema, 201)[201], answers(z.null())[200]]) {
      expect(sameBothWays(s)).toBe(true);
    }
  });

  it('refuses a schema with anything that reads differently backwards, however deep', () => {
    const deep = (inner: z.ZodType) => z.object({ a: z.array(z.union([z.string(), z.object({ b: inner.nullable().optional() })])) });
    for (const inner of [
      z.string().transform((v) => v.length),
      z.string().default('x'),
      z.string().prefault('x'),
      z.string().catch('x'),
      z.string().pipe(z.string()),
      z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      z.preprocess((v) => v, z.string()),
      z.lazy(() => z.string()),
      z.string().readonly(),
    ]) {
      expect(sameBothWays(deep(inner))).toBe(false);
    }
    expect(sameBothWays(deep(z.string()))).toBe(true);
  });

  it('walks records, tuples, intersections and a catchall', () => {
    const t = z.string().transform((v) => v);
    expect(sameBothWays(z.record(z.string(), t))).toBe(false);
    expect(sameBothWays(z.tuple([z.string(), t]))).toBe(false);
    expect(sameBothWays(z.intersection(z.object({ a: z.string() }), z.object({ b: t })))).toBe(false);
    expect(sameBothWays(z.object({ a: z.string() }).catchall(t))).toBe(false);
    expect(sameBothWays(z.record(z.string(), z.number().int()))).toBe(true);
  });
});

describe('toWire', () => {
  const schema = z.object({
    _id: z.string(),
    n: z.number().int(),
    tags: z.array(z.enum(['a', 'b'])),
    inner: z.object({ x: z.string().nullable(), y: z.boolean().optional() }).nullable(),
  });

  it('gives what z.encode gives: the declared keys, undeclared ones stripped at every depth', () => {
    const data = { _id: 'p1', n: 3, tags: ['a'], inner: { x: null, secreto: 'no' }, password_hash: 'x' };
    const wire = toWire(schema, data);
    expect(wire.success).toBe(true);
    expect(wire.data).toEqual(z.encode(schema, data as z.output<typeof schema>));
    expect(JSON.stringify(wire.data)).toBe('{"_id":"p1","n":3,"tags":["a"],"inner":{"x":null}}');
  });

  it('refuses what z.encode refuses, with the same issues', () => {
    for (const bad of [{ _id: 'p1', n: 1.5, tags: [], inner: null }, { _id: 'p1', n: 1, tags: ['c'], inner: null }, { _id: 1, n: 1, tags: [], inner: { x: 2 } }]) {
      const wire = toWire(schema, bad);
      const encoded = z.safeEncode(schema, bad as z.output<typeof schema>);
      expect(wire.success).toBe(false);
      expect(wire.error?.issues.map((i) => [i.code, i.path])).toEqual(encoded.error?.issues.map((i) => [i.code, i.path]));
    }
  });

  it('still encodes a schema with a codec (the direction matters there)', () => {
    const withDate = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) });
    expect(toWire(withDate, { at: new Date('2026-01-02T03:04:05.000Z') }).data).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});

// Issue 17, session 34 (docs/decisions/0069): an answer that is already what zod would give goes out as
// JSON.stringify of itself, without zod's copy. The reader must be exact whenever it decides: CLEAN means zod takes
// the value and writes the same JSON, INVALID means zod refuses it.
/** What JSON.stringify writes of a value, read back (undefined writes nothing). */
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

/** Holds the reader to zod on one value; the reader's finding. */
function agrees(schema: z.ZodType, value: unknown): WireFound {
  const found = wireCheck(schema, value);
  const zod = z.safeParse(schema, value);
  if (found === INVALID) expect(zod.success, `INVALID but zod takes ${JSON.stringify(value)}`).toBe(false);
  if (found === CLEAN) {
    expect(zod.success, `CLEAN but zod refuses ${JSON.stringify(value)}`).toBe(true);
    expect(asJson(value)).toStrictEqual(asJson(zod.data));
  }
  return found;
}

describe('wireCheck', () => {
  it('reads each kind of node as zod does', () => {
    const cases: [z.ZodType, unknown, WireFound][] = [
      [z.string(), 'a', CLEAN], [z.string(), 1, INVALID], [z.string(), undefined, INVALID],
      [z.string().max(2), 'ab', CLEAN], [z.string().max(2), 'abc', INVALID],
      [z.string().trim(), ' a ', UNSURE], [z.email(), 'a@b.cl', CLEAN], [z.email(), 'no', INVALID],
      [z.number(), 1.5, CLEAN], [z.number(), Number.NaN, INVALID], [z.number(), Infinity, INVALID], [z.number(), '1', INVALID],
      [z.number().int(), 3, CLEAN], [z.number().int(), 1.5, INVALID], [z.number().int(), 2 ** 60, INVALID], [z.int(), 4, CLEAN],
      [z.number().min(2), 1, INVALID], [z.number().min(2), 3, CLEAN],
      [z.boolean(), false, CLEAN], [z.boolean(), 0, INVALID], [z.null(), null, CLEAN], [z.null(), undefined, INVALID],
      [z.literal(true), true, CLEAN], [z.literal(true), false, INVALID], [z.enum(['a', 'b']), 'b', CLEAN], [z.enum(['a', 'b']), 'c', INVALID],
      [z.string().optional(), undefined, CLEAN], [z.string().nullable(), null, CLEAN], [z.string().nullable(), undefined, INVALID],
      [z.unknown(), { any: [1] }, CLEAN], [z.date(), new Date(0), CLEAN], [z.date(), new Date(Number.NaN), INVALID],
      [z.array(z.number()), [1, 2], CLEAN], [z.array(z.number()), [1, 'x'], INVALID], [z.array(z.number()), 'x', INVALID],
      // a hole is undefined to zod and null to JSON.stringify, as zod's undefined is
      [z.array(z.number().optional()), Object.assign(new Array<number>(3), { 0: 1, 2: 3 }), CLEAN], [z.array(z.number()).min(3), [1], INVALID],
      [z.object({ a: z.string() }), { a: 'x' }, CLEAN], [z.object({ a: z.string() }), { a: 'x', b: 1 }, UNSURE],
      [z.object({ a: z.string() }), { a: 1, b: 1 }, INVALID], [z.object({ a: z.string() }), null, INVALID], [z.object({ a: z.string() }), ['x'], INVALID],
      [z.object({ a: z.string().optional() }), {}, CLEAN], [z.object({ a: z.string().optional() }), { a: undefined }, CLEAN],
      [z.object({ a: z.string() }), Object.assign(Object.create(null) as object, { a: 'x' }), CLEAN],
      [z.object({ a: z.string() }), new (class { a = 'x'; toJSON() { return 'otro'; } })(), UNSURE],
      [z.strictObject({ a: z.string() }), { a: 'x' }, UNSURE], [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, INVALID],
      [z.object({ a: z.string() }).refine((o) => o.a !== 'no'), { a: 'no' }, INVALID],
      [z.record(z.string(), z.number()), { a: 1 }, UNSURE], [z.record(z.string(), z.number()), { a: 'x' }, INVALID],
      // zod answers with the first option that takes the value: the second would keep b, the first strips it
      [z.union([z.object({ a: z.number() }), z.object({ a: z.number(), b: z.number() })]), { a: 1, b: 2 }, UNSURE],
      [z.union([z.string(), z.object({ a: z.number() })]), { a: 1 }, CLEAN], [z.union([z.string(), z.number()]), true, INVALID],
      [z.discriminatedUnion('k', [z.object({ k: z.literal('a'), n: z.number() }), z.object({ k: z.literal('b'), s: z.string() })]), { k: 'b', s: 'x' }, CLEAN],
      [z.discriminatedUnion('k', [z.object({ k: z.literal('a'), n: z.number() }), z.object({ k: z.literal('b'), s: z.string() })]), { k: 'c' }, INVALID],
    ];
    for (const [schema, value, expected] of cases) {
      expect(agrees(schema, value), `${JSON.stringify(value)} against ${schema._zod.def.type}`).toBe(expected);
    }
  });

  it('reads a recursive schema', () => {
    const node: z.ZodType = z.object({ n: z.number(), get hijos() { return z.array(node); } });
    expect(agrees(node, { n: 1, hijos: [{ n: 2, hijos: [] }] })).toBe(CLEAN);
    expect(agrees(node, { n: 1, hijos: [{ n: 'x', hijos: [] }] })).toBe(INVALID);
  });

  it('agrees with zod on thousands of values made from the API\'s schemas, many of them wrong', () => {
    // a seeded generator: the same values on every run
    let seed = 17;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const wrong = () => pick<unknown>([undefined, null, 'x', '', 0, 1.5, -0, Number.NaN, Infinity, 2 ** 60, true, {}, [], new Date(0), { extra: 1 }]);
    const make = (schema: z.core.$ZodType, depth: number): unknown => {
      if (rnd() < 0.02) return wrong();
      const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
      const values = [...((schema._zod as { values?: Set<unknown> }).values ?? [])];
      switch (def.type) {
        case 'string': return pick(['', 'a', 'Vásquez', 'x'.repeat(300), '2026-12-03T10:00:00.000Z']);
        case 'number': return pick([0, 1, 7, 12345, -3, 1.5]);
        case 'boolean': return rnd() < 0.5;
        case 'null': return null;
        case 'literal': case 'enum': return rnd() < 0.9 ? pick(values) : 'otro';
        case 'optional': return rnd() < 0.3 ? undefined : make(def.innerType as z.core.$ZodType, depth);
        case 'nullable': return rnd() < 0.3 ? null : make(def.innerType as z.core.$ZodType, depth);
        case 'array': return depth > 4 ? [] : Array.from({ length: Math.floor(rnd() * 4) }, () => make(def.element as z.core.$ZodType, depth + 1));
        case 'union': return make(pick(def.options as z.core.$ZodType[]), depth);
        case 'object': {
          const o: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
            const value = make(v, depth + 1);
            if (value !== undefined || rnd() < 0.5) o[k] = value;
          }
          if (rnd() < 0.05) o.password_hash = 'x';
          return o;
        }
        default: return undefined;
      }
    };
    const schemas = [partidoDetailDtoSchema, partidosListDtoSchema, userDtoSchema, answers(partidoDetailDtoSchema, 201)[201], failureSchema];
    const seen = new Map<WireFound, number>();
    for (const schema of schemas) {
      for (let i = 0; i < 600; i++) {
        const found = agrees(schema, make(schema, 0));
        seen.set(found, (seen.get(found) ?? 0) + 1);
      }
    }
    // every finding occurs, so none of the three checks above is idle
    expect([...seen.keys()].sort()).toEqual([CLEAN, INVALID, UNSURE]);
    expect(seen.get(CLEAN)).toBeGreaterThan(100);
  });
});

describe('serializerCompiler', () => {
  const schema = answers(z.object({ _id: z.string(), n: z.number().int() }))[200];
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (data: unknown) => string;

  it('writes a clean answer as it is, and strips a key the schema does not declare', () => {
    expect(serialize({ success: true, data: { _id: 'a', n: 1 } })).toBe('{"success":true,"data":{"_id":"a","n":1}}');
    expect(serialize({ success: true, data: { n: 1, _id: 'a', password_hash: 'x' } })).toBe('{"success":true,"data":{"_id":"a","n":1}}');
  });

  it('refuses an answer that does not match', () => {
    expect(() => serialize({ success: true, data: { _id: 'a', n: 1.5 } })).toThrow();
    expect(() => serialize({ success: true, data: { _id: 'a' } })).toThrow();
  });

  it('is held to zod on every answer of the server\'s tests (ANSWER_WIRE_CHECK)', () => {
    expect(process.env.ANSWER_WIRE_CHECK).toBe('1');
    expect(isDeepStrictEqual(JSON.parse(serialize({ success: true, message: 'ok', data: { _id: 'a', n: 2 } })), { success: true, message: 'ok', data: { _id: 'a', n: 2 } })).toBe(true);
  });
});
