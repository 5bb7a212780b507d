import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogroDto, LogrosDto } from '@partidos/shared';
import { clubMembers, clubs, users, votosMensuales } from '../../src/db/schema/index.js';
import { startInstant } from '../../src/lib/match-time.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createClub, fail, ok, type Cast, type Person } from '../clubs/factory.js';
import { players, setup, TZ, type MatchClub } from '../matches/factory.js';
import { enrol, getUsers, insertMatch, insertUsers } from '../lifecycle/fixtures.js';

// Achievements (docs/product/stats.md), derived from stored counters and dates on every read.

const DAY = 86_400_000;
let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const setUser = (id: string, patch: Partial<typeof users.$inferInsert>) => t.database.db.update(users).set(patch).where(eq(users.id, id));
async function logros(viewer: Person, id: string) {
  const d = ok<LogrosDto>(await t.call('GET', `/api/usuarios/${id}/logros`, { token: viewer.token }));
  return { ...d, by: new Map<string, LogroDto>(d.logros.map((l) => [l.id, l])) };
}
async function fresh() {
  const [p] = await players(t, club.id, 1);
  return p!;
}
const unlocked = (by: Map<string, LogroDto>, ids: string[]) => ids.map((id) => by.get(id)!.desbloqueado);

describe('GET /usuarios/{id}/logros', () => {
  it('401, 404 for someone sharing no club; `me` is the caller', async () => {
    expect(fail(await t.call('GET', `/api/usuarios/${cast.miembro.id}/logros`, {})).status).toBe(401);
    expect(fail(await t.call('GET', `/api/usuarios/${cast.miembro.id}/logros`, { token: cast.outsider.token })).status).toBe(404);
    const me = await logros(cast.outsider, 'me');
    expect(me.total).toBe(16);
    expect(me.logros.map((l) => l.categoria)).toEqual([
      'partidos', 'partidos', 'partidos', 'mvp', 'mvp', 'mvp', 'racha', 'racha', 'racha', 'especial', 'especial',
      'votacion', 'votacion', 'roles', 'roles', 'roles',
    ]);
  });

  it('matches played: 1, 10 and 50, with progress toward each', async () => {
    const p = await fresh();
    const first = await logros(p, p.id);
    let { by } = first;
    expect(first.desbloqueados).toBe(0);
    expect(by.get('primer_partido')!.progreso).toEqual({ actual: 0, objetivo: 1, porcentaje: 0 });
    await setUser(p.id, { partidosJugados: 9 });
    ({ by } = await logros(p, p.id));
    expect(unlocked(by, ['primer_partido', 'veterano', 'leyenda'])).toEqual([true, false, false]);
    expect(by.get('veterano')!.progreso).toEqual({ actual: 9, objetivo: 10, porcentaje: 90 });
    await setUser(p.id, { partidosJugados: 10 });
    ({ by } = await logros(p, p.id));
    expect(unlocked(by, ['primer_partido', 'veterano', 'leyenda'])).toEqual([true, true, false]);
    expect(by.get('leyenda')!.progreso).toEqual({ actual: 10, objetivo: 50, porcentaje: 20 });
    await setUser(p.id, { partidosJugados: 73 });
    ({ by } = await logros(p, p.id));
    expect(unlocked(by, ['primer_partido', 'veterano', 'leyenda'])).toEqual([true, true, true]);
    expect(by.get('leyenda')!.progreso).toEqual({ actual: 50, objetivo: 50, porcentaje: 100 });
  });

  it('MVPs: 1, 5 and 10', async () => {
    const p = await fresh();
    for (const [n, expected] of [[0, [false, false, false]], [1, [true, false, false]], [4, [true, false, false]], [5, [true, true, false]], [10, [true, true, true]]] as const) {
      await setUser(p.id, { mvpCount: n });
      const { by } = await logros(cast.miembro, p.id);
      expect(unlocked(by, ['primera_estrella', 'coleccionista_estrellas', 'super_estrella']), `mvp ${n}`).toEqual(expected);
    }
  });

  it('streaks of 3, 5 and 10 stay unlocked after the streak resets (best streak)', async () => {
    const p = await fresh();
    await setUser(p.id, { rachaAsistencia: 2, rachaMaxima: 2 });
    let { by } = await logros(p, p.id);
    expect(unlocked(by, ['constante', 'imparable', 'maquina'])).toEqual([false, false, false]);
    expect(by.get('constante')!.progreso).toEqual({ actual: 2, objetivo: 3, porcentaje: 66 });
    await setUser(p.id, { rachaAsistencia: 0, rachaMaxima: 5 });
    ({ by } = await logros(p, p.id));
    expect(unlocked(by, ['constante', 'imparable', 'maquina'])).toEqual([true, true, false]);
    // a current streak longer than the stored best (rows from before the column) counts too
    await setUser(p.id, { rachaAsistencia: 10, rachaMaxima: 0 });
    ({ by } = await logros(p, p.id));
    expect(unlocked(by, ['constante', 'imparable', 'maquina'])).toEqual([true, true, true]);
  });

  it('Jugador Completo needs level Avanzado (or Profesional), 5 MVPs and 20 matches', async () => {
    const p = await fresh();
    await setUser(p.id, { nivelHabilidad: 'Intermedio', mvpCount: 5, partidosJugados: 20 });
    let { by } = await logros(p, p.id);
    const completo = by.get('jugador_completo')!;
    expect(completo.desbloqueado).toBe(false);
    expect(completo.progreso).toEqual({ actual: 2, objetivo: 3, porcentaje: 66 });
    expect(completo.requisitos!.map((r) => r.cumplido)).toEqual([false, true, true]);
    await setUser(p.id, { nivelHabilidad: 'Avanzado', mvpCount: 4 });
    ({ by } = await logros(p, p.id));
    expect(by.get('jugador_completo')!.desbloqueado).toBe(false);
    await setUser(p.id, { mvpCount: 5 });
    ({ by } = await logros(p, p.id));
    expect(by.get('jugador_completo')!).toMatchObject({ desbloqueado: true, progreso: { actual: 3, objetivo: 3, porcentaje: 100 } });
    await setUser(p.id, { nivelHabilidad: 'Profesional' });
    ({ by } = await logros(p, p.id));
    expect(by.get('jugador_completo')!.desbloqueado).toBe(true);
  });

  it('Fiel al Equipo after 30 days in a club; the public community does not count', async () => {
    const p = await fresh();
    const now = t.clock.now().getTime();
    const setIngreso = (clubId: string, daysAgo: number) => t.database.db.update(clubMembers)
      .set({ fechaIngreso: new Date(now - daysAgo * DAY) }).where(and(eq(clubMembers.usuarioId, p.id), eq(clubMembers.clubId, clubId)));
    await setIngreso(club.id, 29.5);
    let { by } = await logros(p, p.id);
    expect(by.get('fiel_al_equipo')!).toMatchObject({ desbloqueado: false, progreso: { actual: 29, objetivo: 30 } });
    await setIngreso(club.id, 30);
    ({ by } = await logros(p, p.id));
    expect(by.get('fiel_al_equipo')!.desbloqueado).toBe(true);

    const q = await fresh();
    await t.database.db.delete(clubMembers).where(eq(clubMembers.usuarioId, q.id));
    const [publico] = await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.esPublico, true));
    await t.database.db.insert(clubMembers).values({ clubId: publico!.id, usuarioId: q.id, rol: 'Miembro', fechaIngreso: new Date(now - 400 * DAY) });
    ({ by } = await logros(q, q.id));
    expect(by.get('fiel_al_equipo')!.desbloqueado).toBe(false);
  });

  it('roles: a club Creador is Fundador and Moderador, a Moderador is Moderador, the platform administrador is Administrador', async () => {
    const roles = ['fundador', 'moderador', 'administrador'];
    expect(unlocked((await logros(cast.creador, cast.creador.id)).by, roles)).toEqual([true, true, false]);
    expect(unlocked((await logros(cast.creador, cast.moderador.id)).by, roles)).toEqual([false, true, false]);
    expect(unlocked((await logros(cast.creador, cast.miembro.id)).by, roles)).toEqual([false, false, false]);
    expect(unlocked((await logros(cast.admin, cast.admin.id)).by, roles)).toEqual([false, false, true]);
  });

  it('El Ídolo / El Villano del Mes: the most liked / disliked of a club in a month already over', async () => {
    const c = await createClub(t, cast, { requiereAprobacion: false });
    const [idolo, villano, v1, v2] = await players(t, c.id, 4);
    const at = (iso: string) => new Date(iso);
    const mesActual = (await t.call('GET', `/api/votos/${idolo!.id}`, { token: v1!.token })).json().data.mes as string;
    const vote = (votante: Person, votado: Person, tipo: string, mes: string, when: string) =>
      t.database.db.insert(votosMensuales).values({ votanteId: votante.id, votadoId: votado.id, mes, tipoVoto: tipo, createdAt: at(when), updatedAt: at(when) });
    // this month only: not yet
    await vote(v1!, idolo!, 'like', mesActual, t.clock.now().toISOString());
    let { by } = await logros(idolo!, idolo!.id);
    expect(by.get('idolo_del_mes')!.desbloqueado).toBe(false);
    // a past month: idolo 2 likes, villano 1 like and 2 dislikes
    await vote(v1!, idolo!, 'like', '2020-05', '2020-05-03T12:00:00Z');
    await vote(v2!, idolo!, 'like', '2020-05', '2020-05-04T12:00:00Z');
    await vote(idolo!, villano!, 'like', '2020-05', '2020-05-02T12:00:00Z');
    await vote(v1!, villano!, 'dislike', '2020-05', '2020-05-05T12:00:00Z');
    await vote(v2!, villano!, 'dislike', '2020-05', '2020-05-06T12:00:00Z');
    ({ by } = await logros(idolo!, idolo!.id));
    expect(unlocked(by, ['idolo_del_mes', 'villano_del_mes'])).toEqual([true, false]);
    ({ by } = await logros(villano!, villano!.id));
    expect(unlocked(by, ['idolo_del_mes', 'villano_del_mes'])).toEqual([false, true]);
    // a tie in a past month goes to who reached the count first
    await vote(idolo!, v1!, 'like', '2020-06', '2020-06-09T12:00:00Z');
    await vote(idolo!, v2!, 'like', '2020-06', '2020-06-08T12:00:00Z');
    expect(unlocked((await logros(v2!, v2!.id)).by, ['idolo_del_mes'])).toEqual([true]);
    expect(unlocked((await logros(v1!, v1!.id)).by, ['idolo_del_mes'])).toEqual([false]);
  });
});

