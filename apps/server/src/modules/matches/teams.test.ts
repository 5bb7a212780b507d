import { describe, expect, it } from 'vitest';
import { NIVELES, POSICIONES, generador as seeded } from '@partidos/shared';
import { balanceTeams, playerStrength, type TeamCandidate } from './teams.js';

// (seeded: the shared mulberry32, so every roster and every tie-break is reproducible)

let n = 0;
function player(o: Partial<TeamCandidate> = {}): TeamCandidate {
  return { id: `p${n++}`, kind: 'usuario', posicion: 'MC', nivel: 'Intermedio', mvpCount: 0, partidosJugados: 0, ...o };
}

/** 4 to 22 players: from a short 2v2 to a full 11v11, with goalkeepers, guests and unset levels mixed in. */
function randomRoster(rng: () => number): TeamCandidate[] {
  const size = 4 + Math.floor(rng() * 19);
  return Array.from({ length: size }, () => {
    if (rng() < 0.1) return player({ kind: 'bot', posicion: null, nivel: null });
    const jugados = Math.floor(rng() * 60);
    return player({
      posicion: rng() < 0.15 ? 'POR' : rng() < 0.1 ? null : POSICIONES[1 + Math.floor(rng() * (POSICIONES.length - 1))]!,
      nivel: rng() < 0.1 ? null : NIVELES[Math.floor(rng() * NIVELES.length)]!,
      partidosJugados: jugados,
      mvpCount: Math.floor(rng() * (jugados + 1) * 0.3),
    });
  });
}

/** The smallest gap any legal split reaches (sizes and goalkeepers within one), by trying every subset. */
function optimalGap(roster: TeamCandidate[]): number {
  const s = roster.map(playerStrength);
  const total = s.reduce((x, y) => x + y, 0);
  const gks = roster.filter((p) => p.posicion === 'POR').length;
  let best = Infinity;
  for (let mask = 0; mask < 1 << roster.length; mask++) {
    let size = 0, sum = 0, gk = 0;
    roster.forEach((p, i) => { if (mask & (1 << i)) { size++; sum += s[i]!; if (p.posicion === 'POR') gk++; } });
    if (Math.abs(2 * size - roster.length) <= 1 && Math.abs(2 * gk - gks) <= 1) best = Math.min(best, Math.abs(total - 2 * sum));
  }
  return best;
}

const strengthOf = (ids: string[], byId: Map<string, TeamCandidate>) =>
  ids.reduce((sum, id) => sum + playerStrength(byId.get(id)!), 0);

describe('playerStrength', () => {
  it('rates skill levels 1 to 4, with no level and guest players as Intermedio', () => {
    expect(playerStrength(player({ nivel: 'Principiante' }))).toBe(1);
    expect(playerStrength(player({ nivel: 'Profesional' }))).toBe(4);
    expect(playerStrength(player({ nivel: null }))).toBe(2);
    expect(playerStrength(player({ kind: 'bot', nivel: null, mvpCount: 9, partidosJugados: 9 }))).toBe(2);
  });

  it('adds a small MVP-rate bonus that never reaches a whole level', () => {
    expect(playerStrength(player({ nivel: 'Avanzado', mvpCount: 5, partidosJugados: 10 }))).toBe(3.25);
    // more MVPs than matches (imported data) is capped
    expect(playerStrength(player({ nivel: 'Avanzado', mvpCount: 3, partidosJugados: 0 }))).toBe(3.5);
  });
});

