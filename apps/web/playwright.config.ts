import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser';

// The server under test runs on its own port with a fresh embedded database and mail outbox.
const PORT = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `partidos-e2e-${Date.now()}`);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    // the app turns its transitions off for people who ask for less motion: no click lands mid-animation
    contextOptions: { reducedMotion: 'reduce' },
    timezoneId: 'America/Santiago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec/ },
  ],
  webServer: {
    command: 'node --import tsx ../server/src/server.ts',
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
      // every answer's fast path held to zod's (apps/server/src/lib/answer-schema.ts)
      ANSWER_WIRE_CHECK: '1',
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
