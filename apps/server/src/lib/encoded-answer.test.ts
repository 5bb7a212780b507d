import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptsGzip, answerBody, encodeAnswer, ifNoneMatch } from './encoded-answer.js';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['*', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['*;q=0, gzip', true],
    ['identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('reads a header sent twice', () => {
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('answerBody', () => {
  const list = z.object({ partidos: z.array(z.object({ _id: z.string(), nombre: z.string() })) });
  const big = encodeAnswer(list, { partidos: Array.from({ length: 50 }, (_, i) => ({ _id: String(i), nombre: 'Partido del sábado' })) });

  it('gzips an answer of 1 kB or more once, and sends the same bytes again', () => {
    const first = answerBody(big, 'gzip');
    expect(first.gzip).toBe(true);
    expect(JSON.parse(gunzipSync(first.body).toString('utf8'))).toEqual(JSON.parse(big.json.toString('utf8')));
    expect(answerBody(big, 'gzip').body).toBe(first.body);
  });

  it('sends JSON to a client without gzip, and small answers as they are', () => {
    expect(answerBody(big, 'br')).toEqual({ body: big.json, gzip: false });
    const small = encodeAnswer(z.object({ ok: z.number() }), { ok: 1 });
    expect(answerBody(small, 'gzip')).toEqual({ body: small.json, gzip: false });
    expect(JSON.parse(small.json.toString('utf8'))).toEqual({ success: true, data: { ok: 1 } });
  });
});

describe('ifNoneMatch', () => {
  const tag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['W/"ab"', false],
  ])('%j → %s', (header, expected) => {
    expect(ifNoneMatch(header, tag)).toBe(expected);
  });
});

describe('encodeAnswer', () => {
  it('leaves out what the schema does not declare', () => {
    const data = { _id: '1', nombre: 'Partido', secreto: 'x' };
    const answer = encodeAnswer(z.object({ _id: z.string(), nombre: z.string() }), data);
    expect(JSON.parse(answer.json.toString('utf8'))).toEqual({ success: true, data: { _id: '1', nombre: 'Partido' } });
  });

  it('refuses data that does not match the schema', () => {
    expect(() => encodeAnswer(z.object({ n: z.number() }), { n: 'uno' } as never)).toThrow();
  });

  it('writes clean data as it is, the same bytes as zod\'s path would (decision 0069)', () => {
    const schema = z.object({ _id: z.string(), n: z.number().int(), tags: z.array(z.enum(['a', 'b'])), inner: z.object({ x: z.string().nullable() }).nullable() });
    const data = { _id: '1', n: 2, tags: ['a' as const], inner: { x: null } };
    const answer = encodeAnswer(schema, data);
    expect(answer.json.toString('utf8')).toBe(JSON.stringify({ success: true, data: z.parse(schema, data) }));
  });
});
