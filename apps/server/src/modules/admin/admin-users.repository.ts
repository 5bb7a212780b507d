import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs, users, type UserRow } from '../../db/schema/index.js';
import { likePattern, rowsOf, searchable } from './admin-common.js';

export interface MembershipRow {
  usuarioId: string; clubId: string; nombre: string; tipo: string; esPublico: boolean; rol: string; fechaIngreso: Date;
}

/** Users as the administration sees them (docs/product/admin.md "Users") and the account deletion's writes. */
export class AdminUsersRepository {
  constructor(private db: Db) {}

  /**
   * One page of users, newest first, with the total (a window count in the same statement; past the last page a
   * second statement counts). search: "nombre apellido", apodo or correo, without accents.
   */
  async page(q: AdminUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
    const conds: SQL[] = [];
    if (q.search) {
      const p = likePattern(q.search);
      conds.push(sql`(${searchable(sql`coalesce(${users.nombre}, '') || ' ' || coalesce(${users.apellido}, '')`)} like ${p}
        or ${searchable(sql`coalesce(${users.apodo}, '')`)} like ${p} or lower(${users.correo}) like ${p})`);
    }
    if (q.tipo_usuario) conds.push(eq(users.tipoUsuario, q.tipo_usuario));
    if (q.nivel_habilidad) conds.push(eq(users.nivelHabilidad, q.nivel_habilidad));
    if (q.club_id) conds.push(sql`exists (select 1 from club_members m where m.usuario_id = ${users.id} and m.club_id = ${q.club_id})`);
    const where = conds.length ? and(...conds) : undefined;
    const rows = await this.db
      .select({ user: users, total: sql<number>`(count(*) over ())::int` })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    if (rows.length) return { rows: rows.map((r) => r.user), total: Number(rows[0]!.total) };
    const [counted] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    return { rows: [], total: Number(counted?.n ?? 0) };
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The platform role; the session reads the user row on every request, so it applies at once. */
  async setTipo(id: string, tipoUsuario: string, now: Date): Promise<void> {
    await this.db.update(users).set({ tipoUsuario, updatedAt: now }).where(eq(users.id, id));
  }

  /** The memberships of these users with their clubs, in one statement (the list's second). */
  async membershipsOf(userIds: string[]): Promise<MembershipRow[]> {
    if (!userIds.length) return [];
    return this.db
      .select({
        usuarioId: clubMembers.usuarioId, clubId: clubs.id, nombre: clubs.nombre, tipo: clubs.tipo, esPublico: clubs.esPublico,
        rol: clubMembers.rol, fechaIngreso: clubMembers.fechaIngreso,
      })
      .from(clubMembers)
      .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
      .where(inArray(clubMembers.usuarioId, userIds))
      .orderBy(asc(clubMembers.fechaIngreso), asc(clubs.id));
  }

  /** The clubs the user is Creador of (the public club has none), each with its member count. */
  async ownedClubs(userId: string): Promise<{ id: string; nombre: string; miembros: number; logoUrl: string | null }[]> {
    const res = await this.db.execute(sql`
      select c.id, c.nombre, c.logo_url as "logoUrl", (select count(*) from club_members x where x.club_id = c.id)::int as miembros
      from club_members m join clubs c on c.id = m.club_id
      where m.usuario_id = ${userId} and m.rol = 'Creador' and not c.es_publico
      order by lower(c.nombre), c.id`);
    return rowsOf<{ id: string; nombre: string; miembros: number; logoUrl: string | null }>(res).map((r) => ({ ...r, miembros: Number(r.miembros) }));
  }

  // ---- deleting an account (inside the caller's transaction)

  /**
   * Payments nobody can settle any more (Pendiente, Validando, Rechazado) go with the account; approved ones stay
   * the club's income with usuario_id null (ON DELETE SET NULL, docs/decisions/0017).
   */
  async deleteOpenPayments(userId: string): Promise<void> {
    await this.db.execute(sql`delete from pagos_jugadores where usuario_id = ${userId} and estado <> 'Aprobado'`);
  }

  /** Matches the user is still an attendee of (under way, finished or cancelled: upcoming ones were left before). */
  async attendedMatches(userId: string): Promise<string[]> {
    const res = await this.db.execute(sql`select partido_id as id from partido_asistentes where usuario_id = ${userId} order by partido_id`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  }

  /** Deletes the user; the database cascades memberships, sessions, sign-ups, votes and invitations (schema FKs). */
  async deleteUser(userId: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return rows.length > 0;
  }

  /** ocupados from the roster itself (attendees + guest players), as the matches module recounts. */
  async recountMatches(ids: string[]): Promise<void> {
    if (!ids.length) return;
    await this.db.execute(sql`
      update partidos p set ocupados =
        (select count(*) from partido_asistentes a where a.partido_id = p.id) + (select count(*) from partido_bots b where b.partido_id = p.id)
      where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  }
}
