// Benchmark data generator: fills an EMPTY database with a realistic volume of users,
// clubs, venues, matches, attendees and waiting lists, with fast bulk inserts (not the HTTP API).
//
//   DATA_DIR=/tmp/bench-data node --import tsx bench/generate.ts                      (embedded PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node --import tsx bench/generate.ts
//   … --users 20000 --clubs 500 --matches 100000 --seed 1 --force
//
// The target database is chosen exactly like the server does (apps/server/src/config.ts loadConfig) and opened
// with openDatabase, which runs the migrations. See bench/README.md.
import { parseArgs } from 'node:util';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  FRECUENCIAS, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, JUGADORES_POR_EQUIPO, NIVELES, PIES, POSICIONES, TIPOS_CLUB, TIPOS_CUENTA,
  montoPorJugador, type TipoPartido,
} from '@partidos/shared';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import {
  clubMembers, clubPaymentAccounts, clubs, lugares, pagosArriendo, pagosJugadores, partidoAsistentes, partidoListaEspera, partidos, users,
} from '../apps/server/src/db/schema/index.js';
import { lockDataDir } from '../apps/server/src/lib/data-dir-lock.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { dayIn, startInstant } from '../apps/server/src/lib/match-time.js';
import { hashPassword } from '../apps/server/src/modules/auth/password-hash.js';
import { ensurePublicClub } from '../apps/server/src/modules/clubs/clubs.bootstrap.js';
import { ClubsRepository } from '../apps/server/src/modules/clubs/clubs.repository.js';
import { BENCH_CLUB_MEMBERS, BENCH_CLUB_NAME, BENCH_PASSWORD, benchEmail } from './common.js';

// ---------------------------------------------------------------- options

