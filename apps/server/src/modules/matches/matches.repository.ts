import { aliasedTable, and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import { ASISTENTES_PREVIEW, ESTADOS_ACTIVOS, PARTIDOS_PAGE_SIZE, ESTADOS_INSCRIPCION, type EstadoPartido } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { AMBITO_PUBLICO, detailVersionOf, detailVersionOfRow, versionOf } from './read-cache.js';
import {
  clubPaymentAccounts, clubs, lugares, pagosJugadores, partidoAsistentes, partidos, users, type BotRow,
} from '../../db/schema/index.js';

const creador = aliasedTable(users, 'creador');
const mvp = aliasedTable(users, 'mvp');

/** A player as cards and lists show them (JugadorRefDto). */
export const jugadorColumns = {
  id: users.id,
  nombre: users.nombre,
  apellido: users.apellido,
  apodo: users.apodo,
  photoUrl: users.photoUrl,
  posicionPrincipal: users.posicionPrincipal,
  nivelHabilidad: users.nivelHabilidad,
};
export interface JugadorColumns {
  id: string; nombre: string | null; apellido: string | null; apodo: string | null; photoUrl: string | null;
  posicionPrincipal: string | null; nivelHabilidad: string | null;
}

const listaEsperaCount = sql<number>`(select count(*)::int from partido_lista_espera e where e.partido_id = ${partidos.id})`;

interface RawMiAsistencia { usuarioId: string; equipo: string | null; confirmado: boolean | null; inscritoAt: string }
interface RawMiEspera { usuarioId: string; pendiente: boolean; inscritoAt: string }
type MiAsistencia = Omit<RawMiAsistencia, 'inscritoAt'> & { inscritoAt: Date };
type MiEspera = Omit<RawMiEspera, 'inscritoAt'> & { inscritoAt: Date };
/** json_build_object arrives parsed from node-postgres and PGlite alike; a string is parsed just in case. */
const parseJson = <T>(v: T | string | null): T | null => (v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v);
/** Attendees by answer in one scan of the match's attendees (issue 19: Van / No van / Sin responder). */
export interface ConteoAsistentes { total: number; van: number; noVan: number }
const asistentesConteo = sql<ConteoAsistentes>`(select json_build_object('total', count(*), 'van', count(*) filter (where a.confirmado),
    'noVan', count(*) filter (where a.confirmado = false)) from partido_asistentes a where a.partido_id = ${partidos.id})`
  .mapWith((v: ConteoAsistentes | string | null) => parseJson<ConteoAsistentes>(v) ?? { total: 0, van: 0, noVan: 0 });
/** json arrays arrive parsed (node-postgres, PGlite); instants inside them are ISO strings. */
const jsonList = <T>(v: T[] | string | null): T[] => parseJson<T[]>(v) ?? [];
const withDate = <K extends string>(key: K) => <T extends Record<K, unknown>>(o: T) => ({ ...o, [key]: new Date(o[key] as string) }) as Omit<T, K> & Record<K, Date>;
/**
 * One player's own entry on a match's attendees (`a`) or waiting list (`e`), as json: the viewer's part of the detail
 * and the list (viewColumns), and every player's in a kept roster (cardParts), the same objects.
 */
const MI_ASISTENCIA_JSON = sql.raw(`json_build_object('usuarioId', a.usuario_id, 'equipo', a.equipo, 'confirmado', a.confirmado, 'inscritoAt', a.inscrito_at)`);
const MI_ESPERA_JSON = sql.raw(`json_build_object('usuarioId', e.usuario_id, 'pendiente', e.pendiente_aprobacion, 'inscritoAt', e.inscrito_at)`);
const miAsistenciaOf = withDate('inscritoAt')<RawMiAsistencia>;
const miEsperaOf = withDate('inscritoAt')<RawMiEspera>;

/**
 * The match with everything a card or the detail header shows, and what the viewer is in it (role in the
 * club, own enrolment or waiting-list entry): one row, one query.
 */
function viewColumns(viewerId: string | Placeholder | SQL) {
  return {
    partido: partidos,
    club: { id: clubs.id, nombre: clubs.nombre, permitirPublicos: clubs.permitirCreacionPartidosPublicos, usuariosPuedenInvitar: clubs.usuariosPuedenInvitar },
    lugar: { id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion, cancha: lugares.cancha, estadoValidacion: lugares.estadoValidacion },
    creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido },
    mvp: {
      id: mvp.id, nombre: mvp.nombre, apellido: mvp.apellido, apodo: mvp.apodo, photoUrl: mvp.photoUrl,
      posicionPrincipal: mvp.posicionPrincipal, nivelHabilidad: mvp.nivelHabilidad,
    },
    cuenta: clubPaymentAccounts,
    // the viewer's own state as scalar subqueries, not joins: with three fewer relations the planner's join-order
    // search costs ~5 ms instead of ~50 ms per query under load (bench/README.md, bench/explain.ts)
    rol: sql<string | null>`(select m.rol from club_members m where m.club_id = ${partidos.clubId} and m.usuario_id = ${viewerId})`,
    miAsistencia: sql<MiAsistencia | null>`(select ${MI_ASISTENCIA_JSON} from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${viewerId})`
      .mapWith((v: RawMiAsistencia | string | null) => { const o = parseJson<RawMiAsistencia>(v); return o ? miAsistenciaOf(o) : null; }),
    miEspera: sql<MiEspera | null>`(select ${MI_ESPERA_JSON} from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${viewerId})`
      .mapWith((v: RawMiEspera | string | null) => { const o = parseJson<RawMiEspera>(v); return o ? miEsperaOf(o) : null; }),
    asistentesConteo,
    listaEsperaCount,
  };
}

