import { eq, inArray } from 'drizzle-orm';
import type { NivelHabilidad, Posicion } from '@partidos/shared';
import type { Db } from '../../src/db/client.js';
import {
  clubs, lugares, partidoAsistentes, partidoBots, partidos, users, type PartidoInsert, type PartidoRow,
} from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { startInstant } from '../../src/lib/match-time.js';

// Rows go straight into the database: these tests are about the scheduler and the team writer, not the
// HTTP API, and a direct insert can place a match anywhere in time (including the past).

export const TZ = 'America/Santiago';

let seq = 0;

export interface ClubRef { clubId: string; lugarId: string }

/** A club with one venue, where the matches below are played. */
export async function insertClub(db: Db): Promise<ClubRef> {
  const clubId = newId();
  const code = `L${(seq++).toString(36).toUpperCase().padStart(7, 'X')}`;
  await db.insert(clubs).values({ id: clubId, nombre: `Club ciclo ${seq}`, codigoInvitacion: code });
  const lugarId = newId();
  await db.insert(lugares).values({ id: lugarId, clubId, nombre: 'Cancha Municipal', direccion: 'Av. Siempre Viva 123' });
  return { clubId, lugarId };
}

export interface UserSpec { nivel?: NivelHabilidad | null; posicion?: Posicion | null; mvpCount?: number; partidosJugados?: number; racha?: number }

export async function insertUsers(db: Db, specs: UserSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((s) => ({
    id: newId(),
    correo: `ciclo.${Date.now().toString(36)}.${(seq++).toString(36)}@example.cl`,
    nivelHabilidad: s.nivel === undefined ? 'Intermedio' : s.nivel,
    posicionPrincipal: s.posicion === undefined ? 'MC' : s.posicion,
    mvpCount: s.mvpCount ?? 0,
    partidosJugados: s.partidosJugados ?? 0,
    rachaAsistencia: s.racha ?? 0,
  }));
  await db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

export type MatchSpec = Partial<PartidoInsert> & { fecha: string; /** HH:mm in Chile, null: schedule undefined */ hora?: string | null };

/**
 * A 5v5 match at fecha/hora in Chile, complete (place, schedule and amount defined) unless the spec says a
 * detail is undefined, stored the way the API stores it: the flag set and the value empty.
 */
export async function insertMatch(db: Db, club: ClubRef, o: MatchSpec): Promise<string> {
  const id = newId();
  const { hora: h, ...rest } = o;
  const hora = h === undefined ? '20:00' : h;
  await db.insert(partidos).values({
    id,
    clubId: club.clubId,
    horaPartido: hora,
    inicio: hora ? startInstant(o.fecha, hora, TZ) : null,
    horarioPorDefinir: hora === null,
    lugarId: o.lugarPorDefinir ? null : club.lugarId,
    montoArriendo: o.montoPorDefinir ? null : 20000,
    montoPorJugador: o.montoPorDefinir ? 0 : 2000,
    tipoPartido: '5v5',
    maxAsistentes: 10,
    ...rest,
  });
  return id;
}

/** Enrols users (ocupados follows, as the sign-up does) with an optional attendance answer each. */
export async function enrol(db: Db, partidoId: string, userIds: string[], confirmado: (boolean | null)[] = []) {
  if (userIds.length === 0) return;
  await db.insert(partidoAsistentes).values(userIds.map((usuarioId, i) => ({ partidoId, usuarioId, confirmado: confirmado[i] ?? null })));
  await setOcupados(db, partidoId);
}

export async function addBots(db: Db, partidoId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({ id: newId(), partidoId, nombreDisplay: `Invitado ${i + 1}` }));
  if (rows.length) await db.insert(partidoBots).values(rows);
  await setOcupados(db, partidoId);
  return rows.map((r) => r.id);
}

async function setOcupados(db: Db, partidoId: string) {
  const a = await db.select({ id: partidoAsistentes.usuarioId }).from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, partidoId));
  const b = await db.select({ id: partidoBots.id }).from(partidoBots).where(eq(partidoBots.partidoId, partidoId));
  await db.update(partidos).set({ ocupados: a.length + b.length }).where(eq(partidos.id, partidoId));
}

export async function getMatch(db: Db, id: string): Promise<PartidoRow> {
  const [row] = await db.select().from(partidos).where(eq(partidos.id, id));
  if (!row) throw new Error(`no match ${id}`);
  return row;
}

export async function getUsers(db: Db, ids: string[]) {
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function teamsOf(db: Db, partidoId: string) {
  const a = await db.select({ id: partidoAsistentes.usuarioId, equipo: partidoAsistentes.equipo }).from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, partidoId));
  const b = await db.select({ id: partidoBots.id, equipo: partidoBots.equipo }).from(partidoBots).where(eq(partidoBots.partidoId, partidoId));
  return new Map([...a, ...b].map((r) => [r.id, r.equipo]));
}

/** A seeded rng for reproducible team draws (the shared mulberry32). */
export { generador as seeded } from '@partidos/shared';
