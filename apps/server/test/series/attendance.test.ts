import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { partidos } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { createCast, fail, ok, type Cast } from '../clubs/factory.js';
import { createMatch, createMatchClub, enrolDirect, fechaEn, inscribir, matchBody, players, setEstado, type MatchClub } from '../matches/factory.js';

// The attendance record of a finished match, late withdrawals recorded by themselves, and each
// player's reliability from a known history.

let t: TestApp;
let cast: Cast;
let club: MatchClub;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
  club = await createMatchClub(t, cast);
});
afterAll(async () => { await t.close(); });

const registro = (id: string, resultado: string) => ({ usuario_id: id, resultado });
const confiabilidad = async (id: string) => ok(await t.call('GET', `/api/usuarios/${id}/estadisticas`, { token: cast.creador.token })).confiabilidad;

describe('the attendance record', () => {
  it('marks a finished match; a withdrawal in the last 12 h is Avisó tarde by itself; reliability follows', async () => {
    const m1 = await createMatch(t, cast.creador.token, club);
    const m2 = await createMatch(t, cast.creador.token, club, { hora_partido: '18:00' });
    const [a, b, c, d, e, f] = await players(t, club.id, 6);
    await enrolDirect(t, m1._id, [a, b, c, d, e, f].map((p) => p!.id));
    await enrolDirect(t, m2._id, [b!.id]);
    const [row] = await t.database.db.select({ inicio: partidos.inicio }).from(partidos).where(eq(partidos.id, m1._id));
    const inicio = row!.inicio!.getTime();
    // f leaves two days before: nothing recorded; e leaves six hours before: Avisó tarde
    t.clock.set(new Date(inicio - 48 * 3_600_000));
    ok(await t.call('DELETE', `/api/partidos/${m1._id}/desinscribir/${f!.id}`, { token: f!.token }));
    t.clock.set(new Date(inicio - 6 * 3_600_000));
    ok(await t.call('DELETE', `/api/partidos/${m1._id}/desinscribir/${e!.id}`, { token: e!.token }));
    t.clock.set(new Date());
    const put = (token: string, registros: unknown[]) => t.call('PUT', `/api/partidos/${m1._id}/asistencia-real`, { token, body: { registros } });
    // not before the match is over
    expect(fail(await put(cast.creador.token, [registro(b!.id, 'no_asistio')])).status).toBe(409);
    await setEstado(t, m1._id, 'Finalizado');
    await setEstado(t, m2._id, 'Finalizado');
    expect(fail(await put(cast.miembro.token, [registro(b!.id, 'no_asistio')])).status).toBe(403);
    expect(fail(await put(cast.creador.token, [registro(f!.id, 'no_asistio')])).status).toBe(400);
    expect(fail(await put(cast.creador.token, [registro(b!.id, 'tal_vez')])).status).toBe(400);
    const after = ok(await put(cast.creador.token, [registro(b!.id, 'no_asistio'), registro(c!.id, 'aviso_tarde')]));
    const byId = Object.fromEntries(after.registros.map((r: { usuario_id: string; resultado: string; inscrito: boolean }) => [r.usuario_id, [r.resultado, r.inscrito]]));
    expect(byId).toEqual({
      [a!.id]: ['asistio', true], [b!.id]: ['no_asistio', true], [c!.id]: ['aviso_tarde', true], [d!.id]: ['asistio', true], [e!.id]: ['aviso_tarde', false],
    });
    expect(ok(await t.call('GET', `/api/partidos/${m1._id}/asistencia-real`, { token: cast.creador.token })).registros).toHaveLength(5);
    // reliability over the last 90 days: attended / enrolled, a late notice counting half
    expect(await confiabilidad(a!.id)).toBe(100);
    expect(await confiabilidad(b!.id)).toBe(50); // missed m1, played m2
    expect(await confiabilidad(c!.id)).toBe(50);
    expect(await confiabilidad(e!.id)).toBe(50);
    expect(await confiabilidad(f!.id)).toBeNull();
  });
});

