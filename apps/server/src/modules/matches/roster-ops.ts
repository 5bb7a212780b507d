import { capacidadLocal } from '@partidos/shared';
import type { MatchesStore } from './matches.store.js';

/**
 * Recounts the places taken and promotes the first reserves (not those awaiting approval) into every free
 * place (spec 2 §4: "players are promoted automatically when a place frees"). Runs inside the transaction that
 * locked the match. `exceptUsuarioId` is a player just moved to the reserves, who must not bounce straight back.
 * Returns who was promoted.
 */
export async function fillFromWaitingList(
  tx: MatchesStore,
  partido: { id: string; maxAsistentes: number; tieneRivalExterno: boolean },
  now: Date,
  exceptUsuarioId?: string,
): Promise<string[]> {
  const ocupados = await tx.roster.recount(partido.id, now);
  const libres = capacidadLocal({ max_asistentes: partido.maxAsistentes, tiene_rival_externo: partido.tieneRivalExterno }) - ocupados;
  const promovidos = await tx.roster.nextReserves(partido.id, libres, exceptUsuarioId);
  for (const usuarioId of promovidos) {
    await tx.roster.removeEspera(partido.id, usuarioId);
    await tx.roster.addAsistente(partido.id, usuarioId, now);
  }
  if (promovidos.length) await tx.roster.recount(partido.id, now);
  return promovidos;
}
