// docs/decisions/0032: every route answers through a declared response schema, and the OpenAPI document built from
// them lints clean (Redocly's recommended rules, the engine of `redocly lint`). docs/decisions/0087: every operation
// has a stable, verb-first operationId, and every request body a schema with its fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call('GET', '/api/docs/json')).json();
});
afterAll(async () => { await t.close(); });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Operation = Record<string, unknown> & {
  operationId?: unknown;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

function operations(): { key: string; op: Operation }[] {
  const out = [];
  for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, never>>)) {
    for (const m of METHODS) if (item[m]) out.push({ key: `${m.toUpperCase()} ${p}`, op: item[m] });
  }
  return out;
}

describe('OpenAPI document', () => {
  it('describes every operation with a summary, its success answer and the error envelope', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(120);
    const missing: string[] = [];
    for (const { key, op } of ops) {
      if (typeof op.summary !== 'string' || !op.summary) missing.push(`${key}: summary`);
      const responses = op.responses ?? {};
      const success = Object.keys(responses).filter((s) => /^2\d\d$/.test(s));
      if (!success.length || !success.every((s) => responses[s]?.content)) missing.push(`${key}: 2xx answer`);
      if (!responses['4XX'] && !responses['4xx']) missing.push(`${key}: 4XX error envelope`);
    }
    expect(missing).toEqual([]);
  });

  it('names every operation with a unique, verb-first camelCase operationId', () => {
    const ops = operations();
    const bad = ops.filter(({ op }) => typeof op.operationId !== 'string' || !/^[a-z][a-zA-Z]+$/.test(op.operationId)).map(({ key, op }) => `${key}: ${String(op.operationId)}`);
    expect(bad).toEqual([]);
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { key, op } of ops) {
      const id = op.operationId as string;
      if (seen.has(id)) repeated.push(`${id}: ${seen.get(id)} and ${key}`);
      seen.set(id, key);
    }
    expect(repeated).toEqual([]);
    // the convention's examples (docs/decisions/0087)
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    expect(idOf('get', '/api/partidos')).toBe('listPartidos');
    expect(idOf('get', '/api/partidos/{id}')).toBe('getPartido');
    expect(idOf('post', '/api/partidos')).toBe('crearPartido');
    expect(idOf('put', '/api/partidos/{id}')).toBe('editarPartido');
    expect(idOf('post', '/api/partidos/{id}/inscribir')).toBe('inscribirEnPartido');
    expect(idOf('put', '/api/partidos/{id}/resultado')).toBe('registrarResultado');
    expect(idOf('get', '/api/clubes/{id}/ratings')).toBe('getClubRatings');
  });

  it('gives every request body a schema with its fields', () => {
    const empty: string[] = [];
    for (const { key, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        const schema = media.schema ?? {};
        if (!['type', 'properties', '$ref', 'anyOf', 'oneOf', 'allOf'].some((k) => k in schema)) empty.push(`${key} ${type}`);
      }
    }
    expect(empty).toEqual([]);
    // the bodies a hand-written transform checks are documented by the fields it reads (lib/documented-body.ts)
    const body = (method: string, path: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    expect(JSON.stringify(body('put', '/api/partidos/{id}'))).toContain('estado_partido');
    expect(JSON.stringify(body('put', '/api/partidos/{id}'))).toContain('tipo_partido');
    expect(JSON.stringify(body('post', '/api/series'))).toContain('frecuencia_semanas');
    expect(JSON.stringify(body('put', '/api/series/{id}'))).toContain('desde');
  });

  // recommended, with a missing or repeated operationId as an error (recommended only warns of a missing one)
  const lintConfig = () => createConfig({
    extends: ['recommended'],
    rules: { 'operation-operationId': 'error', 'operation-operationId-unique': 'error' },
  });
  const lint = async (document: unknown) => lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config: await lintConfig() });
  const describeProblem = (p: Awaited<ReturnType<typeof lint>>[number]) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;

  it('lints with 0 errors and no operationId warnings', async () => {
    const problems = await lint(doc);
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    expect(problems.filter((p) => p.ruleId.includes('operationId')).map(describeProblem)).toEqual([]);
  });

  it('lints a missing or repeated operationId as an error', async () => {
    const copy = structuredClone(doc);
    delete copy.paths['/api/partidos'].get.operationId;
    copy.paths['/api/partidos/{id}'].get.operationId = 'crearPartido';
    const rules = (await lint(copy)).filter((p) => p.severity === 'error').map((p) => p.ruleId);
    expect(rules).toContain('operation-operationId');
    expect(rules).toContain('operation-operationId-unique');
  });
});
