import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mvpVotaciones, partidoAsistentes, partidoMvpVotos, partidos, users } from '../../src/db/schema/index.js';
import { closeExpiredVotings } from '../../src/modules/matches/mvp.jobs.js';
import { MvpRepository } from '../../src/modules/matches/mvp.repository.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, enrolDirect, players, setEstado, setup, type MatchClub } from '../matches/factory.js';

// docs/product/votes.md: MVP voting opens at En curso and closes 24 h after the end; one vote per enrolled
// player, no self-vote, local team only against an external rival; the MVP is assigned once, when every voter has
// voted or when the window closes with at least one vote.

const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const vote = (p: Person | undefined, partidoId: string, jugadorId: string) =>
  t.call('POST', `/api/partidos/${partidoId}/votar-mvp`, { token: p?.token, body: { jugador_id: jugadorId } });
const estado = async (p: Person, partidoId: string) => ok(await t.call('GET', `/api/partidos/${partidoId}/votacion-mvp`, { token: p.token })).votacion;

/**
 * A match under way with `n` enrolled club members: started 30 minutes ago, 60 minutes long (it ends in 30
 * minutes; the window closes 24 h after that).
 */
async function matchUnderWay(n: number, o: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const p = await createMatch(t, cast.creador.token, club, o);
  const ps = await players(t, club.id, n);
  await enrolDirect(t, p._id, ps.map((x) => x.id));
  const inicio = new Date(t.clock.now().getTime() - 30 * MIN);
  await setEstado(t, p._id, 'En curso', { inicio, duracion: 60, ...extra });
  return { id: p._id as string, ps, inicio, cierre: new Date(inicio.getTime() + 60 * MIN + 24 * HOUR) };
}

