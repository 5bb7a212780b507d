// EXPLAIN (ANALYZE, BUFFERS) of the queries behind the benchmarked endpoints, as the server builds them
// (the SQL is captured from the real repositories), for the bench club and user 1 of bench/generate.ts.
// EXPLAIN plans them with their values, as the server's unnamed statements are planned.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node --import tsx bench/explain.ts [--full]
//
// Read-only. PostgreSQL only (PGlite's data directory is locked by a running server; stop it and use
// DATA_DIR=… to explain there too). --full prints whole plans; otherwise the plan's first lines and timing.
// --generic (PostgreSQL): each query prepared and explained with its generic plan, the plan a prepared statement keeps
// (plan_cache_mode=force_generic_plan), instead of one planned for the values.
import { parseArgs } from 'node:util';
import type { Logger } from 'drizzle-orm';
import { ESTADOS_INSCRIPCION, PARTIDOS_PAGE_SIZE } from '@partidos/shared';
import { loadConfig } from '../apps/server/src/config.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import type { Db } from '../apps/server/src/db/client.js';
import { MatchesRepository } from '../apps/server/src/modules/matches/matches.repository.js';
import { BENCH_CLUB_NAME, benchEmail } from './common.js';

const { values: opts } = parseArgs({ options: { full: { type: 'boolean', default: false }, generic: { type: 'boolean', default: false } } });

interface Captured { sql: string; params: unknown[] }
interface Queryable { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>; end?(): Promise<void>; close?(): Promise<void> }

async function open(url: string, logger: Logger): Promise<{ db: Db; client: Queryable }> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    return { db: drizzle(pool, { schema, logger }) as unknown as Db, client: pool as unknown as Queryable };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite(url.slice('file://'.length));
  return { db: drizzle(client, { schema, logger }) as unknown as Db, client: client as unknown as Queryable };
}

async function main() {
  const config = loadConfig();
  let captured: Captured[] = [];
  const { db, client } = await open(config.databaseUrl, { logQuery: (sql, params) => void captured.push({ sql, params }) });
  const repo = new MatchesRepository(db);
  const one = async (q: string, p: unknown[]) => (await client.query(q, p)).rows[0]!;
  const club = await one('select id from clubs where nombre = $1', [BENCH_CLUB_NAME]);
  const user = await one('select id from users where correo = $1', [benchEmail(1)]);
  const clubId = String(club.id);
  const userId = String(user.id);
  const match = await one(
    `select id from partidos where club_id = $1 and estado_partido = any($2) order by fecha limit 1`, [clubId, [...ESTADOS_INSCRIPCION]],
  );
  const sizes = await one(`select (select count(*) from partidos) as partidos, (select count(*) from partido_asistentes) as asistentes`, []);
  console.log(`database: ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} — ${sizes.partidos} matches, ${sizes.asistentes} attendees`);
  console.log(`bench club ${clubId}, user 1 ${userId}, match ${match.id}\n`);

  const filter = { clubId, estados: null, mostrarFinalizados: false };
  const cases: [string, () => Promise<unknown>][] = [
    ['list page 1 (GET /api/partidos)', () => repo.page(filter, userId, 1, PARTIDOS_PAGE_SIZE)],
    ['list page 5 (GET /api/partidos?page=5)', () => repo.page(filter, userId, 5, PARTIDOS_PAGE_SIZE)],
    ['list with Finalizado (mostrarFinalizados=true)', () => repo.page({ ...filter, mostrarFinalizados: true }, userId, 1, PARTIDOS_PAGE_SIZE)],
    ['detail with its roster (GET /api/partidos/:id)', () => repo.findDetail(String(match.id), userId)],
    ['the match for the viewer (management, payments, votes)', () => repo.findForViewer(String(match.id), userId)],
  ];
  for (const [title, run] of cases) {
    captured = [];
    await run();
    for (const [i, q] of captured.entries()) {
      const plan = opts.generic ? await explainGeneric(client, q) : await client.query(`explain (analyze, buffers) ${q.sql}`, q.params);
      const lines = plan.rows.map((r) => String(Object.values(r)[0]));
      console.log(`── ${title}${captured.length > 1 ? ` [query ${i + 1}/${captured.length}]` : ''}`);
      console.log(`   ${q.sql}`);
      console.log(`   params: ${JSON.stringify(q.params)}`);
      const shown = opts.full || lines.length <= 14 ? lines : [...lines.slice(0, 12), '…', ...lines.slice(-2)];
      for (const l of shown) console.log(`   ${l}`);
      console.log('');
    }
  }
  await (client.end?.() ?? client.close?.());
}

/** EXPLAIN of the query's generic plan: prepared on one connection with plan_cache_mode=force_generic_plan. */
async function explainGeneric(client: Queryable, q: Captured) {
  const pool = client as unknown as { connect?(): Promise<Queryable & { release(): void }> };
  if (!pool.connect) throw new Error('--generic: PostgreSQL only (a prepared statement of the embedded database is not explained here)');
  const c = await pool.connect();
  try {
    await c.query('set plan_cache_mode = force_generic_plan');
    await c.query(`prepare explained as ${q.sql}`);
    const literal = (v: unknown): string => (v === null || v === undefined ? 'null'
      : Array.isArray(v) ? `array[${v.map(literal).join(',')}]::text[]`
        : v instanceof Date ? `'${v.toISOString()}'` : `'${String(v).replace(/'/g, "''")}'`);
    return await c.query(`explain (analyze, buffers) execute explained(${q.params.map(literal).join(', ')})`);
  } finally {
    await c.query('deallocate explained').catch(() => undefined);
    await c.query('reset plan_cache_mode').catch(() => undefined);
    c.release();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