describe('a series that moves its waiting list by reliability', () => {
  it('promotes the more reliable reserve first, not the one who arrived first', async () => {
    const [r1, r2] = await players(t, club.id, 2);
    // history: r1 missed a finished match, r2 attended one
    const h = await createMatch(t, cast.creador.token, club, { hora_partido: '09:00' });
    await enrolDirect(t, h._id, [r1!.id, r2!.id]);
    await setEstado(t, h._id, 'Finalizado');
    ok(await t.call('PUT', `/api/partidos/${h._id}/asistencia-real`, { token: cast.creador.token, body: { registros: [registro(r1!.id, 'no_asistio')] } }));
    expect(await confiabilidad(r1!.id)).toBe(0);
    expect(await confiabilidad(r2!.id)).toBe(100);

    const serie = ok(await t.call('POST', '/api/series', { token: cast.creador.token, headers: club.headers, body: { ...matchBody(t, club), fecha: fechaEn(t, 3), espera_por_confiabilidad: true } }), 201);
    expect(serie.espera_por_confiabilidad).toBe(true);
    const m = serie.partidos[0]._id as string;
    const full = await players(t, club.id, 10);
    await enrolDirect(t, m, full.map((p) => p.id));
    ok(await inscribir(t, r1!, m, { lista_espera: true }), 201);
    ok(await inscribir(t, r2!, m, { lista_espera: true }), 201);
    ok(await t.call('DELETE', `/api/partidos/${m}/desinscribir/${full[0]!.id}`, { token: full[0]!.token }));
    const enrolled = await t.database.db.execute(sql`select usuario_id from partido_asistentes where partido_id = ${m} and usuario_id in (${r1!.id}, ${r2!.id})`);
    expect((enrolled as unknown as { rows: { usuario_id: string }[] }).rows.map((r) => r.usuario_id)).toEqual([r2!.id]);
    const waiting = await t.database.db.execute(sql`select usuario_id from partido_lista_espera where partido_id = ${m}`);
    expect((waiting as unknown as { rows: { usuario_id: string }[] }).rows.map((r) => r.usuario_id)).toEqual([r1!.id]);
  });
});

describe('reliability on the roster and in team generation', () => {
  it('shows each player on the roster and the waiting list their percentage, to club members only', async () => {
    const [fiel, faltador, nuevo, reserva] = await players(t, club.id, 4);
    const h = await createMatch(t, cast.creador.token, club, { hora_partido: '08:00' });
    await enrolDirect(t, h._id, [fiel!.id, faltador!.id, reserva!.id]);
    await setEstado(t, h._id, 'Finalizado');
    ok(await t.call('PUT', `/api/partidos/${h._id}/asistencia-real`, { token: cast.creador.token, body: { registros: [registro(faltador!.id, 'no_asistio'), registro(reserva!.id, 'aviso_tarde')] } }));

    const m = await createMatch(t, cast.creador.token, club, { hora_partido: '21:00', max_asistentes: 3 });
    await enrolDirect(t, m._id, [fiel!.id, faltador!.id, nuevo!.id]);
    ok(await inscribir(t, reserva!, m._id, { lista_espera: true }), 201);
    const data = ok(await t.call('GET', `/api/partidos/${m._id}/confiabilidad`, { token: cast.miembro.token }));
    const byId = Object.fromEntries(data.jugadores.map((j: { usuario_id: string; confiabilidad: number | null }) => [j.usuario_id, j.confiabilidad]));
    expect(byId).toEqual({ [fiel!.id]: 100, [faltador!.id]: 0, [nuevo!.id]: null, [reserva!.id]: 50 });
    // the same figure as the profile's
    expect(await confiabilidad(reserva!.id)).toBe(50);
    // not for someone outside the club (a private match is not even visible to them)
    expect(fail(await t.call('GET', `/api/partidos/${m._id}/confiabilidad`, { token: cast.outsider.token })).status).toBe(404);
    ok(await t.call('GET', `/api/partidos/${m._id}/confiabilidad`, { token: cast.admin.token }));
  });

  it('generar-equipos with equilibrar_asistencia puts the players who miss matches on both sides', async () => {
    const fieles = await players(t, club.id, 4);
    const faltadores = await players(t, club.id, 4);
    const h = await createMatch(t, cast.creador.token, club, { hora_partido: '07:00' });
    await enrolDirect(t, h._id, [...fieles, ...faltadores].map((p) => p.id));
    await setEstado(t, h._id, 'Finalizado');
    ok(await t.call('PUT', `/api/partidos/${h._id}/asistencia-real`, { token: cast.creador.token, body: { registros: faltadores.map((p) => registro(p.id, 'no_asistio')) } }));

    const m = await createMatch(t, cast.creador.token, club, { hora_partido: '22:00' });
    await enrolDirect(t, m._id, [...fieles, ...faltadores].map((p) => p.id));
    const faltan = new Set(faltadores.map((p) => p.id));
    for (let i = 0; i < 6; i++) {
      const detail = ok(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token, body: { equilibrar_asistencia: true } }));
      const enA = detail.asistentes.filter((a: { usuario_id: { _id: string }; equipo: string }) => a.equipo === 'equipo_a' && faltan.has(a.usuario_id._id));
      expect(enA).toHaveLength(2);
    }
    // the plain call (no body) still works, and a member may not generate
    ok(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token }));
    expect(fail(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.miembro.token, body: { equilibrar_asistencia: true } })).status).toBe(403);
    expect(fail(await t.call('POST', `/api/partidos/${m._id}/generar-equipos`, { token: cast.creador.token, body: { equilibrar_asistencia: 'si' } })).status).toBe(400);
  });
});
