// Load test: match list, match detail and sign-up against a RUNNING server filled by
// bench/generate.ts. Logs in as a few generated members of the bench club, then runs autocannon per scenario.
//
//   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/load.ts [--duration 15] [--connections 50] [--accounts 20]
//     [--only me,list,list-p5,detail,signup] [--warmup 3] [--warm-writes] [--json results.json] [--label "PostgreSQL 100k"]
//     [--buckets 500]   (also each scenario's latencies by slice of that many ms: where in the run the tail is)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { BENCH_CLUB_MEMBERS, BENCH_CLUB_NAME, BENCH_PASSWORD, benchEmail } from './common.js';

const { values: opts } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    // sign-ups too get the warm-up (on other user–match pairs than the measured ones): a just-started server's first
    // sign-ups plan their statements and fill the kept rosters, ~1 s for the first 50 at once
    'warm-writes': { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    // login is rate limited (RATE_RULES.loginPerIp: 50 per 15 min per IP): stay well under it; tokens are cached
    accounts: { type: 'string', default: '20' },
    only: { type: 'string', default: 'me,list,list-p5,detail,signup' },
    json: { type: 'string' },
    label: { type: 'string', default: '' },
    'no-gzip': { type: 'boolean', default: false },
    buckets: { type: 'string' },
  },
});

const BASE = opts['base-url']!.replace(/\/$/, '');
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const CONNECTIONS = Number(opts.connections);
const ACCOUNTS = Math.min(Number(opts.accounts), BENCH_CLUB_MEMBERS, 45);
const ONLY = new Set(opts.only!.split(',').map((s) => s.trim()));
// browsers always ask for compression, and @fastify/compress answers JSON over 1 KB compressed
const ACCEPT_ENCODING: Record<string, string> = opts['no-gzip'] ? {} : { 'accept-encoding': 'gzip' };

interface Api<T> { success: boolean; message?: string; data: T }

async function call<T>(method: string, url: string, token?: string, body?: unknown, clubId?: string): Promise<{ status: number; json: Api<T> }> {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clubId ? { 'x-club-id': clubId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Api<T> };
}

// ---- tokens: cached per server (a re-run within 15 min would otherwise hit the login rate limit)

const cacheFile = path.join(tmpdir(), `partidos-bench-tokens-${createHash('sha256').update(BASE).digest('hex').slice(0, 12)}.json`);

async function tokens(): Promise<string[]> {
  let cached: string[] = [];
  try {
    cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as string[];
  } catch {
    // no cache yet
  }
  const valid: string[] = [];
  for (const t of cached.slice(0, ACCOUNTS)) if ((await call('GET', '/api/auth/me', t)).status === 200) valid.push(t);
  for (let n = valid.length + 1; n <= ACCOUNTS; n++) {
    const r = await call<{ token: string }>('POST', '/api/auth/login', undefined, { correo: benchEmail(n), password: BENCH_PASSWORD });
    if (r.status === 429) {
      console.warn(`  ! login rate limit reached after ${valid.length} accounts: going on with those`);
      break;
    }
    if (r.status !== 200) throw new Error(`login ${benchEmail(n)} → ${r.status} ${r.json.message ?? ''} (was the database filled by bench/generate.ts?)`);
    valid.push(r.json.data.token);
  }
  if (!valid.length) throw new Error('no session: cannot log in');
  writeFileSync(cacheFile, JSON.stringify(valid), { mode: 0o600 });
  return valid;
}

// ---- scenarios

interface Scenario { name: string; requests: autocannonRequest[]; mutating?: boolean }
type autocannonRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];

/** One request spec whose path/headers rotate over a list on every request (all connections share the counter). */
function rotating(build: (k: number) => { method: string; path: string; headers: Record<string, string>; body?: string }): autocannonRequest {
  let k = 0;
  return {
    method: 'GET',
    path: '/',
    setupRequest: (req) => {
      const r = build(k++);
      return { ...req, method: r.method, path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body ?? '' };
    },
  };
}

interface Row {
  scenario: string; rps: number; p50: number; p90: number; p99: number; max: number; total: number;
  ok: number; conflicts: number; failures: number; errors: number; codes: Record<string, number>;
}

function summarize(name: string, r: Result, conflictsOk: boolean): Row {
  const codes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) codes[code] = Number(v.count);
  const ok = Object.entries(codes).filter(([c]) => c.startsWith('2')).reduce((a, [, n]) => a + n, 0);
  const conflicts = conflictsOk ? (codes['409'] ?? 0) : 0;
  const non2xx = Object.entries(codes).filter(([c]) => !c.startsWith('2')).reduce((a, [, n]) => a + n, 0);
  return {
    scenario: name, rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max,
    total: ok + non2xx, ok, conflicts, failures: non2xx - conflicts, errors: r.errors + r.timeouts, codes,
  };
}

