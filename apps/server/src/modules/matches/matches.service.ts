import {
  ASISTENTES_PREVIEW, ESTADO_LISTA_CERRADA, MSG, admiteInscripciones, canManageClub, capacidadLocal, maxAsistentesPorDefecto,
  montoLocal, montoPorJugador, partidoDetailDtoSchema, partidosListDtoSchema, permisosCambianEn, puedeVerPartido,
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
import type { VenuesService } from '../venues/venues.service.js';
import { detailFor, miPartidoOf, rolOf, toPartidoListItem, viewerFactsOf, viewerKey, type ViewContext } from './matches.mapper.js';
import type { AsistenteView, JugadorColumns, PartidoView } from './matches.repository.js';
import { sumsOf, type ChangeMarksCompactor, type LocalMatchVersions, type ReadCache, type VersionsBeforeCommit } from './read-cache.js';
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
  /** the list's and detail's rows by version (read-cache.ts) */
  cache: ReadCache;
  /** the embedded database's change notices (read-cache.ts, lib/local-changes.ts): versions without a query */
  local?: LocalMatchVersions;
  /** merges the change marks when the versions read show them piling up */
  compactor?: ChangeMarksCompactor;
  /** what happened to a match, told to the notifications outbox (lib/events.ts) */
  events?: DomainEvents;
}

/** The page's `mvp` of a match without one (its left join's nulls). */
const NO_MVP = { id: null, nombre: null, apellido: null, apodo: null, photoUrl: null, posicionPrincipal: null, nivelHabilidad: null };

/** A match as one viewer may see it (404 already ruled out). */
export interface MatchView { row: PartidoView; ctx: ViewContext; puedeGestionar: boolean }

export interface Mutation { message: string; data: PartidoDetailDto }

/** Column values of the form (spec 2 §5) with the derived ones: start instant, capacity default, cost per player. */
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

/** The viewer's own entry of a roster list, shaped by `shape`; null when they are not on it. */
function ownEntry<E extends { jugador: { id: string } }, R>(list: E[], userId: string, shape: (e: E) => R): R | null {
  const e = list.find((x) => x.jugador.id === userId);
  return e ? shape(e) : null;
}

export type DetailRows = NonNullable<Awaited<ReturnType<MatchesStore['partidos']['findDetail']>>>;

/**
 * The versions a roster write's answer's rows were read at, inside its transaction (MatchesService.versionsInWrite):
 * the embedded database's notices before the commit, or on PostgreSQL the detail's version its statement read.
 */
export type WrittenVersions = { clubId: string; partidoId: string } & ({ local: VersionsBeforeCommit } | { read: string });

type CardParts = Awaited<ReturnType<MatchesStore['partidos']['cardParts']>>[number];
type Pagina = Awaited<ReturnType<MatchesStore['partidos']['page']>>;
/** A list card's roster as the read cache keeps it (cardParts): every viewer's own entry included. */
type Roster = Pick<CardParts, 'ocupados' | 'updatedAt' | 'asistentesConteo' | 'listaEsperaCount' | 'preview' | 'mvp' | 'asistentes' | 'espera'>;

/**
 * The detail's rows after a roster write of one player, from the rows kept before it and what the write's last
 * statement returned (recountWithEntry): the new count and time, and the player's entry, which is added when they
 * joined (they signed up after every other attendee, to the millisecond, so it goes last, as the read orders them) and
 * is gone when they left; the counts by answer follow. The other attendees, the waiting list and the rest are as kept:
 * the caller uses this only for a write that changed nothing else (roster listeners write only the player's own rows).
 * Undefined when the entry would not go last: the rows are then read.
 */
export function detailAfterRosterWrite(kept: DetailRows, usuarioId: string, r: { ocupados: number; updatedAt: Date; entrada: AsistenteView | null }): DetailRows | undefined {
  const others = kept.asistentes.filter((a) => a.jugador.id !== usuarioId);
  const last = others.at(-1);
  if (r.entrada && last && !(r.entrada.inscritoAt.getTime() > last.inscritoAt.getTime())) return undefined;
  const asistentes = r.entrada ? [...others, r.entrada] : others;
  return {
    ...kept,
    partido: { ...kept.partido, ocupados: r.ocupados, updatedAt: r.updatedAt },
    asistentes,
    asistentesConteo: conteoDe(asistentes),
  };
}

