import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubJoinRequests, clubs, moderationLog } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, createClub, fail, me, ok, person, requestToJoin, type Cast, type ClubFixture, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, detail, inscribir, type MatchClub } from '../matches/factory.js';

// docs/product/admin.md: GET/PUT /admin/users/{id}/clubes and club-activo; the club rules of docs/product/clubs.md;
// docs/decisions/0017.

let t: TestApp;
let cast: Cast;
let club: MatchClub;
let otro: ClubFixture;
let publico: { _id: string; nombre: string };

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Club Uno' });
  otro = await createClub(t, cast, { nombre: 'Club Dos' }); // requires approval
  publico = ok(await t.call('POST', '/api/clubes/publico/unirse', { token: cast.outsider.token })).club;
});
afterAll(async () => { await t.close(); });

const clubesDe = async (p: Person) => ok(await t.call('GET', `/api/admin/users/${p.id}/clubes`, { token: cast.admin.token }));
const put = (p: Person, clubes: unknown[]) => t.call('PUT', `/api/admin/users/${p.id}/clubes`, { token: cast.admin.token, body: { clubes } });
const logOf = (clubId: string, tipo: string) =>
  t.database.db.select().from(moderationLog).where(and(eq(moderationLog.clubId, clubId), eq(moderationLog.tipo, tipo)));

describe('GET /admin/users/{id}/clubes', () => {
  it("lists the user's memberships with club, type, role and date", async () => {
    // joined at the same clock instant: the order between them is the club id's
    const list = (await clubesDe(cast.moderador)).sort((a: { club_id: { nombre: string } }, b: { club_id: { nombre: string } }) => b.club_id.nombre.localeCompare(a.club_id.nombre));
    expect(list).toEqual([
      { club_id: { _id: club.id, nombre: 'Club Uno', tipo: 'Grupo de Amigos', activo: true, es_publico: false }, rol: 'Moderador', fecha_ingreso: expect.any(String) },
      { club_id: { _id: otro.id, nombre: 'Club Dos', tipo: 'Grupo de Amigos', activo: true, es_publico: false }, rol: 'Moderador', fecha_ingreso: expect.any(String) },
    ]);
    expect(fail(await t.call('GET', '/api/admin/users/0123456789abcdef01234567/clubes', { token: cast.admin.token })).status).toBe(404);
  });
});

