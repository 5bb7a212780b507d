import { eq, sql } from 'drizzle-orm';
import { isoToDmy } from '@partidos/shared';
import { clubMembers, partidoAsistentes, partidos, users, type PartidoInsert } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { dayIn } from '../../src/lib/match-time.js';
import type { TestApp } from '../helpers.js';
import { createCast, createClub, ok, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';

export const TZ = 'America/Santiago';

export const ACCOUNT = {
  nombre_titular: 'Camila Rojas',
  rut_titular: '12.345.678-5',
  nombre_banco: 'BancoEstado',
  tipo_cuenta: 'Cuenta Vista/RUT',
  numero_cuenta: '12345678',
};

/** A club with its cast, one payment account and one (Pendiente, club-only) venue. */
export interface MatchClub extends ClubFixture { cuentaId: string; lugarId: string; headers: Record<string, string> }

export async function createMatchClub(t: TestApp, cast: Cast, o: { nombre?: string } = {}): Promise<MatchClub> {
  const club = await createClub(t, cast, { requiereAprobacion: false, nombre: o.nombre });
  const headers = { 'x-club-id': club.id };
  const cuenta = ok(await t.call('POST', `/api/clubes/${club.id}/cuentas-pago`, { token: cast.creador.token, body: ACCOUNT }), 201);
  const lugar = ok(await t.call('POST', '/api/lugares', {
    token: cast.creador.token, headers,
    body: { nombre: `Cancha ${club.nombre}`, direccion: 'Av. Los Robles 1234, Ñuñoa', telefono: '+56 9 1234 5678' },
  }), 201);
  return { ...club, cuentaId: cuenta._id, lugarId: lugar._id, headers };
}

export async function setup(t: TestApp) {
  const cast = await createCast(t);
  const club = await createMatchClub(t, cast);
  return { cast, club };
}

/** DD/MM/YYYY of the day `days` after the test clock's today in Chile. */
export function fechaEn(t: TestApp, days: number): string {
  return isoToDmy(dayIn(new Date(t.clock.now().getTime() + days * 86_400_000), TZ))!;
}

/** A complete 5v5 match a week ahead at 20:00 for 30.000 CLP. */
export function matchBody(t: TestApp, club: MatchClub, o: Record<string, unknown> = {}) {
  return {
    fecha: fechaEn(t, 7), hora_partido: '20:00', duracion: 60, tipo_partido: '5v5', lugar_id: club.lugarId, cancha_numero: 2,
    monto_arriendo: 30000, cuenta_pago_id: club.cuentaId, ...o,
  };
}

export async function createMatch(t: TestApp, token: string, club: MatchClub, o: Record<string, unknown> = {}) {
  return ok(await t.call('POST', '/api/partidos', { token, headers: club.headers, body: matchBody(t, club, o) }), 201);
}

/** Moves a match to any state directly (the lifecycle jobs are not under test here). */
export async function setEstado(t: TestApp, partidoId: string, estado: string, extra: Partial<PartidoInsert> = {}) {
  await t.database.db.update(partidos).set({ estadoPartido: estado, ...extra }).where(eq(partidos.id, partidoId));
}

/** Enrols people directly, one second apart in sign-up order (the roster tests go through the API). */
export async function enrolDirect(t: TestApp, partidoId: string, ids: string[]) {
  const base = t.clock.now().getTime();
  if (ids.length) {
    await t.database.db.insert(partidoAsistentes).values(ids.map((usuarioId, i) => ({ partidoId, usuarioId, inscritoAt: new Date(base + i * 1000) })));
  }
  await t.database.db.execute(sql`update partidos set ocupados =
    (select count(*) from partido_asistentes a where a.partido_id = ${partidoId}) + (select count(*) from partido_bots b where b.partido_id = ${partidoId})
    where id = ${partidoId}`);
}

let seq = 0;

/**
 * `n` people with a complete profile and a session, members (Miembro) of `clubId` unless null. Inserted
 * directly: registering through the API hashes a password for each, which is slow and not under test here.
 */
export async function players(t: TestApp, clubId: string | null, n: number): Promise<Person[]> {
  const rows = Array.from({ length: n }, () => {
    const i = seq++;
    return {
      id: newId(), correo: `jugador.m${Date.now().toString(36)}${i}@example.cl`, nombre: `Jugador${i}`, apellido: 'Prueba',
      telefono: '+56912345678', posicionPrincipal: 'MC', nivelHabilidad: 'Intermedio', frecuenciaJuego: '1 vez por semana', profileComplete: true,
    };
  });
  if (!rows.length) return [];
  await t.database.db.insert(users).values(rows);
  if (clubId) await t.database.db.insert(clubMembers).values(rows.map((r) => ({ clubId, usuarioId: r.id, rol: 'Miembro' })));
  return Promise.all(rows.map(async (r) => ({ id: r.id, correo: r.correo, token: await t.services.sessions.create(r.id, {}) })));
}

/** Signs up through the API; the test clock moves a second first, so sign-up order is visible in the timestamps. */
export function inscribir(t: TestApp, p: Person, partidoId: string, body: Record<string, unknown> = {}) {
  t.clock.advance(1000);
  return t.call('POST', `/api/partidos/${partidoId}/inscribir`, { token: p.token, body: { usuario_id: p.id, ...body } });
}

export const detail = async (t: TestApp, p: Person, partidoId: string) => ok(await t.call('GET', `/api/partidos/${partidoId}`, { token: p.token }));

/** Counts the SQL statements sent while `fn` runs (the database's query observer: drizzle's logger, either driver). */
export async function countQueries<T>(t: TestApp, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const { result, statements } = await statementsOf(t, fn);
  return { result, queries: statements.length };
}

/** Every statement sent while `fn` runs, transactions included, its text with whitespace folded. */
export async function statementsOf<T>(t: TestApp, fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const before = t.database.queries.observer;
  t.database.queries.observer = (q) => { statements.push(q.replace(/\s+/g, ' ').trim()); before?.(q); };
  try {
    return { result: await fn(), statements };
  } finally {
    t.database.queries.observer = before;
  }
}

/** Whether such a read looks its ambito up in an index: an index scan's condition, or a bitmap heap scan's recheck. */
export const looksUpAmbito = (n: Record<string, unknown>): boolean => /^(Index( Only)? Scan|Bitmap Heap Scan)$/.test(String(n['Node Type']))
  && /\bambito\b/.test(String(n['Index Cond'] ?? n['Recheck Cond'] ?? ''));
