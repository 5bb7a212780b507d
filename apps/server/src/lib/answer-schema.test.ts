import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, partidoDetailDtoSchema, partidosListDtoSchema, userDtoSchema } from '@partidos/shared';
import { sameBothWays, toWire } from './answer-schema.js';

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
