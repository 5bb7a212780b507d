import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubMembers, clubs, lugares, partidos, users } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { AdminClubsRepository } from '../../src/modules/admin/admin-clubs.repository.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, me, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, inscribir, players, type MatchClub } from '../matches/factory.js';

// docs/product/admin.md "Clubs"; docs/decisions/0017.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let publicoId: string;
const BULK = 24;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Águilas del Sur' });
  publicoId = ok(await t.call('POST', '/api/clubes/publico/unirse', { token: cast.outsider.token })).club._id;
  // many clubs straight into the table: the list is under test, not club creation
  await t.database.db.insert(clubs).values(Array.from({ length: BULK }, (_, i) => ({
    id: newId(), nombre: `Masivo ${String(i).padStart(2, '0')}`, tipo: i % 2 ? 'Equipo' : 'Club', codigoInvitacion: `M${String(i).padStart(7, 'Q')}`,
  })));
});
afterAll(async () => { await t.close(); });

const admin = (method: 'GET' | 'DELETE', url: string) => t.call(method, `/api/admin${url}`, { token: cast.admin.token });

describe('GET /admin/clubes', () => {
  it('pages every club by name, 20 by default, with creator and counters', async () => {
    const total = BULK + 2;
    const first = ok(await admin('GET', '/clubes'));
    expect(first.pagination).toEqual({ total, page: 1, limit: 20, pages: 2 });
    expect(first.clubes[0]).toEqual({
      _id: club.id, nombre: 'Águilas del Sur', tipo: 'Grupo de Amigos', descripcion: null, logo_url: null,
      creador_id: { _id: cast.creador.id, nombre: 'Juan', apellido: 'Pérez', correo: cast.creador.correo },
      codigo_invitacion: club.codigo, es_publico: false, fecha_creacion: expect.any(String),
      total_miembros: 3, total_partidos: 0, total_lugares: 1,
    });
    expect(ok(await admin('GET', '/clubes?page=2')).clubes).toHaveLength(total - 20);
    expect(ok(await admin('GET', '/clubes?limit=1000')).pagination).toMatchObject({ limit: 100, pages: 1 });
  });

  it('searches by name without accents and filters by type', async () => {
    expect(ok(await admin('GET', '/clubes?search=aguilas')).clubes.map((c: { _id: string }) => c._id)).toEqual([club.id]);
    expect(ok(await admin('GET', '/clubes?tipo=Equipo')).pagination.total).toBe(BULK / 2);
    expect(ok(await admin('GET', '/clubes?tipo=Club&search=masivo')).pagination.total).toBe(BULK / 2);
    expect(fail(await admin('GET', '/clubes?tipo=Liga'))).toEqual({ status: 400, message: 'Selecciona un tipo de club válido' });
  });

  it('costs the same statements for a page of 2 and of 26 (counters included)', async () => {
    const small = await countQueries(t, () => admin('GET', '/clubes?limit=2'));
    const big = await countQueries(t, () => admin('GET', '/clubes?limit=50'));
    expect(ok(big.result).clubes).toHaveLength(BULK + 2);
    expect(big.queries).toBe(small.queries);
    expect(big.queries).toBeLessThanOrEqual(2);
  });
});

describe('GET /admin/clubes/{id}', () => {
  it('shows the club with one page of members, Creador first, 10 by default (5, 10, 20, 50)', async () => {
    await players(t, club.id, 12);
    const d = ok(await admin('GET', `/clubes/${club.id}`));
    expect(d).toMatchObject({ _id: club.id, total_miembros: 15, configuracion: { requiere_aprobacion_ingreso: false } });
    expect(d.miembros_pagination).toEqual({ total: 15, page: 1, limit: 10, pages: 2 });
    expect(d.miembros[0]).toEqual({
      usuario_id: { _id: cast.creador.id, nombre: 'Juan', apellido: 'Pérez', apodo: null, correo: cast.creador.correo, avatar_url: null, tipo_usuario: 'usuario' },
      rol: 'Creador', fecha_ingreso: expect.any(String),
    });
    expect(d.miembros[1].rol).toBe('Moderador');
    const p3 = ok(await admin('GET', `/clubes/${club.id}?page=3&limit=5`));
    expect(p3.miembros).toHaveLength(5);
    expect(p3.miembros_pagination).toEqual({ total: 15, page: 3, limit: 5, pages: 3 });
    expect(fail(await admin('GET', '/clubes/0123456789abcdef01234567'))).toEqual({ status: 404, message: 'Club no encontrado' });
  });
});

