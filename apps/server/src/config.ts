import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Environment → typed configuration, validated once (README "Configuration").
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // PostgreSQL connections each server process may open (docs/decisions/0068): processes × this stays under the
  // server's max_connections (100 by default), with room for backups and administrators
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  JWT_SECRET: z.string().min(16).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Partidos <no-responder@partidos.local>'),
  PUBLIC_URL: z.string().url().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APP_TIMEZONE: z.string().default('America/Santiago'),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60000),
  // multiplies every rate limit's allowance; only the browser-test server raises it (many sign-ups from 127.0.0.1)
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // who may tell the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto): off, true, a hop count,
  // or addresses/CIDRs of the proxies, as Fastify's trustProxy understands them
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().optional(),
  // the daily backup (docs/decisions/0021-backups.md): HH:mm in APP_TIMEZONE, and how many are kept
  BACKUP_HOUR: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'debe ser una hora HH:mm (00:00 a 23:59)').default('03:00'),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  // web push: off unless all three are set
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  // how often the notification worker looks for deliveries (0 = only when a change wakes it); its claim's lease
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  NOTIFY_LEASE_MS: z.coerce.number().int().min(1000).default(120000),
  // weeks of matches each recurring series keeps created ahead (docs/decisions/0040)
  SERIES_AHEAD_WEEKS: z.coerce.number().int().min(1).max(26).default(4),
  // GET /metrics (docs/decisions/0080): with a token, to whoever sends it as a bearer; always from this machine
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'debe tener al menos 16 caracteres')]).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** DATABASE_POOL_MAX: PostgreSQL connections of this process at most */
  databasePoolMax: number;
  /** JWT_SECRET; unset, the server keeps a generated one in the database (lib/secrets.ts) */
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  googleClientId?: string;
  googleJwksUrl: string;
  timezone: string;
  jobsIntervalMs: number;
  rateLimitScale: number;
  logLevel: string;
  /** Fastify's trustProxy: false (forwarded headers ignored), true, a hop count, or proxy addresses/CIDRs */
  trustProxy: boolean | number | string[];
  /** METRICS_TOKEN: GET /metrics answers a request bearing it (from anywhere); without, loopback only */
  metricsToken?: string;
  webDist: string;
  backupHour: string;
  backupKeep: number;
  vapid?: { publicKey: string; privateKey: string; subject: string };
  notifyIntervalMs: number;
  notifyLeaseMs: number;
  seriesAheadWeeks: number;
}

/** TRUST_PROXY → Fastify's trustProxy. Unset, `false` or `0` ignore forwarded headers (the default). */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = value?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim()).filter(Boolean);
  for (const a of list) {
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a)) {
      throw new Error(`Configuración inválida: TRUST_PROXY: "${a}" no es una dirección, un rango CIDR, true ni un número de saltos`);
    }
  }
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // an empty variable (FOO=) means unset, as in most tools
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const port = overrides.port ?? e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `file://${path.join(dataDir, 'db')}`,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    timezone: e.APP_TIMEZONE,
    jobsIntervalMs: e.JOBS_INTERVAL_MS,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN || undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    backupHour: e.BACKUP_HOUR,
    backupKeep: e.BACKUP_KEEP,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
      : undefined,
    notifyIntervalMs: e.NOTIFY_INTERVAL_MS,
    notifyLeaseMs: e.NOTIFY_LEASE_MS,
    seriesAheadWeeks: e.SERIES_AHEAD_WEEKS,
    ...overrides,
  };
}
