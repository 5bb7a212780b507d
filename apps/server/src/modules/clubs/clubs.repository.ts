import { and, asc, eq } from 'drizzle-orm';
import type { ClubMembershipDto, RolClub } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs } from '../../db/schema/index.js';

export class ClubsRepository {
  constructor(private db: Db) {}

  async findPublic() {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.esPublico, true)).limit(1);
    return row;
  }

  async insertClub(values: typeof clubs.$inferInsert) {
    const [row] = await this.db.insert(clubs).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** The clubs a user belongs to, in one query (the /auth/me answer carries them). */
  async membershipsOf(userId: string): Promise<ClubMembershipDto[]> {
    const rows = await this.db
      .select({
        club_id: clubs.id,
        rol: clubMembers.rol,
        nombre: clubs.nombre,
        tipo: clubs.tipo,
        es_publico: clubs.esPublico,
        logo_url: clubs.logoUrl,
        fecha_ingreso: clubMembers.fechaIngreso,
      })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.usuarioId, userId))
      .orderBy(asc(clubMembers.fechaIngreso));
    return rows.map((r) => ({
      ...r,
      rol: r.rol as RolClub,
      tipo: r.tipo as ClubMembershipDto['tipo'],
      fecha_ingreso: r.fecha_ingreso.toISOString(),
    }));
  }

  async addMember(clubId: string, usuarioId: string, rol: RolClub): Promise<boolean> {
    const rows = await this.db.insert(clubMembers).values({ clubId, usuarioId, rol }).onConflictDoNothing().returning();
    return rows.length > 0;
  }

  async membership(clubId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }
}
