import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, resolveToLoopback } from './e2e/browser';
import { DEFAULT_SERVER_NAME } from './e2e-proxy/topology';

// Journeys through a real nginx with TLS in front of the app (issue 15): per-client rate limits behind a proxy,
// HSTS and upgrade-insecure-requests over https, request ids from nginx, the http → https redirect.
// global-setup.ts starts the topology (e2e-proxy/topology.ts); the browser resolves partidos.test to 127.0.0.1
// and accepts the self-signed certificate. Run: npm run test:proxy (needs nginx and openssl).
export default defineConfig({
  testDir: './e2e-proxy',
  outputDir: './test-results/proxy',
  globalSetup: './e2e-proxy/global-setup.ts',
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
  projects: [{ name: 'proxy', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } } }],
});