function printTable(rows: Row[]) {
  const head = ['scenario', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', '2xx', '409', 'failures', 'conn err', 'status codes'];
  const body = rows.map((r) => [
    r.scenario, r.rps.toFixed(0), r.p50.toFixed(0), r.p90.toFixed(0), r.p99.toFixed(0), r.max.toFixed(0), String(r.total), String(r.ok),
    String(r.conflicts), String(r.failures), String(r.errors), Object.entries(r.codes).map(([c, n]) => `${c}:${n}`).join(' '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function run(title: string, requests: autocannonRequest[], duration: number, connections: number, slices?: number): Promise<Result> {
  const instance = autocannon({ url: BASE, title, connections, duration, timeout: 30, requests });
  if (!slices) return instance;
  // --buckets: each answer's time by the slice of the run it ended in (a warm-up, a collection, a job shows as a slice)
  const start = performance.now();
  const bySlice: number[][] = [];
  instance.on('response', (_client, _status, _bytes, ms) => { (bySlice[Math.floor((performance.now() - start) / slices)] ??= []).push(ms); });
  const result = await instance;
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(0);
  console.log('');
  bySlice.forEach((xs, i) => {
    xs.sort((a, b) => a - b);
    console.log(`      ${((i * slices) / 1000).toFixed(1).padStart(5)} s  ${String(xs.length).padStart(6)} answers  p50 ${at(xs, 0.5).padStart(4)}  p99 ${at(xs, 0.99).padStart(4)}  max ${at(xs, 1).padStart(4)} ms`);
  });
  return result;
}

async function main() {
  const health = await call<{ status: string; database: string }>('GET', '/api/health');
  if (health.status !== 200) throw new Error(`${BASE}/api/health → ${health.status}`);
  console.log(`Partidos load test → ${BASE} (database: ${health.json.data.database})${opts.label ? ` — ${opts.label}` : ''}`);
  console.log(`  ${CONNECTIONS} connections, ${DURATION} s per scenario (+${WARMUP} s warm-up for reads${opts['warm-writes'] ? ' and sign-ups' : ''}), gzip ${opts['no-gzip'] ? 'off' : 'on'}`);

  const toks = await tokens();
  console.log(`  ${toks.length} sessions of members of "${BENCH_CLUB_NAME}"`);
  const clubs = await call<{ _id: string; nombre: string }[]>('GET', '/api/clubes/mis-clubes', toks[0]);
  const club = clubs.json.data.find((c) => c.nombre === BENCH_CLUB_NAME);
  if (!club) throw new Error(`user 1 is not in "${BENCH_CLUB_NAME}": was the database filled by bench/generate.ts?`);
  const clubId = club._id;

  type Item = { _id: string; club_id: { _id: string }; estado_partido: string; es_publico: boolean };
  type Page = { partidos: Item[]; pagination: { total: number } };
  const all = await call<Page>('GET', '/api/partidos?mostrarFinalizados=true&limit=1000', toks[0], undefined, clubId);
  const detailIds = all.json.data.partidos.filter((p) => p.club_id._id === clubId).map((p) => p._id);
  const open = await call<Page>('GET', '/api/partidos?estado=Convocando&limit=1000', toks[0], undefined, clubId);
  const signupIds = open.json.data.partidos.map((p) => p._id);
  const ownOpen = open.json.data.partidos.filter((p) => p.club_id._id === clubId).length;
  const list = await call<Page>('GET', '/api/partidos', toks[0], undefined, clubId);
  console.log(`  club ${clubId}: default list total ${list.json.data.pagination.total} (pages of 10), ` +
    `${detailIds.length} matches of the club for the detail, ${signupIds.length} open matches for sign-up (${ownOpen} of the club, ${signupIds.length - ownOpen} public of other clubs)`);
  if (!detailIds.length) throw new Error('the bench club has no matches');

  const auth = (k: number) => ({ authorization: `Bearer ${toks[k % toks.length]}`, 'x-club-id': clubId, ...ACCEPT_ENCODING });
  const scenarios: Scenario[] = [
    // the floor: an authenticated request with one query (the session), to read the others against
    { name: 'me', requests: [rotating((k) => ({ method: 'GET', path: '/api/auth/me', headers: auth(k) }))] },
    { name: 'list', requests: [rotating((k) => ({ method: 'GET', path: '/api/partidos', headers: auth(k) }))] },
    { name: 'list-p5', requests: [rotating((k) => ({ method: 'GET', path: '/api/partidos?page=5', headers: auth(k) }))] },
    { name: 'detail', requests: [rotating((k) => ({ method: 'GET', path: `/api/partidos/${detailIds[k % detailIds.length]}`, headers: auth(k) }))] },
    {
      name: 'signup',
      mutating: true,
      // request k: match k mod M, user ⌊k / M⌋ mod T — every (user, match) pair once before any repeat, and
      // consecutive requests on different matches (no queue on one row lock)
      requests: signupIds.length
        ? [rotating((k) => ({
          method: 'POST',
          path: `/api/partidos/${signupIds[k % signupIds.length]}/inscribir`,
          headers: { ...auth(Math.floor(k / signupIds.length)), 'content-type': 'application/json' },
          body: '{}',
        }))]
        : [],
    },
  ].filter((s) => ONLY.has(s.name));

  const rows: Row[] = [];
  for (const s of scenarios) {
    if (!s.requests.length) {
      console.log(`  - ${s.name}: nothing to do (no open matches)`);
      continue;
    }
    if ((!s.mutating || opts['warm-writes']) && WARMUP > 0) await run(`${s.name} warm-up`, s.requests, WARMUP, Math.min(10, CONNECTIONS));
    process.stdout.write(`  … ${s.name} `);
    const r = await run(s.name, s.requests, DURATION, CONNECTIONS, opts.buckets ? Number(opts.buckets) : undefined);
    const row = summarize(s.name, r, s.mutating === true);
    rows.push(row);
    console.log(`${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms`);
  }
  console.log('');
  printTable(rows);
  const failed = rows.filter((r) => r.failures || r.errors);
  if (failed.length) console.log(`\n✖ failures in: ${failed.map((r) => r.scenario).join(', ')} (non-2xx other than sign-up 409, or connection errors)`);
  if (opts.json) {
    writeFileSync(opts.json, JSON.stringify({ base: BASE, label: opts.label, database: health.json.data.database, connections: CONNECTIONS, duration: DURATION, at: new Date().toISOString(), rows }, null, 2));
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
