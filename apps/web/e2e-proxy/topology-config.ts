import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, resolveToLoopback } from '../e2e/browser';
import { DEFAULT_SERVER_NAME } from './topology';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The Playwright configuration of the journeys through nginx (playwright.proxy.config.ts, playwright.multi.config.ts):
 * tests in ./e2e-<name> with its global-setup.ts, one worker, the browser resolving partidos.test to 127.0.0.1 and
 * accepting the self-signed certificate. Paths are relative to the configuration file, in apps/web.
 */
export function topologyConfig(name: 'proxy' | 'multi') {
  return defineConfig({
    testDir: `./e2e-${name}`,
    outputDir: `./test-results/${name}`,
    globalSetup: `./e2e-${name}/global-setup.ts`,
    timeout: 120_000,
    expect: { timeout: 20_000 },
    fullyParallel: false,
    workers: 1,
    retries: 0,
    // each journey's time goes to .test-times/ too (scripts/test-times.mjs)
    reporter: [['list'], ['json', { outputFile: path.join(ROOT, `.test-times/playwright-${name}.json`) }]],
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
    projects: [{ name, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 } } }],
  });
}