/** Attendees by answer (Van / No van), as the reads count them (asistentesConteo). */
const conteoDe = (a: { confirmado: boolean | null }[]) =>
  ({ total: a.length, van: a.filter((x) => x.confirmado === true).length, noVan: a.filter((x) => x.confirmado === false).length });

/**
 * The detail's rows with one player's names, photo, position and level as they are now (a profile edit): on the
 * attendees, the waiting list and as the MVP (the creator's name marks the club: its rows are read again).
 */
export function detailWithPlayer(rows: DetailRows, j: JugadorColumns): DetailRows {
  return {
    ...rows,
    asistentes: rows.asistentes.map((a) => (a.jugador.id === j.id ? { ...a, jugador: j } : a)),
    espera: rows.espera.map((e) => (e.jugador.id === j.id ? { ...e, jugador: j } : e)),
    mvp: rows.mvp?.id === j.id ? { ...j } : rows.mvp,
  };
}

/** A card's roster with one player as they are now (detailWithPlayer): the first attendees, the MVP. */
export function rosterWithPlayer(r: Roster, j: JugadorColumns): Roster {
  return { ...r, preview: r.preview.map((x) => (x.id === j.id ? j : x)), mvp: r.mvp?.id === j.id ? j : r.mvp };
}

/** The read cache's keys of a match's detail rows and of its card's roster in a club's list. */
const detailKey = (partidoId: string) => `detalle|${partidoId}`;
const rosterKey = (clubId: string, partidoId: string) => `plantel|${clubId}|${partidoId}`;
/** The read cache's key of a match's club (kept for good: a match never changes club). */
const matchClubKey = (partidoId: string) => `partido-club|${partidoId}`;
/** A card's roster is kept under its list's version and its match's roster version. */
const rosterVersionOf = (listVersion: string, rosterVersion: string | undefined) => `${listVersion}|${rosterVersion}`;

/**
 * A card's roster from the detail's rows of the same match, read by the same statement's snapshot: what cardParts
 * reads with its members (the count, the answers, the waiting list's length, the first attendees in sign-up order,
 * the MVP, every attendee's and reserve's own entry). A test checks the two agree after every kind of roster write.
 */
export function rosterFromDetail(rows: DetailRows): Roster {
  const a = rows.asistentes;
  return {
    ocupados: rows.partido.ocupados,
    updatedAt: rows.partido.updatedAt,
    asistentesConteo: conteoDe(a),
    listaEsperaCount: rows.espera.length,
    preview: a.slice(0, ASISTENTES_PREVIEW).map((x) => x.jugador),
    mvp: rows.mvp?.id ? { ...rows.mvp, id: rows.mvp.id } : null,
    // (null for nobody, as the list's read gives it)
    asistentes: a.length ? new Map(a.map((x) => [x.jugador.id, { usuarioId: x.jugador.id, equipo: x.equipo, confirmado: x.confirmado, inscritoAt: x.inscritoAt }])) : null,
    espera: rows.espera.length ? new Map(rows.espera.map((e) => [e.jugador.id, { usuarioId: e.jugador.id, pendiente: e.pendiente, inscritoAt: e.inscritoAt }])) : null,
  };
}

/** The detail's shared rows as one viewer sees them: their role, and their own place on the roster. */
function viewedBy(shared: DetailRows, userId: string, rol: string | null) {
  return {
    ...shared,
    rol,
    miAsistencia: ownEntry(shared.asistentes, userId, (a) => ({ usuarioId: userId, equipo: a.equipo, confirmado: a.confirmado, inscritoAt: a.inscritoAt })),
    miEspera: ownEntry(shared.espera, userId, (e) => ({ usuarioId: userId, pendiente: e.pendiente, inscritoAt: e.inscritoAt })),
  };
}

