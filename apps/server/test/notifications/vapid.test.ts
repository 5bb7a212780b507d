import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';

// Push on every install (docs/decisions/0081): without VAPID variables the server generates a key pair once per
// database and every process on it signs with it; the environment's keys win when set.

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const pushOf = async (app: { call: TestApp['call'] }, token: string) =>
  (await app.call('GET', '/api/usuarios/me/notificaciones', { token })).json().data.push as { disponible: boolean; vapid_public_key: string | null };

describe('VAPID keys', () => {
  it('a fresh install with no VAPID variables offers push with a key of its own', async () => {
    const { token } = await registerUser(t);
    const push = await pushOf(t, token);
    expect(push.disponible).toBe(true);
    // an uncompressed P-256 point, as browsers take it (applicationServerKey)
    expect(Buffer.from(push.vapid_public_key!, 'base64url')).toHaveLength(65);
  });

  it('every process on the database has the same key; the environment\'s keys win', async () => {
    const { token } = await registerUser(t);
    const first = (await pushOf(t, token)).vapid_public_key;
    const dir = mkdtempSync(path.join(tmpdir(), 'partidos-otro-'));
    const env = webpush.generateVAPIDKeys();
    const open = async (vapid?: { publicKey: string; privateKey: string; subject: string }) => {
      const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' }, { webDist: path.join(dir, 'no-web'), vapid });
      const other = await buildApp(config, { clock: t.clock, database: t.database, logger: false });
      const call: TestApp['call'] = (method, url, o = {}) => other.app.inject({ method, url, headers: { authorization: `Bearer ${o.token}` } });
      return { other, call };
    };
    try {
      const same = await open();
      expect((await pushOf(same, token)).vapid_public_key).toBe(first);
      await same.other.app.close();
      const overridden = await open({ ...env, subject: 'mailto:admin@partidos.test' });
      expect((await pushOf(overridden, token)).vapid_public_key).toBe(env.publicKey);
      await overridden.other.app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
