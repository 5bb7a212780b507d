import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generador } from '@partidos/shared';
import { clubMembers, partidos, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, setEstado, setup, type MatchClub } from '../matches/factory.js';

// "Generar equipos" learns from the results the club records (docs/product/teams.md): every player here declared
// 'Intermedio', so the declared levels cannot tell them apart; the results can.

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  // a seeded draw and fixed player ids: the same season every run
  t = await createTestApp({}, { teamsRng: generador(11) });
  ({ cast } = await setup(t));
});
afterAll(async () => { await t.close(); });

let clubs = 0;
/** `n` 'Intermedio' members of the club with fixed ids (the ratings number players in id order) and a session each. */
async function squadOf(clubId: string, n: number): Promise<Person[]> {
  const c = ++clubs;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `${c.toString(16).padStart(4, '0')}${i.toString(16).padStart(20, '0')}`, correo: `plantel${c}.${i}@example.cl`, nombre: `Jugador${i}`,
    apellido: 'Plantel', telefono: '+56912345678', posicionPrincipal: 'MC', nivelHabilidad: 'Intermedio', frecuenciaJuego: '1 vez por semana',
    profileComplete: true,
  }));
  await t.database.db.insert(users).values(rows);
  await t.database.db.insert(clubMembers).values(rows.map((r) => ({ clubId, usuarioId: r.id, rol: 'Miembro' })));
  return Promise.all(rows.map(async (r) => ({ id: r.id, correo: r.correo, token: await t.services.sessions.create(r.id, {}) })));
}

interface Team { asistentes: { usuario_id: { _id: string }; equipo: string; rating: unknown }[]; probabilidad_equipo_a: number | null }
const teamsOf = (d: Team) => ({
  a: d.asistentes.filter((x) => x.equipo === 'equipo_a').map((x) => x.usuario_id._id),
  b: d.asistentes.filter((x) => x.equipo === 'equipo_b').map((x) => x.usuario_id._id),
});
const generate = async (token: string, partidoId: string, body: object = {}) =>
  ok(await t.call('POST', `/api/partidos/${partidoId}/generar-equipos`, { token, body })) as Team;
const ratings = async (token: string, clubId: string) => ok(await t.call('GET', `/api/clubes/${clubId}/ratings`, { token }));

/** Records a finished match's result as the organiser does: En curso, the score, Finalizado (on `week`'s date). */
async function finish(token: string, partidoId: string, golesA: number, golesB: number, week = 0) {
  await setEstado(t, partidoId, 'En curso');
  ok(await t.call('PUT', `/api/partidos/${partidoId}/resultado`, { token, body: { equipo_a_goles: golesA, equipo_b_goles: golesB } }));
  await setEstado(t, partidoId, 'Finalizado', { fecha: new Date(Date.UTC(2026, 0, 1 + 7 * week)).toISOString().slice(0, 10) });
}

/** The mean hidden gap |ΣA − ΣB| over every split of these ten players into two fives: what a random split gives. */
function randomGap(values: number[]): number {
  let total = 0;
  let count = 0;
  for (let mask = 0; mask < 1 << values.length; mask++) {
    let bits = 0;
    let gap = 0;
    values.forEach((v, i) => { if (mask & (1 << i)) { bits++; gap += v; } else gap -= v; });
    if (bits !== values.length / 2) continue;
    total += Math.abs(gap);
    count++;
  }
  return total / count;
}

/**
 * A club of 12 'Intermedio' players with hidden strengths plays `weeks` weekly matches: 10 of them sign up, the app
 * generates the teams, the goals follow the hidden strengths. Each generated split's hidden gap as a share of a
 * random split's, week by week.
 */