const { values: opts } = parseArgs({
  options: {
    users: { type: 'string', default: process.env.BENCH_USERS ?? '20000' },
    clubs: { type: 'string', default: process.env.BENCH_CLUBS ?? '500' },
    matches: { type: 'string', default: process.env.BENCH_MATCHES ?? '100000' },
    seed: { type: 'string', default: process.env.BENCH_SEED ?? '1' },
    batch: { type: 'string', default: '5000' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (opts.help) {
  console.log(`node --import tsx bench/generate.ts [--users N] [--clubs N] [--matches N] [--seed N] [--batch N] [--force]
  Target: DATABASE_URL=postgres://… or DATA_DIR (embedded PGlite), exactly like the server.
  --force empties every application table first (the database must otherwise be empty).`);
  process.exit(0);
}

const positive = (name: string, v: string | undefined, min = 1): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min} (got ${v})`);
  return n;
};
const N_USERS = positive('users', opts.users, 10);
const N_CLUBS = positive('clubs', opts.clubs, 1);
const N_MATCHES = positive('matches', opts.matches, 0);
const BATCH = positive('batch', opts.batch, 100);
let seed = positive('seed', opts.seed, 0);

// ---------------------------------------------------------------- deterministic randomness (mulberry32)

function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
const chance = (p: number) => rand() < p;
/** k distinct items of `a` (partial Fisher–Yates on a copy). */
function sample<T>(a: readonly T[], k: number): T[] {
  const c = a.slice();
  const n = Math.min(k, c.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (c.length - i));
    [c[i], c[j]] = [c[j]!, c[i]!];
  }
  return c.slice(0, n);
}
/** Weighted index sampler: cumulative weights + binary search. */
function weighted(weights: number[]): () => number {
  const cum: number[] = [];
  let total = 0;
  for (const w of weights) cum.push((total += w));
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

// ---------------------------------------------------------------- names

const NOMBRES = [
  'Camila', 'Matías', 'Javiera', 'Benjamín', 'Valentina', 'Diego', 'Catalina', 'Tomás', 'Fernanda', 'Sebastián', 'Antonia',
  'Nicolás', 'Martina', 'Vicente', 'Isidora', 'Joaquín', 'Florencia', 'Agustín', 'Constanza', 'Cristóbal', 'Francisca', 'Felipe',
  'Daniela', 'Ignacio', 'Josefa', 'Maximiliano', 'Trinidad', 'Lucas', 'Paula', 'Gabriel', 'Sofía', 'Martín', 'Emilia', 'Alonso',
  'Carolina', 'Rodrigo', 'Macarena', 'Pablo', 'Bárbara', 'Gonzalo', 'Amanda', 'Andrés', 'Ignacia', 'Francisco', 'Rocío', 'Claudio',
];
const APELLIDOS = [
  'González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Rodríguez',
  'López', 'Fuentes', 'Hernández', 'Torres', 'Araya', 'Flores', 'Espinoza', 'Valenzuela', 'Castillo', 'Tapia', 'Reyes', 'Gutiérrez',
  'Castro', 'Pizarro', 'Álvarez', 'Vásquez', 'Sánchez', 'Fernández', 'Ramírez', 'Carrasco', 'Gómez', 'Cortés', 'Herrera', 'Núñez',
  'Jara', 'Vergara', 'Rivera', 'Figueroa', 'Riquelme', 'García', 'Miranda', 'Bravo', 'Vera', 'Molina', 'Vega', 'Campos', 'Sandoval',
];
const APODOS = ['Chino', 'Flaco', 'Negro', 'Guatón', 'Pelao', 'Colo', 'Cabezón', 'Rucio', 'Tata', 'Pollo', 'Toro', 'Mono', 'Gato', 'Nano'];
const COMUNAS = [
  'Ñuñoa', 'Providencia', 'Las Condes', 'Maipú', 'La Florida', 'Puente Alto', 'Peñalolén', 'La Reina', 'Macul', 'San Miguel',
  'Vitacura', 'Lo Barnechea', 'Quilicura', 'Independencia', 'Recoleta', 'Estación Central', 'Santiago Centro', 'La Cisterna',
  'Viña del Mar', 'Valparaíso', 'Concepción', 'Temuco', 'Antofagasta', 'La Serena', 'Rancagua', 'Talca', 'Puerto Montt',
];
const CLUB_NOMBRES = ['Los Cracks', 'Deportivo', 'Atlético', 'Unión', 'Real', 'Juventud', 'Estrella', 'Los Amigos', 'Fútbol', 'Sporting', 'Racing', 'Los Halcones'];
const RECINTOS = ['Complejo', 'Canchas', 'Estadio', 'Club Deportivo', 'Centro Deportivo', 'Fútbol 7', 'Polideportivo', 'Arena'];
const BANCOS = ['Banco de Chile', 'BancoEstado', 'Santander', 'BCI', 'Scotiabank', 'Itaú', 'Banco Falabella', 'Banco Security'];

// ---------------------------------------------------------------- bulk insert

interface Queryable { query(text: string, params?: unknown[]): Promise<{ rows?: unknown[] }> }

const toText = (v: unknown, sqlType: string): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (sqlType === 'jsonb' || sqlType === 'json') return JSON.stringify(v);
  return String(v);
};

/**
 * Inserts rows (typed by the drizzle table) in batches with one statement per batch:
 * `insert … select c1::type, … from unnest($1::text[], …)` — one array parameter per column whatever the
 * batch size, on node-postgres and PGlite alike. Column names and types come from the schema.
 */
async function bulkInsert<T extends PgTable>(client: Queryable, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0] as object);
  const cols = keys.map((k) => {
    const c = all[k];
    if (!c) throw new Error(`${getTableName(table)}: unknown column ${k}`);
    return { key: k, name: c.name, type: c.getSQLType() };
  });
  const text =
    `insert into "${getTableName(table)}" (${cols.map((c) => `"${c.name}"`).join(', ')}) ` +
    `select ${cols.map((c, i) => `u.c${i}::${c.type}`).join(', ')} ` +
    `from unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${cols.map((_, i) => `c${i}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH) as Record<string, unknown>[];
    const params = cols.map((c) => chunk.map((r) => toText(r[c.key], c.type)));
    await client.query(text, params);
  }
}

// ---------------------------------------------------------------- helpers

const DAY_MS = 86_400_000;
const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);
const utcOf = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const between = (a: Date, b: Date) => new Date(a.getTime() + rand() * Math.max(0, b.getTime() - a.getTime()));
const fmt = (n: number) => n.toLocaleString('en-US');

const t0 = Date.now();
let stepT = t0;
function step(label: string) {
  const now = Date.now();
  console.log(`  ✓ ${label.padEnd(58)} ${((now - stepT) / 1000).toFixed(1).padStart(6)} s`);
  stepT = now;
}

function inviteCodes(n: number): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      let c = '';
      for (let i = 0; i < INVITE_CODE_LENGTH; i++) c += pick([...INVITE_CODE_ALPHABET]);
      if (!used.has(c) && used.size <= n * 10) {
        used.add(c);
        return c;
      }
    }
  };
}

// ---------------------------------------------------------------- main

async function isEmpty(database: Database): Promise<{ empty: boolean; detail: string }> {
  const res = await database.db.execute<{ u: number; c: number; p: number }>(sql`
    select (select count(*)::int from users) as u,
           (select count(*)::int from clubs where not es_publico) as c,
           (select count(*)::int from partidos) as p`);
  const row = (res as unknown as { rows: { u: number; c: number; p: number }[] }).rows[0]!;
  return { empty: !row.u && !row.c && !row.p, detail: `${row.u} users, ${row.c} clubs, ${row.p} matches` };
}

async function truncateAll(client: Queryable) {
  const names = Object.values(schema).filter((t) => is(t, PgTable)).map((t) => `"${getTableName(t as PgTable)}"`);
  await client.query(`truncate table ${names.join(', ')} restart identity cascade`);
}

/** Tables with row triggers (the files' triggers), which a generated row never needs. */
const MARKED_TABLES = ['partidos', 'partido_asistentes', 'partido_lista_espera', 'partido_bots', 'pagos_jugadores', 'pagos_arriendo',
  'club_payment_accounts', 'club_members', 'clubs', 'lugares', 'users'];

async function main() {
  const config = loadConfig();
  const embedded = !/^postgres(ql)?:\/\//.test(config.databaseUrl);
  const unlock = embedded ? await lockDataDir(config.dataDir) : () => {};
  console.log(`Partidos benchmark data → ${embedded ? `PGlite ${config.databaseUrl}` : config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`);
  console.log(`  users ${fmt(N_USERS)}, clubs ${fmt(N_CLUBS)}, matches ${fmt(N_MATCHES)}, seed ${seed}, batch ${BATCH}`);
  const database = await openDatabase(config.databaseUrl);
  const client = (database.db as unknown as { $client: Queryable }).$client;
  try {
    step('open database + migrations');
    const state = await isEmpty(database);
    if (!state.empty) {
      if (!opts.force) {
        console.error(`\n✖ The database is not empty (${state.detail}). Use another database, or --force to EMPTY it first.\n`);
        process.exitCode = 1;
        return;
      }
      console.log(`  ! --force: emptying every application table (${state.detail})`);
      await truncateAll(client);
      step('truncate');
    }
    // The row triggers would fire once per generated row for nothing: they rest during the bulk load.
    for (const t of MARKED_TABLES) await client.query(`alter table "${t}" disable trigger user`);
    try {
      await generate(database, client, config.timezone);
    } finally {
      for (const t of MARKED_TABLES) await client.query(`alter table "${t}" enable trigger user`);
    }
    console.log(`\nDone in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    console.log(`\nLogins (password for all: ${BENCH_PASSWORD}):`);
    for (let i = 1; i <= Math.min(4, N_USERS); i++) console.log(`  ${benchEmail(i)}${i <= BENCH_CLUB_MEMBERS ? `   (member of "${BENCH_CLUB_NAME}")` : ''}`);
    console.log(`  … ${benchEmail(N_USERS)}`);
  } finally {
    await database.close();
    unlock();
  }
}

async function generate(database: Database, client: Queryable, tz: string) {
  const now = new Date();
  const today = dayIn(now, tz);
  const todayUtc = utcOf(today);

  // ---- who belongs where (computed first: users need their active club, clubs their creator)
  const benchMembers = Math.min(BENCH_CLUB_MEMBERS, N_USERS);
  // popularity of clubs 1..n-1: heavy-tailed (a few big clubs, many small groups of friends); club 0 is the bench club
  const clubWeight = Array.from({ length: N_CLUBS }, (_, i) => (i === 0 ? 0 : Math.pow(1 - rand(), -0.6)));
  const pickClub = weighted(clubWeight);
  const memberSets: Set<number>[] = Array.from({ length: N_CLUBS }, () => new Set());
  const clubsOfUser: number[][] = Array.from({ length: N_USERS }, () => []);
  const join = (u: number, c: number) => {
    if (memberSets[c]!.has(u)) return false;
    memberSets[c]!.add(u);
    clubsOfUser[u]!.push(c);
    return true;
  };
  for (let u = 0; u < benchMembers; u++) join(u, 0);
  const howMany = weighted([3, 50, 30, 12, 3, 2]); // 0…5 clubs: most people in 1–3
  if (N_CLUBS > 1) {
    for (let u = 0; u < N_USERS; u++) {
      const k = howMany() - (u < benchMembers ? 1 : 0);
      for (let tries = 0; clubsOfUser[u]!.length < k + (u < benchMembers ? 1 : 0) && tries < 20; tries++) join(u, pickClub());
    }
    // no club under 6 members
    for (let c = 1; c < N_CLUBS; c++) while (memberSets[c]!.size < Math.min(6, N_USERS)) join(int(0, N_USERS - 1), c);
  }
  const membersOf = memberSets.map((s) => [...s]);
  step(`membership plan (${fmt(membersOf.reduce((a, m) => a + m.length, 0))} memberships)`);

  // ---- users: one password hash for everyone
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const userIds = Array.from({ length: N_USERS }, () => newId());
  const userCreated = userIds.map(() => new Date(now.getTime() - int(30, 900) * DAY_MS));
  const clubIds = Array.from({ length: N_CLUBS }, () => newId());
  const userRows: (typeof users.$inferInsert)[] = userIds.map((id, u) => {
    const nombre = pick(NOMBRES);
    const apellido = pick(APELLIDOS);
    const first = clubsOfUser[u]![0];
    return {
      id, correo: benchEmail(u + 1), passwordHash, authProvider: 'local', nombre, apellido,
      apodo: chance(0.35) ? pick(APODOS) : null,
      telefono: `+569${String(10_000_000 + u).padStart(8, '0')}`,
      posicionPrincipal: pick(POSICIONES), posicionSecundaria: chance(0.5) ? pick(POSICIONES) : null,
      nivelHabilidad: pick(NIVELES), frecuenciaJuego: pick(FRECUENCIAS), pieDominante: pick(PIES),
      estaturaCm: chance(0.6) ? int(155, 195) : null, pesoKg: chance(0.5) ? int(50, 100) : null,
      fechaNacimiento: chance(0.6) ? isoDay(todayUtc - int(18 * 365, 55 * 365) * DAY_MS) : null,
      tipoUsuario: 'usuario', profileComplete: true,
      clubActivoId: first === undefined ? null : clubIds[first]!,
      politicaAceptadaAt: userCreated[u]!, createdAt: userCreated[u]!, updatedAt: userCreated[u]!,
    };
  });
  await bulkInsert(client, users, userRows);
  step(`users (${fmt(userRows.length)})`);

  // ---- clubs, members, payment accounts
  const nextCode = inviteCodes(N_CLUBS);
  const clubRows: (typeof clubs.$inferInsert)[] = [];
  const memberRows: (typeof clubMembers.$inferInsert)[] = [];
  const accountRows: (typeof clubPaymentAccounts.$inferInsert)[] = [];
  const accountOf: string[] = [];
  const clubCreated: Date[] = [];
  for (let c = 0; c < N_CLUBS; c++) {
    const members = membersOf[c]!;
    const created = new Date(now.getTime() - int(60, 800) * DAY_MS);
    clubCreated.push(created);
    const comuna = pick(COMUNAS);
    clubRows.push({
      id: clubIds[c]!, nombre: c === 0 ? BENCH_CLUB_NAME : `${pick(CLUB_NOMBRES)} ${comuna} ${c}`,
      tipo: pick(TIPOS_CLUB), descripcion: chance(0.7) ? `Fútbol amateur en ${comuna}. ¡Súmate!` : null,
      creadorId: members.length ? userIds[members[0]!]! : null, codigoInvitacion: nextCode(),
      esPublico: false, permitirCreacionPartidosPublicos: chance(0.8), usuariosPuedenInvitar: chance(0.8),
      requiereAprobacionIngreso: chance(0.6), createdAt: created, updatedAt: created,
    });
    members.forEach((u, i) => {
      memberRows.push({
        clubId: clubIds[c]!, usuarioId: userIds[u]!,
        rol: i === 0 ? 'Creador' : i <= (members.length > 30 ? 2 : 1) ? 'Moderador' : 'Miembro',
        fechaIngreso: i === 0 ? created : between(created, now),
      });
    });
    const nAccounts = chance(0.2) ? 2 : 1;
    for (let a = 0; a < nAccounts; a++) {
      const id = newId();
      if (a === 0) accountOf.push(id);
      const titular = members.length ? userRows[members[0]!]! : userRows[0]!;
      accountRows.push({
        id, clubId: clubIds[c]!, alias: a === 0 ? 'Cuenta del club' : 'Cuenta de respaldo',
        nombreTitular: `${titular.nombre} ${titular.apellido}`, rutTitular: `${int(8, 24)}.${int(100, 999)}.${int(100, 999)}-${int(0, 9)}`,
        nombreBanco: pick(BANCOS), tipoCuenta: pick(TIPOS_CUENTA), numeroCuenta: String(int(10_000_000, 999_999_999)),
        correoElectronico: chance(0.7) ? titular.correo : null, createdAt: created, updatedAt: created,
      });
    }
  }
  await bulkInsert(client, clubs, clubRows);
  await bulkInsert(client, clubMembers, memberRows);
  await bulkInsert(client, clubPaymentAccounts, accountRows);
  // the community club (created by the server at start-up): about one person in ten joined it
  const publicClub = await ensurePublicClub(new ClubsRepository(database.db));
  const publicMembers: (typeof clubMembers.$inferInsert)[] = [];
  for (let u = 0; u < N_USERS; u++) if (chance(0.1)) publicMembers.push({ clubId: publicClub.id, usuarioId: userIds[u]!, rol: 'Miembro', fechaIngreso: userCreated[u]! });
  await bulkInsert(client, clubMembers, publicMembers);
  step(`clubs (${fmt(clubRows.length)}), members (${fmt(memberRows.length + publicMembers.length)}), accounts (${fmt(accountRows.length)})`);

  // ---- venues: a few per club, some validated (global)
  const lugarRows: (typeof lugares.$inferInsert)[] = [];
  const venuesOf: string[][] = [];
  const globalVenues: string[] = [];
  for (let c = 0; c < N_CLUBS; c++) {
    const own: string[] = [];
    const n = int(1, 4);
    for (let v = 0; v < n; v++) {
      const id = newId();
      const comuna = pick(COMUNAS);
      const r = rand();
      const estado = r < 0.2 ? 'Validado' : r < 0.25 ? 'Rechazado' : 'Pendiente';
      const created = between(clubCreated[c]!, now);
      lugarRows.push({
        id, clubId: clubIds[c]!, nombre: `${pick(RECINTOS)} ${comuna} ${c}-${v + 1}`, cancha: chance(0.5) ? 'Pasto sintético' : null,
        direccion: `Av. ${pick(APELLIDOS)} ${int(100, 9999)}, ${comuna}`, telefono: chance(0.5) ? `+562${int(20_000_000, 29_999_999)}` : null,
        lat: -33.45 + (rand() - 0.5) * 0.4, lng: -70.65 + (rand() - 0.5) * 0.4, estadoValidacion: estado,
        creadorId: membersOf[c]!.length ? userIds[membersOf[c]![0]!]! : null,
        fechaValidacion: estado === 'Pendiente' ? null : between(created, now), createdAt: created, updatedAt: created,
      });
      if (estado !== 'Rechazado') own.push(id);
      if (estado === 'Validado') globalVenues.push(id);
    }
    venuesOf.push(own);
  }
  await bulkInsert(client, lugares, lugarRows);
  step(`venues (${fmt(lugarRows.length)}, ${fmt(globalVenues.length)} Validado)`);

  // ---- matches, attendees, waiting lists (in chunks: ~1 M attendee rows do not need to sit in memory)
  // busier clubs play more: weight ~ members^0.9; the bench club gets at least a dozen upcoming matches
  const pickMatchClub = weighted(membersOf.map((m) => Math.pow(Math.max(m.length, 1), 0.9)));
  const benchUpcoming = N_MATCHES ? Math.min(12, Math.max(1, Math.floor(N_MATCHES / 20))) : 0;
  const FUTURE_SHARE = 0.07;
  const played = new Int32Array(N_USERS);
  const mvps = new Int32Array(N_USERS);
  let nAsistentes = 0;
  let nEspera = 0;
  let nPagos = 0;
  let nArriendos = 0;
  const byEstado: Record<string, number> = {};
  for (let start = 0; start < N_MATCHES; start += BATCH) {
    const matchRows: (typeof partidos.$inferInsert)[] = [];
    const asistRows: (typeof partidoAsistentes.$inferInsert)[] = [];
    const esperaRows: (typeof partidoListaEspera.$inferInsert)[] = [];
    const pagoRows: (typeof pagosJugadores.$inferInsert)[] = [];
    const arriendoRows: (typeof pagosArriendo.$inferInsert)[] = [];
    for (let i = start; i < Math.min(N_MATCHES, start + BATCH); i++) {
      const forcedBench = i < benchUpcoming;
      const c = forcedBench ? 0 : pickMatchClub();
      const members = membersOf[c]!;
      const future = forcedBench || chance(FUTURE_SHARE);
      // past: the last two years, busier lately (the platform grows); future: mostly the next two weeks
      const offset = future ? 1 + Math.floor(59 * Math.pow(rand(), 1.6)) - (chance(0.05) ? 1 : 0) : -Math.floor(730 * (1 - Math.sqrt(rand())));
      const fecha = isoDay(todayUtc + offset * DAY_MS);
      const weekend = [0, 6].includes(new Date(utcOf(fecha)).getUTCDay());
      const horarioPorDefinir = future && chance(0.03);
      const hora = horarioPorDefinir ? null : hhmm(weekend ? int(9 * 4, 19 * 4) * 15 : int(18 * 2 + 1, 22 * 2 + 1) * 30);
      const inicio = hora ? startInstant(fecha, hora, tz) : null;
      const tipo: TipoPartido = members.length < 16 ? (chance(0.85) ? '5v5' : '7v7') : pick(['5v5', '5v5', '5v5', '7v7', '7v7', '11v11'] as const);
      const maxAsistentes = 2 * JUGADORES_POR_EQUIPO[tipo] + (chance(0.2) ? 2 : 0);
      const duracion = tipo === '11v11' ? pick([90, 120]) : pick([60, 60, 90]);
      const rival = chance(0.1);
      const dividido = rival && chance(0.6);
      const capacidad = rival ? Math.max(1, Math.floor(maxAsistentes / 2)) : maxAsistentes;
      const lugarPorDefinir = future && chance(0.03);
      const montoPorDefinir = future && chance(0.03);
      const montoArriendo = montoPorDefinir ? null : { '5v5': int(25, 45), '7v7': int(40, 70), '11v11': int(90, 160) }[tipo] * 1000;
      const montoEquipoLocal = rival && !dividido && montoArriendo ? Math.round(montoArriendo * 0.6) : null;
      const esPublico = chance(0.06);
      const createdAt = inicio ? new Date(Math.min(now.getTime(), inicio.getTime() - int(1, 14) * DAY_MS)) : new Date(now.getTime() - int(0, 5) * DAY_MS);
      const end = inicio ? inicio.getTime() + duracion * 60_000 : null;
      let estado: string;
      if (!inicio || inicio.getTime() > now.getTime()) {
        estado = inicio && inicio.getTime() - now.getTime() < 2 * 3_600_000 && chance(0.5) ? 'Próximo a comenzar' : 'Convocando';
      } else if (end! > now.getTime()) estado = 'En curso';
      else estado = chance(0.12) ? 'Cancelado' : 'Finalizado';
      byEstado[estado] = (byEstado[estado] ?? 0) + 1;

      // attendees: finished matches were (nearly) full; upcoming ones fill up as the day gets closer
      const daysAhead = inicio ? (inicio.getTime() - now.getTime()) / DAY_MS : 30;
      let fill: number;
      if (estado === 'Finalizado' || estado === 'En curso') fill = 0.7 + 0.3 * rand();
      else if (estado === 'Cancelado') fill = 0.1 + 0.6 * rand();
      else if (daysAhead <= 2) fill = 0.6 + 0.5 * rand();
      else if (daysAhead <= 7) fill = 0.3 + 0.8 * rand();
      else fill = 0.6 * rand();
      const n = Math.min(capacidad, members.length, Math.round(capacidad * Math.min(1, fill)));
      const chosen = sample(members, n + (n === capacidad ? 4 : 0));
      const asistentes = chosen.slice(0, n);
      const id = newId();
      const finished = estado === 'Finalizado';
      const mvpIdx = finished && n && chance(0.7) ? int(0, n - 1) : -1;
      const signupEnd = inicio && inicio < now ? inicio : now;
      const inscritos = asistentes.map(() => between(createdAt, signupEnd)).sort((a, b) => a.getTime() - b.getTime());
      asistentes.forEach((u, k) => {
        // with an external rival every local player is in team A (the rival is team B)
        const equipo = finished || estado === 'En curso' ? (rival || k % 2 === 0 ? 'equipo_a' : 'equipo_b') : null;
        asistRows.push({
          partidoId: id, usuarioId: userIds[u]!, equipo, confirmado: finished ? true : chance(0.5) ? true : null,
          esMvp: k === mvpIdx, inscritoAt: inscritos[k]!,
        });
        if (finished) played[u]!++;
        if (k === mvpIdx) mvps[u]!++;
      });
      nAsistentes += n;
      // a waiting list on upcoming full matches
      if (n === capacidad && (estado === 'Convocando' || estado === 'Próximo a comenzar')) {
        for (const u of chosen.slice(n, n + int(1, 4))) {
          esperaRows.push({ partidoId: id, usuarioId: userIds[u]!, pendienteAprobacion: false, inscritoAt: between(inscritos[n - 1] ?? createdAt, now) });
          nEspera++;
        }
      }
      const lugarId = lugarPorDefinir ? null : globalVenues.length && chance(0.2) ? pick(globalVenues) : venuesOf[c]!.length ? pick(venuesOf[c]!) : null;
      matchRows.push({
        id, clubId: clubIds[c]!, creadorId: members.length ? userIds[pick(members.slice(0, 3))]! : null,
        fecha, horaPartido: hora, inicio, duracion, estadoPartido: estado, tipoPartido: tipo, maxAsistentes, ocupados: n,
        equipoA: 'Blanco', equipoB: 'Negro', generarEquiposAuto: chance(0.3), equiposGenerados: finished || estado === 'En curso',
        tieneRivalExterno: rival, equipoRivalExterno: rival ? 'equipo_b' : null, costoDivididoConRival: dividido,
        montoEquipoLocal, lugarId, canchaNumero: lugarId ? int(1, 6) : null,
        lugarPorDefinir: lugarPorDefinir || !lugarId, horarioPorDefinir, montoPorDefinir, montoArriendo,
        montoPorJugador: montoPorJugador({
          monto_arriendo: montoArriendo, monto_por_definir: montoPorDefinir, tiene_rival_externo: rival,
          costo_dividido_con_rival: dividido, monto_equipo_local: montoEquipoLocal, max_asistentes: maxAsistentes,
        }),
        esPublico, requiereAprobacionIngresoPublico: esPublico && chance(0.3), permiteInvitacionAbierta: chance(0.2),
        descripcion: chance(0.3) ? `Partido ${tipo} — traer polera blanca y negra` : null, notas: null,
        cuentaPagoId: accountOf[c]!,
        golesA: finished ? int(0, 10) : null, golesB: finished ? int(0, 10) : null,
        mvpId: mvpIdx >= 0 ? userIds[asistentes[mvpIdx]!]! : null,
        contadoresAplicados: finished, camposFaltantes: null,
        fechaCancelacion: estado === 'Cancelado' ? between(createdAt, inicio ?? now) : null,
        createdAt, updatedAt: estado === 'Convocando' ? createdAt : end ? new Date(Math.min(end, now.getTime())) : createdAt,
      });
      // payments: every attendee of a match with a cost has one (created with the sign-up). Finished
      // matches are mostly paid and validated; upcoming ones mostly Pendiente, some receipts waiting (Validando).
      const monto = matchRows[matchRows.length - 1]!.montoPorJugador ?? 0;
      if (monto > 0 && estado !== 'Cancelado') {
        const moderador = userIds[members[0] ?? 0]!;
        asistentes.forEach((u, k) => {
          const r = rand();
          const pagado = estado === 'Finalizado' || estado === 'En curso' ? r < 0.85 : r < 0.25;
          const validando = !pagado && r < (estado === 'Finalizado' ? 0.9 : 0.45);
          const rechazado = !pagado && !validando && chance(0.2);
          const estadoPago = pagado ? 'Aprobado' : validando ? 'Validando' : rechazado ? 'Rechazado' : 'Pendiente';
          const subida = estadoPago === 'Pendiente' ? null : between(inscritos[k]!, signupEnd);
          const validacion = pagado || rechazado ? between(subida!, now) : null;
          pagoRows.push({
            id: newId(), partidoId: id, usuarioId: userIds[u]!, clubId: clubIds[c]!, monto, estado: estadoPago,
            metodoPago: subida ? 'Transferencia' : null,
            // no file behind these paths: the receipt link of a generated payment answers 404
            comprobantePath: subida ? `bench/${id}-${k}.jpg` : null, comprobanteMime: subida ? 'image/jpeg' : null, fechaSubida: subida,
            validadoPorId: validacion ? moderador : null, fechaValidacion: validacion,
            notasRechazo: rechazado ? 'El comprobante no corresponde al monto' : null,
            createdAt: inscritos[k]!, updatedAt: validacion ?? subida ?? inscritos[k]!,
          });
        });
        nPagos += asistentes.length;
        // the organiser paid the pitch of most played matches
        if (montoArriendo && (estado === 'Finalizado' || estado === 'En curso') && chance(0.8)) {
          const fechaPago = new Date(Math.min(now.getTime(), inicio!.getTime() + int(0, 3) * DAY_MS));
          arriendoRows.push({
            id: newId(), partidoId: id, clubId: clubIds[c]!, monto: montoEquipoLocal ?? montoArriendo, metodoPago: pick(['Transferencia', 'Efectivo']),
            referencia: chance(0.5) ? `OP-${int(100_000, 999_999)}` : null, registradoPorId: moderador, fechaPago, createdAt: fechaPago,
          });
          nArriendos++;
        }
      }
    }
    await bulkInsert(client, partidos, matchRows);
    await bulkInsert(client, partidoAsistentes, asistRows);
    await bulkInsert(client, partidoListaEspera, esperaRows);
    await bulkInsert(client, pagosJugadores, pagoRows);
    await bulkInsert(client, pagosArriendo, arriendoRows);
    const done = Math.min(N_MATCHES, start + BATCH);
    const progress = `  … matches ${fmt(done)}/${fmt(N_MATCHES)}, attendees ${fmt(nAsistentes)}, waiting ${fmt(nEspera)}, payments ${fmt(nPagos)}, ${((Date.now() - stepT) / 1000).toFixed(0)} s`;
    if (process.stdout.isTTY) process.stdout.write(`\r${progress}   ${done === N_MATCHES ? '\n' : ''}`);
    else if (done === N_MATCHES || Math.floor(done / (N_MATCHES / 10)) > Math.floor((done - BATCH) / (N_MATCHES / 10))) console.log(progress);
  }
  step(`matches (${fmt(N_MATCHES)}: ${Object.entries(byEstado).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')})`);
  console.log(`      attendees ${fmt(nAsistentes)}, waiting list ${fmt(nEspera)}, player payments ${fmt(nPagos)}, rent payments ${fmt(nArriendos)}`);

  // ---- players' counters from the finished matches (what the scheduler would have applied)
  const ids: string[] = [];
  const jugados: string[] = [];
  const mvpCounts: string[] = [];
  played.forEach((p, u) => {
    if (p || mvps[u]) {
      ids.push(userIds[u]!);
      jugados.push(String(p));
      mvpCounts.push(String(mvps[u]));
    }
  });
  if (ids.length) {
    await client.query(
      `update users set partidos_jugados = v.j::int, mvp_count = v.m::int
       from unnest($1::text[], $2::text[], $3::text[]) as v(id, j, m) where users.id = v.id`,
      [ids, jugados, mvpCounts],
    );
  }
  step(`player counters (${fmt(ids.length)} users)`);

  // statistics and visibility map, so the first requests see the steady state
  await client.query('vacuum analyze');
  step('vacuum analyze');
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