/**
 * Other clubs' matches a list shows: public and taking sign-ups. Literal SQL, the very predicate of the partial
 * index partidos_publico_abiertos_idx, so that a prepared statement's generic plan can use it.
 */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
const PUBLICO_ABIERTO = sql`(${partidos.esPublico} and ${partidos.estadoPartido} in (${sqlList(ESTADOS_INSCRIPCION)}))`;

/** jugadorColumns of the users row `u` as a json object (the roster and preview columns below). */
const JUGADOR_JSON_TEXT = `json_build_object('id', u.id, 'nombre', u.nombre, 'apellido', u.apellido, 'apodo', u.apodo,
  'photoUrl', u.photo_url, 'posicionPrincipal', u.posicion_principal, 'nivelHabilidad', u.nivel_habilidad)`;
const JUGADOR_JSON = sql.raw(JUGADOR_JSON_TEXT);


export interface AsistenteView {
  jugador: JugadorColumns; equipo: string | null; confirmado: boolean | null; esMvp: boolean; inscritoAt: Date; pagoEstado: string | null;
}
export interface EsperaView { jugador: JugadorColumns; pendiente: boolean; inscritoAt: Date }

/**
 * One attendee of the detail (`a`, with their user `u` and their payment `pj`: ASISTENTES_FROM) as json: every element
 * of the detail's roster, and a sign-up's own entry (recountWithEntry), the same object.
 */
const ASISTENTE_JSON = sql.raw(`json_build_object('jugador', ${JUGADOR_JSON_TEXT}, 'equipo', a.equipo,
      'confirmado', a.confirmado, 'esMvp', a.es_mvp, 'inscritoAt', a.inscrito_at, 'pagoEstado', pj.estado)`);
/** A match's attendees with their users and their payment's estado (through the payments' unique index). */
const ASISTENTES_FROM = sql.raw(`from partido_asistentes a join users u on u.id = a.usuario_id
    left join pagos_jugadores pj on pj.partido_id = a.partido_id and pj.usuario_id = a.usuario_id`);
const asistenteOf = withDate('inscritoAt')<AsistenteView>;

/**
 * The roster of a match for its detail, as three json columns of the match's own row: attendees in sign-up order
 * with their payment's estado, the waiting list in order, the guests.
 */
