import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { LocalChanges } from '../../lib/local-changes.js';
import type { JugadorColumns } from './matches.repository.js';

/**
 * What the match list and detail read from the database, kept in this process under the version of what it
 * depends on (docs/decisions/0019). The version is read from the database on every request (`cache_cambios`,
 * written by triggers on every change), so an entry is only ever served while nothing it shows has changed,
 * in this process or any other: the cache saves the work, never the check. An entry must be stored under a
 * version read **before** its data, and never from inside a transaction (its own uncommitted changes would
 * count in the version).
 *
 * Least recently used entries go first once `capacity` is reached; capacity 0 turns the cache off.
 *
 * The one home of the read cache (issue 17): the versions (`cache_cambios`, or the embedded database's notices), the
 * kept answers and the compaction of the change marks live here, and no other module reads a version.
 */
export class ReadCache extends VersionedCache {}

/** Ambito of other clubs' public matches in `cache_cambios` (a club's own ambito is its id). */
export const AMBITO_PUBLICO = 'publico';

/**
 * Ambito of one match's roster (attendees, waiting list, guests, players' payments, the count of places taken, and
 * the names and photos of its players and MVP): `p:<id>` (migrations 0022 and 0024, docs/decisions/0053 and 0054).
 * What else a match shows is its club's (or 'publico').
 */
export const ambitoDePartido = (partidoId: string) => `p:${partidoId}`;

/**
 * SQL for the version of an ambito: `<sum>~<rows>`, the sum of its change marks (0 before any change) and how many
 * rows hold them. The sum alone tells one content from another (it grows with every change and compaction keeps it);
 * the row count is there for the ChangeMarksCompactor, and a compaction merely makes the next read a miss.
 *
 * The ambito is compared as text: ids are `char(24)`, and `varchar = char(24)` compares as `bpchar`, casting every
 * row's ambito, which no index serves. The table keeps a row per club and per match whose roster ever changed (a
 * compaction merges an ambito's rows into one, never drops it), so in an install that has lived a while such a read
 * scanned the whole table: 25 ms a detail at 100k matches (issue 17, session 38; test/matches/version-reads.test.ts).
 */
export const versionOf = (ambito: SQL) =>
  sql<string>`(select coalesce(sum(c.n), 0)::text || '~' || count(*)::text from cache_cambios c where c.ambito = (${ambito})::text)`;

/**
 * SQL for the version a match's detail is kept under (`club:match`): its club's change marks and its roster's
 * (ambitoDePartido). Read by the detail (MatchesRepository.detailHead) and, on PostgreSQL, by a roster write's lock and
 * count, which keep the rows they read under it (MatchesService.keptInWrite and keepWritten).
 */
export const detailVersionOf = (clubId: SQL, partidoId: SQL) => sql<string>`${versionOf(clubId)} || ':' || ${versionOf(sql`'p:' || ${partidoId}`)}`;

/**
 * detailVersionOf in a statement over `partidos`, for the match of the row (qualified by hand: drizzle writes a bare
 * "club_id" in a one-table select, which the subquery would take as its own).
 */
export const detailVersionOfRow = () => detailVersionOf(sql.raw('"partidos"."club_id"'), sql.raw('"partidos"."id"'));

/**
 * A version as the read cache keeps values under it: the sums alone (`7~3:12~4` is kept as `7:12`). The sum tells one
 * content from another; the row count is read for the ChangeMarksCompactor (noteVersion), and kept in the key it made
 * every compaction a miss for every match it merged (which runs whenever the table has grown, a burst of sign-ups
 * included: decision 0068), and with it every detail a roster write kept for the next one (issue 17, session 37). The
 * embedded database's versions (notices) have no row counts and pass as they are.
 */
export const sumsOf = (version: string): string => version.replace(/~\d+/g, '');

/**
 * Whether the detail's version `after` (detailVersionOf, read by a roster write's count inside its transaction) is
 * `before` (read by the same transaction's lock) with one mark more of the match's roster and nothing else: the club's
 * sum as it was, the match's one higher. Marks only add to a sum (each is at least 1; a compaction keeps the sum), and
 * the transaction's own write of its roster marks it once (migration 0022's cache_marcar_partido), so no other commit
 * changed what the detail shows between the two statements.
 */
