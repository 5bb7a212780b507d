import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ClubMembershipDto, RolClub } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { Statements } from '../../db/statements.js';
import { clubMembers, clubs, users, type ClubRow } from '../../db/schema/index.js';

export type ClubPatch = Partial<Omit<typeof clubs.$inferInsert, 'id' | 'esPublico' | 'createdAt'>>;

/** Creador, then Moderador, then Miembro. */
const ROLE_ORDER = sql`case ${clubMembers.rol} when 'Creador' then 0 when 'Moderador' then 1 else 2 end`;
const memberCount = sql<number>`(select count(*)::int from club_members cm where cm.club_id = ${clubs.id})`;

export class ClubsRepository {
  private statements = new Statements();
  constructor(private db: Db) {}

  async findPublic() {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.esPublico, true)).limit(1);
    return row;
  }

  async findById(id: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
    return row;
  }

  async findByCode(code: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.codigoInvitacion, code)).limit(1);
    return row;
  }

  /** The club and the user's role in it (null when not a member), in one query. */
  async findWithRole(clubId: string, userId: string): Promise<{ club: ClubRow; rol: RolClub | null } | undefined> {
    const query = this.statements.get('club_con_rol', (name) => this.db
      .select({ club: clubs, rol: clubMembers.rol })
      .from(clubs)
      .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.usuarioId, sql.placeholder('userId'))))
      .where(eq(clubs.id, sql.placeholder('clubId')))
      .limit(1)
      .prepare(name));
    const [row] = await query.execute({ clubId, userId });
    return row ? { club: row.club, rol: (row.rol as RolClub | null) ?? null } : undefined;
  }

  /** The public club with its member count and whether the user belongs to it, in one query. */
  async publicWithMembership(userId: string) {
    const [row] = await this.db
      .select({ club: clubs, total: memberCount, rol: clubMembers.rol })
      .from(clubs)
      .leftJoin(clubMembers, and(eq(clubMembers.clubId, clubs.id), eq(clubMembers.usuarioId, userId)))
      .where(eq(clubs.esPublico, true))
      .limit(1);
    return row;
  }

  /** Locks the club row for the rest of the transaction (ownership changes). */
  async lockClub(id: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.id, id)).for('update').limit(1);
    return row;
  }

  /** Inserts; undefined when a unique index (the invitation code) is taken, so the caller retries. */
  async insertClub(values: typeof clubs.$inferInsert) {
    const [row] = await this.db.insert(clubs).values(values).onConflictDoNothing().returning();
    return row;
  }

  async updateClub(id: string, patch: ClubPatch): Promise<ClubRow | undefined> {
    const [row] = await this.db.update(clubs).set({ ...patch, updatedAt: new Date() }).where(eq(clubs.id, id)).returning();
    return row;
  }

  /** The clubs a user belongs to with their member counts: one query. */
  async listForUser(userId: string) {
    return this.db
      .select({ club: clubs, rol: clubMembers.rol, fechaIngreso: clubMembers.fechaIngreso, total: memberCount })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.usuarioId, userId))
      .orderBy(asc(clubMembers.fechaIngreso), asc(clubs.id));
  }

  /**
   * Members with their user, Creador first; `total` is the full count even past `limit` (one query). With
   * `viewerId` (the public club's list, docs/decisions/0030) each member also carries the viewer's highest role in
   * a club other than the public one that both belong to (null for none), in the same statement.
   */
  async membersOf(clubId: string, limit: number, viewerId: string | null = null) {
    const viewerRolInSharedClub = viewerId
      ? sql<string | null>`(
          select v.rol from club_members v
          join clubs c on c.id = v.club_id and not c.es_publico
          join club_members o on o.club_id = v.club_id and o.usuario_id = ${users.id}
          where v.usuario_id = ${viewerId}
          order by case v.rol when 'Creador' then 0 when 'Moderador' then 1 else 2 end
          limit 1)`
      : sql<string | null>`null::text`;
    return this.db
      .select({
        rol: clubMembers.rol,
        fechaIngreso: clubMembers.fechaIngreso,
        user: {
          id: users.id, nombre: users.nombre, apellido: users.apellido, apodo: users.apodo,
          photoUrl: users.photoUrl, correo: users.correo, mostrarCorreo: users.mostrarCorreo, viewerRolInSharedClub,
        },
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.usuarioId))
      .where(eq(clubMembers.clubId, clubId))
      .orderBy(ROLE_ORDER, asc(clubMembers.fechaIngreso), asc(users.id))
      .limit(limit);
  }

  /** The club's own venues and its matches (club detail counters), in one query. */
  async totalsOf(clubId: string): Promise<{ totalPartidos: number; totalLugares: number }> {
    const rows = await this.db.execute<{ total_partidos: number; total_lugares: number }>(sql`
      select (select count(*)::int from partidos p where p.club_id = ${clubId}) as total_partidos,
             (select count(*)::int from lugares l where l.club_id = ${clubId}) as total_lugares`);
    const row = (rows as unknown as { rows: { total_partidos: number; total_lugares: number }[] }).rows[0];
    return { totalPartidos: Number(row?.total_partidos ?? 0), totalLugares: Number(row?.total_lugares ?? 0) };
  }

  /** The clubs a user belongs to, in one query (the /auth/me answer carries them). */
  async membershipsOf(userId: string): Promise<ClubMembershipDto[]> {
    const query = this.statements.get('membresias', (name) => this.db
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
      .where(eq(clubMembers.usuarioId, sql.placeholder('userId')))
      .orderBy(asc(clubMembers.fechaIngreso))
      .prepare(name));
    const rows = await query.execute({ userId });
    return rows.map((r) => ({
      ...r,
      rol: r.rol as RolClub,
      tipo: r.tipo as ClubMembershipDto['tipo'],
      fecha_ingreso: r.fecha_ingreso.toISOString(),
    }));
  }

  /** The clubs of these ids that exist (an administrador's membership list names them). */
  async findByIds(ids: string[]): Promise<ClubRow[]> {
    if (!ids.length) return [];
    return this.db.select().from(clubs).where(inArray(clubs.id, ids));
  }

  /**
   * A user's memberships with whether each club is the public one; with `lock`, the membership rows stay locked
   * until the transaction ends (an administrador replacing them).
   */
  async membershipsWithClub(usuarioId: string, lock = false) {
    const q = this.db
      .select({ clubId: clubMembers.clubId, rol: clubMembers.rol, fechaIngreso: clubMembers.fechaIngreso, esPublico: clubs.esPublico })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(eq(clubMembers.usuarioId, usuarioId))
      .orderBy(asc(clubMembers.fechaIngreso), asc(clubMembers.clubId));
    return lock ? q.for('update', { of: clubMembers }) : q;
  }

  /** False when the user already was a member (primary key), so concurrent joins cannot double up. */
  async addMember(clubId: string, usuarioId: string, rol: RolClub, fechaIngreso?: Date): Promise<boolean> {
    const rows = await this.db
      .insert(clubMembers)
      .values({ clubId, usuarioId, rol, ...(fechaIngreso ? { fechaIngreso } : {}) })
      .onConflictDoNothing()
      .returning();
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

  /** The membership row, locked until the transaction ends (role changes, expulsion, transfer). */
  async lockMembership(clubId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.usuarioId, usuarioId)))
      .for('update')
      .limit(1);
    return row;
  }

  async setRole(clubId: string, usuarioId: string, rol: RolClub) {
    await this.db.update(clubMembers).set({ rol }).where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.usuarioId, usuarioId)));
  }

  /** Turns every Creador of the club into `rol`; returns who they were. */
  async demoteCreators(clubId: string, rol: RolClub): Promise<string[]> {
    const rows = await this.db
      .update(clubMembers)
      .set({ rol })
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.rol, 'Creador')))
      .returning({ usuarioId: clubMembers.usuarioId });
    return rows.map((r) => r.usuarioId);
  }

  async removeMember(clubId: string, usuarioId: string): Promise<boolean> {
    const rows = await this.db
      .delete(clubMembers)
      .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.usuarioId, usuarioId)))
      .returning({ usuarioId: clubMembers.usuarioId });
    return rows.length > 0;
  }

  // ---- the active club (users.club_activo_id) is club state: it is only ever a club the user belongs to

  /** The person (or an administrador for them) picks the active club: from now on it stays theirs to change. */
  async setActiveClub(userId: string, clubId: string) {
    const [row] = await this.db
      .update(users)
      .set({ clubActivoId: clubId, clubActivoElegido: true, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  /** Makes the club active only for a user who has none (an administrador editing someone's memberships). */
  async setActiveClubIfNone(userId: string, clubId: string) {
    await this.db.update(users).set({ clubActivoId: clubId, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.clubActivoId)));
  }

  /**
   * On a login and after joining a club (an approval, a code, the community), for someone who never picked one:
   * the club of their next match, else the club they joined last other than the public community,
   * else the community. Someone who picked a club keeps it, unless they have none (they left it). One statement;
   * the row comes back only when it was updated.
   */
  async pickActiveClub(userId: string, now: Date) {
    const [row] = await this.db
      .update(users)
      .set({
        clubActivoId: sql`coalesce(
          (select p.club_id from partido_asistentes a
             join partidos p on p.id = a.partido_id
             join club_members m on m.club_id = p.club_id and m.usuario_id = a.usuario_id
           where a.usuario_id = ${userId}
             and p.estado_partido in ('Convocando', 'Próximo a comenzar')
             and coalesce(p.inicio, p.fecha::timestamptz + interval '1 day') >= ${now.toISOString()}::timestamptz
           order by coalesce(p.inicio, p.fecha::timestamptz) asc, p.id asc
           limit 1),
          (select m.club_id from club_members m join clubs c on c.id = m.club_id
           where m.usuario_id = ${userId} and not c.es_publico
           -- joined at the same instant: the club already active stays
           order by m.fecha_ingreso desc, (m.club_id = ${users.clubActivoId}) desc, m.club_id desc limit 1),
          (select m.club_id from club_members m where m.usuario_id = ${userId}
           order by m.fecha_ingreso desc, (m.club_id = ${users.clubActivoId}) desc, m.club_id desc limit 1)
        )`,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), or(eq(users.clubActivoElegido, false), isNull(users.clubActivoId))))
      .returning();
    return row;
  }

  /** After leaving or being expelled: if that club was active, fall back to the oldest remaining membership, or none. */
  async replaceActiveClub(userId: string, leftClubId: string) {
    await this.db
      .update(users)
      .set({
        clubActivoId: sql`(select cm.club_id from club_members cm where cm.usuario_id = ${userId} order by cm.fecha_ingreso asc, cm.club_id asc limit 1)`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.clubActivoId, leftClubId)));
  }
}
