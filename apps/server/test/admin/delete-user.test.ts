import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, pagosJugadores, partidos, users } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, requestToJoin, type Cast, type Person } from '../clubs/factory.js';
import { createMatch, createMatchClub, detail, enrolDirect, inscribir, players, setEstado, type MatchClub } from '../matches/factory.js';

// docs/product/admin.md "Users" (deleting a user ends their sessions); docs/decisions/0017.

let t: TestApp;
let cast: Cast;
let club: MatchClub;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast, { nombre: 'Club Borrado' });
});
afterAll(async () => { await t.close(); });

const borrar = (p: { id: string }, token = cast.admin.token) => t.call('DELETE', `/api/admin/users/${p.id}`, { token });
const finanzas = async () => ok(await t.call('GET', `/api/clubes/${club.id}/finanzas`, { token: cast.creador.token }));

describe('DELETE /admin/users/{id}', () => {
  it('refuses while the user is the Creador of a club with other members, naming it; nothing changes', async () => {
    expect(fail(await borrar(cast.creador))).toEqual({
      status: 409, message: 'El usuario es creador de "Club Borrado": transfiere la propiedad de ese club antes de eliminarlo',
    });
    expect((await t.call('GET', '/api/auth/me', { token: cast.creador.token })).statusCode).toBe(200);
    expect(fail(await borrar({ id: '0123456789abcdef01234567' }))).toEqual({ status: 404, message: 'Usuario no encontrado' });
  });

  it('ends the sessions, frees the upcoming places for the reserves, keeps approved payments and the moderation history', async () => {
    const [p, q, r] = await players(t, club.id, 3) as [Person, Person, Person];
    // p is a Moderador who approved someone's request: that history entry names p as moderator
    ok(await t.call('PUT', `/api/clubes/${club.id}/miembros/${p.id}/rol`, { token: cast.creador.token, body: { rol: 'Moderador' } }));
    ok(await t.call('PUT', `/api/clubes/${club.id}`, { token: cast.creador.token, body: { configuracion: { requiere_aprobacion_ingreso: true } } }));
    const solicitud = await requestToJoin(t, cast.outsider, club);
    ok(await t.call('PUT', `/api/clubes/${club.id}/solicitudes/${solicitud}/aprobar`, { token: p.token }));
    // p's own club, where p is alone: it goes with the account
    const solo = ok(await t.call('POST', '/api/clubes', { token: p.token, body: { nombre: 'Solo de P' } }), 201);

    // upcoming, full: p and q play, r waits
    const proximo = (await createMatch(t, cast.creador.token, club, { max_asistentes: 2 }))._id;
    ok(await inscribir(t, p, proximo), 201);
    ok(await inscribir(t, q, proximo), 201);
    ok(await inscribir(t, r, proximo, { lista_espera: true }), 201);
    // finished: p played and paid (approved); under way: p owes a pending payment
    const [finalizado, enCurso] = [(await createMatch(t, cast.creador.token, club))._id, (await createMatch(t, cast.creador.token, club))._id];
    await enrolDirect(t, finalizado, [p.id, q.id]);
    await enrolDirect(t, enCurso, [p.id]);
    await setEstado(t, finalizado, 'Finalizado', { contadoresAplicados: true });
    await setEstado(t, enCurso, 'En curso');
    const aprobado = newId();
    await t.database.db.insert(pagosJugadores).values([
      { id: aprobado, partidoId: finalizado, usuarioId: p.id, clubId: club.id, monto: 3000, estado: 'Aprobado', fechaValidacion: t.clock.now() },
      { id: newId(), partidoId: enCurso, usuarioId: p.id, clubId: club.id, monto: 3000, estado: 'Pendiente' },
    ]);
    const antes = await finanzas();
    expect(antes.totalRecaudado).toBe(3000);

    const res = await borrar(p);
    expect(res.json()).toMatchObject({ success: true, message: 'Usuario eliminado exitosamente' });
    expect(ok(res)).toEqual({ _id: p.id, partidos_abandonados: 1, clubes_eliminados: 1 });

    // the session ended, the account is gone
    expect(fail(await t.call('GET', '/api/auth/me', { token: p.token })).status).toBe(401);
    expect(fail(await t.call('GET', `/api/admin/users/${p.id}`, { token: cast.admin.token })).status).toBe(404);
    expect(await t.database.db.select().from(clubs).where(eq(clubs.id, solo._id))).toEqual([]);

    // the reserve took the freed place, with the payment a sign-up brings
    const d = await detail(t, cast.creador, proximo);
    expect(d.asistentes.map((a: { usuario_id: { _id: string } }) => a.usuario_id._id).sort()).toEqual([q.id, r.id].sort());
    expect(d).toMatchObject({ ocupados: 2, lista_espera_count: 0 });
    const [pagoR] = await t.database.db.select().from(pagosJugadores).where(eq(pagosJugadores.usuarioId, r.id));
    expect(pagoR).toMatchObject({ partidoId: proximo, estado: 'Pendiente', monto: 15000 }); // 30.000 over 2 places

    // finished and running matches are recounted; the approved money stays the club's, the pending debt goes
    const counts = await t.database.db.select({ id: partidos.id, ocupados: partidos.ocupados }).from(partidos).where(eq(partidos.clubId, club.id));
    expect(Object.fromEntries(counts.map((c) => [c.id, c.ocupados]))).toMatchObject({ [finalizado]: 1, [enCurso]: 0 });
    const [kept] = await t.database.db.select().from(pagosJugadores).where(eq(pagosJugadores.id, aprobado));
    expect(kept).toMatchObject({ usuarioId: null, estado: 'Aprobado', monto: 3000 });
    expect(await t.database.db.select().from(pagosJugadores).where(eq(pagosJugadores.partidoId, enCurso))).toEqual([]);
    // p's two open payments went, r's new one came: q and r owe for the upcoming match
    expect(antes.pagosPendientes).toBe(3);
    expect(await finanzas()).toMatchObject({ totalRecaudado: 3000, pagosPendientes: 2 });
    const adminPagos = ok(await t.call('GET', `/api/admin/pagos?partido_id=${finalizado}`, { token: cast.admin.token }));
    expect(adminPagos.pagos).toEqual([expect.objectContaining({ _id: aprobado, usuario_id: null, estado: 'Aprobado' })]);
    const balance = ok(await t.call('GET', `/api/clubes/${club.id}/balance`, { token: cast.creador.token }));
    expect(balance.movimientos.find((m: { _id: string }) => m._id === aprobado).descripcion).toMatch(/^Usuario eliminado · /);

    // the moderation history still reads, without the moderator
    const { historial } = ok(await t.call('GET', `/api/clubes/${club.id}/moderacion/historial`, { token: cast.creador.token }));
    expect(historial.find((e: { tipo: string }) => e.tipo === 'solicitud_aprobada')).toMatchObject({
      moderador_id: null, afectado_id: cast.outsider.id, metadata: { solicitud_id: solicitud },
    });
  });

  it('a user who created a club alone is deleted with it, even with matches there', async () => {
    const [solo] = await players(t, null, 1) as [Person];
    const c = ok(await t.call('POST', '/api/clubes', { token: solo.token, body: { nombre: 'Club Unipersonal' } }), 201);
    expect(ok(await borrar(solo))).toMatchObject({ clubes_eliminados: 1, partidos_abandonados: 0 });
    expect(await t.database.db.select().from(clubs).where(eq(clubs.id, c._id))).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.id, solo.id))).toEqual([]);
  });
});