export function onlyOwnMark(before: string, after: string): boolean {
  const [bClub, bMatch, ...bRest] = sumsOf(before).split(':');
  const [aClub, aMatch, ...aRest] = sumsOf(after).split(':');
  if (bRest.length || aRest.length || bMatch === undefined || aMatch === undefined || bClub !== aClub) return false;
  return /^\d+$/.test(bMatch) && /^\d+$/.test(aMatch) && Number(aMatch) === Number(bMatch) + 1;
}

/** Change-mark rows of one ambito (or notices on the embedded database) after which the marks are merged. */
export const COMPACT_AFTER_MARKS = 64;

/**
 * Statements that may write, sent by this process on PostgreSQL, after which the compactor looks at the size of
 * `cache_cambios` (docs/decisions/0068): every write counts, a sign-up's as a profile edit's or a manager's, whatever
 * module sends it (db/pg-statements.ts tells of them).
 */
export const CHECK_AFTER_WRITES = 64;

/**
 * The table's pages, against those PostgreSQL last measured (pg_class.relpages, set by VACUUM and ANALYZE), at which the
 * marks are merged and the table vacuumed on PostgreSQL though no version read showed an ambito over COMPACT_AFTER_MARKS
 * rows: twice as many, and at least GROWN_PAGES more (issue 17, sessions 31 and 33). A burst of sign-ups across many
 * matches adds a few marks to each match's own ambito, which the list never reads, and a profile edit one to every
 * match the player was ever on: without this, `cache_cambios` grew to thousands of rows while the pooled backends kept
 * the generic plan of the version read made when it was a page or two, a sequential scan, and every list request read
 * the whole table (the list at a third of its rate after 3,000 sign-ups, docs/decisions/0066). The VACUUM updates the
 * table's size in pg_class, which makes PostgreSQL plan the statements that read it again. The size is the file's, so
 * every process's marks count, committed or not.
 */
export const GROWN_PAGES = 8;

/** The size check's statement: the table's pages now, and as last measured. */
const MARKS_SIZE_SQL = `select (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages, c.relpages::int as measured
  from pg_class c where c.oid = 'cache_cambios'::regclass`;

/** Whether a table of `pages` pages, `measured` when PostgreSQL last measured it, has grown enough to compact. */
export const marksGrown = (pages: number, measured: number): boolean => pages >= Math.max(2 * measured, measured + GROWN_PAGES);

/**
 * Merges the change marks when they pile up, whether or not the scheduler runs (JOBS_INTERVAL_MS=0 in benchmarks and
 * tests; issue 17): on PostgreSQL when a version read shows an ambito with more than COMPACT_AFTER_MARKS rows or when the
 * table has grown (marksGrown, looked at every CHECK_AFTER_WRITES statements that may write), on the embedded database
 * every COMPACT_AFTER_MARKS change notices. One compaction
 * at a time per process, after the answer (never awaited by a request); the scheduler's frequent job still runs when it
 * is on.
 */
export class ChangeMarksCompactor {
  private running = false;
  private notices = 0;
  /** statements that may write since the last size check (PostgreSQL) */
  private writes = 0;
  private checking = false;
  /** size checks made, for tests */
  checks = 0;
  /** the embedded database: its change notices, which count every write, decide (noteChange) */
  private byNotices = false;
  /** compactions started, for tests */
  runs = 0;

  constructor(private db: Db, private onError: (err: unknown) => void) {}

  /** A version read by versionOf (one or more `sum~rows`, e.g. the list's club and public parts). */
  noteVersion(version: string): void {
    for (const m of version.matchAll(/~(\d+)/g)) {
      if (Number(m[1]) > COMPACT_AFTER_MARKS) return this.request();
    }
  }

  /** A change notice of the embedded database. */
  noteChange(): void {
    this.byNotices = true;
    // (a compaction's work follows the marks made since the last one, not the table's size: COMPACT_CACHE_VERSIONS_SQL)
    if (++this.notices >= COMPACT_AFTER_MARKS) this.request();
  }

