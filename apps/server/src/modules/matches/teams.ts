import { barajar, type NivelHabilidad, type Posicion } from '@partidos/shared';

/** A player to place in a team: an enrolled user or a guest player (bot). */
export interface TeamCandidate {
  id: string;
  kind: 'usuario' | 'bot';
  posicion: Posicion | null;
  nivel: NivelHabilidad | null;
  mvpCount: number;
  partidosJugados: number;
  /** attendance of the last 90 days, 0-100; null without finished matches */
  confiabilidad?: number | null;
}

/** `asistencia`: balance the teams' expected attendance as well as their level (docs/decisions/0041). */
export interface BalanceOptions { asistencia?: boolean }

export interface Teams { equipo_a: string[]; equipo_b: string[] }

const NIVEL_STRENGTH: Record<NivelHabilidad, number> = { Principiante: 1, Intermedio: 2, Avanzado: 3, Profesional: 4 };
// A player who never filled in a level, and every guest player, plays like an Intermedio (docs/product/teams.md).
const DEFAULT_STRENGTH = NIVEL_STRENGTH.Intermedio;
// The MVP rate refines a level, it never outweighs one: at most half a level for an MVP in every match played.
const MVP_BONUS_MAX = 0.5;
// Floating sums: an improvement smaller than this is noise, and stopping on it keeps the swap loop finite.
const EPSILON = 1e-9;
// With `asistencia`, a whole player's attendance (100 % against 0 %) weighs as much as one level.
const ATTENDANCE_WEIGHT = 1;

/** Skill level 1-4 plus a small bonus for the share of played matches the player was MVP in. */
export function playerStrength(p: TeamCandidate): number {
  if (p.kind === 'bot') return DEFAULT_STRENGTH;
  const base = p.nivel ? NIVEL_STRENGTH[p.nivel] : DEFAULT_STRENGTH;
  const mvpRate = Math.min(p.mvpCount / Math.max(p.partidosJugados, 1), 1);
  return base + MVP_BONUS_MAX * mvpRate;
}

interface Rated { id: string; strength: number; isGoalkeeper: boolean; attendance: number }
interface Side { players: Rated[]; strength: number; goalkeepers: number; attendance: number }

function add(side: Side, p: Rated) {
  side.players.push(p);
  side.strength += p.strength;
  side.attendance += p.attendance;
  if (p.isGoalkeeper) side.goalkeepers++;
}

/** The side that should take the next player: the weaker one, then the smaller one, then A. */
function weaker(a: Side, b: Side): Side {
  if (Math.abs(a.strength - b.strength) > EPSILON) return a.strength < b.strength ? a : b;
  return b.players.length < a.players.length ? b : a;
}

/**
 * Splits the players into two balanced teams (docs/product/teams.md): goalkeepers are dealt first so each team has
 * one when there are two or more, then everyone else by descending strength to the weaker team (sizes never
 * differ by more than one), then pairwise swaps while a swap narrows the strength gap. A swap never leaves
 * one team with two goalkeepers more than the other, so the split survives. `rng` only orders players of equal strength.
 * With `asistencia` the swaps narrow the sum of the strength gap and the attendance gap (each player's reliability
 * as a share, a player without history and a guest counting as reliable), so the likely no-shows are shared out.
 */
export function balanceTeams(players: TeamCandidate[], rng: () => number = Math.random, options: BalanceOptions = {}): Teams {
  // shuffle then stable-sort: equal strengths end up in a random (but seeded) order
  const rated = barajar(players, rng)
    .map((p): Rated => ({
      id: p.id, strength: playerStrength(p), isGoalkeeper: p.posicion === 'POR',
      attendance: options.asistencia ? (p.confiabilidad ?? 100) / 100 : 0,
    }))
    .sort((x, y) => y.strength - x.strength);
  const maxSize = Math.ceil(rated.length / 2);
  const a: Side = { players: [], strength: 0, goalkeepers: 0, attendance: 0 };
  const b: Side = { players: [], strength: 0, goalkeepers: 0, attendance: 0 };

  for (const gk of rated.filter((p) => p.isGoalkeeper)) {
    const target = a.goalkeepers === b.goalkeepers ? weaker(a, b) : a.goalkeepers < b.goalkeepers ? a : b;
    add(target, gk);
  }
  for (const p of rated.filter((x) => !x.isGoalkeeper)) {
    const preferred = weaker(a, b);
    const other = preferred === a ? b : a;
    add(preferred.players.length < maxSize ? preferred : other, p);
  }

  improveBySwaps(a, b);
  return { equipo_a: a.players.map((p) => p.id), equipo_b: b.players.map((p) => p.id) };
}

/**
 * Best-improvement hill climbing: apply the swap that narrows the gap most until none narrows it. The gap is the
 * strength gap plus the weighted attendance gap (zero unless balancing attendance).
 */
function improveBySwaps(a: Side, b: Side) {
  for (;;) {
    const gap = a.strength - b.strength;
    const attendanceGap = a.attendance - b.attendance;
    let best = { i: -1, j: -1, gap: Math.abs(gap) + ATTENDANCE_WEIGHT * Math.abs(attendanceGap) };
    for (let i = 0; i < a.players.length; i++) {
      const pa = a.players[i]!;
      for (let j = 0; j < b.players.length; j++) {
        const pb = b.players[j]!;
        if (!keepsGoalkeeperSplit(a, b, pa, pb)) continue;
        const newGap = Math.abs(gap - 2 * (pa.strength - pb.strength))
          + ATTENDANCE_WEIGHT * Math.abs(attendanceGap - 2 * (pa.attendance - pb.attendance));
        if (newGap < best.gap - EPSILON) best = { i, j, gap: newGap };
      }
    }
    if (best.i < 0) return;
    const pa = a.players[best.i]!;
    const pb = b.players[best.j]!;
    a.players[best.i] = pb;
    b.players[best.j] = pa;
    a.strength += pb.strength - pa.strength;
    b.strength += pa.strength - pb.strength;
    a.attendance += pb.attendance - pa.attendance;
    b.attendance += pa.attendance - pb.attendance;
    const moved = Number(pa.isGoalkeeper) - Number(pb.isGoalkeeper);
    a.goalkeepers -= moved;
    b.goalkeepers += moved;
  }
}

/** A swap may move a goalkeeper across only while the goalkeeper counts still differ by at most one. */
function keepsGoalkeeperSplit(a: Side, b: Side, pa: Rated, pb: Rated): boolean {
  const moved = Number(pa.isGoalkeeper) - Number(pb.isGoalkeeper);
  return Math.abs(a.goalkeepers - moved - (b.goalkeepers + moved)) <= 1;
}
