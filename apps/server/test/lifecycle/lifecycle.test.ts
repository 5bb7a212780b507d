import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstant } from '../../src/lib/match-time.js';
import { createLifecycleJobs, lastExpiredFecha } from '../../src/modules/matches/lifecycle.jobs.js';
import { Scheduler } from '../../src/plugins/scheduler.js';
import { createTestApp, type TestApp } from '../helpers.js';
import {
  addBots, enrol, getMatch, getUsers, insertClub, insertMatch, insertUsers, teamsOf, TZ, type ClubRef, type MatchSpec,
} from './fixtures.js';

// Every test places its matches on its own dates; a tick sweeps the whole database, so a later test moving the
// clock only touches matches whose assertions are already done.

const MIN = 60_000;
let t: TestApp;
let club: ClubRef;
beforeAll(async () => {
  t = await createTestApp();
  club = await insertClub(t.database.db);
});
afterAll(async () => { await t.close(); });

async function tickAt(at: Date | string) {
  t.clock.set(new Date(at));
  await t.scheduler.tick();
}
const db = () => t.database.db;
const estado = async (id: string) => (await getMatch(db(), id)).estadoPartido;

describe('start', () => {
  it('puts a complete match En curso at its start instant, not a minute before', async () => {
    const convocando = await insertMatch(db(), club, { fecha: '2030-05-10', hora: '20:00' });
    const cerrada = await insertMatch(db(), club, { fecha: '2030-05-10', hora: '20:00', estadoPartido: 'Próximo a comenzar' });
    const inicio = startInstant('2030-05-10', '20:00', TZ);

    await tickAt(new Date(inicio.getTime() - MIN));
    expect(await estado(convocando)).toBe('Convocando');
    expect(await estado(cerrada)).toBe('Próximo a comenzar');

    await tickAt(inicio);
    expect(await estado(convocando)).toBe('En curso');
    expect(await estado(cerrada)).toBe('En curso');
  });

  it('leaves a match with place, schedule or amount undefined waiting at its start time', async () => {
    const sinLugar = await insertMatch(db(), club, { fecha: '2030-05-11', hora: '10:00', lugarPorDefinir: true });
    const sinMonto = await insertMatch(db(), club, { fecha: '2030-05-11', hora: '10:00', montoPorDefinir: true });
    await tickAt(startInstant('2030-05-11', '10:30', TZ));
    expect(await estado(sinLugar)).toBe('Convocando');
    expect(await estado(sinMonto)).toBe('Convocando');
  });
});