async function season(club: MatchClub, squad: Person[], strength: Map<string, number>, weeks: number, seed: number) {
  const rng = generador(seed);
  const gaps: number[] = [];
  for (let w = 0; w < weeks; w++) {
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 10 });
    const present = [...squad].sort(() => rng() - 0.5).slice(0, 10);
    await enrolDirect(t, p._id, present.map((x) => x.id));
    const { a, b } = teamsOf(await generate(cast.creador.token, p._id));
    const sum = (ids: string[]) => ids.reduce((s, id) => s + strength.get(id)!, 0);
    const gap = sum(a) - sum(b);
    gaps.push(Math.abs(gap) / randomGap(present.map((x) => strength.get(x.id)!)));
    // the stronger side wins by about the gap, plus a little luck
    const diff = Math.round(gap / 2 + (rng() - 0.5) * 2);
    await finish(cast.creador.token, p._id, 3 + Math.max(diff, 0), 3 + Math.max(-diff, 0), w);
  }
  return gaps;
}

describe('learned teams', () => {
  it('a club whose players all declared Intermedio gets fairer teams as its results are recorded', async () => {
    const club = await createMatchClub(t, cast, { nombre: 'Club Aprende' });
    const squad = await squadOf(club.id, 12);
    // hidden strengths from −2.75 to +2.75 goals a match, in steps of half a goal
    const strength = new Map(squad.map((p, i) => [p.id, -2.75 + i / 2]));
    const shares = await season(club, squad, strength, 18, 7);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    // by declared level these players are all alike, so the split would be as good as a random one (a share of 1);
    // once results are in, the generated splits are far closer than that
    const week = shares.map((x) => x.toFixed(2)).join(', ');
    expect(mean(shares.slice(-6)), `hidden gap as a share of a random split's, week by week: ${week}`).toBeLessThan(0.5);

    // the organiser sees the ratings: the stronger half is rated well above the weaker half (the goals here follow half the hidden gap)
    const board = await ratings(cast.creador.token, club.id);
    expect(board.equipos_aprendidos).toBe(true);
    const rated = new Map<string, number>(board.jugadores.map((j: { usuario_id: string; rating: { valor: number } }) => [j.usuario_id, j.rating.valor]));
    const weak = mean(squad.slice(0, 6).map((p) => rated.get(p.id)!));
    const strong = mean(squad.slice(6).map((p) => rated.get(p.id)!));
    expect(strong, `${strong} against ${weak}; ${week}`).toBeGreaterThan(weak);
  });

  it('shows the organiser the predicted chance and the ratings, a player neither; the chance follows a moved player', async () => {
    const club = await createMatchClub(t, cast, { nombre: 'Club Pronóstico' });
    const squad = await squadOf(club.id, 10);
    const strength = new Map(squad.map((p, i) => [p.id, i < 5 ? 2 : -2]));
    // (the season's random draws of who comes are all ten here)
    await season(club, squad, strength, 6, 3);
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 10 });
    await enrolDirect(t, p._id, squad.map((x) => x.id));
    const d = await generate(cast.creador.token, p._id);
    expect(d.probabilidad_equipo_a).toBeGreaterThan(0.3);
    expect(d.probabilidad_equipo_a).toBeLessThan(0.7);
    expect(d.asistentes.every((x) => x.rating !== null)).toBe(true);

    // a member sees the same chance but no one's rating
    const member = squad[0]!;
    const seen = ok(await t.call('GET', `/api/partidos/${p._id}`, { token: member.token })) as Team;
    expect(seen.probabilidad_equipo_a).toBe(d.probabilidad_equipo_a);
    expect(seen.asistentes.every((x) => x.rating === null)).toBe(true);
    // and of the ratings board only their own trend
    const own = await ratings(member.token, club.id);
    expect(own.jugadores).toEqual([{ usuario_id: member.id, rating: null, tendencia: expect.stringMatching(/^(subiendo|estable|bajando)$/) }]);
    expect(fail(await t.call('GET', `/api/clubes/${club.id}/ratings`, { token: cast.outsider.token })).status).toBe(404);

    // moving team B's best-rated player over to team A makes A's chance go up (the answer carries the new chance)
    const ratingIn = (x: Team['asistentes'][number]) => (x.rating as { valor: number }).valor;
    const best = d.asistentes.filter((x) => x.equipo === 'equipo_b').sort((x, y) => ratingIn(y) - ratingIn(x))[0]!;
    expect(ratingIn(best)).toBeGreaterThan(0);
    const strongInB = best.usuario_id._id;
    const moved = ok(await t.call('PUT', `/api/partidos/${p._id}/gestionar-jugador`, {
      token: cast.creador.token, body: { usuario_id: strongInB, accion: 'cambiar_equipo', destino: 'equipo_a' },
    })) as Team;
    expect(moved.probabilidad_equipo_a).toBeGreaterThan(d.probabilidad_equipo_a!);
  });

  it('the automatic generation splits by the learned ratings too', async () => {
    const club = await createMatchClub(t, cast, { nombre: 'Club Automático' });
    const squad = await squadOf(club.id, 8);
    // one player far stronger than the rest: only a split that knows it comes near 50/50
    const strength = new Map(squad.map((p, i) => [p.id, i === 0 ? 5 : -1.5 + i * 0.4]));
    await season(club, squad, strength, 12, 5);
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 8, generar_equipos_auto: true });
    await enrolDirect(t, p._id, squad.map((x) => x.id));
    // an hour before the start: inside the automatic generation's window
    await setEstado(t, p._id, 'Convocando', { inicio: new Date(t.clock.now().getTime() + 60 * 60_000) });
    await t.scheduler.tick();
    const d = ok(await t.call('GET', `/api/partidos/${p._id}`, { token: cast.creador.token })) as Team & { equipos_generados: boolean };
    expect(d.equipos_generados).toBe(true);
    const { a, b } = teamsOf(d);
    expect([a.length, b.length]).toEqual([4, 4]);
    // the star's side gets the three weakest by rating: the predicted chance sits near 50/50
    expect(Math.abs(d.probabilidad_equipo_a! - 0.5), `${d.probabilidad_equipo_a}`).toBeLessThan(0.1);
  });

  it('a corrected result re-rates; a club that turns learned teams off gets no prediction and no ratings', async () => {
    const club = await createMatchClub(t, cast, { nombre: 'Club Corrige' });
    const squad = await squadOf(club.id, 10);
    const p = await createMatch(t, cast.creador.token, club, { max_asistentes: 10 });
    await enrolDirect(t, p._id, squad.map((x) => x.id));
    const { a } = teamsOf(await generate(cast.creador.token, p._id));
    await finish(cast.creador.token, p._id, 5, 0);
    const before = await ratings(cast.creador.token, club.id);
    const ratingOf = (board: { jugadores: { usuario_id: string; rating: { valor: number } }[] }, id: string) =>
      board.jugadores.find((j) => j.usuario_id === id)!.rating.valor;
    expect(ratingOf(before, a[0]!)).toBeGreaterThan(0);
    ok(await t.call('PUT', `/api/partidos/${p._id}/resultado`, { token: cast.creador.token, body: { equipo_a_goles: 0, equipo_b_goles: 5 } }));
    expect(ratingOf(await ratings(cast.creador.token, club.id), a[0]!)).toBeLessThan(0);

    // off: the detail carries neither, the board says so, and "Generar equipos" still splits (by declared level)
    const off = ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { configuracion: { equipos_aprendidos: false } } }));
    expect(off.configuracion.equipos_aprendidos).toBe(false);
    expect(await ratings(cast.creador.token, club.id)).toEqual({ equipos_aprendidos: false, jugadores: [] });
    const next = await createMatch(t, cast.creador.token, club, { max_asistentes: 10 });
    await enrolDirect(t, next._id, squad.map((x) => x.id));
    const d = await generate(cast.creador.token, next._id);
    expect(d.probabilidad_equipo_a).toBeNull();
    expect(d.asistentes.every((x) => x.rating === null)).toBe(true);
    const sizes = teamsOf(d);
    expect([sizes.a.length, sizes.b.length]).toEqual([5, 5]);
    // only the Creador changes the club's settings
    expect(fail(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.moderador.token, body: { configuracion: { equipos_aprendidos: true } } })).status).toBe(403);
    const [row] = await t.database.db.select({ e: partidos.equiposGenerados }).from(partidos).where(eq(partidos.id, next._id));
    expect(row!.e).toBe(true);
  });
});
