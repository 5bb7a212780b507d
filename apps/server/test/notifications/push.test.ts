import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import webpush from 'web-push';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidos } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, players } from '../matches/factory.js';

// Web push with the server's VAPID keys. The push service is a local HTTPS endpoint (a certificate
// made here with openssl, trusted through the global agent); the test holds
// the browser's keys and decrypts what it receives (RFC 8291, aes128gcm) with http_ece, as a browser would.

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(buf: Buffer, params: Record<string, unknown>): Buffer };

interface Received { headers: IncomingMessage['headers']; body: Buffer; path: string }

let t: TestApp;
let cast: Cast;
let pushServer: Server;
let pushUrl: string;
const received: Received[] = [];
const answerStatus = 201;
const vapid = webpush.generateVAPIDKeys();

/** A self-signed certificate for 127.0.0.1. */
function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'partidos-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const pair = { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

beforeAll(async () => {
  const tls = certificate();
  globalAgent.options.ca = tls.cert;
  pushServer = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' });
      res.statusCode = answerStatus;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushUrl = `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  t = await createTestApp({ vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:admin@partidos.test' } });
  cast = await createCast(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});

/** A browser's subscription: its own P-256 key pair and auth secret, and an endpoint on the local push service. */
function browser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh, authSecret,
    subscription: { endpoint: `${pushUrl}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
  };
}

