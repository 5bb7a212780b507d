import { aliasedTable, and, asc, count, eq, gte, inArray, isNull, lte, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { ESTADOS_ACTIVOS, ESTADOS_INSCRIPCION, type EstadoPartido } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  clubPaymentAccounts, clubs, lugares, pagosJugadores, partidoAsistentes, partidoBots, partidoListaEspera, partidos, users,
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

const asistentesCount = sql<number>`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidos.id})`;
const listaEsperaCount = sql<number>`(select count(*)::int from partido_lista_espera e where e.partido_id = ${partidos.id})`;

interface RawMiAsistencia { usuarioId: string; equipo: string | null; confirmado: boolean | null; inscritoAt: string }
interface RawMiEspera { usuarioId: string; pendiente: boolean; inscritoAt: string }
type MiAsistencia = Omit<RawMiAsistencia, 'inscritoAt'> & { inscritoAt: Date };
type MiEspera = Omit<RawMiEspera, 'inscritoAt'> & { inscritoAt: Date };
/** json_build_object arrives parsed from node-postgres and PGlite alike; a string is parsed just in case. */
const parseJson = <T>(v: T | string | null): T | null => (v === null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The match with everything a card or the detail header shows, and what the viewer is in it (role in the
 * club, own enrolment or waiting-list entry): one row, one query.
 */
function viewColumns(viewerId: string | Placeholder) {
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
    miAsistencia: sql<MiAsistencia | null>`(select json_build_object('usuarioId', a.usuario_id, 'equipo', a.equipo, 'confirmado', a.confirmado, 'inscritoAt', a.inscrito_at) from partido_asistentes a where a.partido_id = ${partidos.id} and a.usuario_id = ${viewerId})`
      .mapWith((v: RawMiAsistencia | string | null) => { const o = parseJson<RawMiAsistencia>(v); return o ? { ...o, inscritoAt: new Date(o.inscritoAt) } : null; }),
    miEspera: sql<MiEspera | null>`(select json_build_object('usuarioId', e.usuario_id, 'pendiente', e.pendiente_aprobacion, 'inscritoAt', e.inscrito_at) from partido_lista_espera e where e.partido_id = ${partidos.id} and e.usuario_id = ${viewerId})`
      .mapWith((v: RawMiEspera | string | null) => { const o = parseJson<RawMiEspera>(v); return o ? { ...o, inscritoAt: new Date(o.inscritoAt) } : null; }),
    asistentesCount,
    listaEsperaCount,
  };
}

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
  constructor(private db: Db) {}

  private viewQuery(viewerId: string | Placeholder) {
    return this.db
      .select(viewColumns(viewerId))
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
   * One page of the list (spec 2 §3 filters), by date then time, and the total, in two queries. The active
   * club's matches and other clubs' upcoming public ones.
   */
  async page(f: ListFilter, viewerId: string, page: number, limit: number) {
    // the filters present make the statement's shape (its name); their values are placeholders
    const shape = [
      f.estados ? 'e' : f.mostrarFinalizados ? 'f' : 'a', f.fecha ? 'd' : '', f.fechaInicio ? 'i' : '', f.fechaFin ? 'h' : '', f.lugarId ? 'l' : '',
    ].join('');
    const where = () => and(
      or(
        eq(partidos.clubId, sql.placeholder('clubId')),
        and(eq(partidos.esPublico, true), inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION])),
      ),
      f.estados
        ? sql`${partidos.estadoPartido} = any(${sql.placeholder('estados')})`
        : f.mostrarFinalizados
          ? ne(partidos.estadoPartido, 'Cancelado')
          : inArray(partidos.estadoPartido, [...ESTADOS_ACTIVOS]),
      f.fecha ? eq(partidos.fecha, sql.placeholder('fecha')) : undefined,
      f.fechaInicio ? gte(partidos.fecha, sql.placeholder('fechaInicio')) : undefined,
      f.fechaFin ? lte(partidos.fecha, sql.placeholder('fechaFin')) : undefined,
      f.lugarId ? eq(partidos.lugarId, sql.placeholder('lugarId')) : undefined,
    );
    const values = {
      clubId: f.clubId, estados: f.estados ? [...f.estados] : undefined, fecha: f.fecha, fechaInicio: f.fechaInicio,
      fechaFin: f.fechaFin, lugarId: f.lugarId,
    };
    // the page's ids and the total first, over the matches table alone (an index range and a top-N sort); the
    // joins then run for those rows only. One statement would join every matching row before the window count.
    const ids = prepared(this.db, `partidos_page_${shape}`, (name) => this.db
      .select({ id: partidos.id, total: sql<number>`(count(*) over ())::int` })
      .from(partidos)
      .where(where())
      .orderBy(...LIST_ORDER)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name));
    const pagina = await ids.execute({ ...values, limit, offset: (page - 1) * limit });
    // past the last page the window count is not there: count apart (rare)
    if (!pagina.length) {
      const counter = prepared(this.db, `partidos_count_${shape}`, (name) => this.db.select({ n: count() }).from(partidos).where(where()).prepare(name));
      const [row] = await counter.execute(values);
      return { rows: [], total: Number(row?.n ?? 0) };
    }
    const rows = await this.viewsOf(pagina.map((p) => p.id), viewerId);
    return { rows, total: Number(pagina[0]!.total) };
  }

  /** The view of several matches, in list order. */
  async viewsOf(ids: string[], viewerId: string) {
    const query = prepared(this.db, 'partido_views', (name) => this.viewQuery(sql.placeholder('viewer'))
      .where(sql`${partidos.id} = any(${sql.placeholder('ids')})`)
      .orderBy(...LIST_ORDER)
      .prepare(name));
    return query.execute({ ids, viewer: viewerId });
  }

  /**
   * The club's next match from now on (spec 2 §2 next-match card): Convocando or Próximo a comenzar, started
   * in the future, or with its schedule undefined and its date today or later.
   */
  async next(clubId: string, viewerId: string, now: Date, today: string) {
    const [row] = await this.viewQuery(viewerId)
      .where(
        and(
          eq(partidos.clubId, clubId),
          inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]),
          or(gte(partidos.inicio, now), and(isNull(partidos.inicio), gte(partidos.fecha, today))),
        ),
      )
      .orderBy(...LIST_ORDER)
      .limit(1);
    return row;
  }

  /** The first `n` attendees of each match, in sign-up order (spec 2 §9: 5 avatars), in one query. */
  async previews(partidoIds: string[], n: number) {
    if (!partidoIds.length) return [];
    const query = prepared(this.db, 'partido_previews', (name) => {
      const ranked = this.db
        .select({
          partidoId: partidoAsistentes.partidoId,
          usuarioId: partidoAsistentes.usuarioId,
          rn: sql<number>`row_number() over (partition by ${partidoAsistentes.partidoId} order by ${partidoAsistentes.inscritoAt}, ${partidoAsistentes.usuarioId})`.as('rn'),
        })
        .from(partidoAsistentes)
        .where(sql`${partidoAsistentes.partidoId} = any(${sql.placeholder('ids')})`)
        .as('ranked');
      return this.db
        .select({ partidoId: ranked.partidoId, jugador: jugadorColumns })
        .from(ranked)
        .innerJoin(users, eq(users.id, ranked.usuarioId))
        .where(lte(ranked.rn, sql.placeholder('n')))
        .orderBy(asc(ranked.partidoId), asc(ranked.rn))
        .prepare(name);
    });
    return query.execute({ ids: partidoIds, n });
  }

  // ---- the roster of one match (detail): three queries whatever the number of players

  /** With each player's payment estado (comprobante_pago_validado), joined through the payments' unique index. */
  async asistentes(partidoId: string) {
    const query = prepared(this.db, 'partido_asistentes', (name) => this.db
      .select({
        jugador: jugadorColumns, equipo: partidoAsistentes.equipo, confirmado: partidoAsistentes.confirmado, esMvp: partidoAsistentes.esMvp,
        inscritoAt: partidoAsistentes.inscritoAt, pagoEstado: pagosJugadores.estado,
      })
      .from(partidoAsistentes)
      .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
      .leftJoin(pagosJugadores, and(eq(pagosJugadores.partidoId, partidoAsistentes.partidoId), eq(pagosJugadores.usuarioId, partidoAsistentes.usuarioId)))
      .where(eq(partidoAsistentes.partidoId, sql.placeholder('id')))
      .orderBy(asc(partidoAsistentes.inscritoAt), asc(partidoAsistentes.usuarioId))
      .prepare(name));
    return query.execute({ id: partidoId });
  }

  /** What the players paid so far (approved payments): the summary's recaudado. */
  async recaudado(partidoId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${pagosJugadores.monto}), 0)::int` })
      .from(pagosJugadores)
      .where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.estado, 'Aprobado')));
    return Number(row?.n ?? 0);
  }

  async listaEspera(partidoId: string) {
    const query = prepared(this.db, 'partido_lista_espera', (name) => this.db
      .select({ jugador: jugadorColumns, pendiente: partidoListaEspera.pendienteAprobacion, inscritoAt: partidoListaEspera.inscritoAt })
      .from(partidoListaEspera)
      .innerJoin(users, eq(users.id, partidoListaEspera.usuarioId))
      .where(eq(partidoListaEspera.partidoId, sql.placeholder('id')))
      .orderBy(asc(partidoListaEspera.orden))
      .prepare(name));
    return query.execute({ id: partidoId });
  }

  async bots(partidoId: string) {
    const query = prepared(this.db, 'partido_bots', (name) => this.db
      .select()
      .from(partidoBots)
      .where(eq(partidoBots.partidoId, sql.placeholder('id')))
      .orderBy(asc(partidoBots.createdAt), asc(partidoBots.id))
      .prepare(name));
    return query.execute({ id: partidoId });
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

export type PartidoView = NonNullable<Awaited<ReturnType<MatchesRepository['findForViewer']>>>;
export type AsistenteView = Awaited<ReturnType<MatchesRepository['asistentes']>>[number];
export type EsperaView = Awaited<ReturnType<MatchesRepository['listaEspera']>>[number];
