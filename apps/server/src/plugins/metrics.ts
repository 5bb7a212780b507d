import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf, type Database } from '../db/client.js';

/**
 * What an operator watches (docs/decisions/0080), in Prometheus' text format at `GET /metrics`: requests by route
 * and status with their latency, the process (event-loop lag, heap, RSS: prom-client's default metrics), the
 * database pool, the notifications outbox, the last backup's age and the scheduled jobs' runs. Not for the public
 * internet: it answers a request bearing METRICS_TOKEN, or one made on this machine straight to the server (not
 * through a proxy); anyone else gets the same 404 as an unknown address.
 */
export interface MetricsSources {
  database: Database;
  /** the instant of this database's newest backup */
  lastBackup: () => Promise<Date | null>;
  token?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** headers a proxy adds: a request carrying one came through a proxy, even when the proxy is on this machine */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (s: string) => createHash('sha256').update(s).digest();

export class Metrics {
  readonly registry = new Registry();
  private defaultsOn = false;

  private readonly requests = new Counter({
    name: 'partidos_http_requests_total', help: 'Peticiones HTTP atendidas, por método, ruta y estado',
    labelNames: ['method', 'route', 'status'] as const, registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'partidos_http_request_duration_seconds', help: 'Tiempo de respuesta de las peticiones HTTP, por método, ruta y estado',
    labelNames: ['method', 'route', 'status'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'partidos_scheduler_runs_total', help: 'Ejecuciones de tareas programadas en este proceso, por tarea y resultado (ok, fallo, omitido)',
    labelNames: ['job', 'result'] as const, registers: [this.registry],
  });
  private readonly jobLast = new Gauge({
    name: 'partidos_scheduler_last_run_timestamp_seconds', help: 'Cuándo terminó la última ejecución de cada tarea programada en este proceso',
    labelNames: ['job'] as const, registers: [this.registry],
  });

  constructor(private s: MetricsSources) {
    const { database, lastBackup } = s;
    const pool = database.pool;
    new Gauge({
      name: 'partidos_db_pool_connections', help: 'Conexiones del pool de PostgreSQL de este proceso: en uso, libres y peticiones esperando una',
      labelNames: ['state'] as const, registers: [this.registry],
      collect() {
        // the embedded database has one connection and no pool
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'partidos_outbox_deliveries', help: 'Copias de notificaciones (correo y push) por enviar (pendiente) y abandonadas tras sus reintentos (fallida)',
      labelNames: ['estado'] as const, registers: [this.registry],
      async collect() {
        const rows = rowsOf<{ estado: string; n: number }>(await database.db.execute(sql`
          select 'pendiente' as estado, count(*)::int as n from notificaciones_entregas where estado = 'pendiente'
          union all select 'fallida', count(*)::int from notificaciones_entregas where estado = 'fallida'`));
        for (const r of rows) this.set({ estado: r.estado }, r.n);
      },
    });
    new Gauge({
      name: 'partidos_backup_last_timestamp_seconds', help: 'Cuándo se hizo el último respaldo de esta base de datos (0 si no tiene ninguno: una alerta por su edad salta)',
      registers: [this.registry],
      async collect() {
        const at = await lastBackup();
        this.set(at ? at.getTime() / 1000 : 0);
      },
    });
  }

  /** Counts one answered request (Fastify's onResponse). */
  observe(req: FastifyRequest, status: number, ms: number) {
    // the route's pattern, not the address: one series per route however many matches there are
    const labels = { method: req.method, route: req.routeOptions.url ?? 'sin_ruta', status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, ms / 1000);
  }

  /** Counts one run of a scheduled job (plugins/scheduler.ts). */
  jobRun = (job: string, result: string) => {
    this.jobRuns.inc({ job, result });
    this.jobLast.set({ job }, Date.now() / 1000);
  };

  /** A request bearing the token, or one made on this machine straight to the server. */
  allowed(req: FastifyRequest): boolean {
    const auth = req.headers.authorization;
    if (this.s.token && auth?.startsWith('Bearer ') && timingSafeEqual(digest(auth.slice(7)), digest(this.s.token))) return true;
    return LOOPBACK.has(req.socket.remoteAddress ?? '') && !FORWARDED.some((h) => h in req.headers);
  }

  async text(): Promise<string> {
    // the process metrics start with the first scrape: their event-loop monitor costs a timer, for nobody until then
    if (!this.defaultsOn) {
      this.defaultsOn = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }
}

/** Counts every request and serves `GET /metrics` to those allowed; to anyone else it is an unknown address. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (req, reply) => { metrics.observe(req, reply.statusCode, reply.elapsedTime); });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!metrics.allowed(req)) return reply.callNotFound();
    return reply.type(metrics.registry.contentType).send(await metrics.text());
  });
}