describe('web push', () => {
  it('the preferences tell the browser the VAPID key; a subscription is kept and can be removed', async () => {
    const [p] = await players(t, null, 1);
    const prefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: p!.token }));
    expect(prefs.push).toEqual({ disponible: true, vapid_public_key: vapid.publicKey, suscripciones: 0 });
    const b = browser('uno');
    expect(ok(await t.call('POST', '/api/usuarios/me/push', { token: p!.token, body: b.subscription })).push.suscripciones).toBe(1);
    // the same browser again is the same subscription
    expect(ok(await t.call('POST', '/api/usuarios/me/push', { token: p!.token, body: b.subscription })).push.suscripciones).toBe(1);
    expect(fail(await t.call('POST', '/api/usuarios/me/push', { token: p!.token, body: { endpoint: 'no es una url', keys: {} } })).status).toBe(400);
    expect(ok(await t.call('DELETE', '/api/usuarios/me/push', { token: p!.token, body: { endpoint: b.subscription.endpoint } })).push.suscripciones).toBe(0);
  });

  it("another person's endpoint stays with its owner: refused with 409, the owner's keys unchanged", async () => {
    const [owner, other] = await players(t, null, 2);
    const b = browser('ajeno');
    ok(await t.call('POST', '/api/usuarios/me/push', { token: owner!.token, body: b.subscription }));
    const theirs = { endpoint: b.subscription.endpoint, keys: browser('otras-claves').subscription.keys };
    const refused = await t.call('POST', '/api/usuarios/me/push', { token: other!.token, body: theirs });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'SUSCRIPCION_PUSH_AJENA' });
    expect(ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: other!.token })).push.suscripciones).toBe(0);
    expect(ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: owner!.token })).push.suscripciones).toBe(1);
    const rows = await t.database.db.execute(sql`select usuario_id, p256dh from push_suscripciones where endpoint = ${b.subscription.endpoint}`);
    expect((rows as unknown as { rows: { usuario_id: string; p256dh: string }[] }).rows).toEqual([{ usuario_id: owner!.id, p256dh: b.subscription.keys.p256dh }]);
  });

  it('an event reaches the subscribed browser encrypted with its keys and signed with VAPID; a gone subscription is dropped', async () => {
    const club: Awaited<ReturnType<typeof createMatchClub>> = await createMatchClub(t, cast);
    const m = await createMatch(t, cast.creador.token, club);
    const [p, q] = await players(t, club.id, 2);
    await enrolDirect(t, m._id, [p!.id, q!.id]);
    const b = browser('dos');
    const gone = browser('tres');
    ok(await t.call('POST', '/api/usuarios/me/push', { token: p!.token, body: b.subscription }));
    ok(await t.call('POST', '/api/usuarios/me/push', { token: q!.token, body: gone.subscription }));
    received.length = 0;
    ok(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token }));
    // the push service says the second browser's subscription no longer exists
    const server = pushServer;
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' });
        res.statusCode = req.url === '/push/tres' ? 410 : answerStatus;
        res.end();
      });
    });
    await t.services.deliveries.runOnce();
    const mine = received.find((r) => r.path === '/push/dos');
    expect(mine).toBeDefined();
    expect(mine!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(mine!.headers.authorization)).toMatch(new RegExp(`^vapid t=[^,]+, k=${vapid.publicKey}$`));
    expect(mine!.body.includes(Buffer.from('Equipos'))).toBe(false); // not in the clear
    expect(b.decrypt(mine!.body)).toEqual({ titulo: 'Equipos listos', cuerpo: expect.stringContaining('Mira en cuál juegas'), enlace: `/partidos/${m._id}` });
    expect(received.some((r) => r.path === '/push/tres')).toBe(true);
    const qPrefs = ok(await t.call('GET', '/api/usuarios/me/notificaciones', { token: q!.token }));
    expect(qPrefs.push.suscripciones).toBe(0);
  });

  it("a reminder's push carries signed 'Voy' / 'No voy' links that answer for its person; a new match's push to someone not enrolled has none", async () => {
    // (docs/decisions/0081) last in this file: the clock moves to the day before the match
    const club = await createMatchClub(t, cast);
    const [p, q] = await players(t, club.id, 2);
    const pb = browser('recordatorio');
    const qb = browser('nuevo');
    ok(await t.call('POST', '/api/usuarios/me/push', { token: p!.token, body: pb.subscription }));
    ok(await t.call('POST', '/api/usuarios/me/push', { token: q!.token, body: qb.subscription }));
    // new matches are opt-in: q asks for them
    ok(await t.call('PUT', '/api/usuarios/me/notificaciones', { token: q!.token, body: { preferencias: [{ tipo: 'partido_nuevo', email: false, app: true }] } }));
    received.length = 0;
    const m = await createMatch(t, cast.creador.token, club);
    await enrolDirect(t, m._id, [p!.id]);
    await t.services.deliveries.runOnce();
    const nuevo = received.find((r) => r.path === '/push/nuevo');
    expect(nuevo).toBeDefined();
    const nuevoPayload = qb.decrypt(nuevo!.body);
    expect(nuevoPayload).toMatchObject({ titulo: expect.stringContaining('Nuevo partido'), enlace: `/partidos/${m._id}` });
    expect(nuevoPayload).not.toHaveProperty('acciones');

    const [row] = await t.database.db.select({ inicio: partidos.inicio }).from(partidos).where(eq(partidos.id, m._id));
    t.clock.set(new Date(row!.inicio!.getTime() - 20 * 3_600_000));
    received.length = 0;
    await t.scheduler.tick();
    await t.services.deliveries.runOnce();
    const mine = received.find((r) => r.path === '/push/recordatorio');
    expect(mine).toBeDefined();
    const payload = pb.decrypt(mine!.body);
    const link = (r: string) => new RegExp(`^http://partidos\\.test/api/partidos/${m._id}/respuesta\\?u=${p!.id}&r=${r}&exp=\\d+&sig=[0-9a-f]{64}$`);
    expect(payload).toEqual({
      titulo: expect.stringMatching(/^Juegas el /), cuerpo: expect.any(String), enlace: `/partidos/${m._id}`,
      acciones: { voy: expect.stringMatching(link('voy')), no_voy: expect.stringMatching(link('no_voy')) },
    });
    // the links expire at the match's start (sooner than 48 hours)
    expect(Number(new URL(payload.acciones.voy).searchParams.get('exp')) * 1000).toBe(row!.inicio!.getTime());
    // what the service worker does with the tapped 'Voy': a POST without a session
    const voy = new URL(payload.acciones.voy);
    const answer = ok(await t.call('POST', `${voy.pathname}${voy.search}`));
    expect(answer).toEqual({ necesita_eleccion: false, confirmado: true, mensaje: 'Asistencia confirmada' });
    expect(ok(await t.call('GET', `/api/partidos/${m._id}`, { token: p!.token })).mi_estado.confirmado).toBe(true);
  });
});
