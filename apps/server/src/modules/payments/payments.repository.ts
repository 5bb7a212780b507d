import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EstadoPago } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { pagosArriendo, pagosJugadores, partidoAsistentes, partidos, users, type PagoArriendoInsert, type PagoJugadorRow } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

const validador = alias(users, 'validador');
const registrador = alias(users, 'registrador');

/** Who paid, as payment answers show them (PagadorDto). */
export const pagadorColumns = { id: users.id, nombre: users.nombre, apellido: users.apellido, photoUrl: users.photoUrl };
export interface PagadorColumns { id: string; nombre: string | null; apellido: string | null; photoUrl: string | null }
export interface PersonColumns { id: string; nombre: string | null; apellido: string | null }

/** States in which a player may (re)send a receipt, and in which an organiser may still decide. */
export const ESTADOS_SUBIBLES: readonly EstadoPago[] = ['Pendiente', 'Rechazado'];
export const ESTADOS_REVISABLES: readonly EstadoPago[] = ['Pendiente', 'Validando'];

/**
 * Payments of one match: the players' shares and the rent. The roster methods run inside the matches module's
 * transaction (the match row is locked there), through the listener in payments.roster.ts.
 */
export class PaymentsRepository {
  constructor(private db: Db) {}

  private pagoQuery() {
    return this.db
      .select({
        pago: pagosJugadores,
        usuario: pagadorColumns,
        validador: { id: validador.id, nombre: validador.nombre, apellido: validador.apellido },
      })
      .from(pagosJugadores)
      .innerJoin(users, eq(users.id, pagosJugadores.usuarioId))
      .leftJoin(validador, eq(validador.id, pagosJugadores.validadoPorId));
  }

