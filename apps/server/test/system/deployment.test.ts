import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy } from '../../src/config.js';
import { moderationLog } from '../../src/db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';
import { createCast, createClub, ok, requestToJoin } from '../clubs/factory.js';

/** Log lines as the server writes them (JSON), for tests that read what a log collector would get. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      done();
    },
  });
  return { stream, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}

const PROXY = '127.0.0.1';
const wrongLogin = (t: TestApp, correo: string, client: string) =>
  t.call('POST', '/api/auth/login', { body: { correo, password: 'equivocada1' }, ip: PROXY, headers: { 'x-forwarded-for': client } });

describe('TRUST_PROXY', () => {
  it('understands true, a hop count, addresses and CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(() => parseTrustProxy('proxy.example.cl')).toThrow(/TRUST_PROXY/);
  });

  describe('behind a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp({ trustProxy: [PROXY] }, { rateLimits: true }); });
    afterAll(async () => { await t.close(); });

    it('limits wrong logins per forwarded client: one client is refused while another logs in', async () => {
      const { correo, password } = await registerUser(t);
      for (let i = 0; i < 10; i++) expect((await wrongLogin(t, correo, '203.0.113.7')).statusCode).toBe(401);
      expect((await wrongLogin(t, correo, '203.0.113.7')).statusCode).toBe(429);
      // the account's owner, from another client behind the same proxy, still gets in
      const other = await t.call('POST', '/api/auth/login', { body: { correo, password }, ip: PROXY, headers: { 'x-forwarded-for': '198.51.100.20' } });
      expect(other.statusCode, other.body).toBe(200);
    });

    it('counts sign-ups per forwarded client, not for the proxy as a whole', async () => {
      // 25 sign-ups through one proxy address from 25 clients: over the per-address allowance of 20, all accepted
      for (let i = 0; i < 25; i++) {
        const res = await t.call('POST', '/api/auth/register-basic', {
          ip: PROXY, headers: { 'x-forwarded-for': `198.51.100.${100 + i}` },
          body: { correo: `proxy.${i}.${Date.now()}@example.cl`, password: 'secreto123', aceptaPoliticaPrivacidad: true },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    });

    it('writes the client address, not the proxy, in the moderation log', async () => {
      const cast = await createCast(t);
      const club = await createClub(t, cast);
      const solicitud = await requestToJoin(t, cast.outsider, club);
      const res = await t.call('PUT', `/api/clubes/${club.id}/solicitudes/${solicitud}/aprobar`, {
        // the client claimed 192.0.2.44 itself; only the address the trusted proxy saw counts
        token: cast.creador.token, ip: PROXY, headers: { 'x-forwarded-for': '192.0.2.44, 10.1.1.1' },
      });
      ok(res);
      const rows = await t.database.db.select().from(moderationLog).where(sql`${moderationLog.clubId} = ${club.id} and ${moderationLog.tipo} = 'solicitud_aprobada'`);
      expect(rows.map((r) => r.ipAddress)).toEqual(['10.1.1.1']);
    });

    it('ignores forwarded headers from an address it does not trust', async () => {
      const res = await t.call('GET', '/api/health', { ip: '192.0.2.99', headers: { 'x-forwarded-for': '203.0.113.1' } });
      expect(res.statusCode).toBe(200);
      const { correo } = await registerUser(t);
      // ten wrong logins from a direct client that claims many forwarded addresses: still one client
      for (let i = 0; i < 10; i++) {
        await t.call('POST', '/api/auth/login', { body: { correo, password: 'equivocada1' }, ip: '192.0.2.99', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      }
      const refused = await t.call('POST', '/api/auth/login', { body: { correo, password: 'equivocada1' }, ip: '192.0.2.99', headers: { 'x-forwarded-for': '203.0.113.200' } });
      expect(refused.statusCode).toBe(429);
    });
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: the proxy address is the client', async () => {
    const t = await createTestApp({}, { rateLimits: true });
    try {
      const { correo } = await registerUser(t);
      for (let i = 0; i < 10; i++) await wrongLogin(t, correo, `203.0.113.${i}`);
      expect((await wrongLogin(t, correo, '203.0.113.250')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('security headers follow PUBLIC_URL', () => {
  it('over plain HTTP (a LAN address) sends neither HSTS nor upgrade-insecure-requests', async () => {
    const t = await createTestApp({ publicUrl: 'http://192.168.1.20:3000' });
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).not.toMatch(/upgrade-insecure-requests/);
      expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'/);
      // the API documentation's page and its assets too (they carry a CSP of their own)
      for (const url of ['/api/docs/', '/api/docs/static/index.html']) {
        const docs = await t.call('GET', url);
        expect(docs.statusCode, url).toBeLessThan(400);
        expect(String(docs.headers['content-security-policy']), url).toMatch(/default-src 'self'/);
        expect(String(docs.headers['content-security-policy']), url).not.toMatch(/upgrade-insecure-requests/);
      }
    } finally {
      await t.close();
    }
  });

  it('over https sends both', async () => {
    const t = await createTestApp({ publicUrl: 'https://partidos.example.cl' });
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(res.headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/);
      expect(String((await t.call('GET', '/api/docs/static/index.html')).headers['content-security-policy'])).toMatch(/upgrade-insecure-requests/);
    } finally {
      await t.close();
    }
  });
});

describe('operations', () => {
  let t: TestApp;
  const logs = logCollector();
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', trustProxy: ['127.0.0.1'] }, { logStream: logs.stream });
  });
  afterAll(async () => { await t.close(); });
  afterEach(() => { vi.restoreAllMocks(); });

  it('health answers while the process lives; ready checks the database and its migrations', async () => {
    expect((await t.call('GET', '/api/health')).json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ok', database: t.database.kind } });
  });

  it('ready answers 503 when a migration is missing', async () => {
    const [last] = (await t.database.db.execute(sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`) as unknown as { rows: { id: number }[] }).rows;
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where id = ${last!.id}`);
    await t.database.db.execute(sql`create temporary table kept as select * from drizzle.__drizzle_migrations where id = ${last!.id}`);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.call('GET', '/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/no está disponible/) });
      // health does not depend on the database
      expect((await t.call('GET', '/api/health')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from kept`);
      await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at where id = ${last!.id}`);
      await t.database.db.execute(sql`drop table kept`);
    }
    expect((await t.call('GET', '/api/ready')).statusCode).toBe(200);
  });

  it("without TRUST_PROXY a client's own X-Request-Id is not taken: a new one is made, echoed and logged", async () => {
    const lines = logCollector();
    const direct = await createTestApp({ logLevel: 'info' }, { logStream: lines.stream });
    try {
      const res = await direct.call('GET', '/api/health', { headers: { 'x-request-id': 'elegido-por-el-cliente' } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.lines.some((l) => l.reqId === 'elegido-por-el-cliente')).toBe(false);
      expect(lines.lines.some((l) => l.reqId === res.headers['x-request-id'])).toBe(true);
    } finally {
      await direct.close();
    }
  });

  it("keeps the proxy's X-Request-Id, else makes a UUID, and echoes it", async () => {
    // TRUST_PROXY=127.0.0.1 here: the request comes from the proxy
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'nginx-7f3a9c01' } });
    expect(given.headers['x-request-id']).toBe('nginx-7f3a9c01');
    const made = await t.call('GET', '/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const again = await t.call('GET', '/api/health');
    expect(again.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
    const hostile = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'a b\tc'.repeat(40) } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // every line of the request carries it: the request's own line, once answered, with what was asked and the status
    const mine = logs.lines.filter((l) => l.reqId === 'nginx-7f3a9c01');
    expect(mine).toEqual([expect.objectContaining({
      msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/health' }), res: { statusCode: 200 },
      responseTime: expect.any(Number),
    })]);
  });

  it('never logs SQL parameters, password hashes, e-mails or reset tokens', async () => {
    const { correo, password } = await registerUser(t, { correo: 'logs.secreto@example.cl' });
    // a real failed query that carries the e-mail and an argon2 hash as parameters
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const failure = await t.database.db.execute(sql`select ${correo}::int, ${hash}::int`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    vi.spyOn(t.services.repos.users, 'findByCorreo').mockRejectedValue(failure);
    const res = await t.call('POST', '/api/auth/login', { body: { correo, password }, headers: { 'x-request-id': 'falla-1' } });
    expect(res.statusCode).toBe(500);
    await t.call('GET', '/api/auth/reset-password/abcdef0123456789secreto', { headers: { 'x-request-id': 'reset-1' } });

    const failed = logs.lines.find((l) => l.reqId === 'falla-1' && l.err);
    expect(failed).toBeDefined();
    expect(JSON.stringify(failed)).toMatch(/"code":"22P02"/); // what failed is still there
    const all = logs.text();
    expect(all).not.toContain('logs.secreto@example.cl');
    expect(all).not.toContain('$argon2id$');
    expect(all).not.toContain('abcdef0123456789secreto');
    expect(all).not.toContain(password);
    expect(logs.lines.some((l) => l.reqId === 'reset-1' && JSON.stringify(l).includes('/reset-password/[oculto]'))).toBe(true);
  });

  it('scrubs a failed query that is the cause of another error, and hashes, tokens and e-mails in any error text', async () => {
    const { correo, password, token } = await registerUser(t, { correo: 'causa.secreta@example.cl' });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$b3RyYWhhc2hoYXNoaGFzaA';
    const dbError = await t.database.db.execute(sql`select ${correo}::int, ${hash}::int`).catch((e: unknown) => e);
    // pino appends a cause's message to its error's: Drizzle's, with the parameters, must not get there
    vi.spyOn(t.services.repos.users, 'findByCorreo').mockRejectedValueOnce(new Error('la transacción falló', { cause: dbError }));
    expect((await t.call('POST', '/api/auth/login', { body: { correo, password }, headers: { 'x-request-id': 'causa-1' } })).statusCode).toBe(500);
    vi.spyOn(t.services.repos.users, 'findByCorreo').mockRejectedValueOnce(
      new Error(`no se pudo avisar a ${correo} (hash ${hash}, sesión Bearer ${token}, jwt ${token})`),
    );
    expect((await t.call('POST', '/api/auth/login', { body: { correo, password }, headers: { 'x-request-id': 'texto-1' } })).statusCode).toBe(500);

    const wrapped = logs.lines.find((l) => l.reqId === 'causa-1' && l.err) as { err: { message: string; code?: string } } | undefined;
    expect(wrapped?.err.message).toBe('la transacción falló: database query failed');
    expect(wrapped?.err.code).toBe('22P02');
    const text = logs.lines.find((l) => l.reqId === 'texto-1' && l.err) as { err: { message: string } } | undefined;
    expect(text?.err.message).toMatch(/^no se pudo avisar a c\*\*\*@example\.cl \(hash \[oculto\], sesión Bearer \[oculto\], jwt \[oculto\]\)$/);
    const all = logs.text();
    for (const secret of ['causa.secreta@example.cl', '$argon2id$', token]) expect(all).not.toContain(secret);
  });
});

describe('files and the app page', () => {
  let t: TestApp;
  const web = mkdtempSync(path.join(tmpdir(), 'partidos-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Partidos</title>');
    writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ webDist: web });
  });
  afterAll(async () => { await t.close(); rmSync(web, { recursive: true, force: true }); });

  it('answers the app page for client routes, robots.txt as a file, and 404 for a missing file', async () => {
    const page = await t.call('GET', '/partidos/abc');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const robots = await t.call('GET', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\n');
    for (const missing of ['/manifest.webmanifest', '/favicon.ico', '/assets/index-viejo.js', '/sw.js']) {
      const res = await t.call('GET', missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