describe('finish', () => {
  it('finishes at start + duracion and counts the match for every attendee who did not decline, once', async () => {
    const id = await insertMatch(db(), club, { fecha: '2030-05-20', hora: '19:00', duracion: 60 });
    const [si, sinRespuesta, no] = await insertUsers(db(), [
      { partidosJugados: 5, racha: 2 }, { partidosJugados: 0, racha: 0 }, { partidosJugados: 7, racha: 4 },
    ]);
    await enrol(db(), id, [si!, sinRespuesta!, no!], [true, null, false]);
    const inicio = startInstant('2030-05-20', '19:00', TZ);

    await tickAt(inicio);
    await tickAt(new Date(inicio.getTime() + 59 * MIN));
    expect(await estado(id)).toBe('En curso');
    expect((await getUsers(db(), [si!])).get(si!)!.partidosJugados).toBe(5);

    await tickAt(new Date(inicio.getTime() + 60 * MIN));
    await t.scheduler.tick();
    await tickAt(new Date(inicio.getTime() + 3 * 60 * MIN));

    const m = await getMatch(db(), id);
    expect(m.estadoPartido).toBe('Finalizado');
    expect(m.contadoresAplicados).toBe(true);
    const u = await getUsers(db(), [si!, sinRespuesta!, no!]);
    expect([u.get(si!)!.partidosJugados, u.get(si!)!.rachaAsistencia]).toEqual([6, 3]);
    expect([u.get(sinRespuesta!)!.partidosJugados, u.get(sinRespuesta!)!.rachaAsistencia]).toEqual([1, 1]);
    // a decline does not count as played and resets the streak
    expect([u.get(no!)!.partidosJugados, u.get(no!)!.rachaAsistencia]).toEqual([7, 0]);
  });

  it('takes matches that finish in the same tick in start order for the streak', async () => {
    const temprano = await insertMatch(db(), club, { fecha: '2030-05-21', hora: '09:00' });
    const tarde = await insertMatch(db(), club, { fecha: '2030-05-21', hora: '12:00' });
    const [rechazoPrimero, rechazoDespues] = await insertUsers(db(), [{ racha: 3 }, { racha: 3 }]);
    await enrol(db(), temprano, [rechazoPrimero!, rechazoDespues!], [false, true]);
    await enrol(db(), tarde, [rechazoPrimero!, rechazoDespues!], [true, false]);

    // the server was down all day: both matches start and finish in one tick
    await tickAt(startInstant('2030-05-21', '22:00', TZ));

    expect(await estado(temprano)).toBe('Finalizado');
    expect(await estado(tarde)).toBe('Finalizado');
    const u = await getUsers(db(), [rechazoPrimero!, rechazoDespues!]);
    expect([u.get(rechazoPrimero!)!.partidosJugados, u.get(rechazoPrimero!)!.rachaAsistencia]).toEqual([1, 1]);
    expect([u.get(rechazoDespues!)!.partidosJugados, u.get(rechazoDespues!)!.rachaAsistencia]).toEqual([1, 0]);
  });

  it('applies the counters once when two schedulers (two server processes) tick at the same time', async () => {
    const id = await insertMatch(db(), club, { fecha: '2030-05-22', hora: '18:00', duracion: 30 });
    const [jugador] = await insertUsers(db(), [{ partidosJugados: 10, racha: 1 }]);
    await enrol(db(), id, [jugador!], [true]);
    await tickAt(startInstant('2030-05-22', '18:00', TZ));
    expect(await estado(id)).toBe('En curso');

    t.clock.set(startInstant('2030-05-22', '18:30', TZ));
    const other = new Scheduler(t.database, createLifecycleJobs({ clock: t.clock, timezone: TZ }), t.app.log);
    await Promise.all([t.scheduler.tick(), other.tick(), other.tick()]);

    expect(await estado(id)).toBe('Finalizado');
    const u = (await getUsers(db(), [jugador!])).get(jugador!)!;
    expect([u.partidosJugados, u.rachaAsistencia]).toEqual([11, 2]);
  });
});

describe('cancel incomplete', () => {
  it('cancels a match still missing details exactly at 23:59 of its date, recording what was missing', async () => {
    const lugarYMonto = await insertMatch(db(), club, { fecha: '2030-06-20', hora: '21:00', lugarPorDefinir: true, montoPorDefinir: true });
    const horario = await insertMatch(db(), club, { fecha: '2030-06-20', hora: null });
    const manana = await insertMatch(db(), club, { fecha: '2030-06-21', hora: null });
    const deadline = startInstant('2030-06-20', '23:59', TZ);

    await tickAt(new Date(deadline.getTime() - MIN));
    expect(await estado(lugarYMonto)).toBe('Convocando');
    expect(await estado(horario)).toBe('Convocando');

    await tickAt(deadline);
    const a = await getMatch(db(), lugarYMonto);
    expect(a.estadoPartido).toBe('Cancelado');
    expect(a.camposFaltantes).toEqual(['lugar', 'monto']);
    expect(a.fechaCancelacion?.toISOString()).toBe(deadline.toISOString());
    const b = await getMatch(db(), horario);
    expect(b.estadoPartido).toBe('Cancelado');
    expect(b.camposFaltantes).toEqual(['horario']);
    expect(await estado(manana)).toBe('Convocando');

    // a later run changes nothing
    await tickAt(new Date(deadline.getTime() + 30 * MIN));
    expect((await getMatch(db(), lugarYMonto)).fechaCancelacion?.toISOString()).toBe(deadline.toISOString());
  });

  it('cancels a closed list (Próximo a comenzar) too, but never a complete one', async () => {
    const cerrada = await insertMatch(db(), club, { fecha: '2030-06-25', hora: '10:00', estadoPartido: 'Próximo a comenzar', montoPorDefinir: true });
    const completo = await insertMatch(db(), club, { fecha: '2030-06-25', hora: '22:00', duracion: 120 });
    await tickAt(startInstant('2030-06-25', '23:59', TZ));
    expect(await estado(cerrada)).toBe('Cancelado');
    expect(await estado(completo)).toBe('En curso');
  });

  it('knows which dates have expired in the zone', () => {
    expect(lastExpiredFecha(new Date('2030-06-21T03:58:00Z'), TZ)).toBe('2030-06-19'); // 23:58 on the 20th (-04)
    expect(lastExpiredFecha(new Date('2030-06-21T03:59:00Z'), TZ)).toBe('2030-06-20');
    expect(lastExpiredFecha(new Date('2031-01-01T12:00:00Z'), TZ)).toBe('2030-12-31');
  });
});

