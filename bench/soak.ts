// Mixed-workload soak: many members of the bench club use the app at once for a few minutes — the match
// list, match details, signing up and withdrawing, monthly votes, their profile — against a RUNNING server filled by
// bench/generate.ts, and the server's memory is sampled throughout. Optionally a burst of concurrent sign-ups first.
//
//   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/soak.ts [--users 150] [--minutes 5] [--think 100]
//     [--burst 1000] [--pid PID | DATA_DIR=…] [--json soak.json] [--label "PGlite 100k"] [--client http|fetch]
//
// The members' requests go through node:http with a keep-alive agent (`--client fetch`: the global fetch, as it was
// before). fetch cost this client ~1 ms of CPU a request, on the same two cores as the server, and its own event
// loop's delays were counted in every time: in one-minute runs taken in turn it measured a p99 of 798–857 ms where
// node:http measured 573–631 ms against the same server.
//
// The server needs RATE_LIMIT_SCALE=10 (or more): the soak logs in --users accounts from one address, over the
// login limit of 50 per 15 minutes. RSS comes from /proc/PID/status: --pid, or the PID in DATA_DIR/server.lock (the
// embedded database's lock file).
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_CLUB_MEMBERS, BENCH_CLUB_NAME, BENCH_PASSWORD, benchEmail } from './common.js';

const { values: opts } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
    users: { type: 'string', default: '150' },
    minutes: { type: 'string', default: '5' },
    think: { type: 'string', default: '100' },
    burst: { type: 'string', default: '0' },
    pid: { type: 'string' },
    // node:http with a keep-alive agent (default), or the global fetch
    client: { type: 'string', default: 'http' },
    json: { type: 'string' },
    label: { type: 'string', default: '' },
  },
});

const BASE = opts['base-url']!.replace(/\/$/, '');
const USERS = Math.min(Number(opts.users), BENCH_CLUB_MEMBERS);
const DURATION_MS = Number(opts.minutes) * 60_000;
const THINK_MS = Number(opts.think);
const BURST = Number(opts.burst);
// one kept-alive connection per member at most, as a browser keeps one (the burst opens more, then they close)
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 200 });

interface Answer<T> { status: number; ms: number; data?: T; message?: string }

