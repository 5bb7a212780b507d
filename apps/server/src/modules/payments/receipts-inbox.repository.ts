import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ROLES_CLUB, canManageClub } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubMembers, clubs, lugares, pagosJugadores, partidos, users } from '../../db/schema/index.js';
import { pagadorColumns } from './payments.repository.js';

/** The club roles that validate payments: canManageClub for someone who is not a platform administrador. */
const ROLES_GESTION = ROLES_CLUB.filter((rol) => canManageClub({ tipo_usuario: 'usuario' }, rol));

/** Whose inbox: a platform administrador sees every club; anyone else the clubs where they are Creador or Moderador. */
export interface InboxViewer { userId: string; todosLosClubes: boolean }

/**
 * The receipts inbox ('Pagos por validar', docs/decisions/0035): player payments in Validando across
 * the clubs the viewer manages. The club scope is a subquery on the viewer's memberships inside the same statement, so
 * a page is two statements (its rows, the count) whatever the number of clubs or receipts. Both read the partial
 * index pagos_jugadores_club_validando_idx (club_id, fecha_subida) where estado = 'Validando'.
 *
 * A payment whose player's account was deleted (usuario_id null, docs/decisions/0017) cannot be decided through
 * PUT …/pagos/{usuarioId}/validar, so it is neither listed nor counted (as in the club's 'Validar pagos' list).
 */
export class ReceiptsInboxRepository {
  constructor(private db: Db) {}

  private where(v: InboxViewer): SQL {
    const open = and(eq(pagosJugadores.estado, 'Validando'), isNotNull(pagosJugadores.usuarioId))!;
    if (v.todosLosClubes) return open;
    const managed = this.db
      .select({ id: clubMembers.clubId })
      .from(clubMembers)
      .where(and(eq(clubMembers.usuarioId, v.userId), inArray(clubMembers.rol, ROLES_GESTION)));
    return and(open, inArray(pagosJugadores.clubId, managed))!;
  }

  /** One page, newest upload first (ties by id, so pages never overlap). */
  async page(v: InboxViewer, page: number, limit: number) {
    return this.db
      .select({
        pago: {
          id: pagosJugadores.id, monto: pagosJugadores.monto, metodoPago: pagosJugadores.metodoPago, estado: pagosJugadores.estado,
          fechaSubida: pagosJugadores.fechaSubida, comprobantePath: pagosJugadores.comprobantePath, comprobanteMime: pagosJugadores.comprobanteMime,
        },
        usuario: pagadorColumns,
        partido: { id: partidos.id, fecha: partidos.fecha, hora: partidos.horaPartido, canchaNumero: partidos.canchaNumero },
        lugar: { id: lugares.id, nombre: lugares.nombre, cancha: lugares.cancha },
        club: { id: clubs.id, nombre: clubs.nombre },
      })
      .from(pagosJugadores)
      .innerJoin(users, eq(users.id, pagosJugadores.usuarioId))
      .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
      .innerJoin(clubs, eq(clubs.id, pagosJugadores.clubId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(this.where(v))
      .orderBy(sql`${pagosJugadores.fechaSubida} desc nulls last`, desc(pagosJugadores.id))
      .limit(limit)
      .offset((page - 1) * limit);
  }

  /** How many receipts wait: the list's total and the menu badge. */
  async count(v: InboxViewer): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(pagosJugadores).where(this.where(v));
    return Number(row?.n ?? 0);
  }
}

export type InboxRowView = Awaited<ReturnType<ReceiptsInboxRepository['page']>>[number];
