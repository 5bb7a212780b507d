import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The production topology on one machine: N app server processes behind a real nginx that ends TLS with a
// self-signed certificate and spreads requests round-robin, as deploy/ puts Partidos behind a reverse proxy.
// Used by the proxy journeys (playwright.proxy.config.ts) and by the multi-process journeys
// (playwright.multi.config.ts: three processes on one PostgreSQL, one of them killed with kill -9); servers > 1
// needs databaseUrl: the embedded PGlite belongs to one process.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_ENTRY = path.join('apps', 'server', 'src', 'server.ts');

export const DEFAULT_SERVER_NAME = 'partidos.test';

// ---- small process helpers

const handedOut = new Set<number>();

/** A TCP port nobody listens on at 127.0.0.1 (never one this module already handed out). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const a = srv.address();
        srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
      });
    });
    if (port && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(sin registro)';
  }
}

// children still alive when the runner exits (a crash, Ctrl-C) are killed with it, never left behind
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of alive) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return child;
}

/** SIGTERM (or `signal`), then SIGKILL if the process has not exited after `graceMs`. */
async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

// ---- TLS certificate

export interface Certificate { cert: string; key: string }

/** A self-signed certificate for `hostname` (subjectAltName DNS:hostname), made with openssl into `dir`. */
export function makeCertificate(dir: string, hostname = DEFAULT_SERVER_NAME): Certificate {
  const cert = path.join(dir, `${hostname}.crt`);
  const key = path.join(dir, `${hostname}.key`);
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-sha256', '-days', '2',
      '-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`, '-keyout', key, '-out', cert,
    ], { stdio: 'pipe' });
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { stderr?: Buffer };
    if (err.code === 'ENOENT') throw new Error('openssl no está instalado: instala openssl: apt-get install openssl', { cause: e });
    throw new Error(`openssl no pudo crear el certificado de ${hostname}: ${err.stderr?.toString() ?? err.message}`, { cause: e });
  }
  return { cert, key };
}

// ---- app servers

export interface AppServer {
  index: number;
  port: number;
  url: string;
  logFile: string;
  /** the process's DATA_DIR (shared by all, or its own with dataDirPerProcess) */
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited */
  stop(): Promise<void>;
  /** `kill -9`: SIGKILL at once, no graceful shutdown (a crash); resolves when the process is gone */
  kill(): Promise<void>;
}

export interface AppServersOptions {
  /** how many processes (default 1); more than one needs databaseUrl */
  count?: number;
  /** folder for logs (and the default DATA_DIR) */
  workDir: string;
  publicUrl: string;
  /** TRUST_PROXY of the processes (default 127.0.0.1: nginx on this machine) */
  trustProxy?: string;
  /** '' (default) = embedded PGlite in DATA_DIR; postgres://… = one database shared by every process */
  databaseUrl?: string;
  /** DATA_DIR shared by the processes (uploads, mail outbox); default <workDir>/data */
  dataDir?: string;
  /**
   * each process gets a DATA_DIR of its own (<dataDir>/app-<n>), as on separate machines: nothing a process writes
   * to its disk is seen by the others, so whatever must be shared has to go through the database
   */
  dataDirPerProcess?: boolean;
  /**
   * JWT_SECRET of every process: by default one random secret for all; null sets none, so the processes share the
   * secret the first of them generates in the database (docs/decisions/0022)
   */
  jwtSecret?: string | null;
  /** more environment (ADMIN_EMAIL, RATE_LIMIT_SCALE…); wins over the defaults */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

async function waitReady(server: { port: number; logFile: string; process: ChildProcess }, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null) {
      throw new Error(`el servidor de la app en el puerto ${server.port} terminó al arrancar (${server.process.exitCode ?? server.process.signalCode}):\n${tail(server.logFile)}`);
    }
    try {
      const r = await fetch(`http://127.0.0.1:${server.port}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch { /* not listening yet */ }
    await sleep(200);
  }
  throw new Error(`el servidor de la app en el puerto ${server.port} no estuvo listo (/api/ready) en ${timeoutMs} ms:\n${tail(server.logFile)}`);
}

/** Starts `count` server processes (node --import tsx apps/server/src/server.ts), each on a free port, and waits for /api/ready. */
export async function startAppServers(o: AppServersOptions): Promise<AppServer[]> {
  const count = o.count ?? 1;
  const databaseUrl = o.databaseUrl ?? '';
  if (count > 1 && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('varios procesos de la app necesitan una base PostgreSQL compartida (databaseUrl): PGlite es de un solo proceso');
  }
  const dataDir = o.dataDir ?? path.join(o.workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  // one secret for all (or, with null, none: the one generated in the database), so a session opened through one
  // process is valid in the others
  const jwtSecret = o.jwtSecret === undefined ? randomBytes(32).toString('base64url') : (o.jwtSecret ?? '');
  const servers: AppServer[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      const logFile = path.join(o.workDir, `app-${index + 1}.log`);
      const ownDataDir = o.dataDirPerProcess ? path.join(dataDir, `app-${index + 1}`) : dataDir;
      mkdirSync(ownDataDir, { recursive: true });
      const fd = openSync(logFile, 'a');
      const child = track(spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
        cwd: REPO_ROOT,
        stdio: ['ignore', fd, fd],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: ownDataDir,
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: o.publicUrl,
          TRUST_PROXY: o.trustProxy ?? '127.0.0.1',
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'warn',
          JOBS_INTERVAL_MS: '0',
          RATE_LIMIT_SCALE: '1',
          SMTP_URL: '',
          GOOGLE_CLIENT_ID: '',
          ...o.env,
        },
      }));
      closeSync(fd);
      servers.push({
        index, port, url: `http://127.0.0.1:${port}`, logFile, dataDir: ownDataDir, process: child,
        stop: () => stopProcess(child),
        kill: () => stopProcess(child, 'SIGKILL', 0),
      });
    }
    await Promise.all(servers.map((s) => waitReady(s, o.readyTimeoutMs ?? 90_000)));
    return servers;
  } catch (e) {
    await Promise.all(servers.map((s) => s.stop()));
    throw e;
  }
}