describe('balanceTeams', () => {
  it('handles 0, 1 and 2 players', () => {
    expect(balanceTeams([])).toEqual({ equipo_a: [], equipo_b: [] });
    const one = balanceTeams([player()]);
    expect(one.equipo_a.length + one.equipo_b.length).toBe(1);
    const two = balanceTeams([player(), player()]);
    expect([two.equipo_a.length, two.equipo_b.length]).toEqual([1, 1]);
  });

  it('places every player exactly once and sizes differ by at most one, odd and even', () => {
    for (let size = 0; size <= 23; size++) {
      const roster = Array.from({ length: size }, (_, i) => player({ nivel: NIVELES[i % 4]! }));
      const teams = balanceTeams(roster, seeded(size));
      expect([...teams.equipo_a, ...teams.equipo_b].sort()).toEqual(roster.map((p) => p.id).sort());
      expect(Math.abs(teams.equipo_a.length - teams.equipo_b.length)).toBeLessThanOrEqual(1);
    }
  });

  it('puts one goalkeeper in each team when there are two, even if they are the two strongest players', () => {
    const gk1 = player({ posicion: 'POR', nivel: 'Profesional' });
    const gk2 = player({ posicion: 'POR', nivel: 'Profesional' });
    const rest = Array.from({ length: 8 }, () => player({ nivel: 'Principiante' }));
    for (let seed = 0; seed < 20; seed++) {
      const teams = balanceTeams([gk1, ...rest, gk2], seeded(seed));
      expect(teams.equipo_a.filter((id) => id === gk1.id || id === gk2.id)).toHaveLength(1);
      expect(teams.equipo_b.filter((id) => id === gk1.id || id === gk2.id)).toHaveLength(1);
    }
  });

  it('spreads three or more goalkeepers so the counts differ by at most one', () => {
    const gks = Array.from({ length: 5 }, (_, i) => player({ posicion: 'POR', nivel: NIVELES[i % 4]! }));
    const rest = Array.from({ length: 7 }, () => player());
    const teams = balanceTeams([...rest, ...gks], seeded(3));
    const ids = new Set(gks.map((g) => g.id));
    const inA = teams.equipo_a.filter((id) => ids.has(id)).length;
    expect(Math.abs(inA - (5 - inA))).toBe(1);
  });

  it('finds the perfect split a greedy pass misses, by swapping', () => {
    // greedy by strength ends 4+3+3 = 10 against 4+3+1 = 8; swapping a 4 for a 3 reaches 9 against 9
    const roster = [4, 4, 3, 3, 3, 1].map((s) => player({ nivel: NIVELES[s - 1]! }));
    const byId = new Map(roster.map((p) => [p.id, p]));
    const teams = balanceTeams(roster, seeded(1));
    expect(strengthOf(teams.equipo_a, byId)).toBe(strengthOf(teams.equipo_b, byId));
  });

  it('keeps the strength difference small on 200 random rosters', () => {
    const rosterRng = seeded(2024);
    let totalGap = 0;
    let compared = 0;
    for (let i = 0; i < 200; i++) {
      const roster = randomRoster(rosterRng);
      const byId = new Map(roster.map((p) => [p.id, p]));
      const teams = balanceTeams(roster, seeded(i));
      const gap = Math.abs(strengthOf(teams.equipo_a, byId) - strengthOf(teams.equipo_b, byId));
      const strongest = Math.max(...roster.map(playerStrength));
      expect(gap).toBeLessThanOrEqual(strongest + 1e-9);
      expect(Math.abs(teams.equipo_a.length - teams.equipo_b.length)).toBeLessThanOrEqual(1);
      const gks = roster.filter((p) => p.posicion === 'POR').map((p) => p.id);
      const gkInA = teams.equipo_a.filter((id) => gks.includes(id)).length;
      expect(Math.abs(2 * gkInA - gks.length)).toBeLessThanOrEqual(1);
      if (roster.length <= 12) {
        // swaps stop at a local optimum: never more than half a level from the best split there is
        expect(gap).toBeLessThanOrEqual(optimalGap(roster) + 0.5);
        compared++;
      }
      totalGap += gap;
    }
    expect(compared).toBeGreaterThan(50);
    // a whole level is the smallest difference a coach would notice; the average stays well under half of it
    expect(totalGap / 200).toBeLessThan(0.5);
  });

  it('is deterministic with a seeded rng and only shuffles equals', () => {
    const roster = Array.from({ length: 10 }, () => player());
    expect(balanceTeams(roster, seeded(7))).toEqual(balanceTeams(roster, seeded(7)));
    // ten identical players: different seeds give different (still balanced) line-ups
    const lineups = new Set([1, 2, 3, 4, 5].map((s) => balanceTeams(roster, seeded(s)).equipo_a.slice().sort().join()));
    expect(lineups.size).toBeGreaterThan(1);
  });

  it('with asistencia shares the likely no-shows out between the teams, keeping the level balanced', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const reliable = Array.from({ length: 4 }, () => player({ confiabilidad: 100 }));
      const flaky = Array.from({ length: 4 }, () => player({ confiabilidad: 20 }));
      const roster = [...reliable, ...flaky];
      const byId = new Map(roster.map((p) => [p.id, p]));
      const teams = balanceTeams(roster, seeded(seed), { asistencia: true });
      const flakyInA = teams.equipo_a.filter((id) => flaky.some((f) => f.id === id)).length;
      expect(flakyInA).toBe(2);
      expect(strengthOf(teams.equipo_a, byId)).toBeCloseTo(strengthOf(teams.equipo_b, byId));
    }
    // without the option, attendance does not count: some seed puts three flaky players on one side
    const roster = [...Array.from({ length: 4 }, () => player({ confiabilidad: 100 })), ...Array.from({ length: 4 }, () => player({ confiabilidad: 20 }))];
    const flakyIds = new Set(roster.slice(4).map((p) => p.id));
    const splits = Array.from({ length: 30 }, (_, i) => balanceTeams(roster, seeded(i + 1)).equipo_a.filter((id) => flakyIds.has(id)).length);
    expect(splits.some((k) => k !== 2)).toBe(true);
  });

  it('with asistencia still never trades a level for attendance when levels differ a lot', () => {
    const pros = Array.from({ length: 2 }, () => player({ nivel: 'Profesional', confiabilidad: 100 }));
    const rest = Array.from({ length: 6 }, (_, i) => player({ nivel: 'Principiante', confiabilidad: i < 2 ? 100 : 30 }));
    const roster = [...pros, ...rest];
    const teams = balanceTeams(roster, seeded(3), { asistencia: true });
    // one professional on each side
    expect(teams.equipo_a.filter((id) => pros.some((p) => p.id === id))).toHaveLength(1);
  });
});
