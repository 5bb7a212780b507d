import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagosJugadores, partidos, users } from '../../src/db/schema/index.js';
import { rosterFromDetail } from '../../src/modules/matches/matches.service.js';
import { MatchesStore } from '../../src/modules/matches/matches.store.js';
import { RosterRepository } from '../../src/modules/matches/roster.repository.js';
import { clearReadCaches, createTestApp, isEmbedded, type TestApp } from '../helpers.js';
import { createCast, ok, type Cast, type Person } from '../clubs/factory.js';
import { changeMarks, countQueries, createMatch, createMatchClub, inscribir, players, statementsOf, type MatchClub } from './factory.js';
import { compactCacheVersions } from '../../src/modules/matches/read-cache.js';

// A sign-up's or a withdrawal's transaction reads the match's rows for its answer, under the match's lock (issue 17).
// On the embedded database those rows are kept after the commit as the detail's rows and the list card's roster
// (MatchesService.keepWritten), so they must be exactly what a read after the commit gives: these tests write every kind
// of roster change through the API and compare the next list and detail with a read with nothing kept, and the
// roster derived from the detail's rows with the list's own read of it (on both databases).

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let ps: Person[];

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
  ps = await players(t, club.id, 9);
});
afterAll(async () => { await t.close(); });

const list = async (viewer: Person = cast.miembro) =>
  ok<{ partidos: unknown[] }>(await t.call('GET', '/api/partidos', { token: viewer.token, headers: club.headers }));
const detail = async (id: string, viewer: Person = cast.miembro) => ok(await t.call('GET', `/api/partidos/${id}`, { token: viewer.token }));
const desinscribir = (p: Person, id: string) => t.call('DELETE', `/api/partidos/${id}/desinscribir/${p.id}`, { token: p.token });

/** The list and the detail as a viewer sees them right after a write, and as a read with nothing kept gives them. */
async function expectFresh(id: string, viewer: Person) {
  const now = { list: await list(viewer), detail: await detail(id, viewer) };
  clearReadCaches(t);
  expect(now.detail).toEqual(await detail(id, viewer));
  expect(now.list).toEqual(await list(viewer));
}

/** The card's roster built from the detail's rows equals the list's own read of it, every player's entry included. */
async function expectSameRoster(id: string) {
  const store = new MatchesStore(t.database.db);
  const rows = await store.partidos.findDetail(id);
  const [card] = await store.partidos.cardParts([id], cast.miembro.id, [id], false, true);
  const { ocupados, updatedAt, asistentesConteo, listaEsperaCount, preview, mvp, asistentes, espera } = card!;
  expect(rosterFromDetail(rows!)).toEqual({ ocupados, updatedAt, asistentesConteo, listaEsperaCount, preview, mvp, asistentes, espera });
}

