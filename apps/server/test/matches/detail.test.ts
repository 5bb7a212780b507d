import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partidoAsistentes } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { fail, ok, type Cast } from '../clubs/factory.js';
import { countQueries, createMatch, createMatchClub, enrolDirect, players, setEstado, setup, type MatchClub } from './factory.js';

let t: TestApp;
let cast: Cast;
let club: MatchClub;
beforeAll(async () => {
  t = await createTestApp();
  ({ cast, club } = await setup(t));
});
afterAll(async () => { await t.close(); });

const get = (token: string | undefined, id: string, suffix = '') => t.call('GET', `/api/partidos/${id}${suffix}`, { token });

describe('GET /partidos/{id}', () => {
  it('401 without a session; 404 for an outsider, a malformed id or an unknown one', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await get(undefined, p._id)).status).toBe(401);
    expect(fail(await get(cast.outsider.token, p._id))).toEqual({ status: 404, message: 'Partido no encontrado' });
    expect(fail(await get(cast.miembro.token, 'abc')).status).toBe(404);
    expect(fail(await get(cast.miembro.token, 'f'.repeat(24))).status).toBe(404);
  });

  it('members and a non-member administrador see a private match; a Miembro cannot manage it', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(ok(await get(cast.miembro.token, p._id)).permisos).toMatchObject({ puede_gestionar: false, puede_inscribirse: true });
    expect(ok(await get(cast.admin.token, p._id)).permisos.puede_gestionar).toBe(true);
  });

  it('anyone signed in sees a public match, without the club\'s payment account', async () => {
    const p = await createMatch(t, cast.creador.token, club, { es_publico: true });
    const seen = ok(await get(cast.outsider.token, p._id));
    expect(seen).toMatchObject({ es_publico: true, cuenta_pago: null, cuenta_pago_id: club.cuentaId, permisos: { puede_gestionar: false, puede_inscribirse: true } });
    expect(ok(await get(cast.miembro.token, p._id)).cuenta_pago).toMatchObject({ _id: club.cuentaId });
  });

  it('lists attendees in sign-up order with their team and answer, and runs the same queries for 2 or 20 players', async () => {
    const small = await createMatch(t, cast.creador.token, club, { max_asistentes: 30 });
    const big = await createMatch(t, cast.creador.token, club, { max_asistentes: 30 });
    const ps = await players(t, club.id, 20);
    await enrolDirect(t, small._id, ps.slice(0, 2).map((p) => p.id));
    await enrolDirect(t, big._id, ps.map((p) => p.id));
    const a = await countQueries(t, () => get(cast.miembro.token, small._id));
    const b = await countQueries(t, () => get(cast.miembro.token, big._id));
    expect(ok(a.result).asistentes).toHaveLength(2);
    const detail = ok(b.result);
    expect(detail.asistentes).toHaveLength(20);
    expect(detail.asistentes.map((x: { usuario_id: { _id: string } }) => x.usuario_id._id)).toEqual(ps.map((p) => p.id));
    expect(detail.asistentes[0]).toEqual({
      usuario_id: { _id: ps[0]!.id, nombre: expect.any(String), apellido: 'Prueba', apodo: null, avatar_url: null, posicion_principal: 'MC', nivel_habilidad: 'Intermedio' },
      equipo: 'Sin asignar', confirmado: null, es_mvp: false, comprobante_pago_validado: false, fecha_inscripcion: expect.any(String),
      // a plain member never sees a learned rating
      rating: null,
    });
    expect(b.queries).toBe(a.queries);
  });
});

describe('GET /partidos/{id}/resumen', () => {
  it('401, 404 for an outsider; attendance figures and money only with a rent above 0', async () => {
    const p = await createMatch(t, cast.creador.token, club);
    expect(fail(await get(undefined, p._id, '/resumen')).status).toBe(401);
    expect(fail(await get(cast.outsider.token, p._id, '/resumen')).status).toBe(404);
    const ps = await players(t, club.id, 4);
    await enrolDirect(t, p._id, ps.map((x) => x.id));
    const answer = (i: number, confirmado: boolean) => t.database.db.update(partidoAsistentes).set({ confirmado })
      .where(and(eq(partidoAsistentes.partidoId, p._id), eq(partidoAsistentes.usuarioId, ps[i]!.id)));
    await answer(0, true);
    await answer(1, true);
    await answer(2, false);
    await setEstado(t, p._id, 'Finalizado', { golesA: 3, golesB: 2 });
    const r = ok(await get(cast.miembro.token, p._id, '/resumen'));
    expect(r.partido).toMatchObject({ _id: p._id, estado_partido: 'Finalizado', resultado: { equipo_a_goles: 3, equipo_b_goles: 2 } });
    expect(r.estadisticas_asistencia).toEqual({ inscritos: 4, confirmados: 2, rechazaron: 1, sin_respuesta: 1, invitados: 0, porcentaje_confirmacion: 50 });
    expect(r.financiero).toEqual({ monto_arriendo: 30000, monto_por_jugador: 3000, recaudado: 0, pendiente: 30000 });

    const free = await createMatch(t, cast.creador.token, club, { monto_arriendo: 0 });
    expect(ok(await get(cast.miembro.token, free._id, '/resumen')).financiero).toBeNull();
  });
});

describe('a public match of another club', () => {
  it('is visible to a non-member; a private one is not', async () => {
    const other = await createMatchClub(t, cast);
    const pub = await createMatch(t, cast.creador.token, other, { es_publico: true });
    const priv = await createMatch(t, cast.creador.token, other);
    const [stranger] = await players(t, null, 1);
    expect(ok(await get(stranger!.token, pub._id)).club_id._id).toBe(other.id);
    expect(fail(await get(stranger!.token, priv._id)).status).toBe(404);
  });
});