describe('DELETE /admin/clubes/{id}', () => {
  it('refuses the public club (400) and an unknown one (404)', async () => {
    expect(fail(await admin('DELETE', `/clubes/${publicoId}`))).toEqual({ status: 400, message: 'El club público no se puede eliminar' });
    expect(fail(await admin('DELETE', '/clubes/0123456789abcdef01234567')).status).toBe(404);
    expect((await admin('GET', `/clubes/${publicoId}`)).statusCode).toBe(200);
  });

  it('deletes for good in one transaction: a failure half-way leaves everything as it was', async () => {
    const c = await createMatchClub(t, cast, { nombre: 'Club Frágil' });
    await t.database.db.update(lugares).set({ estadoValidacion: 'Validado' }).where(eq(lugares.id, c.lugarId));
    const original = AdminClubsRepository.prototype.deleteClub;
    const spy = vi.spyOn(AdminClubsRepository.prototype, 'deleteClub').mockImplementationOnce(async function (this: AdminClubsRepository, ...args) {
      await original.apply(this, args);
      throw new Error('fallo simulado después de borrar');
    });
    expect(fail(await admin('DELETE', `/clubes/${c.id}`)).status).toBe(500);
    spy.mockRestore();
    expect(await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, c.id))).toHaveLength(1);
    const [lugar] = await t.database.db.select().from(lugares).where(eq(lugares.id, c.lugarId));
    expect(lugar!.clubId).toBe(c.id);
    expect((await t.database.db.select().from(clubMembers).where(eq(clubMembers.clubId, c.id))).length).toBe(3);
    expect((await me(t, cast.creador)).club_activo_id).toBe(c.id);
  });

  it("answers what went: matches and venues deleted, members unlinked; global venues other clubs use go to the public club", async () => {
    const c = await createMatchClub(t, cast, { nombre: 'Club Efímero' });
    const otro = await createMatchClub(t, cast, { nombre: 'Club Vecino' });
    // c's venue is global and club Vecino plays there; a second, club-only venue of c goes with it
    await t.database.db.update(lugares).set({ estadoValidacion: 'Validado' }).where(eq(lugares.id, c.lugarId));
    const soloDelClub = ok(await t.call('POST', '/api/lugares', {
      token: cast.creador.token, headers: c.headers, body: { nombre: 'Cancha interna', direccion: 'Calle Interior 456, Maipú', telefono: '+56 9 8765 4321' },
    }), 201)._id;
    const vecino = (await createMatch(t, cast.creador.token, otro, { lugar_id: c.lugarId }))._id;
    const [m1, m2] = [(await createMatch(t, cast.creador.token, c))._id, (await createMatch(t, cast.creador.token, c, { lugar_id: soloDelClub }))._id];
    const [jugador] = await players(t, c.id, 1);
    await t.database.db.update(users).set({ clubActivoId: c.id }).where(eq(users.id, jugador!.id));
    ok(await inscribir(t, jugador!, m1), 201);
    ok(await t.call('PUT', `/api/auth/club-activo`, { token: cast.miembro.token, body: { club_id: c.id } }));

    const res = await admin('DELETE', `/clubes/${c.id}`);
    expect(ok(res)).toEqual({
      _id: c.id, nombreClub: 'Club Efímero', partidosEliminados: 2, lugaresEliminados: 1, lugaresTransferidos: 1, miembrosAfectados: 4,
    });
    expect(res.json().message).toBe('Club "Club Efímero" eliminado: 2 partido(s) y 1 lugar(es) eliminados, 4 miembro(s) desvinculados');

    expect(await t.database.db.select().from(clubs).where(eq(clubs.id, c.id))).toEqual([]);
    expect(await t.database.db.select().from(partidos).where(eq(partidos.clubId, c.id))).toEqual([]);
    expect(await t.database.db.select().from(lugares).where(eq(lugares.id, soloDelClub))).toEqual([]);
    expect(m2).toBeTruthy();
    const [global] = await t.database.db.select().from(lugares).where(eq(lugares.id, c.lugarId));
    expect(global).toMatchObject({ clubId: publicoId, estadoValidacion: 'Validado' });
    const [p] = await t.database.db.select().from(partidos).where(eq(partidos.id, vecino));
    expect(p!.lugarId).toBe(c.lugarId);
    // members whose active club it was fall back to their oldest remaining club, or none
    expect((await me(t, cast.miembro)).club_activo_id).not.toBe(c.id);
    expect((await me(t, cast.miembro)).clubes.map((x: { club_id: string }) => x.club_id)).not.toContain(c.id);
    expect((await me(t, jugador!)).club_activo_id).toBeNull();
    expect(fail(await t.call('GET', `/api/clubes/${c.id}`, { token: cast.creador.token })).status).toBe(404);
  });
});
