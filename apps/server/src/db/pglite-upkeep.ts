/**
 * What autovacuum does on a PostgreSQL server, for the embedded database, which has none (docs/decisions/0063):
 * VACUUM (ANALYZE) of the tables that grew since PostgreSQL last measured them. Without it a database that grew
 * through the app never has planner statistics: on a copy of the 100k-match bench database without them, the sign-up
 * load ran at 155 req/s with a p99 of 691 ms, against 641 req/s and 191 ms with them.
 * PGlite keeps no activity counters (pg_stat_user_tables stays at zero), so "grew" is read from the files: a table
 * whose size passed its size at the last VACUUM or ANALYZE by 10 % and 8 pages, or that has pages and was never
 * measured. Run at start-up, before the server serves, by the scheduler's upkeep job, and once a minute while the
 * database is open (upkeepEvery).
 */
export const GROWN_TABLES_SQL = `select c.oid::regclass::text as tabla
  from pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    and pg_relation_size(c.oid) / current_setting('block_size')::int
      > case when c.reltuples < 0 then 0 else c.relpages * 1.1 + 8 end
  order by 1`;

/** The embedded client's simple-protocol exec (PGlite's `exec`), as the upkeep needs it. */
export interface ExecClient {
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/** The tables that VACUUM (ANALYZE) would measure again now. */
export async function grownTables(client: ExecClient): Promise<string[]> {
  const [res] = await client.exec(GROWN_TABLES_SQL);
  return (res?.rows ?? []).map((r) => (r as { tabla: string }).tabla);
}

/**
 * VACUUM (ANALYZE) of each grown table, one at a time (each holds the one connection while it runs: on a 100k-match
 * database all of them took 1.7 s, a table that grew by a tenth far less). The tables done.
 */
export async function vacuumGrownTables(client: ExecClient): Promise<string[]> {
  const tables = await grownTables(client);
  // (regclass text: a name quoted where it needs to be)
  for (const t of tables) await client.exec(`vacuum (analyze) ${t}`);
  return tables;
}

/** How often the upkeep runs while the database is open (as the scheduler's tick, by default). */
export const UPKEEP_EVERY_MS = 60_000;

/**
 * The upkeep every `everyMs`, whether or not the scheduler runs (benchmarks and tests turn it off, and a long soak
 * slowed down without it): never two at once, never keeping the process alive. Returns the function that stops it.
 */
export function upkeepEvery(run: () => Promise<unknown>, onError: (e: unknown) => void, everyMs = UPKEEP_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run().catch(onError).finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
