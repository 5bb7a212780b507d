import {
  ESTADO_LISTA_CERRADA, MSG, admiteInscripciones, canManageClub, capacidadLocal, maxAsistentesPorDefecto,
  montoLocal, montoPorJugador, partidoDetailDtoSchema, partidosListDtoSchema, puedeVerPartido,
  type ActualizarPartidoInput, type CambiarEstadoInput, type FieldError, type ListPartidosQuery, type MsgKey, type PartidoDetailDto,
  type PartidoInput, type PartidoListItemDto, type PartidoResumenDto, type PartidosListDto,
} from '@partidos/shared';
import type { PartidoInsert, PartidoRow, UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { DomainEvents } from '../../lib/events.js';
import { encodeAnswer, type EncodedAnswer } from '../../lib/encoded-answer.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isId, newId } from '../../lib/ids.js';
import { dayIn, startInstant } from '../../lib/match-time.js';
import type { ActiveClub, ClubAccess } from '../clubs/club-access.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import type { PaymentAccountsService } from '../clubs/payment-accounts.service.js';
import type { RatingsService } from '../ratings/ratings.service.js';
import type { VenuesService } from '../venues/venues.service.js';
import { miPartidoOf, rolOf, toPartidoDetail, toPartidoListItem, viewerFactsOf, type ViewContext } from './matches.mapper.js';
import type { PartidoView } from './matches.repository.js';
import type { MatchesStore } from './matches.store.js';
import type { RosterOps } from './roster-ops.js';

export interface MatchDeps {
  store: MatchesStore;
  access: ClubAccess;
  venues: VenuesService;
  paymentAccounts: PaymentAccountsService;
  roster: RosterOps;
  clock: Clock;
  timezone: string;
  /** what happened to a match, told to the notifications outbox (lib/events.ts) */
  events?: DomainEvents;
  /** the ratings learned from results: team generation and the detail's prediction (docs/product/teams.md) */
  ratings?: RatingsService;
}

/** A match as one viewer may see it (404 already ruled out). */
export interface MatchView { row: PartidoView; ctx: ViewContext; puedeGestionar: boolean }

export interface Mutation { message: string; data: PartidoDetailDto }

/** Column values of the form (docs/product/matches.md) with the derived ones: start instant, capacity default, cost per player. */
export function valuesOf(input: PartidoInput, timezone: string): Omit<PartidoInsert, 'id' | 'clubId'> {
  const maxAsistentes = input.max_asistentes ?? maxAsistentesPorDefecto(input.tipo_partido);
  return {
    fecha: input.fecha_iso,
    horaPartido: input.hora_partido,
    inicio: input.hora_partido ? startInstant(input.fecha_iso, input.hora_partido, timezone) : null,
    duracion: input.duracion,
    tipoPartido: input.tipo_partido,
    maxAsistentes,
    equipoA: input.equipo_a,
    equipoB: input.equipo_b,
    generarEquiposAuto: input.generar_equipos_auto,
    tieneRivalExterno: input.tiene_rival_externo,
    equipoRivalExterno: input.equipo_rival_externo,
    costoDivididoConRival: input.costo_dividido_con_rival,
    montoEquipoLocal: input.monto_equipo_local,
    lugarId: input.lugar_id,
    canchaNumero: input.cancha_numero,
    lugarPorDefinir: input.lugar_por_definir,
    horarioPorDefinir: input.horario_por_definir,
    montoPorDefinir: input.monto_por_definir,
    montoArriendo: input.monto_arriendo,
    montoPorJugador: montoPorJugador({ ...input, max_asistentes: maxAsistentes }),
    esPublico: input.es_publico,
    requiereAprobacionIngresoPublico: input.requiere_aprobacion_ingreso_publico,
    permiteInvitacionAbierta: input.permite_invitacion_abierta,
    descripcion: input.descripcion,
    notas: input.notas,
    cuentaPagoId: input.cuenta_pago_id,
  };
}

const fieldError = (field: string, key: MsgKey) => badRequest(key, [{ field, message: MSG[key] } satisfies FieldError]);

/**
 * Matches of a club (docs/product/matches.md): list, next match, detail, summary, create, edit, close/reopen, delete.
 * Sign-up and player management live in enrolment.service.ts and management.service.ts.
 */
export class MatchesService {
  constructor(private d: MatchDeps) {}

  private context(user: UserRow): ViewContext {
    return { userId: user.id, actor: actorOf(user), now: this.d.clock.now(), timezone: this.d.timezone };
  }

  /** 404 'Partido no encontrado' unless the user may see the match (docs/product/matches.md, visibility). */
  async view(user: UserRow, partidoId: string): Promise<MatchView> {
    return this.visible(user, isId(partidoId) ? await this.d.store.partidos.findForViewer(partidoId, user.id) : undefined);
  }

  /**
   * The row as this viewer may see it, or 404. `seenBefore`: a write already checked that the viewer saw the match,
   * and they may no longer see it after it (one's own withdrawal from a private match of another club, joined by
   * invitation: the withdrawal is done, and its answer is the match as they leave it).
   */
  private visible<R extends PartidoView>(user: UserRow, row: R | undefined, seenBefore = false): MatchView & { row: R } {
    const ctx = this.context(user);
    if (!row || (!seenBefore && !puedeVerPartido(ctx.actor, rolOf(row), { es_publico: row.partido.esPublico }, miPartidoOf(row)))) {
      throw notFound('partidoNoEncontrado');
    }
    return { row, ctx, puedeGestionar: canManageClub(ctx.actor, rolOf(row)) };
  }

  /** The view, then 403 unless the user manages the match's club ('Tengo permisos'). */
  async manage(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.view(user, partidoId);
    if (!v.puedeGestionar) throw forbidden('sinPermisosPartidos');
    return v;
  }

  /** The detail DTO as this viewer sees it: one statement, whatever the number of players. */
  async detail(user: UserRow, partidoId: string, seenBefore = false): Promise<PartidoDetailDto> {
    const row = isId(partidoId) ? await this.d.store.partidos.findDetail(partidoId, user.id) : undefined;
    const v = this.visible(user, row, seenBefore);
    return this.withPrediction(toPartidoDetail(v.row, v.row, viewerFactsOf(v.row, v.ctx), v.ctx), v);
  }

  /**
   * The learned ratings' part of the detail (docs/product/teams.md), where the club keeps them on and the match has no
   * external rival: team A's predicted chance while generated teams wait to play, and each player's rating for whoever
   * manages the club (nobody else sees a number). Costs the club's history (two statements) only then.
   */
  private async withPrediction(dto: PartidoDetailDto, v: MatchView): Promise<PartidoDetailDto> {
    const p = v.row.partido;
    if (!this.d.ratings || !v.row.club.equiposAprendidos || p.tieneRivalExterno) return dto;
    const ended = p.estadoPartido === 'Finalizado' || p.estadoPartido === 'Cancelado';
    const showChance = p.equiposGenerados && !ended;
    const players = [...dto.asistentes.map((a) => ({ id: a.usuario_id._id, equipo: a.equipo })), ...dto.jugadores_bot.map((b) => ({ id: b._id, equipo: b.equipo }))];
    if (players.length === 0 || (!showChance && !v.puedeGestionar)) return dto;
    const team = (k: string) => players.filter((x) => x.equipo === k).map((x) => x.id);
    const h = await this.d.ratings.history(p.clubId);
    const prediction = this.d.ratings.predict(h, players.map((x) => x.id), team('equipo_a'), team('equipo_b'));
    const ratingOf = (id: string) => (v.puedeGestionar ? prediction.ratings.get(id) ?? null : null);
    return {
      ...dto,
      asistentes: dto.asistentes.map((a) => ({ ...a, rating: ratingOf(a.usuario_id._id) })),
      jugadores_bot: dto.jugadores_bot.map((b) => ({ ...b, rating: ratingOf(b._id) })),
      probabilidad_equipo_a: showChance ? prediction.probabilidadA : null,
    };
  }

  /** The answer of a write that read the view first: the match as the write left it (the viewer saw it before). */
  answerAfter(user: UserRow, v: MatchView): Promise<PartidoDetailDto> {
    return this.detail(user, v.row.partido.id, true);
  }

  /** GET /partidos/{id} as bytes, with its ETag (lib/encoded-answer.ts). */
  async detailAnswer(user: UserRow, partidoId: string): Promise<EncodedAnswer> {
    return encodeAnswer(partidoDetailDtoSchema, await this.detail(user, partidoId));
  }

  /**
   * GET /partidos: the active club's matches and other clubs' upcoming public ones, by date and time (the page with its
   * total, venue, club, creator, the viewer's own state and the first five attendees of every match), in one statement
   * whatever the page size.
   */
  async listAnswer(user: UserRow, club: ActiveClub, q: ListPartidosQuery): Promise<EncodedAnswer> {
    const ctx = this.context(user);
    const filter = {
      clubId: club.clubId, estados: q.estado?.length ? q.estado : null, mostrarFinalizados: q.mostrarFinalizados,
      fecha: q.fecha, fechaInicio: q.fecha_inicio, fechaFin: q.fecha_fin, lugarId: q.lugar_id,
    };
    const pagina = await this.d.store.partidos.page(filter, user.id, q.page, q.limit);
    const dto: PartidosListDto = {
      partidos: pagina.rows.map((r) => toPartidoListItem(r, r.preview, ctx)),
      pagination: { total: pagina.total, page: q.page, limit: q.limit, pages: Math.ceil(pagina.total / q.limit) },
    };
    return encodeAnswer(partidosListDtoSchema, dto);
  }

  /** GET /partidos/proximo: the active club's next match from now on, or null (the home's next-match card). */
  async next(user: UserRow, club: ActiveClub): Promise<PartidoListItemDto | null> {
    const ctx = this.context(user);
    const row = await this.d.store.partidos.next(club.clubId, user.id, ctx.now, dayIn(ctx.now, this.d.timezone));
    return row ? toPartidoListItem(row, row.preview, ctx) : null;
  }

  /** GET /partidos/{id}/resumen: attendance figures, money only with a rent above 0 (docs/product/matches.md). */
  async summary(user: UserRow, partidoId: string): Promise<PartidoResumenDto> {
    const partido = await this.detail(user, partidoId);
    const a = partido.asistentes;
    const confirmados = a.filter((x) => x.confirmado === true).length;
    const rechazaron = a.filter((x) => x.confirmado === false).length;
    const local = montoLocal(partido);
    // approved player payments (docs/product/payments.md); read only when there is money to show
    const recaudado = partido.monto_arriendo ? await this.d.store.partidos.recaudado(partido._id) : 0;
    return {
      partido,
      estadisticas_asistencia: {
        inscritos: a.length,
        confirmados,
        rechazaron,
        sin_respuesta: a.length - confirmados - rechazaron,
        invitados: partido.jugadores_bot.length,
        porcentaje_confirmacion: a.length ? Math.round((confirmados / a.length) * 100) : 0,
      },
      financiero: partido.monto_arriendo
        ? {
          monto_arriendo: partido.monto_arriendo,
          monto_por_jugador: partido.monto_por_jugador,
          recaudado,
          pendiente: Math.max(0, Math.ceil(local ?? 0) - recaudado),
        }
        : null,
    };
  }

  /** POST /partidos in the active club: 'Tengo permisos' in that club. */
  async create(user: UserRow, active: ActiveClub, input: PartidoInput): Promise<PartidoDetailDto> {
    const { club } = await this.d.access.require(user, active.clubId, canManageClub);
    await this.checkInput(user, { id: club.id, permitirPublicos: club.permitirCreacionPartidosPublicos }, input);
    const now = this.d.clock.now();
    const id = newId();
    await this.d.store.transaction(async (tx) => {
      await tx.partidos.insert({ id, clubId: club.id, creadorId: user.id, ...valuesOf(input, this.d.timezone), createdAt: now, updatedAt: now });
      await this.d.events?.emit(tx.db, { type: 'partido.creado', partidoId: id, porId: user.id });
    });
    return this.detail(user, id);
  }

  /**
   * The checks of a new match in a club, for a series: 'Tengo permisos' there, and the form's server-side
   * rules (date not past, public matches allowed, a usable venue, one of the club's accounts).
   */
  async checkNew(user: UserRow, clubId: string, input: PartidoInput): Promise<{ id: string }> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    await this.checkInput(user, { id: club.id, permitirPublicos: club.permitirCreacionPartidosPublicos }, input);
    return { id: club.id };
  }

  /** PUT /partidos/{id}: the whole form, or estado_partido to close or reopen the list. */
  async update(user: UserRow, partidoId: string, input: ActualizarPartidoInput): Promise<Mutation> {
    const v = await this.manage(user, partidoId);
    if (input.tipo === 'estado') return this.changeState(user, v, input);
    const previous = v.row.partido;
    if (!admiteInscripciones(previous.estadoPartido)) throw conflict('partidoNoEditable');
    await this.checkInput(user, { id: previous.clubId, permitirPublicos: v.row.club.permitirPublicos }, input, previous);
    const values = valuesOf(input, this.d.timezone);
    await this.d.store.transaction(async (tx) => {
      const now = this.d.clock.now();
      const locked = await tx.roster.lock(previous.id);
      if (!locked) throw notFound('partidoNoEncontrado');
      if (!admiteInscripciones(locked.estadoPartido)) throw conflict('partidoNoEditable');
      const capacidad = capacidadLocal({ max_asistentes: values.maxAsistentes, tiene_rival_externo: !!values.tieneRivalExterno });
      if (capacidad < locked.ocupados) throw conflict({ code: 'CUPOS_MENOR_QUE_INSCRITOS', message: `${MSG.cuposMenorQueInscritos} (hay ${locked.ocupados} inscritos)` });
      await tx.partidos.update(locked.id, { ...values, updatedAt: now });
      // more places: the waiting list moves up at once
      await this.d.roster.fillFromWaitingList(tx, { id: locked.id, maxAsistentes: values.maxAsistentes, tieneRivalExterno: !!values.tieneRivalExterno }, now);
      // the amount per player may have changed (or been defined): the players' payments follow it
      await this.d.roster.matchUpdated(tx, locked.id);
      const cambios = [
        ...(values.fecha !== locked.fecha ? ['fecha' as const] : []),
        ...((values.horaPartido ?? null) !== (locked.horaPartido ?? null) ? ['hora' as const] : []),
        ...((values.lugarId ?? null) !== (locked.lugarId ?? null) || (values.canchaNumero ?? null) !== (locked.canchaNumero ?? null) ? ['lugar' as const] : []),
      ];
      if (cambios.length > 0) await this.d.events?.emit(tx.db, { type: 'partido.cambiado', partidoId: locked.id, cambios, porId: user.id });
    });
    return { message: MSG.partidoActualizado, data: await this.answerAfter(user, v) };
  }

  /** 'Cerrar Lista' (stored as Próximo a comenzar) from Convocando, 'Reabrir Lista' back (docs/product/matches.md). */
  private async changeState(user: UserRow, v: MatchView, input: CambiarEstadoInput): Promise<Mutation> {
    const now = this.d.clock.now();
    const cerrar = input.estado_partido === ESTADO_LISTA_CERRADA;
    const changed = cerrar
      ? await this.d.store.partidos.changeState(v.row.partido.id, 'Convocando', 'Próximo a comenzar', now)
      : await this.d.store.partidos.changeState(v.row.partido.id, 'Próximo a comenzar', 'Convocando', now);
    if (!changed) throw conflict(cerrar ? 'listaNoSePuedeCerrar' : 'listaNoSePuedeReabrir');
    return { message: cerrar ? MSG.listaCerrada : MSG.listaReabierta, data: await this.answerAfter(user, v) };
  }

  /** DELETE /partidos/{id}: not once the match is under way or over (its counters and votes depend on it). */
  async remove(user: UserRow, partidoId: string): Promise<void> {
    const v = await this.manage(user, partidoId);
    await this.d.store.transaction(async (tx) => {
      // told first, while the row still exists (the notification outlives the match: it keeps no reference to it;
      // a series skips the date); rolled back with a refusal
      await this.d.events?.emit(tx.db, { type: 'partido.cancelado', partidoId: v.row.partido.id, automatico: false, eliminado: true, porId: user.id });
      if (!(await tx.partidos.deleteUnlessPlayed(v.row.partido.id))) throw conflict('partidoNoEliminable');
    });
  }

  /**
   * The server-side rules of the match form that the shared schema cannot check: a date and start not in the past (by
   * the server's clock, in APP_TIMEZONE), public matches only where the club allows them, a venue the club may
   * use (its own pending one or a validated one, never a rejected one), and one of the club's payment accounts.
   * On edit, unchanged values are not re-checked, so a match stays editable after its venue was rejected.
   */
  private async checkInput(user: UserRow, club: { id: string; permitirPublicos: boolean }, input: PartidoInput, previous?: PartidoRow) {
    const now = this.d.clock.now();
    if ((!previous || previous.fecha !== input.fecha_iso) && input.fecha_iso < dayIn(now, this.d.timezone)) {
      throw fieldError('fecha', 'fechaPartidoPasada');
    }
    if (input.hora_partido) {
      const inicio = startInstant(input.fecha_iso, input.hora_partido, this.d.timezone);
      if (inicio.getTime() <= now.getTime() && previous?.inicio?.getTime() !== inicio.getTime()) {
        throw fieldError('hora_partido', 'horaPartidoPasada');
      }
    }
    if (input.es_publico && !club.permitirPublicos && !previous?.esPublico) throw fieldError('es_publico', 'partidosPublicosNoPermitidos');
    if (input.lugar_id && input.lugar_id !== previous?.lugarId && !(await this.isUsableVenue(user, club.id, input.lugar_id))) {
      throw fieldError('lugar_id', 'lugarNoValido');
    }
    if (input.cuenta_pago_id !== previous?.cuentaPagoId) {
      const cuentas = await this.d.paymentAccounts.list(user, club.id);
      if (!cuentas.some((c) => c._id === input.cuenta_pago_id)) throw fieldError('cuenta_pago_id', 'cuentaPagoNoValida');
    }
  }

  private async isUsableVenue(user: UserRow, clubId: string, lugarId: string): Promise<boolean> {
    try {
      const { lugar } = (await this.d.venues.view(user, lugarId)).row;
      return lugar.estadoValidacion === 'Validado' || (lugar.estadoValidacion === 'Pendiente' && lugar.clubId === clubId);
    } catch (e) {
      if ((e as { status?: number }).status === 404) return false;
      throw e;
    }
  }
}