const fieldError = (field: string, key: MsgKey) => badRequest(key, [{ field, message: MSG[key] } satisfies FieldError]);

/**
 * Matches of a club (spec 2 §2–§7): list, next match, detail, summary, create, edit, close/reopen, delete.
 * Sign-up and player management live in enrolment.service.ts.
 */
export class MatchesService {
  constructor(private d: MatchDeps) {}

  private context(user: UserRow): ViewContext {
    return { userId: user.id, actor: actorOf(user), now: this.d.clock.now(), timezone: this.d.timezone };
  }

  /** 404 'Partido no encontrado' unless the user may see the match (DESIGN §4 "Permissions"). */
  async view(user: UserRow, partidoId: string): Promise<MatchView> {
    return this.visible(user, isId(partidoId) ? await this.d.store.partidos.findForViewer(partidoId, user.id) : undefined);
  }

  private visible<R extends PartidoView>(user: UserRow, row: R | undefined, seenBefore = false): MatchView & { row: R } {
    const ctx = this.context(user);
    if (!row || (!seenBefore && !puedeVerPartido(ctx.actor, rolOf(row), { es_publico: row.partido.esPublico }, miPartidoOf(row)))) {
      throw notFound('partidoNoEncontrado');
    }
    return { row, ctx, puedeGestionar: canManageClub(ctx.actor, rolOf(row)) };
  }

  /** The view, then 403 unless the user manages the match's club ('Tengo permisos', spec 2 §6). */
  async manage(user: UserRow, partidoId: string): Promise<MatchView> {
    const v = await this.view(user, partidoId);
    if (!v.puedeGestionar) throw forbidden('sinPermisosPartidos');
    return v;
  }

  /**
   * The match as this viewer sees it: two short queries when the match has not changed since any viewer last read
   * it (read cache, docs/decisions/0019), three when it has, whatever the number of players. The shared rows are
   * the same for every viewer; the viewer's role comes with the version, their own sign-up or waiting-list entry
   * from the roster.
   */
  private async detailView(user: UserRow, partidoId: string) {
    const { partidos } = this.d.store;
    // (the rows read here are kept as of now, before their version is read: rows a write kept meanwhile are newer)
    const seen = this.d.cache.seen();
    const head = isId(partidoId) ? await this.detailHead(user, partidoId) : undefined;
    const shared = head ? await this.d.cache.through(detailKey(partidoId), head.version, () => partidos.findDetail(partidoId), undefined, seen) : undefined;
    const v = this.visible(user, shared && head ? viewedBy(shared, user.id, head.rol) : undefined);
    return { v, version: head!.version };
  }

  /**
   * The answer of a write to the match (edits, sign-up, roster management): the write has just changed its
   * version, so the cache cannot hold it and no version is read; the rows come straight from the database, and the
   * viewer's role is the one the write itself checked (on the locked row, or by the view before it).
   */
  async detailAfterWrite(user: UserRow, partidoId: string, rol: string | null): Promise<PartidoDetailDto> {
    const shared = isId(partidoId) ? await this.d.store.partidos.findDetail(partidoId) : undefined;
    return this.answerFrom(user, shared, rol);
  }

  /**
   * The answer of a write from the detail's rows the write's own transaction read (findDetail or recountWithDetail,
   * under the match's row lock: what it commits), with the viewer's role the write checked. `seenBefore`: the write
   * checked that the viewer saw the match, who may no longer see it after it (one's own withdrawal from a private match
   * of another club, joined by invitation: the withdrawal is done, and its answer is the match as they leave it).
   */
  answerFrom(user: UserRow, shared: DetailRows | undefined, rol: string | null, seenBefore = false): PartidoDetailDto {
    const v = this.visible(user, shared && viewedBy(shared, user.id, rol), seenBefore);
    return detailFor(v.row, viewerFactsOf(v.row, v.ctx), v.ctx).render();
  }

  /**
   * Whether a roster write reads the detail's version in its own statements (its lock and its count): on PostgreSQL
   * with the read cache on. (On the embedded database the versions are the change notices, read without a statement.)
   */
  get versionsInStatements(): boolean {
    return !this.d.local && this.d.cache.capacity > 0;
  }