describe("a roster write's own rows, kept for the next readers", () => {
  it('sign-ups, answers, guests, payments, the MVP, the waiting list and withdrawals: kept rows equal a fresh read', async () => {
    const id = (await createMatch(t, cast.creador.token, club, { max_asistentes: 7, tipo_partido: '5v5' }))._id as string;
    await expectSameRoster(id);
    // more than the five a card shows, in sign-up order
    for (const p of ps.slice(0, 6)) {
      ok(await inscribir(t, p, id), 201);
      await expectSameRoster(id);
      await expectFresh(id, p);
    }
    // answers (van / no van), a guest, a validated payment, an MVP
    ok(await t.call('PUT', `/api/partidos/${id}/confirmar-asistencia`, { token: ps[0]!.token, body: { confirmado: true } }));
    ok(await t.call('PUT', `/api/partidos/${id}/confirmar-asistencia`, { token: ps[1]!.token, body: { confirmado: false } }));
    ok(await t.call('POST', `/api/partidos/${id}/jugadores-bot`, { token: cast.creador.token, body: { nombre_display: 'Primo de Juan' } }), 201);
    await t.database.db.update(pagosJugadores).set({ estado: 'Aprobado' }).where(and(eq(pagosJugadores.partidoId, id), eq(pagosJugadores.usuarioId, ps[2]!.id)));
    await t.database.db.update(partidos).set({ mvpId: ps[3]!.id }).where(eq(partidos.id, id));
    await expectSameRoster(id);
    // full (6 players and a guest of 7): the next ones wait
    ok(await inscribir(t, ps[6]!, id, { lista_espera: true }), 201);
    ok(await inscribir(t, ps[7]!, id, { lista_espera: true }), 201);
    await expectSameRoster(id);
    await expectFresh(id, ps[7]!);
    // a reserve leaves the waiting list; an attendee leaves and the first reserve takes the place
    ok(await desinscribir(ps[7]!, id));
    await expectFresh(id, ps[7]!);
    ok(await desinscribir(ps[1]!, id));
    await expectSameRoster(id);
    await expectFresh(id, ps[6]!);
    // an attendee leaves with nobody waiting
    ok(await desinscribir(ps[0]!, id));
    await expectSameRoster(id);
    await expectFresh(id, cast.miembro);
  });

  it("with the detail kept, a sign-up and a withdrawal read only the count and the player's entry", async () => {
    const id = (await createMatch(t, cast.creador.token, club))._id as string;
    const [p] = await players(t, club.id, 1);
    await detail(id);
    const alta = await statementsOf(t, () => inscribir(t, p!, id));
    ok(alta.result, 201);
    const recuento = alta.statements.filter((x) => /update partidos set\s+ocupados/i.test(x));
    expect(recuento).toHaveLength(1);
    // the whole roster (json_agg of the attendees) is read only when nothing is kept (on PostgreSQL, the detail kept at
    // the version the lock read)
    expect(recuento[0]!.includes('json_agg')).toBe(false);
    expect(ok(alta.result, 201).asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id)).toEqual([p!.id]);
    const baja = await statementsOf(t, () => desinscribir(p!, id));
    // (the sign-up's own rows, kept after its commit)
    expect(baja.statements.filter((x) => /update partidos set\s+ocupados/i.test(x) && !x.includes('json_agg'))).toHaveLength(1);
    expect(ok(baja.result).asistentes).toEqual([]);
    await expectFresh(id, p!);
  });

  it("a profile edit: the kept detail and card take the player's new name on the roster, the waiting list and as MVP, without a statement", async () => {
    const id = (await createMatch(t, cast.creador.token, club, { max_asistentes: 2 }))._id as string;
    const [titular, otro, reserva] = await players(t, club.id, 3);
    ok(await inscribir(t, titular!, id), 201);
    ok(await inscribir(t, otro!, id), 201);
    ok(await inscribir(t, reserva!, id, { lista_espera: true }), 201);
    await t.database.db.update(partidos).set({ mvpId: titular!.id }).where(eq(partidos.id, id));
    for (const [p, apodo] of [[titular!, 'El Titular'], [reserva!, 'La Reserva']] as const) {
      await list();
      await detail(id);
      ok(await t.call('PUT', '/api/auth/me', { token: p.token, body: { apodo } }));
      const next = await countQueries(t, () => detail(id));
      const card = await countQueries(t, () => list());
      if (isEmbedded(t)) {
        expect(next.queries).toBe(0);
        expect(card.queries).toBe(0);
      }
      await expectSameRoster(id);
      await expectFresh(id, cast.miembro);
    }
    const d = await detail(id);
    expect(d.asistentes[0].usuario_id).toMatchObject({ apodo: 'El Titular' });
    expect(d.mvp_asignado).toMatchObject({ apodo: 'El Titular' });
    expect(JSON.stringify(d)).toContain('La Reserva');
    // three edits of one player in one transaction, the last one as the first: three notices (PostgreSQL drops a
    // repeated one within a transaction), the last one wins
    await detail(id);
    await t.database.db.transaction(async (tx) => {
      for (const apodo of ['Uno', 'Dos', 'Uno']) await tx.update(users).set({ apodo }).where(eq(users.id, titular!.id));
    });
    expect((await detail(id)).asistentes[0].usuario_id).toMatchObject({ apodo: 'Uno' });
    await expectFresh(id, cast.miembro);
    // a player too long for a notice is marked plainly, and read again
    await detail(id);
    await t.database.db.update(users).set({ photoUrl: `/uploads/avatars/${'x'.repeat(9000)}.webp` }).where(eq(users.id, titular!.id));
    expect((await detail(id)).asistentes[0].usuario_id.avatar_url).toHaveLength(9000 + '/uploads/avatars/.webp'.length);
    await expectFresh(id, cast.miembro);
    // a change of name also marks the creator's club: everything there is read again, and shows it
    ok(await t.call('PUT', '/api/auth/me', { token: titular!.token, body: { nombre: 'Renombrado' } }));
    expect((await detail(id)).asistentes[0].usuario_id).toMatchObject({ nombre: 'Renombrado' });
    await expectFresh(id, cast.miembro);
  });

  it('on the embedded database the next detail and list after a sign-up run no statement; a write in between is read again', async () => {
    const id = (await createMatch(t, cast.creador.token, club))._id as string;
    const otro = (await createMatch(t, cast.creador.token, club))._id as string;
    await list();
    await detail(id);
    ok(await inscribir(t, ps[8]!, id), 201);
    const next = await countQueries(t, () => detail(id));
    const card = await countQueries(t, () => list());
    if (isEmbedded(t)) {
      expect(next.queries).toBe(0);
      expect(card.queries).toBe(0);
    }
    expect(next.result.asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id)).toEqual([ps[8]!.id]);
    // a write to the club itself between the rows' read and the next reader: the kept rows are not served
    ok(await desinscribir(ps[8]!, id));
    ok(await t.call('PUT', `/api/partidos/${otro}`, { token: cast.creador.token, body: { tipo: 'estado', estado_partido: 'Lista cerrada' } }));
    const after = await countQueries(t, () => detail(id));
    if (isEmbedded(t)) expect(after.queries).toBeGreaterThan(0);
    expect(after.result.asistentes).toEqual([]);
  });
  it('on PostgreSQL, a commit between the lock and the count (a profile edit, a change of the club) is shown, not the kept rows', async () => {
    if (isEmbedded(t)) return;
    const id = (await createMatch(t, cast.creador.token, club))._id as string;
    const [first, second, third, fourth] = await players(t, club.id, 4);
    ok(await inscribir(t, first!, id), 201);
    const proto = RosterRepository.prototype;
    const lock = proto.lockForEnrolment;
    /** `write` committed on another connection right after the next sign-up's lock (the match's row stays locked). */
    const afterLock = async <T>(write: () => Promise<unknown>, fn: () => Promise<T>): Promise<T> => {
      let pending = true;
      proto.lockForEnrolment = async function (this: RosterRepository, ...a: Parameters<typeof lock>) {
        const locked = await lock.apply(this, a);
        if (pending) {
          pending = false;
          await write();
        }
        return locked;
      };
      try {
        return await fn();
      } finally {
        proto.lockForEnrolment = lock;
      }
    };
    const apodo = (d: { asistentes: { usuario_id: { _id: string; apodo: string | null } }[] }, p: Person) => d.asistentes.find((a) => a.usuario_id._id === p.id)?.usuario_id.apodo;
    // a profile edit of an attendee (the match's roster mark): with the detail kept at the lock's version
    await detail(id);
    const alta = await afterLock(() => t.database.db.update(users).set({ apodo: 'Cambió Recién' }).where(eq(users.id, first!.id)), () => inscribir(t, second!, id));
    expect(apodo(ok(alta, 201), first!)).toBe('Cambió Recién');
    await expectFresh(id, second!);
    // the same after a sign-up that kept its own rows (the next one finds them at its lock's version)
    ok(await inscribir(t, third!, id), 201);
    const otra = await afterLock(() => t.database.db.update(users).set({ apodo: 'Otra Vez' }).where(eq(users.id, first!.id)), () => inscribir(t, fourth!, id));
    expect(apodo(ok(otra, 201), first!)).toBe('Otra Vez');
    await expectFresh(id, fourth!);
    // the creator's name (the club's mark): the withdrawal's answer shows it
    ok(await inscribir(t, first!, (await createMatch(t, cast.creador.token, club))._id as string), 201); // (nothing kept for id changes)
    await detail(id);
    const baja = await afterLock(() => t.database.db.update(users).set({ nombre: 'Creador Nuevo' }).where(eq(users.id, cast.creador.id)), () => desinscribir(fourth!, id));
    expect(JSON.stringify(ok(baja))).toContain('Creador Nuevo');
    await expectFresh(id, fourth!);
  });
  it('on PostgreSQL, a compaction of the change marks keeps what a write kept: the next detail and sign-up read no rows again', async () => {
    if (isEmbedded(t)) return;
    const id = (await createMatch(t, cast.creador.token, club))._id as string;
    const [a, b, c] = await players(t, club.id, 3);
    ok(await inscribir(t, a!, id), 201);
    ok(await inscribir(t, b!, id), 201); // (its rows kept after its commit: the detail's and the match's marks now several rows)
    expect((await changeMarks(t, `p:${id}`)).rows).toBeGreaterThan(1);
    await compactCacheVersions(t.database.db);
    expect((await changeMarks(t, `p:${id}`)).rows).toBe(1);
    // the same sums: the detail is what was kept (its version read, no rows), and so is the next sign-up's
    const next = await statementsOf(t, () => detail(id, c!));
    expect(next.statements.filter((x) => /json_agg/.test(x))).toEqual([]);
    const alta = await statementsOf(t, () => inscribir(t, c!, id));
    expect(alta.statements.filter((x) => /update partidos set\s+ocupados/i.test(x) && !x.includes('json_agg'))).toHaveLength(1);
    expect(ok(alta.result, 201).asistentes.map((x: { usuario_id: { _id: string } }) => x.usuario_id._id)).toEqual([a!.id, b!.id, c!.id]);
    await expectFresh(id, c!);
  });
});