describe('PUT /admin/users/{id}/clubes', () => {
  it('adds a club with a role (Miembro by default), settles a pending join request and makes it active if none was', async () => {
    const p = await person(t);
    const solicitud = await requestToJoin(t, p, otro);
    const res = await put(p, [{ club_id: otro.id }]);
    expect(res.json().message).toBe('Clubes del usuario actualizados exitosamente');
    expect(ok(res)).toEqual([expect.objectContaining({ club_id: expect.objectContaining({ _id: otro.id }), rol: 'Miembro' })]);
    const [req] = await t.database.db.select().from(clubJoinRequests).where(eq(clubJoinRequests.id, solicitud));
    expect(req).toMatchObject({ estado: 'Aprobada', procesadoPor: cast.admin.id });
    expect((await me(t, p)).club_activo_id).toBe(otro.id);
    // the dialog may send the club object back, and a role
    const data = ok(await put(p, [{ club_id: { _id: otro.id, nombre: 'Club Dos' }, rol: 'Miembro' }, { club_id: club.id, rol: 'Moderador' }]));
    expect(Object.fromEntries(data.map((m: { club_id: { _id: string }; rol: string }) => [m.club_id._id, m.rol]))).toEqual({ [otro.id]: 'Miembro', [club.id]: 'Moderador' });
    expect((await t.call('GET', `/api/clubes/${club.id}/solicitudes`, { token: p.token })).statusCode).toBe(200); // a Moderador now
  });

  it('refuses a club listed twice with its own message, an unknown club (404), an unknown role (400)', async () => {
    const dup = await put(cast.miembro, [{ club_id: club.id }, { club_id: club.id, rol: 'Moderador' }]);
    expect(fail(dup)).toEqual({ status: 400, message: 'El usuario ya pertenece a este club' });
    expect(dup.json().errors).toEqual([{ field: 'clubes.1.club_id', message: 'El usuario ya pertenece a este club' }]);
    expect(fail(await put(cast.miembro, [{ club_id: club.id }, { club_id: '0123456789abcdef01234567' }]))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await put(cast.miembro, [{ club_id: club.id, rol: 'Jefe' }])).status).toBe(400);
    expect(fail(await t.call('PUT', `/api/admin/users/${cast.miembro.id}/clubes`, { token: cast.admin.token, body: {} }))).toEqual({ status: 400, message: 'Indica los clubes del usuario' });
  });

  it('changes a role and logs it in the club history', async () => {
    const p = await person(t);
    ok(await put(p, [{ club_id: club.id }]));
    ok(await put(p, [{ club_id: club.id, rol: 'Moderador' }]));
    const entries = (await logOf(club.id, 'rol_cambiado')).filter((e) => e.afectadoId === p.id);
    expect(entries).toEqual([expect.objectContaining({ moderadorId: cast.admin.id, metadata: { rol_anterior: 'Miembro', rol_nuevo: 'Moderador' } })]);
  });

  it('removing a club is an expulsion: logged, off its upcoming matches (a reserve takes the place), active club falls back', async () => {
    const [p, reserva] = [await person(t), await person(t)];
    ok(await put(p, [{ club_id: club.id }, { club_id: otro.id }]));
    ok(await put(reserva, [{ club_id: club.id }]));
    const partido = (await createMatch(t, cast.creador.token, club, { max_asistentes: 2 }))._id;
    ok(await inscribir(t, p, partido), 201);
    ok(await inscribir(t, cast.miembro, partido), 201);
    ok(await inscribir(t, reserva, partido, { lista_espera: true }), 201);
    expect((await me(t, p)).club_activo_id).toBe(club.id);

    ok(await put(p, [{ club_id: otro.id }]));
    expect((await clubesDe(p)).map((m: { club_id: { _id: string } }) => m.club_id._id)).toEqual([otro.id]);
    expect((await me(t, p)).club_activo_id).toBe(otro.id);
    const d = await detail(t, cast.creador, partido);
    expect(d.asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id).sort()).toEqual([cast.miembro.id, reserva.id].sort());
    expect(d).toMatchObject({ ocupados: 2, lista_espera_count: 0 });
    expect((await logOf(club.id, 'miembro_expulsado')).filter((e) => e.afectadoId === p.id)).toEqual([
      expect.objectContaining({ moderadorId: cast.admin.id, metadata: { rol_anterior: 'Miembro' } }),
    ]);
  });

  it('never removes the public club, never takes the Creador role away, and nobody becomes Creador of the public club', async () => {
    expect(fail(await put(cast.outsider, []))).toEqual({ status: 409, message: 'La membresía del club público no se puede quitar' });
    expect(fail(await put(cast.creador, [{ club_id: otro.id, rol: 'Creador' }]))).toEqual({
      status: 409, message: 'Transfiere la propiedad del club antes de quitarle la membresía a su creador',
    });
    expect(fail(await put(cast.creador, [{ club_id: club.id, rol: 'Moderador' }, { club_id: otro.id, rol: 'Creador' }]))).toEqual({
      status: 409, message: 'El rol del creador no se puede cambiar',
    });
    expect(fail(await put(cast.outsider, [{ club_id: publico._id, rol: 'Creador' }]))).toEqual({ status: 400, message: 'El club público no tiene creador' });
    expect((await clubesDe(cast.creador)).map((m: { rol: string }) => m.rol)).toEqual(['Creador', 'Creador']);
    expect((await clubesDe(cast.outsider)).map((m: { club_id: { _id: string } }) => m.club_id._id)).toEqual([publico._id]);
  });

  it('giving the Creador role transfers the ownership: the previous Creador becomes Moderador', async () => {
    const cast2 = await createCast(t);
    const c = await createClub(t, cast2, { nombre: 'Club Tres' });
    ok(await put(cast2.miembro, [{ club_id: c.id, rol: 'Creador' }]));
    const roles = ok(await t.call('GET', `/api/admin/clubes/${c.id}`, { token: cast.admin.token })).miembros
      .map((m: { usuario_id: { _id: string }; rol: string }) => [m.usuario_id._id, m.rol]);
    expect(roles[0]).toEqual([cast2.miembro.id, 'Creador']);
    expect(roles.slice(1).sort()).toEqual([[cast2.creador.id, 'Moderador'], [cast2.moderador.id, 'Moderador']].sort());
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.id, c.id));
    expect(row!.creadorId).toBe(cast2.miembro.id);
    expect(await logOf(c.id, 'propiedad_transferida')).toEqual([expect.objectContaining({
      moderadorId: cast.admin.id, afectadoId: cast2.miembro.id, metadata: { rol_anterior: 'Miembro', rol_nuevo: 'Creador', creador_anterior_id: cast2.creador.id },
    })]);
  });
});

describe('PUT /admin/users/{id}/club-activo', () => {
  it("sets the user's active club among their clubs", async () => {
    expect((await me(t, cast.moderador)).club_activo_id).toBe(club.id);
    const res = await t.call('PUT', `/api/admin/users/${cast.moderador.id}/club-activo`, { token: cast.admin.token, body: { club_activo_id: otro.id } });
    expect(res.json()).toMatchObject({ success: true, message: 'Club activo actualizado exitosamente', data: { _id: cast.moderador.id, club_activo_id: otro.id } });
    expect((await me(t, cast.moderador)).club_activo_id).toBe(otro.id);
    // club_id is accepted too
    ok(await t.call('PUT', `/api/admin/users/${cast.moderador.id}/club-activo`, { token: cast.admin.token, body: { club_id: club.id } }));
    expect((await me(t, cast.moderador)).club_activo_id).toBe(club.id);
  });

  it('refuses a club the user is not in (400), an unknown club (404), a missing one (400)', async () => {
    const call = (body: unknown) => t.call('PUT', `/api/admin/users/${cast.outsider.id}/club-activo`, { token: cast.admin.token, body });
    expect(fail(await call({ club_activo_id: club.id }))).toEqual({ status: 400, message: 'El usuario no es miembro del club' });
    expect(fail(await call({ club_activo_id: '0123456789abcdef01234567' }))).toEqual({ status: 404, message: 'Club no encontrado' });
    expect(fail(await call({}))).toEqual({ status: 400, message: 'Selecciona un club' });
  });
});
