import {
  DIAS_CONFIABILIDAD, ESTADOS_ACTIVOS, MSG, admiteInscripciones, equipoDestino,
  type EquipoKey, type GenerarEquiposInput, type GestionarJugadorInput, type JugadorBotInput, type ResultadoInput,
} from '@partidos/shared';
import type { PartidoRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { placesOf } from './enrolment.service.js';
import type { MatchesService, Mutation } from './matches.service.js';
import type { MatchesStore } from './matches.store.js';
import type { RosterOps } from './roster-ops.js';
import { assignTeams, type TeamRatings } from './team-assignment.js';

export interface ManagementDeps {
  store: MatchesStore; matches: MatchesService; roster: RosterOps; clock: Clock; events?: DomainEvents;
  /** "Generar equipos" by the ratings learned from results (docs/product/teams.md) */
  ratings?: TeamRatings;
  /** the draw that orders the players before a split (Math.random in production) */
  rng?: () => number;
}

/**
 * A team named by a request, refused when it names nothing or the external rival's side (the rival is not on
 * the roster: every local player belongs to the local team).
 */
function teamOf(destino: string, p: PartidoRow): EquipoKey | null {
  const equipo = equipoDestino(destino, { equipo_a: p.equipoA, equipo_b: p.equipoB });
  if (equipo === undefined || (equipo && p.tieneRivalExterno && equipo === p.equipoRivalExterno)) throw badRequest('destinoInvalido');
  return equipo;
}

/**
 * What organisers do with a match's players ('Tengo permisos', docs/product/enrolment.md):
 * move between attendees and reserves (approving pending public sign-ups), change teams, remove, guest players,
 * the result and team generation. The first line of each method checks the right.
 */
export class ManagementService {
  constructor(private d: ManagementDeps) {}

  /** PUT /partidos/{id}/gestionar-jugador. */
  async managePlayer(user: UserRow, partidoId: string, input: GestionarJugadorInput): Promise<Mutation> {
    const v = await this.d.matches.manage(user, partidoId);
    const uid = input.usuario_id;
    const message = await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const p = await tx.roster.lock(v.row.partido.id);
      if (!p) throw notFound('partidoNoEncontrado');
      const abierto = admiteInscripciones(p.estadoPartido);
      switch (input.accion) {
        case 'mover_a_asistentes': {
          if (!abierto) throw conflict('gestionNoDisponible');
          if (await tx.roster.asistente(p.id, uid)) throw conflict('jugadorYaInscrito');
          if (!(await tx.roster.enEspera(p.id, uid))) throw notFound('jugadorNoEnListaEspera');
          if (p.ocupados >= placesOf(p)) throw conflict('partidoCompleto');
          const equipo = input.destino ? teamOf(input.destino, p) : null;
          // also approves a public sign-up awaiting an organiser (docs/product/enrolment.md)
          await tx.roster.removeEspera(p.id, uid);
          await this.d.roster.addAttendee(tx, p.id, uid, now, equipo);
          await tx.roster.recount(p.id, now);
          await this.d.events?.emit(tx.db, { type: 'jugadores.promovidos', partidoId: p.id, usuarioIds: [uid] });
          return MSG.jugadorMovidoAsistentes;
        }
        case 'mover_a_reservas': {
          if (!abierto) throw conflict('gestionNoDisponible');
          if (!(await this.d.roster.removeAttendee(tx, p.id, uid))) throw notFound('jugadorNoInscrito');
          await tx.roster.addEspera(p.id, uid, false, now);
          await this.d.roster.fillFromWaitingList(tx, p, now, uid);
          return MSG.jugadorMovidoReservas;
        }
        case 'cambiar_equipo': {
          // teams may still be adjusted during the match
          if (!(ESTADOS_ACTIVOS as readonly string[]).includes(p.estadoPartido)) throw conflict('gestionNoDisponible');
          if (!input.destino) throw badRequest('destinoInvalido');
          const equipo = teamOf(input.destino, p);
          if (!(await tx.roster.asistente(p.id, uid))) throw notFound('jugadorNoInscrito');
          await tx.roster.setEquipo(p.id, uid, equipo);
          return MSG.equipoActualizado;
        }
        case 'remover': {
          if (!abierto) throw conflict('gestionNoDisponible');
          const removed = await this.d.roster.removeAttendee(tx, p.id, uid);
          const removedEspera = await tx.roster.removeEspera(p.id, uid);
          if (!removed && !removedEspera) throw notFound('jugadorNoInscrito');
          if (removed) await this.d.roster.fillFromWaitingList(tx, p, now);
          await this.d.events?.emit(tx.db, { type: 'jugador.removido', partidoId: p.id, usuarioId: uid, porId: user.id });
          return MSG.jugadorRemovido;
        }
      }
    });
    return { message, data: await this.d.matches.answerAfter(user, v) };
  }

  /** POST /partidos/{id}/jugadores-bot: a guest without an account takes a place like anyone else. */
  async addBot(user: UserRow, partidoId: string, input: JugadorBotInput): Promise<Mutation> {
    const v = await this.d.matches.manage(user, partidoId);
    await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const p = await tx.roster.lock(v.row.partido.id);
      if (!p) throw notFound('partidoNoEncontrado');
      if (!admiteInscripciones(p.estadoPartido)) throw conflict('gestionNoDisponible');
      const equipo = input.equipo ? teamOf(input.equipo, p) : null;
      if (p.ocupados >= placesOf(p)) throw conflict('partidoCompleto');
      await tx.roster.addBot({ id: newId(), partidoId: p.id, nombreDisplay: input.nombre_display, equipo, createdAt: now });
      await tx.roster.recount(p.id, now);
    });
    return { message: MSG.botAgregado, data: await this.d.matches.answerAfter(user, v) };
  }

  /** DELETE /partidos/{id}/jugadores-bot/{botId}: the freed place goes to the first reserve. */
  async removeBot(user: UserRow, partidoId: string, botId: string): Promise<Mutation> {
    const v = await this.d.matches.manage(user, partidoId);
    if (!isId(botId)) throw notFound('botNoEncontrado');
    await this.d.store.transaction(async (tx) => {
      const p = await tx.roster.lock(v.row.partido.id);
      if (!p) throw notFound('partidoNoEncontrado');
      if (!admiteInscripciones(p.estadoPartido)) throw conflict('gestionNoDisponible');
      if (!(await tx.roster.removeBot(p.id, botId))) throw notFound('botNoEncontrado');
      await this.d.roster.fillFromWaitingList(tx, p, this.d.clock.now());
    });
    return { message: MSG.botEliminado, data: await this.d.matches.answerAfter(user, v) };
  }

  /** PUT /partidos/{id}/resultado: once the match is under way or over. */
  async setResult(user: UserRow, partidoId: string, input: ResultadoInput): Promise<Mutation> {
    const v = await this.d.matches.manage(user, partidoId);
    const estado = v.row.partido.estadoPartido;
    if (estado !== 'En curso' && estado !== 'Finalizado') throw conflict('resultadoNoDisponible');
    await this.d.store.roster.setResultado(v.row.partido.id, input.equipo_a_goles, input.equipo_b_goles, this.d.clock.now());
    return { message: MSG.resultadoRegistrado, data: await this.d.matches.answerAfter(user, v) };
  }

  /**
   * POST /partidos/{id}/generar-equipos: balanced teams now (docs/product/teams.md), at least two players;
   * `equilibrar_asistencia` shares out the players' attendance of the last 90 days as well (docs/decisions/0041).
   */
  async generateTeams(user: UserRow, partidoId: string, input: NonNullable<GenerarEquiposInput> = {}): Promise<Mutation> {
    const v = await this.d.matches.manage(user, partidoId);
    const p = v.row.partido;
    if (!(ESTADOS_ACTIVOS as readonly string[]).includes(p.estadoPartido)) throw conflict('equiposNoDisponible');
    if (p.ocupados < 2) throw conflict('equiposMinJugadores');
    // assignTeams locks the match row in its own transaction, so a concurrent sign-up waits for the teams
    const desde = input.equilibrar_asistencia ? new Date(this.d.clock.now().getTime() - DIAS_CONFIABILIDAD * 86_400_000) : undefined;
    await assignTeams(this.d.store.db, p.id, this.d.rng ?? Math.random, this.d.events, desde, this.d.ratings);
    return { message: MSG.equiposGenerados, data: await this.d.matches.answerAfter(user, v) };
  }
}
