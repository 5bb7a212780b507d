// MVP voting rules (docs/product/votes.md). Pure: the server enforces them, the screens use
// them only to show or hide the vote button.
import type { EstadoPartido } from '../matches/types.js';
import { MVP_VOTACION_HORAS } from './constants.js';

/** The instant MVP voting closes: the end of the match (start + duracion) plus 24 hours; null without a start. */
export function cierreVotacionMvp(inicio: Date | null, duracionMin: number): Date | null {
  if (!inicio) return null;
  return new Date(inicio.getTime() + duracionMin * 60_000 + MVP_VOTACION_HORAS * 3_600_000);
}

export interface VotacionMvpEstado { estado_partido: EstadoPartido | string; inicio: Date | null; duracion: number; mvp_asignado: boolean }

/** Open while En curso, and while Finalizado until the window closes; never once an MVP is assigned. */
export function votacionMvpAbierta(p: VotacionMvpEstado, now: Date): boolean {
  if (p.mvp_asignado) return false;
  if (p.estado_partido !== 'En curso' && p.estado_partido !== 'Finalizado') return false;
  const cierre = cierreVotacionMvp(p.inicio, p.duracion);
  return !!cierre && now.getTime() < cierre.getTime();
}

export interface MvpVoto { jugador_id: string; /** arrival order of the vote */ orden: number }
export interface MvpPuesto { jugador_id: string; votos: number; /** orden of the vote that brought the player to `votos` */ alcanzado: number }

/**
 * Players by votes, most first; a tie goes to the player who reached that count first, i.e. whose last vote
 * arrived earlier. The first entry is the leader, and the MVP when voting ends.
 */
export function rankMvpVotes(votos: readonly MvpVoto[]): MvpPuesto[] {
  const by = new Map<string, MvpPuesto>();
  for (const v of [...votos].sort((a, b) => a.orden - b.orden)) {
    const p = by.get(v.jugador_id) ?? { jugador_id: v.jugador_id, votos: 0, alcanzado: 0 };
    p.votos += 1;
    p.alcanzado = v.orden;
    by.set(v.jugador_id, p);
  }
  return [...by.values()].sort((a, b) => b.votos - a.votos || a.alcanzado - b.alcanzado);
}