const rosterColumns = {
  asistentes: sql<AsistenteView[]>`(select coalesce(json_agg(${ASISTENTE_JSON} order by a.inscrito_at, a.usuario_id), '[]')
    ${ASISTENTES_FROM}
    where a.partido_id = ${partidos.id})`.mapWith((v: string | null) => jsonList<AsistenteView>(v).map(asistenteOf)),
  espera: sql<EsperaView[]>`(select coalesce(json_agg(json_build_object('jugador', ${JUGADOR_JSON}, 'pendiente', e.pendiente_aprobacion,
      'inscritoAt', e.inscrito_at) order by e.orden), '[]')
    from partido_lista_espera e join users u on u.id = e.usuario_id where e.partido_id = ${partidos.id})`
    .mapWith((v: string | null) => jsonList<EsperaView>(v).map(withDate('inscritoAt'))),
  bots: sql<BotRow[]>`(select coalesce(json_agg(json_build_object('id', b.id, 'partidoId', b.partido_id, 'nombreDisplay', b.nombre_display,
      'equipo', b.equipo, 'createdAt', b.created_at) order by b.created_at, b.id), '[]')
    from partido_bots b where b.partido_id = ${partidos.id})`.mapWith((v: string | null) => jsonList<BotRow>(v).map(withDate('createdAt'))),
};

/** The first attendees of a match in sign-up order (spec 2 §9: 5 avatars) as JugadorColumns, [] when none. */
const previewColumn = sql<JugadorColumns[]>`(select coalesce(json_agg(${JUGADOR_JSON} order by a.inscrito_at, a.usuario_id), '[]')
  from (select a.usuario_id, a.inscrito_at from partido_asistentes a where a.partido_id = ${partidos.id}
        order by a.inscrito_at, a.usuario_id limit ${sql.raw(String(ASISTENTES_PREVIEW))}) a
  join users u on u.id = a.usuario_id)`.mapWith((v: string | null) => jsonList<JugadorColumns>(v));

/** Page sizes of the list that get a prepared statement of their own (the screens ask for 10). */
const PREPARED_PAGE_SIZES = new Set([PARTIDOS_PAGE_SIZE, 20, 50, 100]);

/** Date, then time (undefined last), then id: a stable order for pages. */
const LIST_ORDER = [asc(partidos.fecha), sql`${partidos.horaPartido} asc nulls last`, asc(partidos.id)];

export interface ListFilter {
  /** the active club: its matches, plus upcoming public matches of other clubs */
  clubId: string;
  estados: readonly EstadoPartido[] | null;
  /** without an estado list: show Finalizado too (Cancelado only when asked by estado) */
  mostrarFinalizados: boolean;
  fecha?: string;
  fechaInicio?: string;
  fechaFin?: string;
  lugarId?: string;
}

/** The new count and time a `recuento` CTE returned (MatchesRepository.recuento), as one json column. */
const recuentoColumn = () => sql<{ ocupados: number; updatedAt: string } | null>`(select json_build_object('ocupados', r.ocupados, 'updatedAt', r.updated_at) from recuento r)`
  .mapWith((v: { ocupados: number; updatedAt: string } | string | null) => parseJson<{ ocupados: number; updatedAt: string }>(v));

export class MatchesRepository {
  constructor(private db: Db) {}

  /**
   * A roster write's count as a data-modifying CTE (`recuento`): `ocupados` set from the roster, as
   * RosterRepository.recount does, and `updated_at`, returned.
   */
  private recuento(siCambia = false) {
    const conteo = sql`(select count(*)::int from partido_asistentes a where a.partido_id = ${sql.placeholder('id')})
                 + (select count(*)::int from partido_bots b where b.partido_id = ${sql.placeholder('id')})`;
    // (siCambia: only when the count changes: a roster write's count sent before its rules were applied, which wrote
    // nothing when its insert or delete did nothing)
    return this.db.$with('recuento', {}).as(sql`update partidos set ocupados = ${conteo}, updated_at = ${sql.placeholder('now')}::timestamptz
      where id = ${sql.placeholder('id')}${siCambia ? sql` and ocupados <> ${conteo}` : sql``} returning ocupados, updated_at`);
  }

