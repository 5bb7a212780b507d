import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, resolveToLoopback } from './e2e/browser';
import { DEFAULT_SERVER_NAME } from './e2e-proxy/topology';

// Issue 16 (5): three app processes on one PostgreSQL database behind nginx (round robin, TLS), as several machines
// would run Partidos. global-setup.ts makes a fresh database on the server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and starts the topology for the API and browser journeys; the crash
// journey starts three processes of its own and kills one. Run: npm run test:multi (needs nginx, openssl and
// PostgreSQL).
export default defineConfig({
  testDir: './e2e-multi',
  outputDir: './test-results/multi',
  globalSetup: './e2e-multi/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'es-CL',
    // the app turns its transitions off for people who ask for less motion: no click lands mid-animation
    contextOptions: { reducedMotion: 'reduce' },
    timezoneId: 'America/Santiago',
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, resolveToLoopback(DEFAULT_SERVER_NAME)] },
  },
  projects: [{ name: 'multi', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } } }],
});