  /**
   * Inside a roster write's transaction, after its lock: the detail's rows kept at the version the match had when it was
   * locked, or undefined. On the embedded database, the versions of the last commit (no other transaction runs, and
   * its own notices come with its commit); on PostgreSQL, `lockVersion`, the version the lock's statement read
   * (RosterRepository.lockForEnrolment): the caller checks with its count's version that no commit came in between
   * (onlyOwnMark).
   */
  keptInWrite(clubId: string, partidoId: string, lockVersion?: string): DetailRows | undefined {
    if (this.d.local) return this.d.cache.get<DetailRows>(detailKey(partidoId), this.d.local.detailVersion(clubId, partidoId));
    return lockVersion === undefined ? undefined : this.d.cache.get<DetailRows>(detailKey(partidoId), sumsOf(lockVersion));
  }

  /**
   * Before a roster write, on the embedded database: whether the match's detail is kept at the versions of the last
   * commit (the write may then ask for its own entry only, keptInWrite). Only a hint: a commit may come in between.
   */
  detailKept(partidoId: string): boolean {
    const kept = this.d.local && this.d.cache.peek<DetailRows>(detailKey(partidoId));
    return !!kept && kept.version === this.d.local!.detailVersion(kept.value.partido.clubId, partidoId);
  }

  /**
   * Inside a roster write's transaction, after the statement that read its answer's rows: the versions those rows are
   * read at (keepWritten). On the embedded database, the notices' before the commit; on PostgreSQL, `read`, the
   * detail's version that statement read, the transaction's own marks included (undefined: not kept).
   */
  versionsInWrite(clubId: string, partidoId: string, read?: string): WrittenVersions | undefined {
    if (this.d.local) return { clubId, partidoId, local: this.d.local.beforeCommit(clubId, partidoId) };
    return read === undefined ? undefined : { clubId, partidoId, read: sumsOf(read) };
  }

  /**
   * After a roster write's commit: the match's rows its transaction read under the match's lock (the answer's) are the
   * match as committed, and are kept so that the next detail, list and roster write run no statement for them (issue
   * 17: under a stream of sign-ups, a reader's own read reached the one connection after the next write and was never
   * served again; the list re-read three of its ten rosters on almost every request in the soak; on PostgreSQL every
   * sign-up read the whole detail).
   * - On the embedded database, when the commit's own mark of the roster is the only change since
   *   (LocalMatchVersions.afterOwnMark): as the detail's rows and as the card's roster of the club's list under the new
   *   versions.
   * - On PostgreSQL, as the detail's rows under the version the statement that read them saw, which includes the
   *   transaction's own marks: it is the version after the commit unless another commit came in between, which makes the
   *   version a reader reads another. Only for readers that read their version after now (VersionedCache.set's
   *   `fromNow`): before the commit, another commit's marks may have given the match the same sum without this one's.
   *   (The card's roster depends on the public matches' version too, which the statement does not read.)
   */
  keepWritten(rows: DetailRows | undefined, before: WrittenVersions | undefined): void {
    if (!before || !rows || rows.partido.id !== before.partidoId) return;
    if ('read' in before) {
      this.d.cache.set(detailKey(before.partidoId), before.read, rows, undefined, true);
      return;
    }
    const now = this.d.local?.afterOwnMark(before.local);
    if (!now) return;
    this.d.cache.set(detailKey(before.partidoId), now.detail, rows);
    this.d.cache.set(rosterKey(before.clubId, before.partidoId), rosterVersionOf(now.list, now.roster), rosterFromDetail(rows));
  }