describe('auto teams', () => {
  /** A 5v5 match with generar_equipos_auto and `enrolled` of its 10 places taken. */
  async function autoMatch(fecha: string, hora: string, enrolled: number, o: Omit<MatchSpec, 'fecha'> = {}) {
    const id = await insertMatch(db(), club, { fecha, hora, generarEquiposAuto: true, ...o });
    await enrol(db(), id, await insertUsers(db(), Array.from({ length: enrolled }, (_, i) => ({ posicion: i < 2 ? 'POR' : 'MC' }))));
    return { id, inicio: startInstant(fecha, hora, TZ) };
  }
  const generated = async (id: string) => (await getMatch(db(), id)).equiposGenerados;

  it('generates teams from 2 hours before the start, not at 2 h 01 min', async () => {
    const { id, inicio } = await autoMatch('2030-07-01', '20:00', 8);
    await tickAt(new Date(inicio.getTime() - 121 * MIN));
    expect(await generated(id)).toBe(false);
    await tickAt(new Date(inicio.getTime() - 119 * MIN));
    expect(await generated(id)).toBe(true);
    const teams = [...(await teamsOf(db(), id)).values()];
    expect(teams.filter((e) => e === 'equipo_a')).toHaveLength(4);
    expect(teams.filter((e) => e === 'equipo_b')).toHaveLength(4);
  });

  it('includes both ends of the window: exactly 2 hours and exactly 15 minutes before', async () => {
    const dos = await autoMatch('2030-07-02', '20:00', 8);
    const quince = await autoMatch('2030-07-02', '21:45', 8);
    await tickAt(new Date(dos.inicio.getTime() - 120 * MIN)); // also 3 h 45 min before the second one
    expect(await generated(dos.id)).toBe(true);
    expect(await generated(quince.id)).toBe(false);
    await tickAt(new Date(quince.inicio.getTime() - 15 * MIN));
    expect(await generated(quince.id)).toBe(true);
  });

  it('does not generate them in the last 14 minutes', async () => {
    const { id, inicio } = await autoMatch('2030-07-03', '20:00', 8);
    await tickAt(new Date(inicio.getTime() - 14 * MIN));
    expect(await generated(id)).toBe(false);
    expect([...(await teamsOf(db(), id)).values()].every((e) => e === null)).toBe(true);
  });

  it('waits for 80 % of the places: 7 of 10 is not enough, guest players count', async () => {
    const siete = await autoMatch('2030-07-04', '20:00', 7);
    const conInvitado = await autoMatch('2030-07-04', '20:00', 7);
    await addBots(db(), conInvitado.id, 1);
    await tickAt(new Date(siete.inicio.getTime() - 60 * MIN));
    expect(await generated(siete.id)).toBe(false);
    expect(await generated(conInvitado.id)).toBe(true);
  });

  it('measures 80 % of the local places against an external rival and puts everyone in the local team', async () => {
    const { id, inicio } = await autoMatch('2030-07-05', '20:00', 4, { tieneRivalExterno: true, equipoRivalExterno: 'equipo_b' });
    await tickAt(new Date(inicio.getTime() - 60 * MIN));
    expect(await generated(id)).toBe(true);
    expect(new Set((await teamsOf(db(), id)).values())).toEqual(new Set(['equipo_a']));
  });

  it('leaves alone matches without automatic teams, with teams already made, or no longer open', async () => {
    const manual = await autoMatch('2030-07-06', '20:00', 10, { generarEquiposAuto: false });
    const hechos = await autoMatch('2030-07-06', '20:00', 10, { equiposGenerados: true });
    const cancelado = await autoMatch('2030-07-06', '20:00', 10, { estadoPartido: 'Cancelado' });
    await tickAt(new Date(manual.inicio.getTime() - 60 * MIN));
    expect(await generated(manual.id)).toBe(false);
    expect([...(await teamsOf(db(), hechos.id)).values()].every((e) => e === null)).toBe(true);
    expect(await generated(cancelado.id)).toBe(false);
  });
});

