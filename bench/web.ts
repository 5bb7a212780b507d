// The light front end (docs/decisions/0044): builds the web app, serves it with the real server on a fresh demo
// database, and measures three routes with a cold cache in Debian's Chromium:
//   - the JavaScript each one needs (files, bytes as sent, and bytes gzipped here with zlib, which do not depend on
//     the machine), with Playwright, and the service worker's precache (its files and their size);
//   - Lighthouse's mobile preset on /login and on / logged in (median of --runs runs, each in a fresh browser profile).
// Not a timed test: Lighthouse's figures move with the machine's load, so the load average is printed with them.
// The byte budget itself is a test: apps/web/e2e/budget.mobile.spec.ts.
//
//   node --import tsx bench/web.ts [--dist DIR] [--port 3280] [--runs 3] [--no-lighthouse] [--files] [--report DIR]
//                                  [--json out.json]
//
// --files lists each route's scripts, largest first (what to split next); --report DIR keeps each Lighthouse report
// (JSON: the LCP element, the request chains…).
// --dist measures an existing build instead of building one (e.g. an older build, to compare).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { PRECACHE_BUDGET_BYTES, precacheOf } from '../apps/web/precache-shell.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the e2e suites' flags (apps/web/e2e/browser.ts)
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
// the demo's first player (apps/server/src/demo/data.ts): creator of a club with matches, so / and a detail have content
const DEMO_LOGIN = { correo: 'camila@demo.partidos.cl', password: 'partidos123' };

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_WEB_PORT ?? '3280' },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    json: { type: 'string' },
    files: { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(args.runs);

const temp: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  temp.push(d);
  return d;
};

function run(cmd: string, argv: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const r = spawnSync(cmd, argv, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function build(): string {
  const out = tempDir('partidos-web-bench-dist-');
  console.log(`Building apps/web into ${out} …`);
  run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], { cwd: path.join(ROOT, 'apps/web') });
  return out;
}

async function startServer(webDist: string): Promise<ChildProcess> {
  const dataDir = tempDir('partidos-web-bench-data-');
  const env = {
    WEB_DIST: webDist, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: BASE,
    DATABASE_URL: '', SMTP_URL: '', GOOGLE_CLIENT_ID: '', LOG_LEVEL: 'warn', JOBS_INTERVAL_MS: '0', NOTIFY_INTERVAL_MS: '0',
  };
  console.log('Seeding the demo data …');
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/seed.ts'], { cwd: ROOT, env });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not answer /api/health within 60 s');
}

interface Session { token: string; user: { club_activo_id: string | null }; matchId: string; runningId: string | null }

async function demoSession(): Promise<Session> {
  const r = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  const body = (await r.json()) as { data: { token: string; user: Session['user'] } };
  if (!r.ok) throw new Error(`demo login failed: ${r.status} ${JSON.stringify(body)}`);
  const { token, user } = body.data;
  const headers = { authorization: `Bearer ${token}`, 'x-club-id': user.club_activo_id ?? '' };
  const list = (await (await fetch(`${BASE}/api/partidos`, { headers })).json()) as { data: { partidos: { _id: string; estado_partido: string }[] } };
  // the detail most visits see: a match still calling players (answer, sign up, pay); the running one (its MVP
  // section) is measured on its own line
  const calling = list.data.partidos.find((p) => p.estado_partido === 'Convocando');
  if (!calling) throw new Error(`the demo club has no match calling players: ${JSON.stringify(list).slice(0, 300)}`);
  const running = list.data.partidos.find((p) => p.estado_partido === 'En curso');
  return { token, user, matchId: calling._id, runningId: running?._id ?? null };
}

/** The page's localStorage, inside page.evaluate (bench/ is type-checked without the DOM's types). */
interface WebStorage { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** What the app keeps in localStorage after a login (apps/web/src/lib/session.ts). */
const storageOf = (s: Session) => ({ token: s.token, user: JSON.stringify(s.user), club_activo_id: s.user.club_activo_id ?? '' });

interface Script { url: string; wire: number; gzip: number; raw: number }
interface RouteBytes { route: string; files: number; wire: number; gzip: number; raw: number; scripts: Script[] }

/** The scripts a cold visit of `route` fetches until the network is quiet (service worker blocked: its precache is not the page's). */
async function measureBytes(browser: Browser, route: string, storage: Record<string, string> | null): Promise<RouteBytes> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, locale: 'es-CL' });
  if (storage) {
    await context.addInitScript((s) => {
      const ls = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
      if (!ls.getItem('token')) for (const [k, v] of Object.entries(s)) ls.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  const seen: Promise<Script>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    seen.push((async () => {
      const body = await res.body();
      const sizes = await res.request().sizes();
      return { url: new URL(res.url()).pathname, wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length, raw: body.length };
    })());
  });
  await page.goto(`${BASE}${route}`);
  // a bench, not a test: everything the route pulls in, lazy pieces included
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(seen);
  await context.close();
  const sum = (k: 'wire' | 'gzip' | 'raw') => all.reduce((n, x) => n + x[k], 0);
  return { route, files: all.length, wire: sum('wire'), gzip: sum('gzip'), raw: sum('raw'), scripts: all.sort((a, b) => b.gzip - a.gzip) };
}