// ---- nginx

/** nginx's binary: NGINX_PATH, else `nginx` on PATH or in the sbin folders a non-root PATH may lack. */
export function findNginx(): string {
  const candidates = [process.env.NGINX_PATH, ...(process.env.PATH ?? '').split(path.delimiter).map((d) => d && path.join(d, 'nginx')), '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
  for (const c of candidates) {
    if (!c) continue;
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch { /* next */ }
  }
  throw new Error('nginx no está instalado (ni NGINX_PATH): instala nginx: apt-get install nginx-light');
}

export interface NginxOptions {
  /** nginx's prefix: its config, pid, logs and temp folders go here */
  workDir: string;
  serverName?: string;
  httpsPort: number;
  httpPort: number;
  /** ports of the app processes on 127.0.0.1 (round-robin upstream) */
  upstreams: number[];
  certificate: Certificate;
}

export interface Nginx { httpsPort: number; httpPort: number; conf: string; accessLog: string; errorLog: string; process: ChildProcess; stop(): Promise<void> }

/**
 * A complete nginx.conf: in the foreground, everything it writes inside workDir; an https server proxying to the
 * app as a reverse proxy in production would (Host, X-Forwarded-For, X-Forwarded-Proto, X-Request-Id) and an
 * http server that sends every request to https.
 */
export function nginxConfig(o: NginxOptions): string {
  const dir = o.workDir;
  const name = o.serverName ?? DEFAULT_SERVER_NAME;
  const tmp = (what: string) => path.join(dir, 'nginx-temp', what);
  // as root nginx runs its workers as `nobody`, who could not write in this private temp folder: they stay root
  // (a throwaway test proxy on the loopback); run as another user, nginx keeps that user and needs no directive
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `# written by apps/web/e2e-proxy/topology.ts
${user}
daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;

events { worker_connections 512; }

http {
  log_format partidos '$remote_addr [$time_local] "$request" $status $body_bytes_sent request_id=$request_id upstream=$upstream_addr';
  access_log ${path.join(dir, 'nginx-access.log')} partidos;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  server_tokens off;

  upstream partidos_app {
${o.upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${o.httpPort};
    server_name ${name};
    return 301 https://$host:${o.httpsPort}$request_uri;
  }

  server {
    listen 127.0.0.1:${o.httpsPort} ssl http2;
    server_name ${name};
    ssl_certificate ${o.certificate.cert};
    ssl_certificate_key ${o.certificate.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    # the largest upload is a 10 MB receipt
    client_max_body_size 12m;

    location / {
      proxy_pass http://partidos_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # which app process answered (a test proxy only: production does not tell its upstream addresses); after a
      # failed try nginx lists every address it tried, the one that answered last
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Writes nginx.conf into workDir, checks it (nginx -t) and starts nginx in the foreground; waits for both ports. */
export async function startNginx(o: NginxOptions, timeoutMs = 20_000): Promise<Nginx> {
  const bin = findNginx();
  const dir = o.workDir;
  const conf = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'nginx-error.log');
  const accessLog = path.join(dir, 'nginx-access.log');
  mkdirSync(path.join(dir, 'nginx-temp'), { recursive: true });
  writeFileSync(conf, nginxConfig(o));
  // -e: the error log before the config is read (Debian's default is /var/log/nginx, maybe not writable)
  const args = ['-p', dir, '-c', conf, '-e', errorLog];
  try {
    execFileSync(bin, ['-t', ...args], { stdio: 'pipe' });
  } catch (e) {
    const err = e as { stderr?: Buffer; message: string };
    throw new Error(`nginx rechazó su configuración (${conf}):\n${err.stderr?.toString() ?? err.message}`, { cause: e });
  }
  const outFile = path.join(dir, 'nginx.out');
  const fd = openSync(outFile, 'a');
  const child = track(spawn(bin, args, { stdio: ['ignore', fd, fd] }));
  closeSync(fd);
  const nginx: Nginx = { httpsPort: o.httpsPort, httpPort: o.httpPort, conf, accessLog, errorLog, process: child, stop: () => stopProcess(child, 'SIGQUIT', 5_000) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx terminó al arrancar (${child.exitCode ?? child.signalCode}):\n${tail(errorLog)}\n${tail(outFile)}`);
    }
    if ((await canConnect(o.httpsPort)) && (await canConnect(o.httpPort))) return nginx;
    await sleep(100);
  }
  await nginx.stop();
  throw new Error(`nginx no escuchó en ${o.httpsPort}/${o.httpPort} en ${timeoutMs} ms:\n${tail(errorLog)}`);
}

