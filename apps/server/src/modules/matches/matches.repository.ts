import { aliasedTable, and, asc, count, eq, gte, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import { ASISTENTES_PREVIEW, ESTADOS_ACTIVOS, ESTADOS_INSCRIPCION, type EstadoPartido } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { Statements } from '../../db/statements.js';
import type { JugadorColumns } from '../users/jugador-columns.js';
import {
  clubPaymentAccounts, clubs, lugares, pagosJugadores, partidoAsistentes, partidos, users, type BotRow,
} from '../../db/schema/index.js';

const creador = aliasedTable(users, 'creador');
const mvp = aliasedTable(users, 'mvp');

export { jugadorColumns, type JugadorColumns } from '../users/jugador-columns.js';

const listaEsperaCount = sql<number>`(select count(*)::int from partido_lista_espera e where e.partido_id = ${partidos.id})`;

interface RawMiAsistencia { usuarioId: string; equipo: string | null; confirmado: boolean | null; inscritoAt: string }
interface RawMiEspera { usuarioId: string; pendiente: boolean; inscritoAt: string }
type MiAsistencia = Omit<RawMiAsistencia, 'inscritoAt'> & { inscritoAt: Date };
type MiEspera = Omit<RawMiEspera, 'inscritoAt'> & { inscritoAt: Date };
/** json_build_object arrives parsed from node-postgres and PGlite alike; a string is parsed just in case. */
const parseJson = <T>(v: T | string | null): T | null => (v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v);
/** Attendees by answer in one scan of the match's attendees (Van / No van / Sin responder). */
export interface ConteoAsistentes { total: number; van: number; noVan: number }
const asistentesConteo = sql<ConteoAsistentes>`(select json_build_object('total', count(*), 'van', count(*) filter (where a.confirmado),
    'noVan', count(*) filter (where a.confirmado = false)) from partido_asistentes a where a.partido_id = ${partidos.id})`
  .mapWith((v: ConteoAsistentes | string | null) => parseJson<ConteoAsistentes>(v) ?? { total: 0, van: 0, noVan: 0 });
/** json arrays arrive parsed (node-postgres, PGlite); instants inside them are ISO strings. */
const jsonList = <T>(v: T[] | string | null): T[] => parseJson<T[]>(v) ?? [];
const withDate = <K extends string>(key: K) => <T extends Record<K, unknown>>(o: T) => ({ ...o, [key]: new Date(o[key] as string) }) as Omit<T, K> & Record<K, Date>;
/** One player's own entry on a match's attendees (`a`) or waiting list (`e`), as json: the viewer's part (viewColumns). */
const MI_ASISTENCIA_JSON = sql.raw(`json_build_object('usuarioId', a.usuario_id, 'equipo', a.equipo, 'confirmado', a.confirmado, 'inscritoAt', a.inscrito_at)`);
const MI_ESPERA_JSON = sql.raw(`json_build_object('usuarioId', e.usuario_id, 'pendiente', e.pendiente_aprobacion, 'inscritoAt', e.inscrito_at)`);
const miAsistenciaOf = withDate('inscritoAt')<RawMiAsistencia>;
const miEsperaOf = withDate('inscritoAt')<RawMiEspera>;

/**
 * The match with everything a card or the detail header shows, and what the viewer is in it (role in the
 * club, own enrolment or waiting-list entry): one row, one query.
 */
function viewColumns(viewerId: string | SQL | Placeholder) {
  return {
    partido: partidos,
    club: { id: clubs.id, nombre: clubs.nombre, permitirPublicos: clubs.permitirCreacionPartidosPublicos, usuariosPuedenInvitar: clubs.usuariosPuedenInvitar, equiposAprendidos: clubs.equiposAprendidos },
    lugar: { id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion, cancha: lugares.cancha, estadoValidacion: lugares.estadoValidacion },
    creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido },
    mvp: {
      id: mvp.id, nombre: mvp.nombre, apellido: mvp.apellido, apodo: mvp.apodo, photoUrl: mvp.photoUrl,
      posicionPrincipal: mvp.posicionPrincipal, nivelHabilidad: mvp.nivelHabilidad,
    },
    cuenta: clubPaymentAccounts,
    // the viewer's own state as scalar subqueries, not joins: with three fewer relations the planner's join-order
    // search costs ~5 ms instead of ~50 ms per query under load (bench/explain.ts)
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
 * index partidos_publico_abiertos_idx, so that the planner can use it whatever the parameters.
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

/** One attendee of the detail (`a`, with their user `u` and their payment `pj`: ASISTENTES_FROM) as json. */
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

/** The first attendees of a match in sign-up order (the card's avatars) as JugadorColumns, [] when none. */
const previewColumn = sql<JugadorColumns[]>`(select coalesce(json_agg(${JUGADOR_JSON} order by a.inscrito_at, a.usuario_id), '[]')
  from (select a.usuario_id, a.inscrito_at from partido_asistentes a where a.partido_id = ${partidos.id}
        order by a.inscrito_at, a.usuario_id limit ${sql.raw(String(ASISTENTES_PREVIEW))}) a
  join users u on u.id = a.usuario_id)`.mapWith((v: string | null) => jsonList<JugadorColumns>(v));

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

export class MatchesRepository {
  private statements = new Statements();
  constructor(private db: Db) {}

  private viewQuery<E extends Record<string, SQL>>(viewerId: string | SQL | Placeholder, extra?: E, ctes: WithSubquery[] = []) {
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

  /** The match as one viewer sees it, without its roster (the permission checks of a write read this). */
  async findForViewer(id: string, viewerId: string) {
    const query = this.statements.get('partido_vista', (name) => this.viewQuery(sql.placeholder('viewer'))
      .where(eq(partidos.id, sql.placeholder('id'))).limit(1).prepare(name));
    const [row] = await query.execute({ id, viewer: viewerId });
    return row;
  }

  /** The match with its whole roster, as one viewer sees it: the detail, in one statement whatever the number of players. */
  async findDetail(id: string, viewerId: string) {
    const query = this.statements.get('partido_detalle', (name) => this.viewQuery(sql.placeholder('viewer'), rosterColumns)
      .where(eq(partidos.id, sql.placeholder('id'))).limit(1).prepare(name));
    const [row] = await query.execute({ id, viewer: viewerId });
    return row;
  }

  /**
   * One page of the list (docs/product/matches.md), by date then time, with its total, the viewer's own state and each
   * card's first attendees, in one statement. The active club's matches and other clubs' upcoming public ones are two
   * index-only scans (partidos_club_lista_idx, partidos_publico_abiertos_idx) that the window counts before the top-N
   * sort; the joins and subqueries then run for the page's rows only.
   */
  async page(f: ListFilter, viewerId: string, page: number, limit: number) {
    // the filters present make the statement's shape, and its name; their values are placeholders
    const shape = [f.estados ? 'e' : f.mostrarFinalizados ? 'f' : 'a', f.fecha ? 'd' : '', f.fechaInicio ? 'i' : '', f.fechaFin ? 'h' : '', f.lugarId ? 'l' : ''].join('');
    const club = sql.placeholder('clubId');
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
    const values = {
      clubId: f.clubId, viewer: viewerId, estados: f.estados ? [...f.estados] : undefined, fecha: f.fecha, fechaInicio: f.fechaInicio,
      fechaFin: f.fechaFin, lugarId: f.lugarId, offset: (page - 1) * limit,
    };
    const query = this.statements.get(`partidos_pagina_${shape}_${limit}`, (name) => {
      const visibles = (scope: SQL) => this.db
        .select({ id: partidos.id, fecha: partidos.fecha, hora: partidos.horaPartido })
        .from(partidos)
        .where(and(scope, ...filters()));
      const union = visibles(sql`${partidos.clubId} = ${club}`)
        .unionAll(visibles(sql`${PUBLICO_ABIERTO} and ${partidos.clubId} <> ${club}`))
        .as('visibles');
      const pagina = this.db.$with('pagina').as(this.db
        .select({ id: union.id, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(union)
        .orderBy(asc(union.fecha), sql`${union.hora} asc nulls last`, asc(union.id))
        // (the page size written in the statement, and in its name: a generic plan for a parameter there would be made
        // for a tenth of the rows)
        .limit(sql.raw(String(limit)) as unknown as number)
        .offset(sql.placeholder('offset')));
      return this.viewQuery(sql.placeholder('viewer'), { preview: previewColumn, total: sql<number>`(select p.total from pagina p where p.id = ${partidos.id})` }, [pagina])
        .where(sql`${partidos.id} in (select p.id from pagina p)`)
        .orderBy(...LIST_ORDER)
        .prepare(name);
    });
    const rows = await query.execute(values);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    // past the last page the window count is not there: count apart (rare)
    const [row] = await this.db
      .select({ n: count() })
      .from(partidos)
      .where(and(or(sql`${partidos.clubId} = ${club}`, PUBLICO_ABIERTO), ...filters()))
      .prepare(`partidos_total_${shape}`)
      .execute(values);
    return { rows: [], total: Number(row?.n ?? 0) };
  }

  /**
   * The club's next match from now on (the home's next-match card): Convocando or Próximo a comenzar, started in the
   * future, or with its schedule undefined and its date today or later.
   */
  async next(clubId: string, viewerId: string, now: Date, today: string) {
    const query = this.statements.get('partido_proximo', (name) => this.viewQuery(sql.placeholder('viewer'), { preview: previewColumn })
      .where(and(
        eq(partidos.clubId, sql.placeholder('clubId')),
        inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
        or(gte(partidos.inicio, sql.placeholder('now')), and(isNull(partidos.inicio), gte(partidos.fecha, sql.placeholder('today')))),
      ))
      .orderBy(...LIST_ORDER)
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ clubId, viewer: viewerId, now, today });
    return row;
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

  // ---- a member leaving the club (docs/product/clubs.md)

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

export type PartidoView = NonNullable<Awaited<ReturnType<MatchesRepository['findForViewer']>>>;