  private viewQuery<E extends Record<string, SQL>>(viewerId: string | Placeholder | SQL, extra?: E, ctes: WithSubquery[] = []) {
    return this.db
      .with(...ctes)
      .select({ ...viewColumns(viewerId), ...(extra ?? ({} as E)) })
      .from(partidos)
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .leftJoin(creador, eq(creador.id, partidos.creadorId))
      .leftJoin(mvp, eq(mvp.id, partidos.mvpId))
      .leftJoin(clubPaymentAccounts, eq(clubPaymentAccounts.id, partidos.cuentaPagoId));
  }

  async findForViewer(id: string, viewerId: string) {
    const query = prepared(this.db, 'partido_view', (name) => this.viewQuery(sql.placeholder('viewer'))
      .where(eq(partidos.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ id, viewer: viewerId });
    return row;
  }

  /**
   * One page of the list (spec 2 §3 filters), by date then time, with its total, in one statement: the rows every
   * viewer shares and that only a change of the matches themselves (or their club, venue, creator) changes. The
   * cards' rosters and the viewer's own state are read apart (cardParts): they change with every sign-up (issue 17,
   * docs/decisions/0053). The active club's matches and other clubs' upcoming public ones are two
   * index-only scans (partidos_club_lista_idx, partidos_publico_abiertos_idx) that the window counts before the
   * top-N sort; the joins then run for the page's rows only.
   */
  async page(f: ListFilter, page: number, limit: number) {
    // the filters present make the statement's shape (its name); their values are placeholders
    const shape = [
      f.estados ? 'e' : f.mostrarFinalizados ? 'f' : 'a', f.fecha ? 'd' : '', f.fechaInicio ? 'i' : '', f.fechaFin ? 'h' : '', f.lugarId ? 'l' : '',
    ].join('');
    // Everything the planner could read a value from and that changes the row estimates is literal SQL or
    // behind a scalar sub-select ('(select $1)'): the club id (the bench club's list counts 450 matches where
    // the average club has a handful), the default states, the offset. Else PostgreSQL prices its custom plans
    // below the generic one and keeps planning every call (3–5 ms), which is what made a 1,000-match database
    // slower than a 100,000-match one.
    const club = sql`(select ${sql.placeholder('clubId')}::char(24))`;
    const filters = () => [
      f.estados
        ? sql`${partidos.estadoPartido} = any(${sql.placeholder('estados')})`
        : f.mostrarFinalizados
          ? sql`${partidos.estadoPartido} <> 'Cancelado'`
          : sql`${partidos.estadoPartido} in (${sqlList(ESTADOS_ACTIVOS)})`,
      f.fecha ? eq(partidos.fecha, sql.placeholder('fecha')) : undefined,
      f.fechaInicio ? gte(partidos.fecha, sql.placeholder('fechaInicio')) : undefined,
      f.fechaFin ? lte(partidos.fecha, sql.placeholder('fechaFin')) : undefined,
      f.lugarId ? eq(partidos.lugarId, sql.placeholder('lugarId')) : undefined,
    ];
    const visibles = (scope: SQL) => this.db
      .select({ id: partidos.id, fecha: partidos.fecha, hora: partidos.horaPartido })
      .from(partidos)
      .where(and(scope, ...filters()));
    const values = {
      clubId: f.clubId, estados: f.estados ? [...f.estados] : undefined, fecha: f.fecha, fechaInicio: f.fechaInicio,
      fechaFin: f.fechaFin, lugarId: f.lugarId, offset: (page - 1) * limit,
    };
    const build = () => {
      const union = visibles(sql`${partidos.clubId} = ${club}`)
        .unionAll(visibles(sql`${PUBLICO_ABIERTO} and ${partidos.clubId} <> ${club}`))
        .as('visibles');
      const pagina = this.db.$with('pagina').as(this.db
        .select({ id: union.id, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(union)
        .orderBy(asc(union.fecha), sql`${union.hora} asc nulls last`, asc(union.id))
        // the limit is written in the statement: with a parameter there PostgreSQL estimates a generic plan
        // for 10 % of the rows and plans every call anew (5 ms). drizzle types limit() and offset() as
        // number | Placeholder; an SQL chunk is rendered as is.
        .limit(sql.raw(String(limit)) as unknown as number)
        .offset(sql`(select ${sql.placeholder('offset')}::int)` as unknown as number));
      return this.viewQuery(sql`null::char(24)`, { total: sql<number>`(select p.total from pagina p where p.id = ${partidos.id})` }, [pagina])
        .where(sql`${partidos.id} in (select p.id from pagina p)`)
        .orderBy(...LIST_ORDER);
    };
    // one statement per shape and usual page size; any other size runs unnamed (planned on every call)
    const query = PREPARED_PAGE_SIZES.has(limit) ? prepared(this.db, `partidos_pagina_${shape}_${limit}`, (name) => build().prepare(name)) : build();
    const rows = await query.execute(values);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    // past the last page the window count is not there: count apart (rare)
    const counter = prepared(this.db, `partidos_count_${shape}`, (name) => this.db
      .select({ n: count() })
      .from(partidos)
      .where(and(or(sql`${partidos.clubId} = ${club}`, PUBLICO_ABIERTO), ...filters()))
      .prepare(name));
    const [row] = await counter.execute(values);
    return { rows: [], total: Number(row?.n ?? 0) };
  }

  /**
   * The viewer's own part of each of the given matches (their role in its club, their sign-up, their waiting-list
   * entry) and, for those in `rostersFor`, the card's roster: places taken, answers, waiting list, first attendees and
   * MVP (the subqueries of the others are not run: they are inside CASE). With `withVersions`, the read-cache version
   * of each match's roster (its `p:<id>` change marks), read in the same statement. One
   * statement whatever the number of matches: on the embedded database, whose one connection serves the queries in
   * turn, the list waits for one turn instead of two.
   */
  async cardParts(ids: string[], viewerId: string, rostersFor: string[], withVersions: boolean, withMembers = false, listOf?: string) {
    // (one name per set of columns: a statement is built once per name)
    const named = `partidos_tarjetas_vista${withVersions ? '_version' : ''}${withMembers ? '_miembros' : ''}${listOf !== undefined ? '_lista' : ''}`;
    // (the columns are built once, with the statement: a list reads its cards on every request)
    const query = prepared(this.db, named, (name) => {
      const v = viewColumns(sql.placeholder('viewer'));
      const mine = sql`${partidos.id} = any(${sql.placeholder('rostersFor')})`;
      // every attendee's and reserve's own entry (any viewer's part), with the rosters read: what the embedded database
      // derives the viewer's part from while the rosters stay kept (matches.service.ts, cardParts); null otherwise, and
      // null when nobody is on that list (drizzle hands a null over without its mapWith)
      const entries = (on: SQL) => (withMembers ? sql`case when ${mine} then (${on}) end` : sql`null`);
      const columns = {
        id: partidos.id, rol: v.rol, miAsistencia: v.miAsistencia, miEspera: v.miEspera,
        ocupados: partidos.ocupados, updatedAt: partidos.updatedAt, conRoster: sql<boolean>`${mine}`,
        asistentesConteo: sql<ConteoAsistentes>`case when ${mine} then ${asistentesConteo} end`
          .mapWith((c: ConteoAsistentes | string | null) => parseJson<ConteoAsistentes>(c) ?? { total: 0, van: 0, noVan: 0 }),
        listaEsperaCount: sql<number>`case when ${mine} then ${listaEsperaCount} end`.mapWith(Number),
        preview: sql<JugadorColumns[]>`case when ${mine} then ${previewColumn} end`.mapWith((l: string | null) => jsonList<JugadorColumns>(l)),
        // the MVP is on the roster's side: a profile edit marks the matches that show the player (p:<id>), not the page
        mvp: sql<JugadorColumns | null>`case when ${mine} then (select ${JUGADOR_JSON} from users u where u.id = ${partidos.mvpId}) end`
          .mapWith((m: JugadorColumns | string | null) => parseJson<JugadorColumns>(m)),
        version: withVersions ? sql<string>`${versionOf(sql`'p:' || ${partidos.id}`)}` : sql<string>`''`,
        // the version of the club's list (listVersion), read once for the statement: the list sends its cards' parts
        // and its version together, for the page it keeps (matches.service.ts, listAnswer)
        listVersion: listOf !== undefined ? sql<string>`${listVersionSql()}` : sql<string>`''`,
        asistentes: sql<Map<string, MiAsistencia> | null>`${entries(sql`select json_agg(${MI_ASISTENCIA_JSON}) from partido_asistentes a where a.partido_id = ${partidos.id}`)}`
          .mapWith((l: RawMiAsistencia[] | string | null): Map<string, MiAsistencia> | null => new Map(jsonList(l).map((o) => [o.usuarioId, miAsistenciaOf(o)] as const))),
        espera: sql<Map<string, MiEspera> | null>`${entries(sql`select json_agg(${MI_ESPERA_JSON}) from partido_lista_espera e where e.partido_id = ${partidos.id}`)}`
          .mapWith((l: RawMiEspera[] | string | null): Map<string, MiEspera> | null => new Map(jsonList(l).map((o) => [o.usuarioId, miEsperaOf(o)] as const))),
      };
      // (the one-row join only makes drizzle write every column with its table, as the subqueries need: a join of
      // clubs, as before, had PostgreSQL hash the whole table for ten rows in every list)
      return this.db
        .select(columns)
        .from(partidos).crossJoin(sql`(select 1) as uno`)
        .where(sql`${partidos.id} = any(${sql.placeholder('ids')})`)
        .prepare(name);
    });
    return query.execute({ ids, viewer: viewerId, rostersFor, clubId: listOf });
  }

  /**
   * The club's next match from now on (spec 2 §2 next-match card): Convocando or Próximo a comenzar, started
   * in the future, or with its schedule undefined and its date today or later.
   */
  async next(clubId: string, viewerId: string, now: Date, today: string) {
    const query = prepared(this.db, 'partido_proximo', (name) => this.viewQuery(sql.placeholder('viewer'), { preview: previewColumn })
      .where(
        and(
          eq(partidos.clubId, sql.placeholder('clubId')),
          inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
          or(gte(partidos.inicio, sql.placeholder('now')), and(isNull(partidos.inicio), gte(partidos.fecha, sql.placeholder('today')))),
        ),
      )
      .orderBy(...LIST_ORDER)
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ clubId, viewer: viewerId, now, today });
    return row;
  }

  /**
   * What the detail adds per viewer to the shared rows, with the read-cache version of the match (its club's
   * change marks and its roster's, players' names included, `club:match`): the viewer's role in the club.
   * Undefined for no such match.
   */
  async detailHead(id: string, viewerId: string): Promise<{ version: string; rol: string | null } | undefined> {
    const query = prepared(this.db, 'partido_detalle_cabecera', (name) => this.db
      .select({
        version: detailVersionOfRow(),
        rol: sql<string | null>`(select m.rol from club_members m where m.club_id = "partidos"."club_id" and m.usuario_id = ${sql.placeholder('viewer')})`,
      })
      .from(partidos)
      .where(eq(partidos.id, sql.placeholder('id')))
      .prepare(name));
    const [row] = await query.execute({ id, viewer: viewerId });
    return row;
  }

  /** The read-cache version of a club's match list: its own change marks and the public matches' (`a:b`). */
  async listVersion(clubId: string): Promise<string> {
    const query = prepared(this.db, 'partidos_lista_version', (name) => this.db
      .select({ version: sql<string>`${listVersionSql()}` })
      .from(sql`(select 1) as uno`)
      .prepare(name));
    const [row] = await query.execute({ clubId });
    return row!.version;
  }

  /** The club a match belongs to (it never changes), undefined for no such match. */
  async clubOf(id: string): Promise<string | undefined> {
    const query = prepared(this.db, 'partido_club', (name) => this.db
      .select({ clubId: partidos.clubId }).from(partidos).where(eq(partidos.id, sql.placeholder('id'))).prepare(name));
    const [row] = await query.execute({ id });
    return row?.clubId;
  }

  /**
   * The view and the roster of one match (detail), in one statement whatever the number of players; the same
   * for every viewer (no role, no own sign-up: the service adds them from detailHead and the roster).
   */
  async findDetail(id: string) {
    const query = prepared(this.db, 'partido_detalle', (name) => this.viewQuery(sql`null::char(24)`, rosterColumns)
      .where(eq(partidos.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ id });
    return row;
  }

  /**
   * A sign-up's last write and its answer in one statement (issue 17: a write does its reads once): `ocupados` set
   * from the roster, as RosterRepository.recount does, and the detail's rows as findDetail reads them. Run inside the
   * write's transaction under the match's row lock, so the rows are the ones the transaction commits. The data-modifying
   * CTE runs on the statement's snapshot, so the match row the select reads is the one before the update: its new
   * count and time are taken from the CTE. `siCambia`: as recountWithEntry's.
   */
  async recountWithDetail(id: string, now: Date, o: { siCambia?: boolean; conVersion?: boolean } = {}) {
    const { siCambia = false, conVersion = false } = o;
    const recuento = this.recuento(siCambia);
    const name = `partido_recuento_detalle${siCambia ? '_si_cambia' : ''}${conVersion ? '_version' : ''}`;
    const query = prepared(this.db, name, (name) => this.viewQuery(sql`null::char(24)`, {
      ...rosterColumns,
      recuento: recuentoColumn(),
      // (conVersion: the detail's version as this statement reads it, the transaction's own marks included: the rows are
      // kept under it after the commit, MatchesService.keepWritten)
      ...(conVersion ? { version: detailVersionOfRow() } : {}),
    }, [recuento])
      // (siCambia: no row, and none of the detail's joins and rosters read, when the count did not change: a refused
      // sign-up's count, sent with its lock, costs its update's check only)
      .where(siCambia ? and(eq(partidos.id, sql.placeholder('id')), sql`exists (select 1 from recuento)`) : eq(partidos.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ id, now: now.toISOString() });
    if (!row?.recuento) return undefined;
    const { recuento: r, version, ...detail } = row as typeof row & { version?: string };
    return { rows: { ...detail, partido: { ...detail.partido, ocupados: Number(r!.ocupados), updatedAt: new Date(r!.updatedAt) } }, version };
  }

  /**
   * A roster write's last statement when the detail's rows before it are kept (issue 17: the answer built from what
   * the transaction knows): `ocupados` set from the roster as recountWithDetail does, with the new count and time, and
   * one player's entry as the detail's roster shows it (null when they are not an attendee: a withdrawal).
   * `siCambia`: nothing is written (undefined) unless the count changes (a roster write's count sent with its lock and
   * its insert or delete, before its rules were applied: docs/decisions/0062). `club` (PostgreSQL): with the detail's
   * version as this statement reads it (the match's club is `club`), for the write to tell whether the rows kept at its
   * lock's version are still the match's (MatchesService.keptInWrite).
   */
  async recountWithEntry(id: string, usuarioId: string, now: Date, o: { siCambia?: boolean; club?: string } = {}) {
    const { siCambia = false, club } = o;
    const recuento = this.recuento(siCambia);
    const name = `partido_recuento_entrada${siCambia ? '_si_cambia' : ''}${club ? '_version' : ''}`;
    const query = prepared(this.db, name, (name) => this.db
      .with(recuento)
      .select({
        recuento: recuentoColumn(),
        entrada: sql<AsistenteView | null>`(select ${ASISTENTE_JSON} ${ASISTENTES_FROM} where a.partido_id = ${sql.placeholder('id')} and a.usuario_id = ${sql.placeholder('usuario')})`
          .mapWith((v: AsistenteView | string | null) => { const o = parseJson<AsistenteView>(v); return o ? asistenteOf(o) : null; }),
        ...(club ? { version: detailVersionOf(sql`${sql.placeholder('club')}::text`, sql`${sql.placeholder('id')}::text`) } : {}),
      })
      .from(sql`(select 1) as uno`)
      .prepare(name));
    const [row] = await query.execute({ id, usuario: usuarioId, now: now.toISOString(), ...(club ? { club } : {}) });
    if (!row?.recuento) return undefined;
    return { ocupados: Number(row.recuento.ocupados), updatedAt: new Date(row.recuento.updatedAt), entrada: row.entrada, version: (row as { version?: string }).version };
  }

  /** What the players paid so far (approved payments): the summary's recaudado. */
  async recaudado(partidoId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${pagosJugadores.monto}), 0)::int` })
      .from(pagosJugadores)
      .where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.estado, 'Aprobado')));
    return Number(row?.n ?? 0);
  }

  // ---- writes

  async insert(values: typeof partidos.$inferInsert) {
    const [row] = await this.db.insert(partidos).values(values).returning();
    return row!;
  }

  async update(id: string, patch: Partial<typeof partidos.$inferInsert>) {
    const [row] = await this.db.update(partidos).set(patch).where(eq(partidos.id, id)).returning();
    return row;
  }

  /** A conditional state change (close/reopen the list): undefined when the match was not in `from`. */
  async changeState(id: string, from: EstadoPartido, to: EstadoPartido, now: Date) {
    const [row] = await this.db
      .update(partidos)
      .set({ estadoPartido: to, updatedAt: now })
      .where(and(eq(partidos.id, id), eq(partidos.estadoPartido, from)))
      .returning({ id: partidos.id });
    return row;
  }

  /** Deletes unless the match is under way or over; false when nothing was deleted. */
  async deleteUnlessPlayed(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(partidos)
      .where(and(eq(partidos.id, id), sql`${partidos.estadoPartido} not in ('En curso', 'Finalizado')`))
      .returning({ id: partidos.id });
    return rows.length > 0;
  }

  // ---- a member leaving the club (spec 1 §4)

  /** Matches of the club the member is enrolled in and that are not over (partidos_activos). */
  async countActiveEnrolments(clubId: string, usuarioId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(partidoAsistentes)
      .innerJoin(partidos, eq(partidos.id, partidoAsistentes.partidoId))
      .where(and(eq(partidoAsistentes.usuarioId, usuarioId), eq(partidos.clubId, clubId), inArray(partidos.estadoPartido, [...ESTADOS_ACTIVOS])));
    return Number(row?.n ?? 0);
  }

  /** Upcoming matches of the club where the member is enrolled or waiting. */
  async upcomingWith(clubId: string, usuarioId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: partidos.id })
      .from(partidos)
      .where(
        and(
          eq(partidos.clubId, clubId),
          inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
          or(
            sql`exists (select 1 from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${usuarioId})`,
            sql`exists (select 1 from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${usuarioId})`,
          ),
        ),
      );
    return rows.map((r) => r.id);
  }
}

/** The version of a club's match list: its own change marks and the public matches' (`a:b`), for the club `clubId`. */
const listVersionSql = () => sql`${versionOf(sql`${sql.placeholder('clubId')}::text`)} || ':' || ${versionOf(sql.raw(`'${AMBITO_PUBLICO}'`))}`;

export type PartidoView = NonNullable<Awaited<ReturnType<MatchesRepository['findForViewer']>>>;
