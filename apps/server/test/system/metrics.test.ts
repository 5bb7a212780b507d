import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../helpers.js';
import { createCast, type Cast } from '../clubs/factory.js';
import { backupNow } from '../backups/factory.js';

// GET /metrics (docs/decisions/0080): the series an operator scrapes, to this machine or the token's bearer only;
// the server's own addresses (/api/…, /metrics) never answer the web app's page.

const TOKEN = 'un-token-de-metricas-largo';
const OUTSIDE = '203.0.113.9';
const web = mkdtempSync(path.join(tmpdir(), 'partidos-web-'));
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="es-CL"><head><title>Partidos</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist: web, metricsToken: TOKEN });
  cast = await createCast(t);
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const scrape = (o: { ip?: string; headers?: Record<string, string> } = {}) => t.call('GET', '/metrics', o);
/** The value of one series (name and labels as written in the text), or undefined when it is not there. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics from this machine', () => {
  it('counts requests by route and status, with their latency', async () => {
    await t.call('GET', '/api/health');
    await t.call('GET', '/api/health');
    await t.call('GET', '/api/partidos'); // no session: 401
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(res.body, 'partidos_http_requests_total{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(value(res.body, 'partidos_http_requests_total{method="GET",route="/api/partidos",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(value(res.body, 'partidos_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(res.body).toContain('partidos_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/health",status="200"}');
  });

  it('shows the process: event-loop lag, heap and resident memory', async () => {
    const { body } = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(value(body, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(value(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // PostgreSQL's pool (the embedded database has one connection, no pool)
    if (t.database.kind === 'postgres') {
      for (const state of ['in_use', 'idle', 'waiting']) expect(value(body, `partidos_db_pool_connections{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    } else {
      expect(body).not.toContain('partidos_db_pool_connections{');
    }
  });

  it('shows the notifications outbox: copies waiting and copies given up', async () => {
    const before = await scrape();
    const failed = value(before.body, 'partidos_outbox_deliveries{estado="fallida"}')!;
    expect(failed).toBeGreaterThanOrEqual(0);
    expect(value(before.body, 'partidos_outbox_deliveries{estado="pendiente"}')).toBeGreaterThanOrEqual(0);
    // a reset mail given up after its retries
    const { id, correo } = await registerUser(t);
    await t.call('POST', '/api/auth/forgot-password', { body: { correo } });
    await t.database.db.execute(sql`UPDATE notificaciones_entregas SET estado = 'fallida' WHERE notificacion_id IN (SELECT id FROM notificaciones WHERE usuario_id = ${id})`);
    expect(value((await scrape()).body, 'partidos_outbox_deliveries{estado="fallida"}')).toBeGreaterThan(failed);
  });

  it('shows when this database was last backed up, and the scheduled jobs\' runs', async () => {
    // none yet: 0, so that an alert on its age fires
    expect(value((await scrape()).body, 'partidos_backup_last_timestamp_seconds')).toBe(0);
    await backupNow(t, cast.admin.token);
    const at = value((await scrape()).body, 'partidos_backup_last_timestamp_seconds')!;
    expect(Math.abs(at - t.clock.now().getTime() / 1000)).toBeLessThan(2);
    await t.scheduler.tick();
    const { body } = await scrape();
    expect(value(body, 'partidos_scheduler_runs_total{job="purge-expired-sessions",result="ok"}')).toBeGreaterThanOrEqual(1);
    expect(value(body, 'partidos_scheduler_last_run_timestamp_seconds{job="purge-expired-sessions"}')).toBeGreaterThan(0);
  });
});

describe('GET /metrics for anyone else', () => {
  it('from another address without the token: the 404 of an unknown address', async () => {
    const res = await scrape({ ip: OUTSIDE });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'RUTA_NO_ENCONTRADA', message: 'Ruta no encontrada: GET /metrics' });
  });

  it('through a proxy on this machine (a forwarded request): 404 too', async () => {
    expect((await scrape({ headers: { 'x-forwarded-for': OUTSIDE } })).statusCode).toBe(404);
  });

  it('with the token, from anywhere: the metrics; with a wrong one: 404', async () => {
    expect((await scrape({ ip: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await scrape({ ip: OUTSIDE, headers: { authorization: 'Bearer otro-token-que-no-es-el-bueno' } })).statusCode).toBe(404);
  });
});

describe('the server\'s own addresses never answer the web app\'s page', () => {
  it('an unknown /api address, /api itself and a refused /metrics are JSON 404s; an app address is the page', async () => {
    for (const url of ['/api/no-existe', '/api', '/uploads/nada']) {
      const res = await t.call('GET', url, { ip: OUTSIDE });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: 'RUTA_NO_ENCONTRADA' });
    }
    const page = await t.call('GET', '/partidos', { ip: OUTSIDE });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});
