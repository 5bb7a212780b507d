import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubMembers, partidoAsistentes, partidos, series, seriesTitulares, users, type PartidoInsert } from '../../db/schema/index.js';

export type SerieRow = typeof series.$inferSelect;

/** Series, their regulars and their matches (docs/product/series.md). Lists load in a fixed number of statements. */
export class SeriesRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (tx: SeriesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new SeriesRepository(tx as unknown as Db)));
  }

  async insert(row: typeof series.$inferInsert) {
    await this.db.insert(series).values(row);
  }

  async find(id: string): Promise<SerieRow | undefined> {
    const [row] = await this.db.select().from(series).where(eq(series.id, id));
    return row;
  }

  async ofClub(clubId: string): Promise<SerieRow[]> {
    return this.db.select().from(series).where(eq(series.clubId, clubId)).orderBy(asc(series.createdAt));
  }

  async activas(): Promise<SerieRow[]> {
    return this.db.select().from(series).where(eq(series.estado, 'Activa'));
  }

  async update(id: string, patch: Partial<typeof series.$inferInsert>) {
    await this.db.update(series).set(patch).where(eq(series.id, id));
  }

  /** A date skipped once (the list never holds it twice). */
  async omit(id: string, fecha: string, now: Date) {
    await this.db.execute(sql`update series set omitidas = omitidas || to_jsonb(${fecha}::text), updated_at = ${now.toISOString()}::timestamptz
      where id = ${id} and not omitidas @> to_jsonb(${fecha}::text)`);
  }

  /** The date of a match about to be deleted, skipped by its series if it has one (or the series would create it again). */
  async omitMatchDate(partidoId: string) {
    await this.db.execute(sql`update series s set omitidas = s.omitidas || to_jsonb(p.fecha::text)
      from partidos p where p.id = ${partidoId} and s.id = p.serie_id and not s.omitidas @> to_jsonb(p.fecha::text)`);
  }

  /** The regulars of these series, in order, with their names. */
  async titulares(serieIds: string[]) {
    if (serieIds.length === 0) return [];
    return this.db
      .select({ serieId: seriesTitulares.serieId, id: users.id, nombre: users.nombre, apellido: users.apellido, orden: seriesTitulares.orden })
      .from(seriesTitulares)
      .innerJoin(users, eq(users.id, seriesTitulares.usuarioId))
      .where(inArray(seriesTitulares.serieId, serieIds))
      .orderBy(asc(seriesTitulares.serieId), asc(seriesTitulares.orden));
  }

  async setTitulares(serieId: string, ids: string[]) {
    await this.db.delete(seriesTitulares).where(eq(seriesTitulares.serieId, serieId));
    if (ids.length > 0) await this.db.insert(seriesTitulares).values(ids.map((usuarioId, orden) => ({ serieId, usuarioId, orden })));
  }

  /** Which of these people belong to the club. */
  async members(clubId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: clubMembers.usuarioId }).from(clubMembers).where(and(eq(clubMembers.clubId, clubId), inArray(clubMembers.usuarioId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  /** The matches of these series from `desde` (YYYY-MM-DD) on, soonest first, with how many are enrolled. */
  async matches(serieIds: string[], desde: string) {
    if (serieIds.length === 0) return [];
    const inscritos = this.db.select({ partidoId: partidoAsistentes.partidoId, n: count().as('n') }).from(partidoAsistentes).groupBy(partidoAsistentes.partidoId).as('ins');
    return this.db
      .select({
        id: partidos.id, serieId: partidos.serieId, fecha: partidos.fecha, hora: partidos.horaPartido, estado: partidos.estadoPartido,
        maxAsistentes: partidos.maxAsistentes, titularesHasta: partidos.titularesHasta, inscritos: sql<number>`coalesce(${inscritos.n}, 0)::int`,
      })
      .from(partidos)
      .leftJoin(inscritos, eq(inscritos.partidoId, partidos.id))
      .where(and(inArray(partidos.serieId, serieIds), gte(partidos.fecha, desde)))
      .orderBy(asc(partidos.fecha), asc(partidos.horaPartido));
  }

  /** The dates this series already has a match on, from `desde`. */
  async existingDates(serieId: string, desde: string): Promise<Set<string>> {
    const rows = await this.db.select({ fecha: partidos.fecha }).from(partidos).where(and(eq(partidos.serieId, serieId), gte(partidos.fecha, desde)));
    return new Set(rows.map((r) => r.fecha));
  }

  /** The match of a date, created once whatever runs at the same time (the unique index on serie_id, fecha). */
  async insertMatch(row: PartidoInsert): Promise<boolean> {
    const rows = await this.db.insert(partidos).values(row).onConflictDoNothing({ target: [partidos.serieId, partidos.fecha] }).returning({ id: partidos.id });
    return rows.length > 0;
  }
}
