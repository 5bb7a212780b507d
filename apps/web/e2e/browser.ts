import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Debian's Chromium and its flags, shared by the browser suites (playwright.config.ts, playwright.proxy.config.ts)
// and by the tests that launch a browser of their own (lan.spec.ts). Playwright never downloads a browser here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** Chromium's flag that resolves `host` to 127.0.0.1 (a LAN or TLS name without touching /etc/hosts or DNS). */
export const resolveToLoopback = (host: string) => `--host-resolver-rules=MAP ${host} 127.0.0.1`;

/**
 * axe-core for one page, run inside that page (`setLegacyMode`): the default mode opens a blank page per check to
 * merge the frames' results, which cost ~0.5 s of each check (0.7 s against 0.25 s on the login page). Our pages
 * have no cross-origin frame, the one thing the default mode adds.
 */
export const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
