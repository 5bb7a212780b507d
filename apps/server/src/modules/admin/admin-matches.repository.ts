import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPartidosQuery } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubs, lugares, partidoAsistentes, partidoBots, partidoListaEspera, partidos, users } from '../../db/schema/index.js';
import { jugadorColumns } from '../users/jugador-columns.js';
import { likePattern, searchable } from './admin-common.js';

const creador = alias(users, 'creador');
const mvp = alias(users, 'mvp');


/** A match row of the admin list: the match, its club, creator, venue name and roster counts (one statement). */
const rowColumns = {
  partido: partidos,
  club: { id: clubs.id, nombre: clubs.nombre },
  creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido, correo: creador.correo },
  lugarNombre: lugares.nombre,
  asistentesCount: sql<number>`(select count(*) from partido_asistentes a where a.partido_id = ${partidos.id})::int`,
  listaEsperaCount: sql<number>`(select count(*) from partido_lista_espera e where e.partido_id = ${partidos.id})::int`,
};

/** Every club's matches as the administration sees them (docs/product/admin.md "Matches"). */
export class AdminMatchesRepository {
  constructor(private db: Db) {}

  private rows() {
    return this.db
      .select({ ...rowColumns, total: sql<number>`(count(*) over ())::int` })
      .from(partidos)
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(creador, eq(creador.id, partidos.creadorId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId));
  }

  /**
   * One page, latest date first, with the total (a window count; past the last page a second statement counts).
   * search: the venue's name or the creator's "nombre apellido", without accents.
   */
  async page(q: AdminPartidosQuery) {
    const conds: SQL[] = [];
    if (q.search) {
      const p = likePattern(q.search);
      conds.push(sql`(${searchable(sql`coalesce(${lugares.nombre}, '')`)} like ${p}
        or ${searchable(sql`coalesce(${creador.nombre}, '') || ' ' || coalesce(${creador.apellido}, '')`)} like ${p})`);
    }
    if (q.estado_partido) conds.push(eq(partidos.estadoPartido, q.estado_partido));
    if (q.club_id) conds.push(eq(partidos.clubId, q.club_id));
    if (q.tiene_rival_externo !== undefined) conds.push(eq(partidos.tieneRivalExterno, q.tiene_rival_externo));
    const where = conds.length ? and(...conds) : undefined;
    const rows = await this.rows()
      .where(where)
      .orderBy(desc(partidos.fecha), sql`${partidos.horaPartido} desc nulls last`, desc(partidos.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(partidos)
      .leftJoin(creador, eq(creador.id, partidos.creadorId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(where);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  async findRow(id: string) {
    const [row] = await this.rows().where(eq(partidos.id, id)).limit(1);
    return row;
  }

  /** The roster of one match: attendees, waiting list, guests and the MVP (four statements whatever its size). */
  async roster(id: string, mvpId: string | null) {
    const [asistentes, espera, bots, mvpRow] = await Promise.all([
      this.db
        .select({ jugador: jugadorColumns, equipo: partidoAsistentes.equipo, confirmado: partidoAsistentes.confirmado })
        .from(partidoAsistentes)
        .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
        .where(eq(partidoAsistentes.partidoId, id))
        .orderBy(asc(partidoAsistentes.inscritoAt), asc(partidoAsistentes.usuarioId)),
      this.db
        .select({ jugador: jugadorColumns, pendiente: partidoListaEspera.pendienteAprobacion })
        .from(partidoListaEspera)
        .innerJoin(users, eq(users.id, partidoListaEspera.usuarioId))
        .where(eq(partidoListaEspera.partidoId, id))
        .orderBy(asc(partidoListaEspera.orden)),
      this.db.select().from(partidoBots).where(eq(partidoBots.partidoId, id)).orderBy(asc(partidoBots.createdAt), asc(partidoBots.id)),
      mvpId
        ? this.db
          .select({
            id: mvp.id, nombre: mvp.nombre, apellido: mvp.apellido, apodo: mvp.apodo, photoUrl: mvp.photoUrl,
            posicionPrincipal: mvp.posicionPrincipal, nivelHabilidad: mvp.nivelHabilidad,
          })
          .from(mvp)
          .where(eq(mvp.id, mvpId))
          .limit(1)
        : Promise.resolve([]),
    ]);
    return { asistentes, espera, bots, mvp: mvpRow[0] ?? null };
  }
}

export type AdminMatchRow = NonNullable<Awaited<ReturnType<AdminMatchesRepository['findRow']>>>;
export type AdminRoster = Awaited<ReturnType<AdminMatchesRepository['roster']>>;
