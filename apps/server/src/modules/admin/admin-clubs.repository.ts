import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminClubsQuery } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs, users } from '../../db/schema/index.js';
import { likePattern, rowsOf, searchable } from './admin-common.js';

const creador = alias(users, 'creador');

/** Creador, then Moderador, then Miembro; the oldest first within a role. */
const ROLE_ORDER = sql`case ${clubMembers.rol} when 'Creador' then 0 when 'Moderador' then 1 else 2 end`;

/** A club row with its creator and its three counters (correlated counts, each an index range). */
const clubColumns = {
  club: clubs,
  creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido, correo: creador.correo },
  totalMiembros: sql<number>`(select count(*) from club_members m where m.club_id = ${clubs.id})::int`,
  totalPartidos: sql<number>`(select count(*) from partidos p where p.club_id = ${clubs.id})::int`,
  totalLugares: sql<number>`(select count(*) from lugares l where l.club_id = ${clubs.id})::int`,
};

export interface DeletedClub { partidos: number; lugaresEliminados: number; lugaresTransferidos: number; miembros: number }

/** Clubs as the administration sees them (docs/product/admin.md "Clubs") and their permanent deletion. */
export class AdminClubsRepository {
  constructor(private db: Db) {}

  /** One page of clubs by name with the total, in one statement (past the last page a second one counts). */
  async page(q: AdminClubsQuery) {
    const conds: SQL[] = [];
    if (q.search) conds.push(sql`${searchable(sql`${clubs.nombre}`)} like ${likePattern(q.search)}`);
    if (q.tipo) conds.push(eq(clubs.tipo, q.tipo));
    const where = conds.length ? and(...conds) : undefined;
    const rows = await this.db
      .select({ ...clubColumns, total: sql<number>`(count(*) over ())::int` })
      .from(clubs)
      .leftJoin(creador, eq(creador.id, clubs.creadorId))
      .where(where)
      // by name as people read it: 'Águilas' among the a's, whatever the database collation
      .orderBy(searchable(sql`${clubs.nombre}`), asc(clubs.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    const [counted] = await this.db.select({ n: sql<number>`count(*)::int` }).from(clubs).where(where);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  async findRow(id: string) {
    const [row] = await this.db.select(clubColumns).from(clubs).leftJoin(creador, eq(creador.id, clubs.creadorId)).where(eq(clubs.id, id)).limit(1);
    return row;
  }

  /** A club's members, Creador first, one page with the total. */
  async membersPage(clubId: string, page: number, limit: number) {
    const rows = await this.db
      .select({
        user: {
          id: users.id, nombre: users.nombre, apellido: users.apellido, apodo: users.apodo, correo: users.correo,
          photoUrl: users.photoUrl, tipoUsuario: users.tipoUsuario,
        },
        rol: clubMembers.rol,
        fechaIngreso: clubMembers.fechaIngreso,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(clubMembers)
      .innerJoin(users, eq(users.id, clubMembers.usuarioId))
      .where(eq(clubMembers.clubId, clubId))
      .orderBy(ROLE_ORDER, asc(clubMembers.fechaIngreso), asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    const [counted] = await this.db.select({ n: sql<number>`count(*)::int` }).from(clubMembers).where(eq(clubMembers.clubId, clubId));
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** The club row, locked for the rest of the transaction (a deletion). */
  async lock(id: string) {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.id, id)).for('update').limit(1);
    return row;
  }

  /**
   * Deletes a club for good, inside the caller's transaction (docs/decisions/0017):
   * - venues that are global (Validado), or that another club's match uses, are handed to the public club: other
   *   clubs' matches keep their place (a venue deleted under them would turn them incomplete and get them cancelled);
   * - members whose active club it was fall back to their oldest remaining membership, or none;
   * - then the club row goes, and the database cascades its matches (with their sign-ups, payments, invitations and
   *   votes), its other venues, memberships, join requests, payment accounts and moderation history.
   */
  async deleteClub(clubId: string, publicClubId: string | null, now: Date): Promise<DeletedClub> {
    const counts = rowsOf<{ partidos: number; miembros: number }>(await this.db.execute(sql`
      select (select count(*) from partidos p where p.club_id = ${clubId})::int as partidos,
             (select count(*) from club_members m where m.club_id = ${clubId})::int as miembros`))[0];
    const transferidos = publicClubId
      ? rowsOf<{ id: string }>(await this.db.execute(sql`
          update lugares l set club_id = ${publicClubId}, updated_at = ${now.toISOString()}::timestamptz
          where l.club_id = ${clubId}
            and (l.estado_validacion = 'Validado' or exists (select 1 from partidos p where p.lugar_id = l.id and p.club_id <> ${clubId}))
          returning l.id`)).length
      : 0;
    const eliminados = rowsOf<{ n: number }>(await this.db.execute(sql`select count(*)::int as n from lugares where club_id = ${clubId}`))[0];
    await this.db.execute(sql`
      update users u set club_activo_id = (
          select cm.club_id from club_members cm where cm.usuario_id = u.id and cm.club_id <> ${clubId}
          order by cm.fecha_ingreso asc, cm.club_id asc limit 1),
        updated_at = ${now.toISOString()}::timestamptz
      where u.club_activo_id = ${clubId}`);
    await this.db.delete(clubs).where(eq(clubs.id, clubId));
    return {
      partidos: Number(counts?.partidos ?? 0),
      miembros: Number(counts?.miembros ?? 0),
      lugaresEliminados: Number(eliminados?.n ?? 0),
      lugaresTransferidos: transferidos,
    };
  }

  async publicClubId(): Promise<string | null> {
    const [row] = await this.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.esPublico, true)).limit(1);
    return row?.id ?? null;
  }
}

export type AdminClubRow = NonNullable<Awaited<ReturnType<AdminClubsRepository['findRow']>>>;
export type MemberPageRow = Awaited<ReturnType<AdminClubsRepository['membersPage']>>['rows'][number];
