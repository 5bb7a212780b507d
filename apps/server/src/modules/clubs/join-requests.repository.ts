import { and, desc, eq, sql } from 'drizzle-orm';
import type { EstadoSolicitud } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubJoinRequests, users, type JoinRequestRow } from '../../db/schema/index.js';

export class JoinRequestsRepository {
  constructor(private db: Db) {}

  /** Undefined when the user already has a pending request for the club (partial unique index). */
  async insertPending(values: { id: string; clubId: string; usuarioId: string; mensaje?: string | null; createdAt: Date }) {
    const [row] = await this.db.insert(clubJoinRequests).values({ ...values, estado: 'Pendiente' }).onConflictDoNothing().returning();
    return row;
  }

  async findPending(clubId: string, usuarioId: string) {
    const [row] = await this.db
      .select()
      .from(clubJoinRequests)
      .where(and(eq(clubJoinRequests.clubId, clubId), eq(clubJoinRequests.usuarioId, usuarioId), eq(clubJoinRequests.estado, 'Pendiente')))
      .limit(1);
    return row;
  }

  async findInClub(id: string, clubId: string): Promise<JoinRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(clubJoinRequests)
      .where(and(eq(clubJoinRequests.id, id), eq(clubJoinRequests.clubId, clubId)))
      .limit(1);
    return row;
  }

  /**
   * Moves a request out of Pendiente only if it still is Pendiente: of two moderators clicking at once exactly
   * one gets the row (the other's update waits for the first to commit, then matches nothing).
   */
  async process(
    id: string,
    clubId: string,
    change: { estado: Exclude<EstadoSolicitud, 'Pendiente'>; procesadoPor: string; fechaProcesado: Date; notasRechazo?: string },
  ): Promise<JoinRequestRow | undefined> {
    const [row] = await this.db
      .update(clubJoinRequests)
      .set(change)
      .where(and(eq(clubJoinRequests.id, id), eq(clubJoinRequests.clubId, clubId), eq(clubJoinRequests.estado, 'Pendiente')))
      .returning();
    return row;
  }

  /** Requests of a club with their user, newest first (one query); optionally one estado or one request. */
  async listWithUsers(clubId: string, estado?: EstadoSolicitud, id?: string) {
    const conds = [eq(clubJoinRequests.clubId, clubId)];
    if (estado) conds.push(eq(clubJoinRequests.estado, estado));
    if (id) conds.push(eq(clubJoinRequests.id, id));
    return this.db
      .select({
        request: clubJoinRequests,
        user: {
          id: users.id, nombre: users.nombre, apellido: users.apellido, apodo: users.apodo,
          photoUrl: users.photoUrl, correo: users.correo, mostrarCorreo: users.mostrarCorreo,
        },
      })
      .from(clubJoinRequests)
      .innerJoin(users, eq(users.id, clubJoinRequests.usuarioId))
      .where(and(...conds))
      .orderBy(desc(clubJoinRequests.createdAt), desc(clubJoinRequests.id));
  }

  async countPending(clubId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(clubJoinRequests)
      .where(and(eq(clubJoinRequests.clubId, clubId), eq(clubJoinRequests.estado, 'Pendiente')));
    return row?.n ?? 0;
  }
}