  /**
   * A profile edit's notice of one match that shows the player (migration 0025, on the embedded database), with the
   * match's roster version just before and after it: what is kept of that match and was current just before the notice
   * (its detail's rows, its club's card roster) gets the player as they are now and is kept under the new version,
   * instead of being read again by the next reader. Anything kept under another version is left to be read.
   */
  playerNoticed(partidoId: string, jugador: JugadorColumns, before: string, after: string): void {
    const local = this.d.local;
    if (!local) return;
    const detail = this.d.cache.peek<DetailRows>(detailKey(partidoId));
    const clubId = detail?.value.partido.clubId ?? this.d.cache.peek<string>(matchClubKey(partidoId))?.value;
    if (!clubId) return;
    if (detail && detail.version === local.detailVersion(clubId, partidoId, before)) {
      this.d.cache.set(detailKey(partidoId), local.detailVersion(clubId, partidoId, after), detailWithPlayer(detail.value, jugador));
    }
    const roster = this.d.cache.peek<Roster>(rosterKey(clubId, partidoId));
    const list = local.listVersion(clubId);
    if (roster && roster.version === rosterVersionOf(list, before)) {
      this.d.cache.set(rosterKey(clubId, partidoId), rosterVersionOf(list, after), rosterWithPlayer(roster.value, jugador));
    }
  }

  /** detailAfterWrite for a write that read the view first (the role it checked is the view's). */
  answerAfter(user: UserRow, v: MatchView): Promise<PartidoDetailDto> {
    return this.detailAfterWrite(user, v.row.partido.id, rolOf(v.row));
  }

  /**
   * What the detail's cached rows depend on (the versions of the match's club and of its roster) and the viewer's
   * role there: one
   * query, or on the embedded database none once the match's club is known (docs/decisions/0020).
   */
  private async detailHead(user: UserRow, partidoId: string): Promise<{ version: string; rol: string | null } | undefined> {
    const { partidos } = this.d.store;
    if (!this.d.local) {
      const head = await partidos.detailHead(partidoId, user.id);
      if (head) this.d.compactor?.noteVersion(head.version);
      return head && { version: sumsOf(head.version), rol: head.rol };
    }
    const clubId = await this.d.cache.through(matchClubKey(partidoId), 'siempre', () => partidos.clubOf(partidoId));
    if (!clubId) return undefined;
    const version = this.d.local.detailVersion(clubId, partidoId);
    const access = await this.d.access.findWithRole(user.id, clubId);
    return access && { version, rol: access.rol };
  }

  /** The detail DTO, through the read cache (the summary, a new match, other modules' answers). */
  async detail(user: UserRow, partidoId: string): Promise<PartidoDetailDto> {
    const { v } = await this.detailView(user, partidoId);
    return detailFor(v.row, viewerFactsOf(v.row, v.ctx), v.ctx).render();
  }

  /**
   * GET /partidos/{id} as bytes (lib/encoded-answer.ts). The mapper sees the viewer only through their facts
   * (platform role, club role, being the match's creator, their own place on the roster: ViewerFacts), so the answer
   * is kept once per set of facts, under a key made of those same facts, and, through permisos, until the clock next
   * changes them (permisosCambianEn).
   */
  async detailAnswer(user: UserRow, partidoId: string): Promise<EncodedAnswer> {
    const { v, version } = await this.detailView(user, partidoId);
    const r = v.row;
    // the key and the answer come from one facts object (detailFor): the mapper sees nothing else of the viewer
    const viewer = detailFor(r, viewerFactsOf(r, v.ctx), v.ctx);
    const { answer } = await this.d.cache.through(`detalle-vista|${partidoId}|${viewer.key}`, version, async () => ({
      answer: encodeAnswer(partidoDetailDtoSchema, viewer.render()),
      hasta: permisosCambianEn({ estado_partido: r.partido.estadoPartido, inicio: r.partido.inicio }, v.ctx.now)?.getTime() ?? Infinity,
    }), (a) => v.ctx.now.getTime() < a.hasta);
    return answer;
  }