describe('across Chile’s daylight-saving changes', () => {
  it('starts a match set at 00:30 on 6 Sep 2026 (a time the spring-forward skips) at 01:30 -03, and ends it 90 minutes later', async () => {
    const id = await insertMatch(db(), club, { fecha: '2026-09-06', hora: '00:30', duracion: 90 });
    const [jugador] = await insertUsers(db(), [{}]);
    await enrol(db(), id, [jugador!], [true]);
    // 00:00 -04 became 01:00 -03 (04:00Z); the first instant at or after "00:30" is 04:30Z
    await tickAt('2026-09-06T04:29:00Z');
    expect(await estado(id)).toBe('Convocando');
    await tickAt('2026-09-06T04:30:00Z');
    expect(await estado(id)).toBe('En curso');
    await tickAt('2026-09-06T05:59:00Z');
    expect(await estado(id)).toBe('En curso');
    await tickAt('2026-09-06T06:00:00Z');
    expect(await estado(id)).toBe('Finalizado');
    expect((await getUsers(db(), [jugador!])).get(jugador!)!.partidosJugados).toBe(1);
  });

  it('runs a match across the night the clock goes back (4-5 Apr 2026) for its real 90 minutes', async () => {
    // 23:00 -03 on 4 April is 02:00Z; at 03:00Z (midnight -03) the clock goes back to 23:00 -04,
    // so the match ends at 03:30Z, shown as 23:30 a second time, not at a wall-clock "00:30"
    const id = await insertMatch(db(), club, { fecha: '2026-04-04', hora: '23:00', duracion: 90 });
    await tickAt('2026-04-05T01:59:00Z');
    expect(await estado(id)).toBe('Convocando');
    await tickAt('2026-04-05T02:00:00Z');
    expect(await estado(id)).toBe('En curso');
    await tickAt('2026-04-05T03:29:00Z');
    expect(await estado(id)).toBe('En curso');
    await tickAt('2026-04-05T03:30:00Z');
    expect(await estado(id)).toBe('Finalizado');
  });

  it('cancels an incomplete match of 4 Apr 2026 at the first 23:59 of that night, and one of 5 Sep at 23:59 -04', async () => {
    const abril = await insertMatch(db(), club, { fecha: '2026-04-04', hora: null });
    const septiembre = await insertMatch(db(), club, { fecha: '2026-09-05', hora: '18:00', lugarPorDefinir: true });
    await tickAt('2026-04-05T02:58:00Z');
    expect(await estado(abril)).toBe('Convocando');
    await tickAt('2026-04-05T02:59:00Z');
    expect(await estado(abril)).toBe('Cancelado');
    await tickAt('2026-09-06T03:58:00Z');
    expect(await estado(septiembre)).toBe('Convocando');
    await tickAt('2026-09-06T03:59:00Z');
    expect(await estado(septiembre)).toBe('Cancelado');
  });
});
