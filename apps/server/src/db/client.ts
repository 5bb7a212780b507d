import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { upkeepEvery, vacuumGrownTables } from './pglite-upkeep.js';

/**
 * One type for both drivers: PGlite (embedded) and node-postgres (a real server). Without the schema's tables: the
 * server writes its queries with the query builder and `sql`, never drizzle's relational API (`db.query.<table>`);
 * `db.query` is typed empty, so a use of it fails the typecheck.
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
  /**
   * PostgreSQL opened with `holdStartLock`: ends the start-up lock taken before the migrations, once the caller's
   * own start-up writes (public club, administrator) are done.
   */
  releaseStartLock?(): Promise<void>;
  /**
   * PGlite only: what autovacuum does on a server, VACUUM (ANALYZE) of the tables that grew since they were last
   * measured (db/pglite-upkeep.ts); the tables done. It also runs by itself every minute while the database is open.
   */
  upkeep?(): Promise<string[]>;
  /**
   * Told of every statement drizzle sends, on either driver (drizzle's logger): tests count a request's statements
   * with it to prove a list loads in a fixed number of them. Unset, it costs nothing.
   */
  queries: { observer: ((sql: string) => void) | undefined };
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
  const queries: Database['queries'] = { observer: undefined };
  const logger = { logQuery: (query: string) => queries.observer?.(query) };
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // idle connections kept five minutes (node-postgres: 10 s), so that a pause does not cost the next burst new backends
    // that parse and plan every statement again; they do not keep a script's process alive (allowExitOnIdle), and TCP
    // keep-alive (after a minute idle, not the system's two hours) finds one a firewall or the server dropped while it waited
    // The hot reads are named statements (drizzle's `.prepare(name)`): node-postgres parses each once per connection, and
    // with plan_cache_mode=force_generic_plan PostgreSQL plans it once too. Planning the match list and detail (five
    // joins, a dozen subqueries) cost several times running them, and in the default mode PostgreSQL kept planning them
    // anew whenever it priced its custom plans below the generic one (docs/decisions/0085). Unnamed statements are
    // planned for their values as always.
    const pool = new pg.Pool({
      connectionString: url, max: opts.poolMax ?? POOL_MAX, idleTimeoutMillis: 300_000, allowExitOnIdle: true, keepAlive: true, keepAliveInitialDelayMillis: 60_000,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection closed by the server (restart, failover, admin command) emits 'error' on the pool;
    // unhandled, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: conexión inactiva cerrada (${(err as { code?: string }).code ?? err.message})`));
    const db = drizzle(pool, { logger });
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
    } catch (e) {
      await releaseStartLock();
      await pool.end();
      throw e;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      queries,
      pool,
      close: async () => { await releaseStartLock(); await pool.end(); },
      ...(opts.holdStartLock ? { releaseStartLock } : {}),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
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
  // ~400 MB on a 100k-match database, with the same read and sign-up figures (docs/decisions/0026).
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  // (one options object: `new PGlite(undefined, options)`, the in-memory case, ignores its options)
  const client = new PGlite({ dataDir, startParams, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzle(client, { logger });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  // the planner's statistics of a database that grew since they were last taken (no autovacuum here), before the
  // server serves: 1.7 s for every table of a 100k-match database that never had them, nothing for one that did
  const started = performance.now();
  const measured = await vacuumGrownTables(client);
  const took = performance.now() - started;
  if (took > 1000) console.log(`PGlite: ${measured.length} tablas medidas de nuevo (VACUUM ANALYZE) en ${(took / 1000).toFixed(1)} s`);
  const stopUpkeep = upkeepEvery(() => vacuumGrownTables(client), (e) => console.error('PGlite: mantenimiento (VACUUM ANALYZE) fallido', e));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queries,
    close: async () => { stopUpkeep(); await client.close(); },
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    upkeep: () => vacuumGrownTables(client),
  };
}
