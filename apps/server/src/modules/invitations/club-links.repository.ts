import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs, linksClub, lugares, moderationLog, partidos, type LinkClubRow } from '../../db/schema/index.js';

/** Club invite links (docs/decisions/0082): a club's current link, the public code lookup, the counted use. */
export class ClubLinksRepository {
  constructor(private db: Db) {}

  async current(clubId: string): Promise<LinkClubRow | undefined> {
    const [row] = await this.db.select().from(linksClub).where(and(eq(linksClub.clubId, clubId), isNull(linksClub.revocadoAt))).limit(1);
    return row;
  }

  /** undefined when a unique index refused it (the code is taken, or a twin request made the current link first). */
  async insert(values: typeof linksClub.$inferInsert): Promise<LinkClubRow | undefined> {
    const [row] = await this.db.insert(linksClub).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** Retires the club's current link (switched off, or before a new one): its code then admits nobody. */
  async retire(clubId: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(linksClub).set({ revocadoAt: now, updatedAt: now })
      .where(and(eq(linksClub.clubId, clubId), isNull(linksClub.revocadoAt))).returning({ id: linksClub.id });
    return rows.length > 0;
  }

  /** The code with its club and the club's number of members (the landing), in one query. */
  async findByCode(codigo: string) {
    const [row] = await this.db
      .select({
        link: linksClub,
        club: clubs,
        totalMiembros: sql<number>`(select count(*)::int from ${clubMembers} m where m.club_id = ${clubs.id})`,
      })
      .from(linksClub)
      .innerJoin(clubs, eq(clubs.id, linksClub.clubId))
      .where(eq(linksClub.codigo, codigo))
      .limit(1);
    return row;
  }

  /** A match of this club as the landing shows it (the link's ?partido=), or undefined when it is not the club's. */
  async matchOf(clubId: string, partidoId: string) {
    const [row] = await this.db
      .select({
        partido: partidos,
        lugar: { id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion },
        asistentesCount: sql<number>`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidos.id})`,
      })
      .from(partidos)
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(and(eq(partidos.id, partidoId), eq(partidos.clubId, clubId)))
      .limit(1);
    return row;
  }

  /**
   * Counts one use only if the link still admits one: not retired and below its maximum. Concurrent joins each run
   * this conditional update, so a link with one use left admits exactly one of them.
   */
  /** Whether a moderator expelled this person from the club (the moderation log). */
  async wasExpelled(clubId: string, usuarioId: string): Promise<boolean> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(moderationLog)
      .where(and(eq(moderationLog.clubId, clubId), eq(moderationLog.tipo, 'miembro_expulsado'), eq(moderationLog.afectadoId, usuarioId)));
    return (row?.n ?? 0) > 0;
  }

  async consumeUse(id: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(linksClub)
      .set({ vecesUsado: sql`${linksClub.vecesUsado} + 1`, updatedAt: now })
      .where(and(eq(linksClub.id, id), isNull(linksClub.revocadoAt), or(isNull(linksClub.usoMaximo), lt(linksClub.vecesUsado, linksClub.usoMaximo))))
      .returning({ id: linksClub.id });
    return rows.length > 0;
  }
}

export type ClubLinkLookup = NonNullable<Awaited<ReturnType<ClubLinksRepository['findByCode']>>>;
