// "Generar equipos" through the API with a long history (docs/decisions/0086): how long the answer takes for 22 players
// when the club has 500 finished matches to learn from, and what the learned part costs a match detail.
//
//   node --import tsx bench/teams-generate.ts              embedded database (PGlite) in a temporary directory
//   DATABASE_URL=postgres://… node --import tsx bench/teams-generate.ts   an empty PostgreSQL database
//
// Builds the app as `npm start` does (no listening socket: requests through Fastify's inject), fills one club with 30
// 'Intermedio' members and MATCHES finished 11-a-side matches with teams and a result, then times ROUNDS calls each of
// POST /partidos/{id}/generar-equipos (22 attendees), GET /partidos/{id} as the club's creator (the ratings of the
// roster and the prediction) and as a plain member (the prediction only), and prints the median and the slowest.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { generador } from '@partidos/shared';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { newId } from '../apps/server/src/lib/ids.js';

const MATCHES = Number(process.env.MATCHES ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const dataDir = mkdtempSync(path.join(tmpdir(), 'partidos-teams-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_INTERVAL_MS: '0' });
const { app, services, database } = await buildApp(config, { logger: false, rateLimits: false });
await app.ready();
const { db } = database;
const rng = generador(2026);

const userIds = Array.from({ length: 30 }, () => newId());
const clubId = newId();
await db.execute(sql`insert into users (id, correo, nombre, apellido, nivel_habilidad, posicion_principal, profile_complete)
  select id, 'banco' || n || '@bench.partidos.cl', 'Jugador' || n, 'Banco', 'Intermedio', case when n < 2 then 'POR' else 'MC' end, true
  from unnest(${sql.raw(`array['${userIds.join("','")}']`)}::char(24)[]) with ordinality as u(id, n)`);
await db.execute(sql`insert into clubs (id, nombre, codigo_invitacion, creador_id) values (${clubId}, 'Club Equipos', 'EQUIPOS1', ${userIds[0]})`);
await db.execute(sql`insert into club_members (club_id, usuario_id, rol)
  select ${clubId}, id, case when id = ${userIds[0]} then 'Creador' else 'Miembro' end from unnest(${sql.raw(`array['${userIds.join("','")}']`)}::char(24)[]) as u(id)`);

// the history: each match 22 of the 30, split 11/11, a result
const start = Date.UTC(2020, 0, 1);
for (let m = 0; m < MATCHES; m++) {
  const id = newId();
  const fecha = new Date(start + m * 7 * 86_400_000).toISOString().slice(0, 10);
  const present = [...userIds].sort(() => rng() - 0.5).slice(0, 22);
  await db.execute(sql`insert into partidos (id, club_id, fecha, hora_partido, estado_partido, tipo_partido, max_asistentes, ocupados, equipos_generados, goles_a, goles_b)
    values (${id}, ${clubId}, ${fecha}, '20:00', 'Finalizado', '11v11', 22, 22, true, ${Math.floor(rng() * 6)}, ${Math.floor(rng() * 6)})`);
  await db.execute(sql`insert into partido_asistentes (partido_id, usuario_id, equipo)
    select ${id}, u.id, case when u.n <= 11 then 'equipo_a' else 'equipo_b' end
    from unnest(${sql.raw(`array['${present.join("','")}']`)}::char(24)[]) with ordinality as u(id, n)`);
}
const open = newId();
await db.execute(sql`insert into partidos (id, club_id, fecha, hora_partido, estado_partido, tipo_partido, max_asistentes, ocupados)
  values (${open}, ${clubId}, '2030-01-01', '20:00', 'Convocando', '11v11', 22, 22)`);
await db.execute(sql`insert into partido_asistentes (partido_id, usuario_id)
  select ${open}, id from unnest(${sql.raw(`array['${userIds.slice(0, 22).join("','")}']`)}::char(24)[]) as u(id)`);

const creator = await services.sessions.create(userIds[0]!, {});
const member = await services.sessions.create(userIds[5]!, {});
const time = async (label: string, call: () => Promise<{ statusCode: number; body: string }>) => {
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const t0 = performance.now();
    const res = await call();
    if (i >= 2) ms.push(performance.now() - t0); // the first two warm the statements up
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} median ${ms[ms.length >> 1]!.toFixed(1)} ms, slowest ${ms.at(-1)!.toFixed(1)} ms`);
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
console.log(`${database.kind}: ${MATCHES} finished 11-a-side matches, 22 attendees, ${ROUNDS} calls each`);
await time('POST /partidos/{id}/generar-equipos (22 players)', () =>
  app.inject({ method: 'POST', url: `/api/partidos/${open}/generar-equipos`, headers: auth(creator), payload: {} }));
await time('GET /partidos/{id} as the creator (ratings + prediction)', () =>
  app.inject({ method: 'GET', url: `/api/partidos/${open}`, headers: auth(creator) }));
await time('GET /partidos/{id} as a member (prediction)', () =>
  app.inject({ method: 'GET', url: `/api/partidos/${open}`, headers: auth(member) }));
await db.execute(sql`update clubs set equipos_aprendidos = false where id = ${clubId}`);
await time('GET /partidos/{id} as the creator, learned teams off', () =>
  app.inject({ method: 'GET', url: `/api/partidos/${open}`, headers: auth(creator) }));
await time('POST /partidos/{id}/generar-equipos, learned teams off', () =>
  app.inject({ method: 'POST', url: `/api/partidos/${open}/generar-equipos`, headers: auth(creator), payload: {} }));
await app.close();
rmSync(dataDir, { recursive: true, force: true });
