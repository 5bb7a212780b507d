import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser';

// The server under test runs on its own port with a fresh embedded database and mail outbox.
const PORT = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `partidos-e2e-${Date.now()}`);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // generous: a journey waits for states, never for a fixed time, and must pass on a busy two-core machine
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // two files at a time on one server; each journey makes its own people, clubs and matches
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // each journey's time goes to .test-times/ too (scripts/test-times.mjs: `npm run test:times`)
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, '.test-times/playwright.json') }]],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    // the app turns its transitions off for people who ask for less motion: no click lands mid-animation
    contextOptions: { reducedMotion: 'reduce' },
    timezoneId: 'America/Santiago',
    // no trace recorded by default: recording one for every journey took about 40 % of the suite's time; a failure
    // keeps its screenshot and page snapshot. `npx playwright test --trace on` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec/ },
  ],
  webServer: {
    // as `npm start` runs it: the compiled server, compiled first when its sources are newer (scripts/start.mjs)
    command: 'node ../../scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      JOBS_INTERVAL_MS: '0',
      // the journeys sign up dozens of people from 127.0.0.1: the limits stay on, with a larger allowance
      RATE_LIMIT_SCALE: '100',
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      // the platform administrador of the journeys (validates venues)
      ADMIN_EMAIL: 'admin@e2e.partidos.cl',
      ADMIN_PASSWORD: 'AdminE2e123',
    },
  },
});
