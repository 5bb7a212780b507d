// Fuzz (docs/decisions/0032), the long run: the suite's generator (apps/server/test/system/fuzz-core.ts) against a
// RUNNING server filled by bench/generate.ts. Every answer must be below 500 and carry the envelope.
//
//   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/fuzz.ts [--requests 20000] [--seed 1] [--concurrency 4]
//     [--admin-email … --admin-password …] [--destructive]
//
// It writes: sign-ups, payments, venues, clubs, invitations. Run it on a bench database you can throw away, never on
// real data. Without --destructive the operations that remove the fixtures (LATE_OPERATIONS: expel, leave, delete a
// user or a club, logout…) are left out and the bench club gets its name back at the end, so load.ts and soak.ts
// still find it (its settings, matches and members' profiles will have changed: regenerate before measuring
// performance). The administrator is the server's ADMIN_EMAIL/ADMIN_PASSWORD (the same variables are read here);
// without one, the administrator's share of the requests runs as the bench club's Creador. RATE_LIMIT_SCALE=10 (or
// more) on the server keeps most answers from being 429 (still checked: a 429 must carry the envelope too).
import http from 'node:http';
import { parseArgs } from 'node:util';
import {
  LATE_OPERATIONS, decodeBody, describeFailure, planRequests, problemWith, type FuzzRequest, type FuzzWorld, type OpenApiDocument, type Resource,
} from '../apps/server/test/system/fuzz-core.js';
import { BENCH_CLUB_MEMBERS, BENCH_CLUB_NAME, BENCH_PASSWORD, benchEmail } from './common.js';

const { values: opts } = parseArgs({
  options: {
    'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '4' },
    'admin-email': { type: 'string', default: process.env.ADMIN_EMAIL },
    'admin-password': { type: 'string', default: process.env.ADMIN_PASSWORD },
    destructive: { type: 'boolean', default: false },
  },
});
const BASE = new URL(opts['base-url']!);

interface Answer { status: number; contentType?: string; body: string }

/** node:http rather than fetch: a GET may carry a body, any method and any content type go out as written. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  // node:http frames a GET's or DELETE's body with neither a length nor chunks: the server would read it as the
  // next request, so the length always goes with a body
  if (body !== undefined) headers = { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise<Answer>((resolve) => {
    // a connection per request: an answer sent before its request was read whole (a 401 before a large body) must not
    // leave bytes that the next request on a kept-alive socket would be read after
    const req = http.request({ host: BASE.hostname, port: BASE.port || 80, method, path, headers, timeout: 30_000, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: decodeBody(Buffer.concat(chunks), res.headers['content-encoding']),
      }));
      res.on('error', (e) => resolve({ status: 0, body: `(answer cut: ${e.message})` }));
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (e) => resolve({ status: 0, body: `(no answer: ${e.message})` }));
    req.end(body);
  }).catch((e: Error) => ({ status: 0, body: `(not sent: ${e.message})` }));
}

async function json<T>(method: string, path: string, token?: string, body?: unknown, clubId?: string): Promise<T | undefined> {
  const res = await send(method, path, {
    ...(token ? { authorization: `Bearer ${token}` } : {}), ...(clubId ? { 'x-club-id': clubId } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  }, body !== undefined ? JSON.stringify(body) : undefined);
  try { return (JSON.parse(res.body) as { data?: T }).data; } catch { return undefined; }
}

async function login(correo: string, password: string): Promise<{ token: string; id: string }> {
  const data = await json<{ token: string; user: { _id: string } }>('POST', '/api/auth/login', undefined, { correo, password });
  if (!data) throw new Error(`login ${correo} failed (bench/generate.ts data? RATE_LIMIT_SCALE on the server?)`);
  return { token: data.token, id: data.user._id };
}

const idOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : (v as { _id?: string } | null | undefined)?._id);

type Club = { _id: string; nombre: string; mi_rol?: string; total_miembros?: number };
type Partido = { _id: string; club_id: unknown; lugar_id?: unknown };

/** A club's things as one of its members sees them; what cannot be found stays unset (the generator uses a random id). */
async function thingsOf(token: string, clubId: string, canManage: boolean): Promise<Partial<Record<Resource, string>>> {
  const page = await json<{ partidos: Partido[] }>('GET', '/api/partidos?estado=Convocando&limit=50', token, undefined, clubId);
  const partido = page?.partidos.find((p) => idOf(p.club_id) === clubId);
  const club = await json<{ codigo_invitacion?: string }>('GET', `/api/clubes/${clubId}`, token, undefined, clubId);
  const cuentas = await json<{ _id: string }[] | { cuentas?: { _id: string }[] }>('GET', `/api/clubes/${clubId}/cuentas-pago`, token, undefined, clubId);
  const lugares = await json<{ lugares: { _id: string }[] }>('GET', '/api/lugares?limit=5', token, undefined, clubId);
  const link = canManage && partido ? await json<{ codigo?: string }>('POST', `/api/partidos/${partido._id}/link-invitacion`, token, { activo: true }, clubId) : undefined;
  const cuenta = Array.isArray(cuentas) ? cuentas[0] : cuentas?.cuentas?.[0];
  return {
    club: clubId, partido: partido?._id, lugar: idOf(partido?.lugar_id) ?? lugares?.lugares[0]?._id, cuenta: cuenta?._id,
    codigoClub: club?.codigo_invitacion, codigo: link?.codigo,
  };
}

