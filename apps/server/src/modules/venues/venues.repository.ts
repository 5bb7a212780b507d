import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EstadoValidacion } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubs, lugares, partidoAsistentes, partidos, users, type LugarRow } from '../../db/schema/index.js';

const creador = aliasedTable(users, 'creador');
const validador = aliasedTable(users, 'validador');

export type LugarValues = Pick<
  typeof lugares.$inferInsert,
  'nombre' | 'cancha' | 'direccion' | 'telefono' | 'sitioWeb' | 'notas' | 'lat' | 'lng'
>;

/** Escapes % and _ so a search for "5_a" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Finished matches held at a venue, all clubs (partidos_realizados). */
const partidosRealizados = sql<number>`(select count(*)::int from partidos p where p.lugar_id = ${lugares.id} and p.estado_partido = 'Finalizado')`;

/** A venue with its club, creator and validator, as the list and the detail show it. */
const lugarColumns = {
  lugar: lugares,
  clubNombre: clubs.nombre,
  creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido },
  validador: { id: validador.id, nombre: validador.nombre, apellido: validador.apellido },
  partidosRealizados,
};

export type LugarWithRefs = {
  lugar: LugarRow;
  clubNombre: string;
  creador: { id: string; nombre: string | null; apellido: string | null } | null;
  validador: { id: string; nombre: string | null; apellido: string | null } | null;
  partidosRealizados: number;
};

export interface LugaresFilter {
  /** null: every venue (administrador); otherwise this club's own venues plus the global ones */
  clubId: string | null;
  busqueda?: string;
  estado?: EstadoValidacion;
}

export class VenuesRepository {
  constructor(private db: Db) {}

  private visibleTo(clubId: string | null): SQL | undefined {
    return clubId ? or(eq(lugares.clubId, clubId), eq(lugares.estadoValidacion, 'Validado')) : undefined;
  }

  private searchOf(busqueda?: string): SQL | undefined {
    if (!busqueda) return undefined;
    const p = likePattern(busqueda);
    return or(ilike(lugares.nombre, p), ilike(lugares.direccion, p));
  }