async function counters(ids: string[]) {
  const rows = await t.database.db.select({ id: users.id, mvpCount: users.mvpCount, lastMvpDate: users.lastMvpDate }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
const mvpOf = async (id: string) => (await t.database.db.select({ mvpId: partidos.mvpId }).from(partidos).where(eq(partidos.id, id)))[0]!.mvpId;

describe('who may vote', () => {
  it('401 without a session, 404 for someone who cannot see the match, 403 for a member not enrolled', async () => {
    const { id, ps } = await matchUnderWay(3);
    expect(fail(await vote(undefined, id, ps[0]!.id)).status).toBe(401);
    expect(fail(await vote(cast.outsider, id, ps[0]!.id))).toEqual({ status: 404, message: 'Partido no encontrado' });
    expect(fail(await vote(cast.miembro, id, ps[0]!.id))).toEqual({ status: 403, message: 'Solo los jugadores inscritos pueden votar por el MVP' });
    expect(fail(await t.call('GET', `/api/partidos/${id}/votacion-mvp`, {}))).toMatchObject({ status: 401 });
    expect(fail(await t.call('GET', `/api/partidos/${id}/votacion-mvp`, { token: cast.outsider.token })).status).toBe(404);
  });

  it('an attendee who declined neither votes nor can be voted for', async () => {
    const { id, ps } = await matchUnderWay(3);
    await t.database.db.update(partidoAsistentes).set({ confirmado: false }).where(eq(partidoAsistentes.usuarioId, ps[2]!.id));
    expect(fail(await vote(ps[2], id, ps[0]!.id))).toEqual({ status: 403, message: 'No puedes votar porque indicaste que no asistirías' });
    expect(fail(await vote(ps[0], id, ps[2]!.id))).toEqual({ status: 400, message: 'El jugador no participa en este partido' });
    const v = await estado(ps[0]!, id);
    expect(v.total_votantes).toBe(2);
    expect(v.candidatos.map((c: { _id: string }) => c._id)).toEqual([ps[0]!.id, ps[1]!.id]);
  });
});

describe('the vote', () => {
  it('refuses voting for oneself and for someone outside the match', async () => {
    const { id, ps } = await matchUnderWay(3);
    expect(fail(await vote(ps[0], id, ps[0]!.id))).toEqual({ status: 400, message: 'No puedes votar por ti mismo' });
    expect(fail(await vote(ps[0], id, cast.miembro.id))).toEqual({ status: 400, message: 'El jugador no participa en este partido' });
    expect(fail(await vote(ps[0], id, 'no-es-un-id'))).toEqual({ status: 400, message: 'Selecciona un jugador' });
  });

  it('one vote per player: a second one is 409 Ya has votado en este partido', async () => {
    const { id, ps } = await matchUnderWay(3);
    const res = await vote(ps[0], id, ps[1]!.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Voto registrado');
    expect(fail(await vote(ps[0], id, ps[2]!.id))).toEqual({ status: 409, message: 'Ya has votado en este partido' });
  });

  it('answers the leader so far and no MVP until everyone has voted', async () => {
    const { id, ps } = await matchUnderWay(3);
    const v = ok(await vote(ps[0], id, ps[1]!.id), 201).votacion;
    expect(v.mvp_asignado).toBeNull();
    expect(v.lider_actual).toMatchObject({ _id: ps[1]!.id, nombre: expect.any(String), votos: 1 });
    expect(v).toMatchObject({ abierta: true, puede_votar: false, total_votos: 1, total_votantes: 3, mi_voto: { _id: ps[1]!.id } });
    const other = await estado(ps[2]!, id);
    expect(other).toMatchObject({ puede_votar: true, mi_voto: null, conteo: [{ jugador: { _id: ps[1]!.id }, votos: 1 }] });
  });

  it('against an external rival only the local team can be voted for', async () => {
    const { id, ps } = await matchUnderWay(3, { tiene_rival_externo: true, equipo_rival_externo: 'equipo_b', costo_dividido_con_rival: true });
    // the rival is not on the roster; a row on the rival's side (hand-made) is still not eligible
    await t.database.db.update(partidoAsistentes).set({ equipo: 'equipo_b' }).where(eq(partidoAsistentes.usuarioId, ps[2]!.id));
    await t.database.db.update(partidoAsistentes).set({ equipo: 'equipo_a' }).where(eq(partidoAsistentes.usuarioId, ps[1]!.id));
    expect(fail(await vote(ps[0], id, ps[2]!.id))).toEqual({ status: 400, message: 'Solo puedes votar por jugadores del equipo local' });
    ok(await vote(ps[0], id, ps[1]!.id), 201);
  });
});

describe('the window', () => {
  it('is closed before the match starts, open while Finalizado until 24 h after the end, closed afterwards', async () => {
    const { id, ps, cierre } = await matchUnderWay(4);
    await setEstado(t, id, 'Próximo a comenzar');
    expect(fail(await vote(ps[0], id, ps[1]!.id))).toEqual({ status: 400, message: 'La votación del MVP se abre cuando el partido comienza' });
    await setEstado(t, id, 'Finalizado');
    const now = t.clock.now();
    t.clock.set(new Date(cierre.getTime() - 1000));
    ok(await vote(ps[0], id, ps[1]!.id), 201);
    t.clock.set(cierre);
    expect(fail(await vote(ps[1], id, ps[0]!.id))).toEqual({ status: 400, message: 'La votación del MVP ya cerró' });
    expect(await estado(ps[1]!, id)).toMatchObject({ abierta: false, puede_votar: false, cierre: cierre.toISOString() });
    t.clock.set(now);
  });

  it('a cancelled match has no voting', async () => {
    const { id, ps } = await matchUnderWay(2);
    await setEstado(t, id, 'Cancelado');
    expect(fail(await vote(ps[0], id, ps[1]!.id))).toEqual({ status: 400, message: 'Este partido fue cancelado: no tiene votación de MVP' });
  });
});

describe('assignment', () => {
  it('when the last voter votes: es_mvp, mvp_asignado, mvp_count + 1 and last_mvp_date, then voting is closed', async () => {
    const { id, ps } = await matchUnderWay(3);
    const before = await counters([ps[1]!.id]);
    ok(await vote(ps[0], id, ps[1]!.id), 201);
    ok(await vote(ps[1], id, ps[0]!.id), 201);
    const res = await vote(ps[2], id, ps[1]!.id);
    expect(res.json().message).toBe('¡Votación completa! Ya tenemos MVP');
    const v = ok(res, 201).votacion;
    expect(v.mvp_asignado).toMatchObject({ _id: ps[1]!.id });
    expect(v.abierta).toBe(false);
    const after = (await counters([ps[1]!.id])).get(ps[1]!.id)!;
    expect(after.mvpCount).toBe(before.get(ps[1]!.id)!.mvpCount + 1);
    expect(after.lastMvpDate?.toISOString()).toBe(t.clock.now().toISOString());
    const detail = ok(await t.call('GET', `/api/partidos/${id}`, { token: ps[0]!.token }));
    expect(detail.mvp_asignado._id).toBe(ps[1]!.id);
    expect(detail.asistentes.filter((a: { es_mvp: boolean }) => a.es_mvp).map((a: { usuario_id: { _id: string } }) => a.usuario_id._id)).toEqual([ps[1]!.id]);
    const [votacion] = await t.database.db.select().from(mvpVotaciones).where(eq(mvpVotaciones.partidoId, id));
    expect(votacion!.cerrada).toBe(true);
  });

  it('a tie goes to the player who reached the top count first', async () => {
    const { id, ps } = await matchUnderWay(4);
    // ps1 gets votes 1 and 4, ps2 gets votes 2 and 3: ps2 reached 2 votes first
    ok(await vote(ps[0], id, ps[1]!.id), 201);
    ok(await vote(ps[1], id, ps[2]!.id), 201);
    ok(await vote(ps[3], id, ps[2]!.id), 201);
    const v = ok(await vote(ps[2], id, ps[1]!.id), 201).votacion;
    expect(v.mvp_asignado._id).toBe(ps[2]!.id);
    expect(v.conteo.map((c: { jugador: { _id: string }; votos: number }) => [c.jugador._id, c.votos])).toEqual([[ps[2]!.id, 2], [ps[1]!.id, 2]]);
  });

  it('the closing job assigns when the window closes with at least one vote, and leaves a voting without votes alone', async () => {
    const a = await matchUnderWay(3);
    const b = await matchUnderWay(3);
    ok(await vote(a.ps[0], a.id, a.ps[2]!.id), 201);
    await setEstado(t, a.id, 'Finalizado');
    await setEstado(t, b.id, 'Finalizado');
    const now = t.clock.now();
    t.clock.set(new Date(a.cierre.getTime() - 1000));
    await t.scheduler.tick();
    expect(await mvpOf(a.id)).toBeNull();
    t.clock.set(a.cierre);
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect(await mvpOf(a.id)).toBe(a.ps[2]!.id);
    expect(await mvpOf(b.id)).toBeNull();
    expect((await counters([a.ps[2]!.id])).get(a.ps[2]!.id)!.mvpCount).toBe(1);
    t.clock.set(now);
  });
});

describe('races', () => {
  it('every voter at once: one MVP, counted once', async () => {
    const { id, ps } = await matchUnderWay(8);
    const results = await Promise.all(ps.map((x, i) => vote(x, id, ps[(i + 1) % ps.length]!.id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(results.filter((r) => r.json().message === '¡Votación completa! Ya tenemos MVP')).toHaveLength(1);
    const mvp = await mvpOf(id);
    // eight players with one vote each: the target of the vote that arrived first reached 1 first
    const [first] = await t.database.db.select().from(partidoMvpVotos).where(eq(partidoMvpVotos.partidoId, id)).orderBy(asc(partidoMvpVotos.orden)).limit(1);
    expect(mvp).toBe(first!.jugadorId);
    const c = await counters(ps.map((x) => x.id));
    expect([...c.values()].reduce((s, r) => s + r.mvpCount, 0)).toBe(1);
    const rows = await t.database.db.select().from(partidoAsistentes).where(eq(partidoAsistentes.partidoId, id));
    expect(rows.filter((r) => r.esMvp).map((r) => r.usuarioId)).toEqual([mvp]);
  });

  it('the same voter twice at once: one vote, one 409', async () => {
    const { id, ps } = await matchUnderWay(3);
    const results = await Promise.all([vote(ps[0], id, ps[1]!.id), vote(ps[0], id, ps[2]!.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('two closing runs and two direct assignments at once assign exactly once', async () => {
    const { id, ps, cierre } = await matchUnderWay(4);
    ok(await vote(ps[0], id, ps[1]!.id), 201);
    ok(await vote(ps[2], id, ps[3]!.id), 201);
    await setEstado(t, id, 'Finalizado');
    const db = t.database.db;
    const [r1, r2] = await Promise.all([closeExpiredVotings(db, cierre), closeExpiredVotings(db, cierre)]);
    // (earlier tests left open votings that close too; none may be assigned by both runs)
    const assigned = [...r1, ...r2];
    expect(assigned.filter((x) => x === id)).toEqual([id]);
    expect(new Set(assigned).size).toBe(assigned.length);
    // the conditional update on its own, without the row lock: a second claim finds the MVP set
    const repo = new MvpRepository(db);
    const claims = await Promise.all([
      repo.transaction((tx) => tx.asignar(id, ps[3]!.id, cierre)),
      repo.transaction((tx) => tx.asignar(id, ps[3]!.id, cierre)),
    ]);
    expect(claims).toEqual([false, false]);
    const c = await counters(ps.map((x) => x.id));
    expect(c.get(ps[1]!.id)!.mvpCount).toBe(1);
    expect(c.get(ps[3]!.id)!.mvpCount).toBe(0);
  });

  it('two first assignments at once: one wins, the other changes nothing', async () => {
    const { id, ps } = await matchUnderWay(3);
    const repo = new MvpRepository(t.database.db);
    const now = t.clock.now();
    const claims = await Promise.all([
      repo.transaction((tx) => tx.asignar(id, ps[0]!.id, now)),
      repo.transaction((tx) => tx.asignar(id, ps[1]!.id, now)),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const c = await counters([ps[0]!.id, ps[1]!.id]);
    expect(c.get(ps[0]!.id)!.mvpCount + c.get(ps[1]!.id)!.mvpCount).toBe(1);
    expect(await mvpOf(id)).toBe(claims[0] ? ps[0]!.id : ps[1]!.id);
  });
});