async function main() {
  const ready = await send('GET', '/api/ready');
  if (ready.status !== 200) throw new Error(`${BASE.origin}/api/ready → ${ready.status}`);
  // the bench club: user 1 is its Creador, users 2–3 its Moderadores, the rest up to BENCH_CLUB_MEMBERS Miembros
  const creador = await login(benchEmail(1), BENCH_PASSWORD);
  const moderador = await login(benchEmail(2), BENCH_PASSWORD);
  const miembro = await login(benchEmail(Math.min(10, BENCH_CLUB_MEMBERS)), BENCH_PASSWORD);
  const clubs = (await json<Club[]>('GET', '/api/clubes/mis-clubes', creador.token)) ?? [];
  // by its name, or (an earlier run renamed it and stopped before naming it back) the biggest club user 1 created
  const clubId = (clubs.find((c) => c.nombre === BENCH_CLUB_NAME)
    ?? clubs.filter((c) => c.mi_rol === 'Creador').sort((a, b) => (b.total_miembros ?? 0) - (a.total_miembros ?? 0))[0])?._id;
  if (!clubId) throw new Error(`user 1 is not in "${BENCH_CLUB_NAME}": run bench/generate.ts first`);
  // another club, seen by one of its members who is not in the bench club
  const outsider = await login(benchEmail(BENCH_CLUB_MEMBERS + 1), BENCH_PASSWORD).catch(() => undefined);
  const otherClub = outsider ? ((await json<Club[]>('GET', '/api/clubes/mis-clubes', outsider.token)) ?? []).find((c) => c._id !== clubId) : undefined;
  let admin: { token: string; id: string } | undefined;
  if (opts['admin-email'] && opts['admin-password']) admin = await login(opts['admin-email'], opts['admin-password']);

  const own = { ...(await thingsOf(creador.token, clubId, true)), usuario: miembro.id };
  const foreign = outsider && otherClub ? { ...(await thingsOf(outsider.token, otherClub._id, false)), usuario: outsider.id } : {};
  const respaldos = admin ? await json<{ respaldos: { nombre: string }[] }>('GET', '/api/admin/respaldos', admin.token) : undefined;
  const world: FuzzWorld = {
    sessions: { miembro: [miembro.token], manager: [creador.token, moderador.token], admin: [admin?.token ?? creador.token] },
    clubId,
    own: { ...own, respaldo: respaldos?.respaldos[0]?.nombre },
    foreign,
  };

  const doc = JSON.parse((await send('GET', '/api/docs/json')).body) as OpenApiDocument;
  const total = Number(opts.requests);
  const seed = Number(opts.seed);
  const late = new Set(LATE_OPERATIONS);
  const requests = planRequests(doc, world, { seed, total, include: (op) => opts.destructive || !late.has(op.key) });
  const ops = new Set(requests.map((r) => r.op));
  console.log(`Partidos fuzz → ${BASE.origin}: ${requests.length} requests over ${ops.size} operations, seed ${seed}, ${opts.concurrency} at a time` +
    `${opts.destructive ? ', the destructive operations last' : ', without the destructive operations'}${admin ? '' : '; no administrator (--admin-email): its share runs as the Creador'}`);
  if (!otherClub) console.log('  no foreign club found: foreign ids fall back to the own ones');

  const statuses = new Map<number, number>();
  const failures = new Map<string, { count: number; first: string }>();
  let done = 0;
  const started = performance.now();
  const run = async (batch: FuzzRequest[]) => {
    let next = 0;
    await Promise.all(Array.from({ length: Math.max(1, Number(opts.concurrency)) }, async () => {
      while (next < batch.length) {
        const req = batch[next++]!;
        const res = await send(req.method, req.url, req.headers, req.body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = res.status === 0 ? `no answer: ${res.body}` : problemWith(req, res);
        if (problem) {
          // one entry per operation, kind and problem: a broken route shows once, with how often it broke
          const key = `${req.op} ${req.kind} ${res.status} ${problem}`;
          const f = failures.get(key);
          if (f) f.count++; else failures.set(key, { count: 1, first: describeFailure(req, res, problem) });
        }
        if (++done % 1000 === 0) console.log(`  ${done}/${requests.length} (${Math.round((performance.now() - started) / 1000)} s), ${failures.size} distinct failures`);
      }
    }));
  };
  // the destructive operations after every other request has been answered
  await run(requests.filter((r) => !late.has(r.op)));
  await run(requests.filter((r) => late.has(r.op)));

  // the club's settings may have changed, but load.ts and soak.ts find it by its name
  if (!opts.destructive) await json('PUT', `/api/clubes/${clubId}`, creador.token, { nombre: BENCH_CLUB_NAME }, clubId);

  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${done} requests in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s). Status codes: ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' ')}`);
  if (!failures.size) { console.log('No failures: every answer below 500, with the envelope.'); return; }
  console.log(`\n${failures.size} distinct failures (${[...failures.values()].reduce((a, f) => a + f.count, 0)} requests):`);
  for (const f of failures.values()) console.log(`- ×${f.count} ${f.first}`);
  process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
