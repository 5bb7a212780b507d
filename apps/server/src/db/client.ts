import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { LocalChanges } from '../lib/local-changes.js';
import { arrayResultsWithoutRowTemplate, nameStatements, plainQueryConfigCopies } from './pg-statements.js';
import { keepPlans, shareDrizzleQueryOptions } from './pglite-statements.js';
import { upkeepAfterChanges, vacuumGrownTables } from './pglite-upkeep.js';

/**
 * One type for both drivers: PGlite (embedded) and node-postgres (a real server). Without the schema's tables: the
 * server writes its queries with the query builder and `sql`, never drizzle's relational API (`db.query.<table>`),
 * and given the schema drizzle builds that API again for every one of its 36 tables in every transaction (17 µs a
 * transaction, issue 17 session 30); `db.query` is typed empty, so a use of it fails the typecheck.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute(sql`…`)` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to seed test databases quickly. */
  dump?(): Promise<Blob>;
  /** PGlite only: the database's change notices as they happen (lib/local-changes.ts, docs/decisions/0020). */
  changes?: LocalChanges;
  /**
   * PostgreSQL opened with `holdStartLock`: ends the start-up lock taken before the migrations, once the caller's
   * own start-up writes (public club, administrator) are done.
   */
  releaseStartLock?(): Promise<void>;
  /** PGlite only: the server accepted a client connection (db/client.ts, `letTheEventLoopIn`). */
  connectionAccepted?(): void;
  /**
   * PostgreSQL only: `onWrite` is told of every statement that may write as it is sent, on any of the pool's
   * connections (db/pg-statements.ts; the change marks' compaction counts them).
   */
  writes?: { onWrite: (() => void) | undefined };
  /** PGlite only: a request arrived (db/client.ts, `letTheEventLoopIn`): its turns queue after those of requests under way. */
  requestArrived?(): void;
  /**
   * PGlite only: what autovacuum does on a server, VACUUM (ANALYZE) of the tables that grew since they were last
   * measured (db/pglite-upkeep.ts); the tables done.
   */
  upkeep?(): Promise<string[]>;
  /** PostgreSQL only: node-postgres' pool, read by the metrics (connections in use, idle, waiting) */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

const PGLITE_SHARED_BUFFERS = '16MB';

// one fixed key for "a server is starting on this database" (migrations and bootstrap)
const START_LOCK_KEY = 727_274_001;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this version of the server ships (drizzle's journal). */
let shipped: number | undefined;
export function shippedMigrations(): number {
  shipped ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}

/** True when the database answers and has every migration this version ships (the readiness check). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const n = (res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return n >= shippedMigrations();
}

export interface OpenOptions {
  /** PGlite only: start from a dumped data directory. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL only: migrate under a session advisory lock and keep it until `releaseStartLock()`, so several
   * processes started together on one database migrate and bootstrap one after another (the others wait).
   */
  holdStartLock?: boolean;
  /** PostgreSQL only: the pool's connections at most (DATABASE_POOL_MAX; 10 when not given). */
  poolMax?: number;
}

/** node-postgres' pool of a server process when DATABASE_POOL_MAX is not set. */
const POOL_MAX = 10;

/**
 * Opens the database named by the URL: `postgres://…` → node-postgres pool; `memory://` → in-memory PGlite;
 * `file:///dir` → PGlite persisted in that directory. Runs the migrations.
 */
