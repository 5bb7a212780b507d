import { asc, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { calendarioFeeds, clubs, lugares, partidoAsistentes, partidoListaEspera, partidos } from '../../db/schema/index.js';

/** The columns of a match a calendar entry is written from. */
const partidoColumns = {
  id: partidos.id,
  fecha: partidos.fecha,
  horaPartido: partidos.horaPartido,
  inicio: partidos.inicio,
  duracion: partidos.duracion,
  estadoPartido: partidos.estadoPartido,
  tipoPartido: partidos.tipoPartido,
  lugarPorDefinir: partidos.lugarPorDefinir,
  horarioPorDefinir: partidos.horarioPorDefinir,
  montoPorDefinir: partidos.montoPorDefinir,
  montoPorJugador: partidos.montoPorJugador,
  canchaNumero: partidos.canchaNumero,
  descripcion: partidos.descripcion,
  createdAt: partidos.createdAt,
  updatedAt: partidos.updatedAt,
};

/** One match of a feed, or the match of a single download. */
export interface CalendarMatch {
  id: string; fecha: string; horaPartido: string | null; inicio: Date | null; duracion: number; estadoPartido: string; tipoPartido: string;
  lugarPorDefinir: boolean; horarioPorDefinir: boolean; montoPorDefinir: boolean; montoPorJugador: number; canchaNumero: number | null;
  descripcion: string | null; createdAt: Date; updatedAt: Date;
}

export interface FeedRow {
  partido: CalendarMatch;
  club: string;
  lugar: { nombre: string; direccion: string } | null;
  espera: boolean;
  pendiente: boolean;
}

/** The calendar feed's tokens and the matches a feed lists. */
export class CalendarRepository {
  constructor(private db: Db) {}

  async tokenOf(usuarioId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ token: calendarioFeeds.token }).from(calendarioFeeds).where(eq(calendarioFeeds.usuarioId, usuarioId));
    return row?.token;
  }

  /** The person's token, created with `token` if they have none (two first calls at once agree on one). */
  async ensureToken(usuarioId: string, token: string, now: Date): Promise<string> {
    const [created] = await this.db.insert(calendarioFeeds).values({ usuarioId, token, creadoEn: now })
      .onConflictDoNothing({ target: calendarioFeeds.usuarioId }).returning({ token: calendarioFeeds.token });
    return created?.token ?? (await this.tokenOf(usuarioId))!;
  }

  /** Replaces the person's token (or creates it): the old address stops answering at once. */
  async replaceToken(usuarioId: string, token: string, now: Date): Promise<void> {
    await this.db.insert(calendarioFeeds).values({ usuarioId, token, creadoEn: now })
      .onConflictDoUpdate({ target: calendarioFeeds.usuarioId, set: { token, creadoEn: now } });
  }

  /** Whose feed a token opens (its unique index). */
  async ownerOf(token: string): Promise<string | undefined> {
    const [row] = await this.db.select({ usuarioId: calendarioFeeds.usuarioId }).from(calendarioFeeds).where(eq(calendarioFeeds.token, token));
    return row?.usuarioId;
  }

  /**
   * The matches a person is enrolled in or waiting for, dated `desde` or later, by date: one query whatever their
   * number. It starts from the person's own rows (partido_asistentes_usuario_idx, partido_lista_espera_usuario_idx)
   * and reaches each match, club and venue by primary key.
   */
  async feedRows(usuarioId: string, desde: string, limit: number): Promise<FeedRow[]> {
    const mine = unionAll(
      this.db.select({ partidoId: partidoAsistentes.partidoId, espera: sql<boolean>`false`.as('espera'), pendiente: sql<boolean>`false`.as('pendiente') })
        .from(partidoAsistentes).where(eq(partidoAsistentes.usuarioId, usuarioId)),
      this.db.select({
        partidoId: partidoListaEspera.partidoId,
        espera: sql<boolean>`true`.as('espera'),
        pendiente: sql<boolean>`${partidoListaEspera.pendienteAprobacion}`.as('pendiente'),
      }).from(partidoListaEspera).where(eq(partidoListaEspera.usuarioId, usuarioId)),
    ).as('mine');
    const rows: FeedRow[] = await this.db
      .select({
        partido: partidoColumns,
        club: clubs.nombre,
        lugar: { nombre: lugares.nombre, direccion: lugares.direccion },
        espera: mine.espera,
        pendiente: mine.pendiente,
      })
      .from(mine)
      .innerJoin(partidos, eq(partidos.id, mine.partidoId))
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(gte(partidos.fecha, desde))
      .orderBy(asc(partidos.fecha), sql`${partidos.horaPartido} asc nulls last`, asc(partidos.id))
      .limit(limit);
    return rows;
  }
}
