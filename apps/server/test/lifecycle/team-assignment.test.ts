import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignTeams } from '../../src/modules/matches/team-assignment.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { addBots, enrol, getMatch, insertClub, insertMatch, insertUsers, seeded, teamsOf, type ClubRef } from './fixtures.js';

let t: TestApp;
let club: ClubRef;
beforeAll(async () => {
  t = await createTestApp();
  club = await insertClub(t.database.db);
});
afterAll(async () => { await t.close(); });

describe('assignTeams', () => {
  it('puts every attendee and guest in a team, sizes within one, goalkeepers split, and marks the match', async () => {
    const db = t.database.db;
    const id = await insertMatch(db, club, { fecha: '2030-03-10', maxAsistentes: 14 });
    const users = await insertUsers(db, [
      { posicion: 'POR', nivel: 'Avanzado' }, { posicion: 'POR', nivel: 'Principiante' },
      { nivel: 'Profesional', mvpCount: 4, partidosJugados: 10 }, { nivel: 'Profesional' }, { nivel: 'Avanzado' },
      { nivel: 'Intermedio' }, { nivel: null, posicion: null }, { nivel: 'Principiante' }, { nivel: 'Principiante' },
    ]);
    await enrol(db, id, users);
    const bots = await addBots(db, id, 2);

    expect(await assignTeams(db, id, seeded(1))).toBe(true);

    const teams = await teamsOf(db, id);
    expect(teams.size).toBe(11);
    const a = [...teams].filter(([, e]) => e === 'equipo_a').map(([k]) => k);
    const b = [...teams].filter(([, e]) => e === 'equipo_b').map(([k]) => k);
    expect(a.length + b.length).toBe(11);
    expect(Math.abs(a.length - b.length)).toBe(1);
    expect(a.includes(users[0]!)).not.toBe(a.includes(users[1]!));
    expect(bots.every((bot) => teams.get(bot) !== null)).toBe(true);
    expect((await getMatch(db, id)).equiposGenerados).toBe(true);
  });

  it('draws the same teams again with the same seed, and redraws over earlier teams', async () => {
    const db = t.database.db;
    const id = await insertMatch(db, club, { fecha: '2030-03-11' });
    await enrol(db, id, await insertUsers(db, Array.from({ length: 10 }, () => ({}))));
    await assignTeams(db, id, seeded(5));
    const first = await teamsOf(db, id);
    await assignTeams(db, id, seeded(5));
    expect(await teamsOf(db, id)).toEqual(first);
  });

  it('sends every local player to the local team against an external rival', async () => {
    const db = t.database.db;
    const id = await insertMatch(db, club, { fecha: '2030-03-12', tieneRivalExterno: true, equipoRivalExterno: 'equipo_a' });
    await enrol(db, id, await insertUsers(db, [{ posicion: 'POR' }, { posicion: 'POR' }, {}, {}]));
    await addBots(db, id, 1);
    await assignTeams(db, id);
    expect(new Set((await teamsOf(db, id)).values())).toEqual(new Set(['equipo_b']));
  });

  it('marks an empty match and answers false for a match that does not exist', async () => {
    const db = t.database.db;
    const id = await insertMatch(db, club, { fecha: '2030-03-13' });
    expect(await assignTeams(db, id)).toBe(true);
    expect((await getMatch(db, id)).equiposGenerados).toBe(true);
    expect(await assignTeams(db, 'f'.repeat(24))).toBe(false);
  });
});