describe('the best streak kept by the lifecycle job', () => {
  it('survives a decline that resets the streak, within one run too', async () => {
    const db = t.database.db;
    const lc = { clubId: club.id, lugarId: club.lugarId };
    const [u] = await insertUsers(db, [{ racha: 2 }]);
    await setUser(u!, { rachaMaxima: 2 });
    // two matches finished in one run: played, then declined → streak 3 reached, then reset
    const m1 = await insertMatch(db, lc, { fecha: '2030-08-01', hora: '10:00', duracion: 60, estadoPartido: 'En curso' });
    const m2 = await insertMatch(db, lc, { fecha: '2030-08-01', hora: '12:00', duracion: 60, estadoPartido: 'En curso' });
    await enrol(db, m1, [u!], [true]);
    await enrol(db, m2, [u!], [false]);
    t.clock.set(startInstant('2030-08-01', '14:00', TZ));
    await t.scheduler.tick();
    let row = (await getUsers(db, [u!])).get(u!)!;
    expect([row.rachaAsistencia, row.rachaMaxima]).toEqual([0, 3]);
    // then one more played: the streak grows, the best stays until passed
    const m3 = await insertMatch(db, lc, { fecha: '2030-08-02', hora: '10:00', duracion: 60, estadoPartido: 'En curso' });
    await enrol(db, m3, [u!], [null]);
    t.clock.set(startInstant('2030-08-02', '12:00', TZ));
    await t.scheduler.tick();
    row = (await getUsers(db, [u!])).get(u!)!;
    expect([row.rachaAsistencia, row.rachaMaxima]).toEqual([1, 3]);
  });
});