  /** One page of the list: own and global venues, name order, with creator and validator (one query). */
  async page(f: LugaresFilter, page: number, limit: number): Promise<LugarWithRefs[]> {
    const rows = await this.db
      .select(lugarColumns)
      .from(lugares)
      .innerJoin(clubs, eq(clubs.id, lugares.clubId))
      .leftJoin(creador, eq(creador.id, lugares.creadorId))
      .leftJoin(validador, eq(validador.id, lugares.validadoPorId))
      .where(and(this.visibleTo(f.clubId), this.searchOf(f.busqueda), f.estado ? eq(lugares.estadoValidacion, f.estado) : undefined))
      .orderBy(asc(sql`lower(${lugares.nombre})`), asc(lugares.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return rows as LugarWithRefs[];
  }

  /** How many venues each filter option would show, for the current search (one grouped query). */
  async countsByEstado(f: Omit<LugaresFilter, 'estado'>): Promise<Record<EstadoValidacion, number>> {
    const rows = await this.db
      .select({ estado: lugares.estadoValidacion, n: count() })
      .from(lugares)
      .where(and(this.visibleTo(f.clubId), this.searchOf(f.busqueda)))
      .groupBy(lugares.estadoValidacion);
    const out: Record<EstadoValidacion, number> = { Validado: 0, Pendiente: 0, Rechazado: 0 };
    for (const r of rows) if (r.estado in out) out[r.estado as EstadoValidacion] = Number(r.n);
    return out;
  }

  async findById(id: string): Promise<LugarWithRefs | undefined> {
    const [row] = await this.db
      .select(lugarColumns)
      .from(lugares)
      .innerJoin(clubs, eq(clubs.id, lugares.clubId))
      .leftJoin(creador, eq(creador.id, lugares.creadorId))
      .leftJoin(validador, eq(validador.id, lugares.validadoPorId))
      .where(eq(lugares.id, id))
      .limit(1);
    return row as LugarWithRefs | undefined;
  }

  /** Locks the venue row for the rest of the transaction (validation decisions). */
  async lock(id: string): Promise<LugarRow | undefined> {
    const [row] = await this.db.select().from(lugares).where(eq(lugares.id, id)).for('update').limit(1);
    return row;
  }

  async insert(values: typeof lugares.$inferInsert): Promise<LugarRow> {
    const [row] = await this.db.insert(lugares).values(values).returning();
    return row!;
  }

  async update(id: string, patch: Partial<typeof lugares.$inferInsert>): Promise<LugarRow | undefined> {
    const [row] = await this.db.update(lugares).set(patch).where(eq(lugares.id, id)).returning();
    return row;
  }

  /**
   * The last matches held at the venue that the viewer may see (their clubs' matches and public ones; every
   * match for an administrador), newest first, with attendee counts and the total, in one query.
   */
  async matchesAt(lugarId: string, viewerClubIds: string[] | null, limit: number) {
    const visible = viewerClubIds
      ? or(eq(partidos.esPublico, true), viewerClubIds.length ? inArray(partidos.clubId, viewerClubIds) : undefined)
      : undefined;
    return this.db
      .select({
        id: partidos.id,
        fecha: partidos.fecha,
        horaPartido: partidos.horaPartido,
        tipoPartido: partidos.tipoPartido,
        estadoPartido: partidos.estadoPartido,
        asistentes: sql<number>`(select count(*)::int from ${partidoAsistentes} a where a.partido_id = ${partidos.id})`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(partidos)
      .where(and(eq(partidos.lugarId, lugarId), visible))
      .orderBy(desc(partidos.fecha), desc(partidos.horaPartido), desc(partidos.id))
      .limit(limit);
  }

  /** What the match form may pick for a club: its own usable venues and the global ones, own first. */
  async selector(clubId: string, busqueda: string | undefined, limit: number) {
    return this.db
      .select({ lugar: lugares, partidosRealizados })
      .from(lugares)
      .where(and(this.visibleTo(clubId), ne(lugares.estadoValidacion, 'Rechazado'), this.searchOf(busqueda)))
      .orderBy(sql`case when ${lugares.clubId} = ${clubId} then 0 else 1 end`, asc(sql`lower(${lugares.nombre})`), asc(lugares.id))
      .limit(limit);
  }

  /** The club's matches per venue, most used first (popularity relative to the top venue). */
  async popularFor(clubId: string, limit: number) {
    return this.db
      .select({ id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion, total: count(partidos.id) })
      .from(partidos)
      .innerJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(and(eq(partidos.clubId, clubId), ne(partidos.estadoPartido, 'Cancelado')))
      .groupBy(lugares.id, lugares.nombre, lugares.direccion)
      .orderBy(desc(count(partidos.id)), asc(lugares.nombre))
      .limit(limit);
  }

  /** Counters of the venues a club sees, and of the club's matches held at them (one query). */
  async statsFor(clubId: string) {
    const res = await this.db.execute(sql`
      select
        count(*)::int as total_lugares,
        count(*) filter (where l.estado_validacion = 'Validado')::int as globales,
        count(*) filter (where l.club_id = ${clubId} and l.estado_validacion = 'Pendiente')::int as del_club,
        count(*) filter (where l.club_id = ${clubId} and l.estado_validacion = 'Rechazado')::int as inactivos,
        count(*) filter (where m.n > 0)::int as con_partidos,
        coalesce(sum(m.n), 0)::int as total_partidos
      from lugares l
      left join lateral (
        select count(*)::int as n from partidos p
        where p.lugar_id = l.id and p.club_id = ${clubId} and p.estado_partido <> 'Cancelado'
      ) m on true
      where l.club_id = ${clubId} or l.estado_validacion = 'Validado'`);
    const row = (res as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
    return {
      total_lugares: Number(row.total_lugares ?? 0),
      globales: Number(row.globales ?? 0),
      del_club: Number(row.del_club ?? 0),
      inactivos: Number(row.inactivos ?? 0),
      con_partidos: Number(row.con_partidos ?? 0),
      total_partidos: Number(row.total_partidos ?? 0),
    };
  }

  async countPendingOf(clubId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(lugares)
      .where(and(eq(lugares.clubId, clubId), eq(lugares.estadoValidacion, 'Pendiente')));
    return Number(row?.n ?? 0);
  }
}