// ---- the whole topology

export interface TopologyOptions {
  /** app processes behind nginx (default 1) */
  servers?: number;
  /** '' (default) = embedded PGlite; required (postgres://…) for more than one process */
  databaseUrl?: string;
  serverName?: string;
  /** more environment of the app processes */
  env?: Record<string, string>;
  /** a DATA_DIR per process, as on separate machines (see AppServersOptions) */
  dataDirPerProcess?: boolean;
  /** see AppServersOptions: null = no JWT_SECRET, the processes share the one generated in the database */
  jwtSecret?: string | null;
}

export interface Topology {
  dir: string;
  serverName: string;
  /** https://<serverName>:<httpsPort>, the PUBLIC_URL of the processes */
  origin: string;
  /** http://<serverName>:<httpPort>, nginx's redirect to https */
  httpOrigin: string;
  httpsPort: number;
  httpPort: number;
  certificate: Certificate;
  dataDir: string;
  servers: AppServer[];
  nginx: Nginx;
  stop(): Promise<void>;
}

/**
 * Temp folder → certificate → app processes (PUBLIC_URL https://<serverName>:<port>, TRUST_PROXY 127.0.0.1)
 * → nginx in front of them. `stop()` ends nginx, then the processes, and removes the folder.
 */
export async function startTopology(o: TopologyOptions = {}): Promise<Topology> {
  findNginx(); // before anything starts: a missing nginx is told at once
  const serverName = o.serverName ?? DEFAULT_SERVER_NAME;
  const dir = mkdtempSync(path.join(tmpdir(), 'partidos-proxy-'));
  let servers: AppServer[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    if (nginx) await nginx.stop();
    await Promise.all(servers.map((s) => s.stop()));
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const certificate = makeCertificate(dir, serverName);
    const httpsPort = await freePort();
    const httpPort = await freePort();
    const origin = `https://${serverName}:${httpsPort}`;
    const dataDir = path.join(dir, 'data');
    servers = await startAppServers({
      count: o.servers ?? 1, workDir: dir, dataDir, publicUrl: origin, databaseUrl: o.databaseUrl, env: o.env,
      dataDirPerProcess: o.dataDirPerProcess, jwtSecret: o.jwtSecret,
    });
    nginx = await startNginx({ workDir: dir, serverName, httpsPort, httpPort, upstreams: servers.map((s) => s.port), certificate });
    return { dir, serverName, origin, httpOrigin: `http://${serverName}:${httpPort}`, httpsPort, httpPort, certificate, dataDir, servers, nginx, stop };
  } catch (e) {
    // keep the logs of a failed start in the message, then clean up
    await stop().catch(() => {});
    throw e;
  }
}

/** What the journeys read to find nginx (e2e-proxy/client.ts); the global set-ups put it in the environment. */
export function proxyEnv(t: Topology): Record<string, string> {
  return {
    PROXY_SERVER_NAME: t.serverName,
    PROXY_ORIGIN: t.origin,
    PROXY_HTTP_ORIGIN: t.httpOrigin,
    PROXY_HTTPS_PORT: String(t.httpsPort),
    PROXY_HTTP_PORT: String(t.httpPort),
    PROXY_CA: t.certificate.cert,
    PROXY_ACCESS_LOG: t.nginx.accessLog,
  };
}
