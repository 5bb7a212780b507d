// docs/decisions/0032: every route answers through a declared response schema, and the OpenAPI document built from
// them lints clean (Redocly's recommended rules, the engine of `redocly lint`).
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

function operations(): { key: string; op: Record<string, unknown> & { responses?: Record<string, { content?: Record<string, unknown> }> } }[] {
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

  it('lints with 0 errors', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: '/openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