  /**
   * GET /partidos: the active club's matches and other clubs' upcoming public ones, by date and time (the page with
   * its total, venue, club, creator, the viewer's own state and the first five attendees of every match), in a fixed
   * number of queries whatever the page size. Three parts, each kept by the read cache under what it depends on
   * (issue 17, docs/decisions/0053), so that a sign-up drops one card's roster and nothing else:
   * - the page itself (which matches, in which order, and what every viewer sees of them but their rosters), under the
   *   club's and the public version: shared by every viewer of the club;
   * - each card's roster (places taken, answers, waiting list, first attendees, MVP), under those, its match's own
   *   and its club's players';
   * - the viewer's role and own sign-up or waiting-list entry on each card, read with the matches' versions (on the
   *   embedded database kept per viewer under them all).
   * The answer's bytes are kept per set of the viewer's facts on the page, under the versions of the three.
   */
  async listAnswer(user: UserRow, club: ActiveClub, q: ListPartidosQuery): Promise<EncodedAnswer> {
    const ctx = this.context(user);
    const filter = {
      clubId: club.clubId, estados: q.estado?.length ? q.estado : null, mostrarFinalizados: q.mostrarFinalizados,
      fecha: q.fecha, fechaInicio: q.fecha_inicio, fechaFin: q.fecha_fin, lugarId: q.lugar_id,
    };
    const { partidos } = this.d.store;
    // (what this request reads is kept as of now, before its versions are read: a roster a write kept meanwhile is newer)
    const seen = this.d.cache.seen();
    const pageKey = `${JSON.stringify(filter)}|${q.page}|${q.limit}`;
    // On PostgreSQL the page kept last is taken at a guess: its cards' parts are read with the list's version in one
    // statement, and are the answer's when that version is the page's (no match of the club or a public one changed
    // since); otherwise the page is read again, and its cards too if it holds other matches.
    const guess = this.d.local ? undefined : this.d.cache.peek<Pagina>(`lista|${pageKey}`);
    const guessed = guess?.value.rows.length
      ? await partidos.cardParts(guess.value.rows.map((r) => r.partido.id), user.id, [], true, false, club.clubId)
      : undefined;
    let listVersion: string;
    if (guessed?.length) {
      listVersion = sumsOf(guessed[0]!.listVersion);
      this.d.compactor?.noteVersion(guessed[0]!.listVersion);
    } else {
      listVersion = await this.listVersion(club.clubId);
    }
    const pagina = await this.d.cache.through(`lista|${pageKey}`, listVersion,
      () => partidos.page(filter, q.page, q.limit), undefined, seen);
    const ids = pagina.rows.map((r) => r.partido.id);
    const sameCards = (kept: Pagina) => kept.rows.length === ids.length && kept.rows.every((r, i) => r.partido.id === ids[i]);
    const read = guessed?.length && sameCards(guess!.value) ? guessed : undefined;
    const { rosters, mine, versions } = await this.cardParts(user, club.clubId, pagina.rows.map((r) => r.partido), listVersion, seen, read);
    const ownOf = (id: string) => {
      const own = mine.get(id);
      return { rol: own?.rol ?? null, miAsistencia: own?.miAsistencia ?? null, miEspera: own?.miEspera ?? null };
    };
    // The answer's bytes are kept too (their JSON and gzip cost more than the rest of a kept list): per set of viewer
    // facts of the page's cards, the mapper's only view of the viewer (as the detail's), under the versions of all
    // the parts, and through permisos until the clock next changes them. (The cards themselves are put together only
    // when the bytes are not kept.)
    const facts = pagina.rows.map((r) => viewerKey(viewerFactsOf({ partido: r.partido, ...ownOf(r.partido.id) }, ctx))).join(';');
    const version = `${listVersion}|${ids.map((id) => versions.get(id) ?? '').join(',')}`;
    const { answer } = await this.d.cache.through(`lista-vista|${pageKey}|${facts}`, version, async () => {
      const rows = pagina.rows.map((r) => {
        const roster = rosters.get(r.partido.id);
        return {
          ...r,
          // (a match deleted since the page was read has no roster: its card shows what the page read)
          partido: roster ? { ...r.partido, ocupados: roster.ocupados, updatedAt: roster.updatedAt } : r.partido,
          asistentesConteo: roster?.asistentesConteo ?? r.asistentesConteo,
          listaEsperaCount: roster?.listaEsperaCount ?? r.listaEsperaCount,
          // (the MVP's name and photo are kept with the roster: the page's copy may be older)
          mvp: (roster ? roster.mvp ?? NO_MVP : r.mvp) as typeof r.mvp,
          ...ownOf(r.partido.id),
          preview: roster?.preview ?? [],
        };
      });
      const dto: PartidosListDto = {
        partidos: rows.map((r) => toPartidoListItem(r, r.preview, ctx)),
        pagination: { total: pagina.total, page: q.page, limit: q.limit, pages: Math.ceil(pagina.total / q.limit) },
      };
      const cambios = rows.map((r) => permisosCambianEn({ estado_partido: r.partido.estadoPartido, inicio: r.partido.inicio }, ctx.now)?.getTime() ?? Infinity);
      return { answer: encodeAnswer(partidosListDtoSchema, dto), hasta: Math.min(Infinity, ...cambios) };
    }, (a) => ctx.now.getTime() < a.hasta, seen);
    return answer;
  }

