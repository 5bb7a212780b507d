import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clubs, linksInvitacion, lugares, partidoAsistentes, partidos, users, type LinkInvitacionInsert } from '../../db/schema/index.js';

export type LinkPatch = Partial<Pick<LinkInvitacionInsert, 'activo' | 'fechaExpiracion' | 'usoMaximo'>>;

/** Invite links (docs/product/invitations.md): a person's current link per match, and the public code lookup. */
export class LinksRepository {
  constructor(private db: Db) {}

  /** The person's current (not retired) link of a match. */
  async current(partidoId: string, creadoPor: string) {
    const [row] = await this.db
      .select()
      .from(linksInvitacion)
      .where(and(eq(linksInvitacion.partidoId, partidoId), eq(linksInvitacion.creadoPor, creadoPor), isNull(linksInvitacion.revocadoAt)))
      .limit(1);
    return row;
  }

  /** undefined when a unique index refused it (the code is taken, or a twin request made a current link first). */
  async insert(values: LinkInvitacionInsert) {
    const [row] = await this.db.insert(linksInvitacion).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, patch: LinkPatch, now: Date) {
    const [row] = await this.db.update(linksInvitacion).set({ ...patch, updatedAt: now }).where(eq(linksInvitacion.id, id)).returning();
    return row;
  }

  /** Retires the person's current link of a match (DELETE, or before a new one): its code then answers 'inactivo'. */
  async retire(partidoId: string, creadoPor: string, now: Date) {
    const [row] = await this.db
      .update(linksInvitacion)
      .set({ revocadoAt: now, activo: false, updatedAt: now })
      .where(and(eq(linksInvitacion.partidoId, partidoId), eq(linksInvitacion.creadoPor, creadoPor), isNull(linksInvitacion.revocadoAt)))
      .returning({ id: linksInvitacion.id });
    return row;
  }

  /** A member leaving a club: the links they made for its matches stop working. */
  async retireAllInClub(clubId: string, creadoPor: string, now: Date) {
    await this.db
      .update(linksInvitacion)
      .set({ revocadoAt: now, activo: false, updatedAt: now })
      .where(
        and(
          eq(linksInvitacion.creadoPor, creadoPor),
          isNull(linksInvitacion.revocadoAt),
          sql`${linksInvitacion.partidoId} in (select p.id from partidos p where p.club_id = ${clubId})`,
        ),
      );
  }

  /** The code with its match, the match's club and venue: what the landing and the join flow need, in one query. */
  async findByCode(codigo: string) {
    const [row] = await this.db
      .select({
        link: linksInvitacion,
        partido: partidos,
        club: clubs,
        lugar: { id: lugares.id, nombre: lugares.nombre, direccion: lugares.direccion },
        asistentesCount: sql<number>`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidos.id})`,
      })
      .from(linksInvitacion)
      .innerJoin(partidos, eq(partidos.id, linksInvitacion.partidoId))
      .innerJoin(clubs, eq(clubs.id, partidos.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(eq(linksInvitacion.codigo, codigo))
      .limit(1);
    return row;
  }

  /**
   * Counts one use only if the link still admits one: active, not retired, not expired, and below its maximum.
   * Concurrent joins each run this conditional update, so a link with one use left admits exactly one of them.
   */
  async consumeUse(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(linksInvitacion)
      .set({ vecesUsado: sql`${linksInvitacion.vecesUsado} + 1`, updatedAt: now })
      .where(
        and(
          eq(linksInvitacion.id, id),
          eq(linksInvitacion.activo, true),
          isNull(linksInvitacion.revocadoAt),
          or(isNull(linksInvitacion.fechaExpiracion), gt(linksInvitacion.fechaExpiracion, now)),
          or(isNull(linksInvitacion.usoMaximo), lt(linksInvitacion.vecesUsado, linksInvitacion.usoMaximo)),
        ),
      )
      .returning({ id: linksInvitacion.id });
    return rows.length > 0;
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(linksInvitacion).where(eq(linksInvitacion.id, id)).limit(1);
    return row;
  }

  /** The first `n` attendees in sign-up order, first name and avatar only (the public landing). */
  async preview(partidoId: string, n: number) {
    return this.db
      .select({ nombre: users.nombre, avatarUrl: users.photoUrl })
      .from(partidoAsistentes)
      .innerJoin(users, eq(users.id, partidoAsistentes.usuarioId))
      .where(eq(partidoAsistentes.partidoId, partidoId))
      .orderBy(asc(partidoAsistentes.inscritoAt), asc(partidoAsistentes.usuarioId))
      .limit(n);
  }
}

export type LinkLookup = NonNullable<Awaited<ReturnType<LinksRepository['findByCode']>>>;
