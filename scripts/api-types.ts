// `npm run api:types`: writes apps/web/src/lib/api-schema.d.ts, the web app's types of the API (docs/decisions/0089).
//
//   node --import tsx scripts/api-types.ts
//
// Builds the server app as `npm start` does but without listening (an empty embedded database in a temporary directory,
// no jobs, no mail), asks it for its OpenAPI document (GET /api/docs/json, through Fastify's inject) and writes the
// document's types (scripts/api-types-text.ts). apps/server/test/system/api-types.test.ts checks the committed file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { API_TYPES_FILE, apiTypesText } from './api-types-text.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partidos-api-types-'));
try {
  // only what building needs: nothing from this shell's environment (a DATABASE_URL, SMTP) reaches the app
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: 'api-types-api-types-api-types-api-types', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' },
    { webDist: path.join(dataDir, 'no-web') },
  );
  const { app } = await buildApp(config, { logger: false, rateLimits: false });
  try {
    await app.ready();
    const res = await app.inject({ url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    const text = await apiTypesText(res.json());
    let before = '';
    try { before = readFileSync(API_TYPES_FILE, 'utf8'); } catch { /* a first run */ }
    writeFileSync(API_TYPES_FILE, text);
    console.log(`${path.relative(process.cwd(), API_TYPES_FILE)}: ${text === before ? 'unchanged' : 'written'}`);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
