import {
  MSG, cierreVotacionMvp, rankMvpVotes, votacionMvpAbierta,
  type JugadorRefDto, type VotacionMvpDto, type VotarMvpInput, type VotarMvpResultDto,
} from '@partidos/shared';
import type { PartidoRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { toJugadorRef } from './matches.mapper.js';
import type { JugadorColumns } from './matches.repository.js';
import type { MatchesService, MatchView } from './matches.service.js';
import type { MvpRepository } from './mvp.repository.js';

export interface MvpDeps { matches: MatchesService; repo: MvpRepository; clock: Clock; events?: DomainEvents }

type Asistente = Awaited<ReturnType<MvpRepository['asistentes']>>[number];
type Voto = Awaited<ReturnType<MvpRepository['votos']>>[number];

/** Who votes: attendees who did not decline (a player who said they would not come neither votes nor is voted). */
const votante = (a: Asistente) => a.confirmado !== false;
/** Who may be voted: voters, and against an external rival only the local team (docs/product/votes.md). */
const elegible = (p: PartidoRow, a: Asistente) => votante(a) && !(p.tieneRivalExterno && a.equipo === p.equipoRivalExterno);

const ranking = (votos: Voto[]) => rankMvpVotes(votos.map((v) => ({ jugador_id: v.jugadorId, orden: v.orden })));

/**
 * Assigns the MVP of a locked match from its votes: the most voted, a tie to whoever reached the count first
 * (docs/product/votes.md). False when there is no vote or another request or tick assigned it first.
 */
export async function assignFromVotes(tx: MvpRepository, partidoId: string, now: Date): Promise<boolean> {
  const winner = ranking(await tx.votos(partidoId))[0];
  if (!winner) return false;
  return tx.asignar(partidoId, winner.jugador_id, now);
}

/** MVP voting of a match (docs/product/votes.md "MVP voting"). */
export class MvpService {
  constructor(private d: MvpDeps) {}

  /** GET /partidos/{id}/votacion-mvp: anyone who may see the match. */
  async estado(user: UserRow, partidoId: string): Promise<VotacionMvpDto> {
    return this.estadoOf(await this.d.matches.view(user, partidoId), user.id);
  }

  /**
   * POST /partidos/{id}/votar-mvp. In one transaction that locks the match: the window is open, the voter is
   * an attendee who did not decline, the player is eligible and not the voter, one vote per voter (409). When
   * the last voter votes the MVP is assigned at once; otherwise the closing job assigns it when the window ends.
   */
  async votar(user: UserRow, partidoId: string, input: VotarMvpInput): Promise<{ message: string; data: VotarMvpResultDto }> {
    const v = await this.d.matches.view(user, partidoId);
    const asignado = await this.d.repo.transaction(async (tx) => {
      const now = this.d.clock.now();
      const p = await tx.lock(v.row.partido.id);
      if (!p) throw notFound('partidoNoEncontrado');
      this.requireOpen(p, now);
      const asistentes = await tx.asistentes(p.id);
      const yo = asistentes.find((a) => a.jugador.id === user.id);
      if (!yo) throw forbidden('mvpSoloInscritos');
      if (!votante(yo)) throw forbidden('mvpDeclinaste');
      if (input.jugador_id === user.id) throw badRequest('mvpAutoVoto', [{ field: 'jugador_id', message: MSG.mvpAutoVoto }]);
      const candidato = asistentes.find((a) => a.jugador.id === input.jugador_id);
      if (!candidato || !votante(candidato)) throw badRequest('mvpJugadorNoParticipa', [{ field: 'jugador_id', message: MSG.mvpJugadorNoParticipa }]);
      if (!elegible(p, candidato)) throw badRequest('mvpSoloEquipoLocal', [{ field: 'jugador_id', message: MSG.mvpSoloEquipoLocal }]);
      if (!(await tx.insertVoto(p.id, user.id, input.jugador_id, now))) throw conflict('mvpYaVotaste');
      await tx.abrirVotacion(p.id, cierreVotacionMvp(p.inicio, p.duracion)!, now);
      // every voter has voted: the votes are final, assign now (the match row is locked, so no vote is missed)
      const votos = await tx.votos(p.id);
      if (votos.length < asistentes.filter(votante).length) return false;
      const assigned = await assignFromVotes(tx, p.id, now);
      if (assigned) await this.d.events?.emit(tx.db, { type: 'mvp.resultado', partidoId: p.id });
      return assigned;
    });
    return {
      message: asignado ? MSG.mvpAsignado : MSG.mvpVotoRegistrado,
      data: { votacion: await this.estado(user, partidoId) },
    };
  }

  private requireOpen(p: PartidoRow, now: Date) {
    if (votacionMvpAbierta({ estado_partido: p.estadoPartido, inicio: p.inicio, duracion: p.duracion, mvp_asignado: !!p.mvpId }, now)) return;
    if (p.estadoPartido === 'Cancelado') throw badRequest('mvpPartidoCancelado');
    if (p.mvpId || p.estadoPartido === 'Finalizado' || p.estadoPartido === 'En curso') throw badRequest('mvpVotacionCerrada');
    throw badRequest('mvpVotacionNoAbierta');
  }

  private async estadoOf(v: MatchView, userId: string): Promise<VotacionMvpDto> {
    const p = v.row.partido;
    const [asistentes, votos] = await Promise.all([this.d.repo.asistentes(p.id), this.d.repo.votos(p.id)]);
    const refs = new Map<string, JugadorRefDto>(asistentes.map((a) => [a.jugador.id, toJugadorRef(a.jugador)]));
    const conteo = ranking(votos)
      .filter((r) => refs.has(r.jugador_id))
      .map((r) => ({ jugador: refs.get(r.jugador_id)!, votos: r.votos }));
    const abierta = votacionMvpAbierta(
      { estado_partido: p.estadoPartido, inicio: p.inicio, duracion: p.duracion, mvp_asignado: !!p.mvpId },
      this.d.clock.now(),
    );
    const yo = asistentes.find((a) => a.jugador.id === userId);
    const miVoto = votos.find((x) => x.votanteId === userId);
    const lider = conteo[0];
    return {
      partido_id: p.id,
      abierta,
      cierre: cierreVotacionMvp(p.inicio, p.duracion)?.toISOString() ?? null,
      puede_votar: abierta && !!yo && votante(yo) && !miVoto,
      mi_voto: miVoto ? refs.get(miVoto.jugadorId) ?? null : null,
      total_votos: votos.length,
      total_votantes: asistentes.filter(votante).length,
      candidatos: asistentes.filter((a) => elegible(p, a)).map((a) => refs.get(a.jugador.id)!),
      conteo,
      lider_actual: lider ? { ...lider.jugador, votos: lider.votos } : null,
      mvp_asignado: v.row.mvp?.id ? toJugadorRef(v.row.mvp as JugadorColumns) : null,
    };
  }
}