  /**
   * Each card's roster and the viewer's own part of it. The rosters are kept under the list's version (the viewing
   * club's: a public match's card is kept per club), their match's and their club's players'; the versions are read
   * first. On the embedded
   * database the versions come from its notices, the viewer's part is kept per viewer while nothing on the page has
   * changed, is derived from the rosters while they are all kept (each holds every attendee's and reserve's own entry;
   * the role comes from the club access kept for the viewer), and otherwise comes with the missing rosters in one
   * statement (one turn of its one connection). On PostgreSQL one statement reads
   * the viewer's part with the versions, and a second the rosters the cache does not hold.
   */
  private async cardParts(user: UserRow, clubId: string, cards: { id: string; clubId: string }[], listVersion: string, seen: number, read?: CardParts[]) {
    const ids = cards.map((c) => c.id);
    type Own = Pick<CardParts, 'id' | 'rol' | 'miAsistencia' | 'miEspera'>;
    const rosters = new Map<string, Roster>();
    const versions = new Map<string, string>();
    if (!ids.length) return { rosters, mine: new Map<string, Own>(), versions };
    const { partidos } = this.d.store;
    const rosterVersion = (id: string) => rosterVersionOf(listVersion, versions.get(id));
    const rosterOf = (r: CardParts): Roster => ({
      ocupados: r.ocupados, updatedAt: r.updatedAt, asistentesConteo: r.asistentesConteo, listaEsperaCount: r.listaEsperaCount, preview: r.preview,
      mvp: r.mvp, asistentes: r.asistentes, espera: r.espera,
    });
    const missingOf = () => ids.filter((id) => {
      const kept = this.d.cache.get<Roster>(rosterKey(clubId, id), rosterVersion(id));
      if (kept) rosters.set(id, kept);
      return !kept;
    });
    const keep = (r: CardParts) => {
      const roster = rosterOf(r);
      rosters.set(r.id, roster);
      this.d.cache.set(rosterKey(clubId, r.id), rosterVersion(r.id), roster, seen);
    };
    let own: Own[];
    if (this.d.local) {
      for (const c of cards) versions.set(c.id, this.d.local.rosterVersion(c.id));
      const missing = missingOf();
      const ownKey = `lista-yo|${user.id}|${ids.join(',')}`;
      const ownVersion = `${listVersion}|${ids.map((id) => versions.get(id)).join(',')}`;
      const kept = missing.length ? undefined : this.d.cache.get<Own[]>(ownKey, ownVersion);
      if (kept) own = kept;
      else if (!missing.length) {
        // every roster kept: the viewer's part comes from them (each holds every attendee's and reserve's own entry)
        // and from the club access kept for the viewer, without a statement (issue 17: the soak's first page changes
        // with every sign-up, so a viewer's kept part rarely outlives their next list)
        own = await Promise.all(cards.map(async (c) => {
          const roster = rosters.get(c.id)!;
          return { id: c.id, rol: await this.d.access.roleIn(user.id, c.clubId), miAsistencia: roster.asistentes?.get(user.id) ?? null, miEspera: roster.espera?.get(user.id) ?? null };
        }));
        this.d.cache.set(ownKey, ownVersion, own);
      } else {
        const rows = await partidos.cardParts(ids, user.id, missing, false, true);
        for (const r of rows) if (r.conRoster) keep(r);
        own = rows.map((r) => ({ id: r.id, rol: r.rol, miAsistencia: r.miAsistencia, miEspera: r.miEspera }));
        this.d.cache.set(ownKey, ownVersion, own);
      }
    } else {
      // (read: the same statement's rows, sent with the list's version for these very cards)
      const rows = read ?? await partidos.cardParts(ids, user.id, [], true);
      for (const r of rows) {
        versions.set(r.id, sumsOf(r.version));
        this.d.compactor?.noteVersion(r.version);
      }
      own = rows;
      const missing = missingOf().filter((id) => versions.has(id));
      if (missing.length) for (const r of await partidos.cardParts(missing, user.id, missing, false)) keep(r);
    }
    return { rosters, mine: new Map(own.map((r) => [r.id, r])), versions };
  }