interface LighthouseRun { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; tbt: number; cls: number; fcp: number }

/** One Lighthouse run (mobile preset, simulated throttling) in a fresh Chromium profile: a cold cache every time. */
async function lighthouseOnce(url: string, storage: Record<string, string> | null, reportName: string): Promise<LighthouseRun> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    if (storage) {
      // the session first, on a page of the origin that does not start the app; Lighthouse then keeps it
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await cdp.contexts()[0]!.newPage();
      await page.goto(`${BASE}/robots.txt`);
      await page.evaluate((s) => {
        const ls = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
        for (const [k, v] of Object.entries(s)) ls.setItem(k, v);
      }, storage);
      await page.close();
      await cdp.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // with a session, storage is not reset: the HTTP cache is cold all the same (a fresh profile per run)
      disableStorageReset: !!storage,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    if (args.report) {
      mkdirSync(args.report, { recursive: true });
      writeFileSync(path.join(args.report, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    const { categories: c, audits: a } = result.lhr;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    return {
      performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
      lcp: a['largest-contentful-paint']?.numericValue ?? NaN, tbt: a['total-blocking-time']?.numericValue ?? NaN,
      cls: a['cumulative-layout-shift']?.numericValue ?? NaN, fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function lighthouseMedian(url: string, storage: Record<string, string> | null, name: string) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await lighthouseOnce(url, storage, `${name}-${i + 1}`));
    console.log(`  run ${i + 1}/${RUNS}: performance ${runs.at(-1)!.performance}, LCP ${(runs.at(-1)!.lcp / 1000).toFixed(1)} s, TBT ${Math.round(runs.at(-1)!.tbt)} ms`);
  }
  const keys = Object.keys(runs[0]!) as (keyof LighthouseRun)[];
  return { ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])), runs } as LighthouseRun & { runs: LighthouseRun[] };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  const dist = args.dist ? path.resolve(args.dist) : build();
  const server = await startServer(dist);
  try {
    const session = await demoSession();
    const storage = storageOf(session);
    const robots = await fetch(`${BASE}/robots.txt`);
    console.log(`/robots.txt: ${robots.status} ${robots.headers.get('content-type')}`);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const routes: [string, string, Record<string, string> | null][] = [
      ['/login', '/login', null],
      ['/ (logged in)', '/', storage],
      ['match detail', `/partidos/${session.matchId}`, storage],
      ...(session.runningId ? [['match detail (En curso)', `/partidos/${session.runningId}`, storage] as [string, string, Record<string, string>]] : []),
    ];
    const bytes: RouteBytes[] = [];
    for (const [label, route, s] of routes) bytes.push({ ...(await measureBytes(browser, route, s)), route: label });
    await browser.close();
    console.log('\nJavaScript of a cold load (the service worker\'s precache excluded)');
    console.table(bytes.map((b) => ({ route: b.route, files: b.files, 'gzip (zlib -9)': kib(b.gzip), 'as sent': kib(b.wire), uncompressed: kib(b.raw) })));
    // what the service worker stores at install (docs/decisions/0083), as the files of the build
    const precache = precacheOf(dist);
    console.log(`\nThe service worker's precache: ${precache.files} files, ${kib(precache.bytes)} uncompressed (budget ${kib(PRECACHE_BUDGET_BYTES)})`);
    if (args.files) {
      for (const b of bytes) {
        console.log(`\n${b.route}`);
        for (const f of b.scripts) console.log(`  ${kib(f.gzip).padStart(10)}  ${f.url}`);
      }
    }

    const lighthouse: Record<string, LighthouseRun & { runs: LighthouseRun[] }> = {};
    if (!args['no-lighthouse']) {
      for (const [label, route, s] of routes.slice(0, 2)) {
        console.log(`\nLighthouse ${label}, mobile, ${RUNS} runs (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
        lighthouse[label] = await lighthouseMedian(`${BASE}${route}`, s, route === '/' ? 'home' : route.replace(/\W+/g, ''));
      }
      console.log(`\nLighthouse, median of ${RUNS} (load average now ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
      console.table(Object.entries(lighthouse).map(([route, r]) => ({
        route, performance: r.performance, accessibility: r.accessibility, 'best practices': r.bestPractices, seo: r.seo,
        FCP: `${(r.fcp / 1000).toFixed(1)} s`, LCP: `${(r.lcp / 1000).toFixed(1)} s`, TBT: `${Math.round(r.tbt)} ms`, CLS: r.cls.toFixed(3),
      })));
    }
    if (args.json) writeFileSync(args.json, JSON.stringify({ bytes, precache, lighthouse, loadavg: loadavg() }, null, 2));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    for (const d of temp) rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