  /**
   * A statement that may write, sent by this process (PostgreSQL; on the embedded database the notices count every
   * mark instead): every CHECK_AFTER_WRITES of them, the table's size is looked at, away from the request.
   */
  noteWrite(): void {
    if (this.byNotices || ++this.writes < CHECK_AFTER_WRITES || this.checking || this.running) return;
    this.writes = 0;
    this.checking = true;
    this.checks++;
    setImmediate(() => {
      aside(this.db, MARKS_SIZE_SQL)
        .then((rows) => {
          const r = rows?.[0] as { pages: number; measured: number } | undefined;
          if (r && marksGrown(Number(r.pages), Number(r.measured))) this.request();
        })
        .catch(this.onError)
        .finally(() => { this.checking = false; });
    });
  }

  /** Resolves when no size check and no compaction is under way (tests). */
  async idle(): Promise<void> {
    while (this.running || this.checking) await new Promise((r) => setTimeout(r, 5));
  }

  private request(): void {
    if (this.running) return;
    this.running = true;
    this.notices = 0;
    this.runs++;
    setImmediate(() => {
      compactAside(this.db, !this.byNotices)
        .catch(this.onError)
        .finally(() => { this.running = false; });
    });
  }
}

/**
 * Merges each ambito's change marks into one row of the same sum, so reading a version stays one short index
 * scan. A version never goes down: rows committed while this runs are not visible to its delete and stay.
 */
export async function compactCacheVersions(db: Db): Promise<void> {
  await db.execute(sql.raw(COMPACT_CACHE_VERSIONS_SQL));
}

/**
 * The statement of compactCacheVersions. The ambitos to merge are those with a new mark (`nueva`, found through the
 * partial index over them, migration 0028): its work follows the marks made since the last compaction, not the table,
 * which keeps a merged row per club and per match ever marked (100k rows at 100k matches: grouping them all took
 * ~100 ms on PostgreSQL and ~400 ms of the embedded database's one thread; docs/decisions/0072). The ambitos come as an
 * array (`= any(array(…))`), a condition of the index on ambito whatever the planner guesses of how many rows are new (a
 * semi-join could read that index whole, as before, while `nueva` has no statistics yet).
 */
export const COMPACT_CACHE_VERSIONS_SQL = `with borradas as (
    delete from cache_cambios where ambito = any(array(select distinct ambito from cache_cambios where nueva))
    returning ambito, n)
  insert into cache_cambios (ambito, n, nueva) select ambito, sum(n), false from borradas group by ambito`;

/**
 * The merged rows' dead versions out of the table and its index at once, on PostgreSQL: a version read scans an
 * ambito's index entries, dead ones included, and autovacuum comes by a minute later at best. Under a burst of
 * sign-ups, merging every 64 marks without it, a version read averaged 0.45 ms (bench/README.md, session 9). It visits
 * only the pages with dead rows, but reads the indexes whole (~7 ms at 100k rows), on a connection of its own; without
 * ownership of the table PostgreSQL skips it with a warning. The embedded database reads no version from the table
 * while its versions are change notices, so there the upkeep's VACUUM of grown tables reclaims the space
 * (db/pglite-upkeep.ts) rather than one on its only thread after every compaction (~18 ms at 100k rows); a PGlite whose
 * notices do not arrive (db/client.ts) reads its versions from the table and vacuums as PostgreSQL does.
 */
const VACUUM_CACHE_VERSIONS_SQL = 'vacuum cache_cambios';

/** The pool of a PostgreSQL database (a node-postgres Pool), or undefined on the embedded one. */
interface PoolLike {
  connect: () => Promise<{ query: (q: string) => Promise<{ rows: unknown[] }>; release: () => void }>;
  totalCount: number;
}
const poolOf = (db: Db): PoolLike | undefined => {
  const client = (db as unknown as { $client: Partial<PoolLike> }).$client;
  return typeof client.connect === 'function' && typeof client.totalCount === 'number' ? client as PoolLike : undefined;
};

/**
 * Statements in turn on a connection of its own from the pool (PostgreSQL), away from the requests' own path; the
 * last one's rows. Undefined on the embedded database.
 */