  /**
   * What a club's list depends on (docs/decisions/0019): its own matches' change marks and the public ones'. Read
   * after the access check, before the rows, never inside a transaction.
   */
  private async listVersion(clubId: string): Promise<string> {
    if (this.d.local) return this.d.local.listVersion(clubId);
    const version = await this.d.store.partidos.listVersion(clubId);
    this.d.compactor?.noteVersion(version);
    return sumsOf(version);
  }

  /** GET /partidos/proximo: the active club's next match from now on, or null (spec 2 §2 next-match card). */
  async next(user: UserRow, club: ActiveClub): Promise<PartidoListItemDto | null> {
    const ctx = this.context(user);
    const row = await this.d.store.partidos.next(club.clubId, user.id, ctx.now, dayIn(ctx.now, this.d.timezone));
    return row ? toPartidoListItem(row, row.preview, ctx) : null;
  }

  /** GET /partidos/{id}/resumen (spec 2 §2 "Match summary"): attendance figures, money only with a rent above 0. */
  async summary(user: UserRow, partidoId: string): Promise<PartidoResumenDto> {
    const partido = await this.detail(user, partidoId);
    const a = partido.asistentes;
    const confirmados = a.filter((x) => x.confirmado === true).length;
    const rechazaron = a.filter((x) => x.confirmado === false).length;
    const local = montoLocal(partido);
    // approved player payments (DESIGN §4 "Payments"); read only when there is money to show
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

  /** POST /partidos in the active club (spec 2 §5): 'Tengo permisos' in that club. */
  async create(user: UserRow, active: ActiveClub, input: PartidoInput): Promise<PartidoDetailDto> {
    const { club } = await this.d.access.require(user, active.clubId, canManageClub);
    await this.checkInput(user, { id: club.id, permitirPublicos: club.permitirCreacionPartidosPublicos }, input);
    const now = this.d.clock.now();
    const id = newId();
    await this.d.store.transaction(async (tx) => {
      await tx.partidos.insert({ id, clubId: club.id, creadorId: user.id, ...valuesOf(input, this.d.timezone), createdAt: now, updatedAt: now });
      await this.d.events?.emit(tx.db, { type: 'partido.creado', partidoId: id, porId: user.id });
    });
    // (through the cache path: on the embedded database this also learns the new match's club, for its later reads)
    return this.detail(user, id);
  }

  /**
   * The checks of a new match in a club, for a series (issue 21): 'Tengo permisos' there, and the form's server-side
   * rules (date not past, public matches allowed, a usable venue, one of the club's accounts).
   */
  async checkNew(user: UserRow, clubId: string, input: PartidoInput): Promise<{ id: string }> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    await this.checkInput(user, { id: club.id, permitirPublicos: club.permitirCreacionPartidosPublicos }, input);
    return { id: club.id };
  }

  /** PUT /partidos/{id}: the whole form, or estado_partido to close or reopen the list (spec 2 §7). */
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
      // more places: the waiting list moves up at once (spec 2 §4)
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

  /** 'Cerrar Lista' (stored as Próximo a comenzar) from Convocando, 'Reabrir Lista' back (spec 2 §4). */
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
   * The server-side rules of spec 2 §5 the shared schema cannot check: a date and start not in the past (by
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