export async function openDatabase(url: string, opts: OpenOptions = {}): Promise<Database> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { default: pg } = await import('pg');
    plainQueryConfigCopies();
    arrayResultsWithoutRowTemplate();
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // idle connections kept five minutes (node-postgres: 10 s), so that a pause does not cost the next burst new backends
    // that parse and plan every statement again; they do not keep a script's process alive (allowExitOnIdle), and TCP
    // keep-alive (after a minute idle, not the system's two hours) finds one a firewall or the server dropped while it waited
    const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? POOL_MAX, idleTimeoutMillis: 300_000, allowExitOnIdle: true, keepAlive: true, keepAliveInitialDelayMillis: 60_000 });
    // An idle connection closed by the server (restart, failover, admin command) emits 'error' on the pool;
    // unhandled, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: conexión inactiva cerrada (${(err as { code?: string }).code ?? err.message})`));
    const statements = nameStatements(pool);
    const db = drizzle(pool);
    let lock: InstanceType<typeof pg.Client> | undefined;
    if (opts.holdStartLock) {
      // a connection of its own: the lock lives as long as it, even if this process dies mid-migration
      lock = new pg.Client({ connectionString: url });
      lock.on('error', () => {}); // a dropped lock connection only ends the wait; migrate reports real trouble
      await lock.connect();
      await lock.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    }
    const releaseStartLock = async () => {
      const l = lock;
      lock = undefined;
      if (l) await l.end().catch(() => {}); // closing the session releases its lock
    };
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      statements.enable();
    } catch (e) {
      await releaseStartLock();
      await pool.end();
      throw e;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      writes: statements,
      close: async () => { await releaseStartLock(); await pool.end(); },
      ...(opts.holdStartLock ? { releaseStartLock } : {}),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  shareDrizzleQueryOptions((await import('drizzle-orm/pglite/session')).PgliteSession);
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (url.startsWith('file://')) {
    dataDir = url.slice('file://'.length);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  } else if (!url.startsWith('memory://')) {
    throw new Error(`DATABASE_URL no reconocida: ${url}`);
  }
  // PostgreSQL's 128 MB of shared buffers sit in PGlite's WebAssembly memory, which never shrinks; the data
  // directory's files stay in the operating system's cache anyway. 16 MB: the server starts in ~260 MB instead of
  // ~400 MB on a 100k-match database, with the same read and sign-up figures (bench/README.md, session 8).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  // (one options object: `new PGlite(undefined, options)`, the in-memory case, ignores its options)
  const client = new PGlite({ dataDir, startParams, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  const turns = letTheEventLoopIn(client);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  // the planner's statistics of a database that grew since they were last taken (no autovacuum here), before the
  // server serves: 1.7 s for every table of a 100k-match database that never had them, nothing for one that did
  const started = performance.now();
  const measured = await vacuumGrownTables(client);
  const took = performance.now() - started;
  if (took > 1000) console.log(`PGlite: ${measured.length} tablas medidas de nuevo (VACUUM ANALYZE) en ${(took / 1000).toFixed(1)} s`);
  await keepPlans(client);
  const upkeep = upkeepAfterChanges(() => vacuumGrownTables(client), (e) => console.error('PGlite: mantenimiento (VACUUM ANALYZE) fallido', e));
  const changes = await listenForChanges(client, upkeep);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    connectionAccepted: turns.connectionAccepted,
    requestArrived: turns.requestArrived,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    upkeep: () => vacuumGrownTables(client),
  };
}

/**
 * This one connection is the whole database: the triggers notify it of every change (migration 0012,
 * docs/decisions/0020), and each notice may start the upkeep (db/pglite-upkeep.ts). Before the server trusts that,
 * it checks that a notice of each kind really arrives by the time the commit's call returns; if not (a PGlite that
 * delivers them otherwise), it reads versions from the database as on PostgreSQL. Never send several statements in
 * one call at run time: PGlite drops the notices of a call in which a later statement fails.
 */
async function listenForChanges(client: PGlite, onChange: () => void): Promise<LocalChanges | undefined> {
  const changes = new LocalChanges();
  await client.query(`set partidos.avisar_cambios = 'on'`);
  await client.listen('cache_cambios', (ambito) => { changes.changed(ambito); onChange(); });
  await client.listen('cache_sesiones', (userId) => changes.sessionsChanged(userId));
  const probe = '-prueba-';
  await client.transaction(async (tx) => {
    await tx.query('select cache_marcar(array[$1], false)', [probe]);
    await tx.query('delete from cache_cambios where ambito = $1', [probe]);
  });
  // (the session triggers share the setting checked above; this checks their channel)
  await client.query(`select pg_notify('cache_sesiones', '')`);
  if (changes.version(probe) !== '0' && changes.sessions !== '0') return changes;
  console.warn('PGlite: los avisos de cambios no llegan; la caché de lectura consultará la base de datos en cada petición');
  await client.query(`set partidos.avisar_cambios = 'off'`);
  return undefined;
}

/**
 * How long the embedded database's connection may hand itself from one waiting turn (a query, a transaction) to the
 * next before it lets the event loop run. PGlite runs each statement synchronously in this thread and hands its one
 * connection on in microtasks, so without a pause no new request is read and no answer goes out until every queued
 * turn is done: a few requests waited seconds (bench/README.md, "Session 5"). A pause before every turn went too
 * far the other way: one turn per pass of the event loop, while each pass also serves every request that arrived,
 * so under a mixed load the writes queued 100 deep and waited ~450 ms against ~20 ms for the reads (decision 0058).
 */
export const TURN_BUDGET_MS = 100;

/**
 * Node accepts one new connection per pass of the event loop. While connections are arriving (one accepted within
 * this long), the connection pauses before every turn again, so that passes stay short and a burst of new clients
 * is let in at once rather than one per budget (decision 0058).
 */
export const ACCEPTING_MS = 1000;

export interface Turns {
  /** A new client connection was accepted: others may be waiting in the kernel's queue. */
  connectionAccepted(): void;
  /** A new request arrived: the turns it asks for until a turn of the connection ends are its first ones. */
  requestArrived(): void;
}

/**
 * The connection lets the event loop run once it has held the thread for `budgetMs` since it last did; and it serves
 * a request already under way before a new one. A turn asked for after a turn of the connection ended (and before
 * the next request arrived) continues work that has already waited its turn once: a request's second statement, a
 * write after its read. In one queue it would wait behind every request that arrived meanwhile, once per statement:
 * under the soak the connection's queue was ~90 turns, ~150 ms, so a request of three statements waited three times
 * that (decision 0059). Follow-up turns go first, in the order they were asked for; new requests' turns after them,
 * in theirs. A request never waits behind more than the queue it found plus the follow-ups of those ahead of it.
 */
export function letTheEventLoopIn(client: PGlite, budgetMs = TURN_BUDGET_MS): Turns {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  let since = -Infinity; // when the event loop last ran before a turn of the connection
  let acceptedAt = -Infinity;
  let followUp = false; // a turn ended since the last request arrived
  const followUps: (() => void)[] = [];
  const fresh: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const start = followUps.shift() ?? fresh.shift();
    if (start) start();
    else busy = false;
  };
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const ended = () => { followUp = true; next(); };
      const start = () => {
        runExclusive(async () => {
          const now = performance.now();
          if (now - since >= (now - acceptedAt < ACCEPTING_MS ? 0 : budgetMs)) {
            await new Promise<void>((r) => setImmediate(r));
            since = performance.now();
          }
          return fn();
        }).then((v) => { ended(); resolve(v); }, (e: unknown) => { ended(); reject(e); });
      };
      if (!busy) {
        busy = true;
        start();
      } else (followUp ? followUps : fresh).push(start);
    });
  return {
    connectionAccepted: () => { acceptedAt = performance.now(); },
    requestArrived: () => { followUp = false; },
  };
}