async function call<T>(method: string, url: string, token?: string, body?: unknown, clubId?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(clubId ? { 'x-club-id': clubId } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const payload = body !== undefined ? JSON.stringify(body) : undefined;
  const started = performance.now();
  if (opts.client === 'fetch') {
    try {
      const res = await fetch(`${BASE}${url}`, { method, headers, body: payload });
      const json = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
      return { status: res.status, ms: performance.now() - started, data: json.data, message: json.message };
    } catch (e) {
      return { status: 0, ms: performance.now() - started, message: (e as Error).message };
    }
  }
  return new Promise((resolve) => {
    const req = request(`${BASE}${url}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // (the time to the whole answer, before this client decodes it)
        const ms = performance.now() - started;
        let json: { data?: T; message?: string } = {};
        try {
          const raw = Buffer.concat(chunks);
          json = JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as typeof json;
        } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, ms, data: json.data, message: json.message });
      });
      res.on('error', (e) => resolve({ status: 0, ms: performance.now() - started, message: e.message }));
    });
    req.on('error', (e) => resolve({ status: 0, ms: performance.now() - started, message: e.message }));
    req.end(payload);
  });
}

// ---- what is measured

type Kind = 'lista' | 'detalle' | 'inscribir' | 'desinscribir' | 'votar' | 'perfil' | 'perfil-editar';
const times = new Map<Kind, number[]>();
// every answer's [end since the start of the mixed part, ms], for the per-minute lines of the report
const timeline: [number, number][] = [];
let mixedFrom = 0;
const codes = new Map<Kind, Map<number, number>>();
const firstMessage = new Map<string, string>();

function record(kind: Kind, a: Answer<unknown>): void {
  (times.get(kind) ?? times.set(kind, []).get(kind)!).push(a.ms);
  if (mixedFrom) timeline.push([performance.now() - mixedFrom, a.ms]);
  const c = codes.get(kind) ?? codes.set(kind, new Map()).get(kind)!;
  c.set(a.status, (c.get(a.status) ?? 0) + 1);
  const key = `${kind} ${a.status}`;
  if (a.status !== 200 && a.status !== 201 && !firstMessage.has(key)) firstMessage.set(key, a.message ?? '');
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

function serverPid(): number | null {
  if (opts.pid) return Number(opts.pid);
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) return null;
  try {
    return Number(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

function rssMb(pid: number | null): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

interface Member { token: string; id: string }

async function main() {
  const health = await call<{ status: string }>('GET', '/api/ready');
  if (health.status !== 200) throw new Error(`${BASE}/api/ready → ${health.status}`);
  const pid = serverPid();
  console.log(`Partidos soak → ${BASE}${opts.label ? ` — ${opts.label}` : ''}: ${USERS} members, ${opts.minutes} min, think ${THINK_MS} ms` +
    `${BURST ? `, a burst of ${BURST} sign-ups first` : ''}; server RSS ${pid ? `of PID ${pid}` : 'not sampled (no --pid or DATA_DIR)'}`);

  const members: Member[] = [];
  for (let n = 1; n <= USERS; n++) {
    const r = await call<{ token: string; user: { _id: string } }>('POST', '/api/auth/login', undefined, { correo: benchEmail(n), password: BENCH_PASSWORD });
    if (r.status !== 200) throw new Error(`login ${benchEmail(n)} → ${r.status} ${r.message ?? ''} (RATE_LIMIT_SCALE=10 on the server? bench/generate.ts data?)`);
    members.push({ token: r.data!.token, id: r.data!.user._id });
  }
  const clubs = await call<{ _id: string; nombre: string }[]>('GET', '/api/clubes/mis-clubes', members[0]!.token);
  const clubId = clubs.data?.find((c) => c.nombre === BENCH_CLUB_NAME)?._id;
  if (!clubId) throw new Error(`user 1 is not in "${BENCH_CLUB_NAME}"`);
  type Page = { partidos: { _id: string; club_id: { _id: string } }[] };
  const all = await call<Page>('GET', '/api/partidos?mostrarFinalizados=true&limit=100', members[0]!.token, undefined, clubId);
  const detailIds = (all.data?.partidos ?? []).filter((p) => p.club_id._id === clubId).map((p) => p._id);
  const open = await call<Page>('GET', '/api/partidos?estado=Convocando&limit=100', members[0]!.token, undefined, clubId);
  const openIds = (open.data?.partidos ?? []).filter((p) => p.club_id._id === clubId).map((p) => p._id);
  if (!detailIds.length || !openIds.length) throw new Error('the bench club needs matches, some of them Convocando');
  console.log(`  ${members.length} sessions; ${detailIds.length} matches for the detail, ${openIds.length} open for sign-up`);

  const samples: { at: number; rss: number | null }[] = [{ at: 0, rss: rssMb(pid) }];
  const t0 = Date.now();
  const sampler = setInterval(() => samples.push({ at: Math.round((Date.now() - t0) / 1000), rss: rssMb(pid) }), 5_000);

  let afterBurst: number | null = null;
  if (BURST > 0) {
    // every request at once: user k mod U on match k mod M, then each acknowledged sign-up withdrawn
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: BURST }, async (_, k) => {
      const m = members[k % members.length]!;
      const id = openIds[k % openIds.length]!;
      const a = await call('POST', `/api/partidos/${id}/inscribir`, m.token, {}, clubId);
      record('inscribir', a);
      return { m, id, ok: a.status === 201 };
    }));
    afterBurst = rssMb(pid);
    console.log(`  burst: ${burst.filter((b) => b.ok).length}/${BURST} signed up in ${Math.round(performance.now() - started)} ms; RSS ${afterBurst ?? '?'} MB`);
    for (const b of burst.filter((x) => x.ok)) record('desinscribir', await call('DELETE', `/api/partidos/${b.id}/desinscribir/${b.m.id}`, b.m.token, undefined, clubId));
    times.clear();
    codes.clear();
  }

  mixedFrom = performance.now();
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(members.map(async (m, i) => {
    await sleep(Math.random() * 1000); // spread the starts over a second
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.35) {
        record('lista', await call('GET', '/api/partidos', m.token, undefined, clubId));
      } else if (roll < 0.65) {
        record('detalle', await call('GET', `/api/partidos/${pick(detailIds)}`, m.token, undefined, clubId));
      } else if (roll < 0.8) {
        const id = pick(openIds);
        const a = await call('POST', `/api/partidos/${id}/inscribir`, m.token, {}, clubId);
        record('inscribir', a);
        if (a.status === 201) record('desinscribir', await call('DELETE', `/api/partidos/${id}/desinscribir/${m.id}`, m.token, undefined, clubId));
      } else if (roll < 0.9) {
        const other = members[(i + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length]!;
        record('votar', await call('POST', `/api/votos/${other.id}`, m.token, { tipo_voto: Math.random() < 0.8 ? 'like' : 'dislike' }, clubId));
      } else if (roll < 0.97) {
        record('perfil', await call('GET', '/api/auth/me', m.token));
      } else {
        record('perfil-editar', await call('PUT', '/api/auth/me', m.token, { apodo: `Soak ${Math.floor(Math.random() * 1000)}` }));
      }
      if (THINK_MS > 0) await sleep(Math.random() * 2 * THINK_MS);
    }
  }));
  clearInterval(sampler);
  samples.push({ at: Math.round((Date.now() - t0) / 1000), rss: rssMb(pid) });

  // ---- report
  const rows = [...times.entries()].map(([kind, ms]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const c = codes.get(kind)!;
    const errors = [...c.entries()].filter(([s]) => s === 0 || s >= 500).reduce((a, [, n]) => a + n, 0);
    return { kind, requests: ms.length, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? 0, errors, codes: Object.fromEntries(c) };
  });
  const allMs = [...times.values()].flat().sort((a, b) => a - b);
  const errors = rows.reduce((a, r) => a + r.errors, 0);
  console.log('\n| action | requests | p50 ms | p99 ms | max ms | errors | status codes |');
  console.log('|:--|--:|--:|--:|--:|--:|:--|');
  for (const r of rows) {
    console.log(`| ${r.kind} | ${r.requests} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.max.toFixed(0)} | ${r.errors} | ${Object.entries(r.codes).map(([s, n]) => `${s}:${n}`).join(' ')} |`);
  }
  console.log(`| **all** | ${allMs.length} | ${pct(allMs, 50).toFixed(0)} | ${pct(allMs, 99).toFixed(0)} | ${(allMs.at(-1) ?? 0).toFixed(0)} | ${errors} | |`);
  if (DURATION_MS > 60_000) {
    // the same load minute by minute: does the server slow down as it runs?
    const minutes = Math.ceil(DURATION_MS / 60_000);
    const line = Array.from({ length: minutes }, (_, m) => {
      const ms = timeline.filter(([at]) => at >= m * 60_000 && at < (m + 1) * 60_000).map(([, t]) => t).sort((a, b) => a - b);
      return `${m + 1}: ${ms.length} req, p50 ${pct(ms, 50).toFixed(0)}, p99 ${pct(ms, 99).toFixed(0)}`;
    });
    console.log(`\nminute by minute: ${line.join(' · ')}`);
  }
  const rss = samples.map((s) => s.rss).filter((x): x is number => x !== null);
  if (rss.length) console.log(`\nserver RSS: start ${rss[0]} MB, max ${Math.max(...rss)} MB, end ${rss.at(-1)} MB${afterBurst !== null ? `, after the burst ${afterBurst} MB` : ''}`);
  for (const [key, message] of firstMessage) console.log(`  first ${key}: ${message}`);
  if (opts.json) {
    writeFileSync(opts.json, JSON.stringify({ base: BASE, label: opts.label, users: USERS, minutes: Number(opts.minutes), think: THINK_MS, burst: BURST, afterBurst, samples, rows, at: new Date().toISOString() }, null, 2));
  }
  if (errors) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
