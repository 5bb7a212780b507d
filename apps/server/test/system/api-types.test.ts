// docs/decisions/0089: the web app's types of the API (apps/web/src/lib/api-schema.d.ts) are made from the OpenAPI
// document by `npm run api:types`, and committed. This test makes them again, with the same function
// (scripts/api-types-text.ts), from this app's document: a route or a schema changed without regenerating fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesText } from '../../../../scripts/api-types-text.js';
import { createTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it('the committed apps/web/src/lib/api-schema.d.ts is the types of the current OpenAPI document', async () => {
  const res = await t.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  const expected = await apiTypesText(res.json());
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  expect(committed, 'apps/web/src/lib/api-schema.d.ts is out of date with the OpenAPI document: run `npm run api:types` and commit the file').toBe(expected);
});