  /** One player's payment with the names the answer shows. */
  async find(partidoId: string, usuarioId: string) {
    const [row] = await this.pagoQuery()
      .where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.usuarioId, usuarioId)))
      .limit(1);
    return row;
  }

  /** Every player's payment of a match, in sign-up order. */
  async listOf(partidoId: string) {
    return this.pagoQuery()
      .where(eq(pagosJugadores.partidoId, partidoId))
      .orderBy(asc(pagosJugadores.createdAt), asc(pagosJugadores.id));
  }

  /** SELECT … FOR UPDATE: a decision and a concurrent one (or a re-upload) queue here. */
  async lock(partidoId: string, usuarioId: string): Promise<PagoJugadorRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pagosJugadores)
      .where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.usuarioId, usuarioId)))
      .for('update')
      .limit(1);
    return row;
  }

  async update(id: string, patch: Partial<typeof pagosJugadores.$inferInsert>) {
    await this.db.update(pagosJugadores).set(patch).where(eq(pagosJugadores.id, id));
  }

  /**
   * Pendiente or Rechazado → Validando with the new receipt, in one conditional statement: of two uploads at once
   * only one finds the payment still uploadable. Returns the previous receipt path (to delete), or undefined
   * when the payment was not uploadable any more.
   */
  async attachReceipt(id: string, v: { path: string; mime: string; metodo: string; now: Date }): Promise<{ previous: string | null } | undefined> {
    const prev = sql<string | null>`(select p.comprobante_path from pagos_jugadores p where p.id = ${id})`;
    const [row] = await this.db
      .update(pagosJugadores)
      .set({
        estado: 'Validando', comprobantePath: v.path, comprobanteMime: v.mime, metodoPago: v.metodo, fechaSubida: v.now,
        notasRechazo: null, validadoPorId: null, fechaValidacion: null, updatedAt: v.now,
      })
      .where(and(eq(pagosJugadores.id, id), inArray(pagosJugadores.estado, [...ESTADOS_SUBIBLES])))
      .returning({ previous: prev });
    return row ? { previous: row.previous } : undefined;
  }

  /**
   * The match's counters in one statement: attendees with an account, payments by estado, collected (approved)
   * and expected (every payment) amounts.
   */
  async statsOf(partidoId: string) {
    const estado = pagosJugadores.estado;
    const [row] = await this.db
      .select({
        jugadores: sql<number>`(select count(*)::int from partido_asistentes a where a.partido_id = ${partidoId})`,
        aprobados: sql<number>`(count(*) filter (where ${estado} = 'Aprobado'))::int`,
        pendientes: sql<number>`(count(*) filter (where ${estado} = 'Pendiente'))::int`,
        validando: sql<number>`(count(*) filter (where ${estado} = 'Validando'))::int`,
        rechazados: sql<number>`(count(*) filter (where ${estado} = 'Rechazado'))::int`,
        recaudado: sql<number>`(coalesce(sum(${pagosJugadores.monto}) filter (where ${estado} = 'Aprobado'), 0))::int`,
        esperado: sql<number>`(coalesce(sum(${pagosJugadores.monto}), 0))::int`,
      })
      .from(pagosJugadores)
      .where(eq(pagosJugadores.partidoId, partidoId));
    return row!;
  }

  // ---- the roster (docs/product/payments.md), inside the matches module's transaction

  /** The joining player's Pendiente payment at the match's amount per player, when there is one to pay. */
  async createPending(id: string, partidoId: string, usuarioId: string, now: Date) {
    await this.db.execute(sql`insert into pagos_jugadores (id, partido_id, usuario_id, club_id, monto, estado, created_at, updated_at)
      select ${id}, p.id, ${usuarioId}, p.club_id, p.monto_por_jugador, 'Pendiente', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from partidos p where p.id = ${partidoId} and p.monto_por_jugador > 0
      on conflict (partido_id, usuario_id) do nothing`);
  }

  /** The leaving player's payment, whatever its state. */
  async removeOf(partidoId: string, usuarioId: string) {
    await this.db.delete(pagosJugadores).where(and(eq(pagosJugadores.partidoId, partidoId), eq(pagosJugadores.usuarioId, usuarioId)));
  }

  /**
   * After the match's form was saved: the amount per player may have been defined, changed or set to 0. Payments
   * nobody has sent money for yet (Pendiente, Rechazado) follow the new amount, or go when the match became free;
   * attendees without a payment get one. Validando and Aprobado ones keep what the player transferred.
   */
  async syncWithMatch(partidoId: string, now: Date) {
    const [p] = await this.db.select({ clubId: partidos.clubId, monto: partidos.montoPorJugador }).from(partidos).where(eq(partidos.id, partidoId));
    if (!p) return;
    const abiertos = and(eq(pagosJugadores.partidoId, partidoId), inArray(pagosJugadores.estado, [...ESTADOS_SUBIBLES]));
    if (p.monto <= 0) {
      await this.db.delete(pagosJugadores).where(abiertos);
      return;
    }
    await this.db.update(pagosJugadores).set({ monto: p.monto, updatedAt: now }).where(and(abiertos, sql`${pagosJugadores.monto} <> ${p.monto}`));
    const sinPago = await this.db
      .select({ usuarioId: partidoAsistentes.usuarioId })
      .from(partidoAsistentes)
      .where(and(
        eq(partidoAsistentes.partidoId, partidoId),
        notExists(this.db.select({ one: sql`1` }).from(pagosJugadores).where(and(
          eq(pagosJugadores.partidoId, partidoAsistentes.partidoId), eq(pagosJugadores.usuarioId, partidoAsistentes.usuarioId),
        ))),
      ));
    if (!sinPago.length) return;
    await this.db
      .insert(pagosJugadores)
      .values(sinPago.map((a) => ({
        id: newId(), partidoId, usuarioId: a.usuarioId, clubId: p.clubId, monto: p.monto, estado: 'Pendiente', createdAt: now, updatedAt: now,
      })))
      .onConflictDoNothing();
  }

  // ---- rent payments

  async insertRent(values: PagoArriendoInsert) {
    await this.db.insert(pagosArriendo).values(values);
  }

  private rentQuery() {
    return this.db
      .select({ pago: pagosArriendo, registrador: { id: registrador.id, nombre: registrador.nombre, apellido: registrador.apellido } })
      .from(pagosArriendo)
      .leftJoin(registrador, eq(registrador.id, pagosArriendo.registradoPorId));
  }

  async findRent(id: string) {
    const [row] = await this.rentQuery().where(eq(pagosArriendo.id, id)).limit(1);
    return row;
  }

  /** The match's rent payments, newest first. */
  async rentOf(partidoId: string) {
    return this.rentQuery().where(eq(pagosArriendo.partidoId, partidoId)).orderBy(desc(pagosArriendo.fechaPago), desc(pagosArriendo.id));
  }

  // ---- receipts (the file route)

  async receiptOfPago(id: string) {
    const [row] = await this.db
      .select({ id: pagosJugadores.id, path: pagosJugadores.comprobantePath, mime: pagosJugadores.comprobanteMime })
      .from(pagosJugadores)
      .where(eq(pagosJugadores.id, id))
      .limit(1);
    return row;
  }

  async receiptOfArriendo(id: string) {
    const [row] = await this.db
      .select({ id: pagosArriendo.id, path: pagosArriendo.comprobantePath, mime: pagosArriendo.comprobanteMime })
      .from(pagosArriendo)
      .where(eq(pagosArriendo.id, id))
      .limit(1);
    return row;
  }
}

export type PagoView = NonNullable<Awaited<ReturnType<PaymentsRepository['find']>>>;
export type ArriendoView = NonNullable<Awaited<ReturnType<PaymentsRepository['findRent']>>>;