async function aside(db: Db, ...texts: string[]): Promise<unknown[] | undefined> {
  const pool = poolOf(db);
  if (!pool) return undefined;
  const conn = await pool.connect();
  try {
    let rows: unknown[] = [];
    for (const text of texts) rows = (await conn.query(text)).rows;
    return rows;
  } finally {
    conn.release();
  }
}

/**
 * compactCacheVersions away from the requests' own path: on PostgreSQL on a connection of its own from the pool, on
 * PGlite as a simple statement. (Query-count tests watch the pool's and PGlite's `query`: upkeep is not the
 * request's work.)
 */
async function compactAside(db: Db, versionsFromTable: boolean): Promise<void> {
  if (poolOf(db)) {
    await aside(db, COMPACT_CACHE_VERSIONS_SQL, VACUUM_CACHE_VERSIONS_SQL);
    return;
  }
  const client = (db as unknown as { $client: { exec?: (q: string) => Promise<unknown> } }).$client;
  if (typeof client.exec !== 'function') return compactCacheVersions(db);
  await client.exec(COMPACT_CACHE_VERSIONS_SQL);
  if (versionsFromTable) await client.exec(VACUUM_CACHE_VERSIONS_SQL);
}

/**
 * The versions of the matches' ambitos from the embedded database's change notices (docs/decisions/0020): the same
 * versions as `versionOf` reads on PostgreSQL, without a query.
 */
export class LocalMatchVersions {
  constructor(private changes: LocalChanges) {}

  /** A club's (or 'publico') version. */
  version(ambito: string): string {
    return this.changes.version(ambito);
  }

  /**
   * What one match's roster shows: its attendees, waiting list, guests, payments and their count, and its players'
   * names and photos (`p:<id>`).
   */
  rosterVersion(partidoId: string): string {
    return this.version(ambitoDePartido(partidoId));
  }

  /** What a club's match list depends on: its own matches and the public ones of other clubs. */
  listVersion(clubId: string): string {
    return `${this.version(clubId)}:${this.version(AMBITO_PUBLICO)}`;
  }

  /** What a match's detail depends on: its club's version and its roster's (now, or the one given). */
  detailVersion(clubId: string, partidoId: string, roster = this.rosterVersion(partidoId)): string {
    return `${this.version(clubId)}:${roster}`;
  }

  /**
   * Hears the notices of a player's profile edit, one per match that shows them (migration 0025: `p:<id>|<instant>|
   * <player json>`), with the match's roster version just before and after it.
   */
  onPlayerNotice(heard: (partidoId: string, jugador: JugadorColumns, before: string, after: string) => void): void {
    this.changes.onDetail = (ambito, detail, before, after) => {
      if (ambito.startsWith('p:')) heard(ambito.slice(2), JSON.parse(detail.slice(detail.indexOf('|') + 1)) as JugadorColumns, before, after);
    };
  }

  /**
   * Inside a roster write's transaction (which holds the one connection: no other commit can come between), after
   * the statement that read the match's rows: the versions as they stand before the commit's notices.
   */
  beforeCommit(clubId: string, partidoId: string): VersionsBeforeCommit {
    return { clubId, partidoId, club: this.version(clubId), publico: this.version(AMBITO_PUBLICO), roster: Number(this.rosterVersion(partidoId)) };
  }

  /**
   * After that commit: the versions the rows read before it hold at, when the only notice since was one mark of the
   * match's roster. A roster write marks its match at least once (the triggers of migration 0022), so one mark in
   * all is its own and no other write came between; anything else (another commit's marks, a write that also marked
   * its club) gives undefined.
   */
  afterOwnMark(b: VersionsBeforeCommit): { detail: string; list: string; roster: string } | undefined {
    const roster = Number(this.rosterVersion(b.partidoId));
    if (roster !== b.roster + 1 || this.version(b.clubId) !== b.club || this.version(AMBITO_PUBLICO) !== b.publico) return undefined;
    return { detail: this.detailVersion(b.clubId, b.partidoId), list: this.listVersion(b.clubId), roster: String(roster) };
  }
}

/** LocalMatchVersions.beforeCommit: a match's versions inside its roster write's transaction. */
export interface VersionsBeforeCommit { clubId: string; partidoId: string; club: string; publico: string; roster: number }
