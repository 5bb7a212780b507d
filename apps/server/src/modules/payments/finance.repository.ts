import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ESTADOS_ACTIVOS, ESTADOS_INSCRIPCION, type EstadoPago } from '@partidos/shared';
import type { Db } from '../../db/client.js';
import { clubs, lugares, pagosArriendo, pagosJugadores, partidos, users } from '../../db/schema/index.js';
import { pagadorColumns } from './payments.repository.js';

const creador = alias(users, 'creador');
const registrador = alias(users, 'registrador');

const matchColumns = {
  id: partidos.id, fecha: partidos.fecha, hora: partidos.horaPartido, canchaNumero: partidos.canchaNumero,
  estado: partidos.estadoPartido, inicio: partidos.inicio, duracion: partidos.duracion,
};
const lugarColumns = { id: lugares.id, nombre: lugares.nombre, cancha: lugares.cancha };

/**
 * The day a movement belongs to (docs/decisions/0042-finance-export.md), to the millisecond so that an export's
 * keyset cursor survives the trip through a JS Date. An approved payment is income from its approval, as the balance
 * dates it (`toMovimientos`); any other payment by its latest step: rejection, else receipt upload, else creation with
 * the sign-up. A rent payment by the day it was paid.
 */
export const playerMovementDate = sql`date_trunc('milliseconds', case when ${pagosJugadores.estado} = 'Aprobado'
  then coalesce(${pagosJugadores.fechaValidacion}, ${pagosJugadores.updatedAt})
  else coalesce(${pagosJugadores.fechaValidacion}, ${pagosJugadores.fechaSubida}, ${pagosJugadores.createdAt}) end)`;
export const rentMovementDate = sql`date_trunc('milliseconds', ${pagosArriendo.fechaPago})`;

/** What an export covers: the instants [desde, hasta) of a range of days, or one match. */
export type MovementScope = { desde: Date; hasta: Date } | { partidoId: string };

const inRange = (date: SQL, s: { desde: Date; hasta: Date }) =>
  sql`${date} >= ${s.desde.toISOString()}::timestamptz and ${date} < ${s.hasta.toISOString()}::timestamptz`;
export const playerScope = (s: MovementScope): SQL => ('partidoId' in s ? sql`${pagosJugadores.partidoId} = ${s.partidoId}` : inRange(playerMovementDate, s));
// the bare column on rent: the same rows (the range's ends are whole milliseconds), read through (club_id, fecha_pago)
export const rentScope = (s: MovementScope): SQL => ('partidoId' in s ? sql`${pagosArriendo.partidoId} = ${s.partidoId}` : inRange(sql`${pagosArriendo.fechaPago}`, s));

export interface AdminPagosFilter { usuarioId?: string; partidoId?: string; clubId?: string; estado?: EstadoPago }

/**
 * A club's money and the administrators' list, read from the payments tables: sums and counters in SQL, lists
 * capped, every call a fixed number of statements whatever the number of payments.
 */
export class FinanceRepository {
  constructor(private db: Db) {}

  /**
   * Income (approved player payments), expenses (rent) and open payments (Pendiente + Validando), in one statement:
   * the whole club's (the Finanzas tab), or the movements of a date range or of one match (the export).
   */
  async totalsOf(clubId: string, scope?: MovementScope) {
    const res = await this.db.execute(scope ? sql`
      select
        (select coalesce(sum(monto), 0)::bigint from pagos_jugadores where club_id = ${clubId} and estado = 'Aprobado' and ${playerScope(scope)}) as ingresos,
        (select coalesce(sum(monto), 0)::bigint from pagos_arriendo where club_id = ${clubId} and ${rentScope(scope)}) as egresos,
        (select count(*)::int from pagos_jugadores where club_id = ${clubId} and estado in ('Pendiente', 'Validando') and ${playerScope(scope)}) as abiertos` : sql`
      select
        (select coalesce(sum(p.monto), 0)::bigint from pagos_jugadores p where p.club_id = ${clubId} and p.estado = 'Aprobado') as ingresos,
        (select coalesce(sum(a.monto), 0)::bigint from pagos_arriendo a where a.club_id = ${clubId}) as egresos,
        (select count(*)::int from pagos_jugadores p where p.club_id = ${clubId} and p.estado in ('Pendiente', 'Validando')) as abiertos`);
    const row = (res as unknown as { rows: { ingresos: unknown; egresos: unknown; abiertos: unknown }[] }).rows[0];
    return { ingresos: Number(row?.ingresos ?? 0), egresos: Number(row?.egresos ?? 0), abiertos: Number(row?.abiertos ?? 0) };
  }

  /** The club's rent payments with their match and venue, newest first. */
  async rentReceipts(clubId: string, limit: number) {
    return this.db
      .select({ pago: pagosArriendo, partido: matchColumns, lugar: lugarColumns })
      .from(pagosArriendo)
      .innerJoin(partidos, eq(partidos.id, pagosArriendo.partidoId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(eq(pagosArriendo.clubId, clubId))
      .orderBy(desc(pagosArriendo.fechaPago), desc(pagosArriendo.id))
      .limit(limit);
  }

  /**
   * The balance's newest movements: approved player payments (income, dated by their approval) and rent payments
   * (expenses), `limit` of each; the caller merges them by date and keeps `limit`. Two statements, each an index
   * range on (club, date).
   */
  async movements(clubId: string, limit: number) {
    const ingresos = await this.db
        .select({ pago: pagosJugadores, usuario: pagadorColumns, partido: matchColumns, lugar: lugarColumns })
        .from(pagosJugadores)
        // left: an approved payment stays income after its player's account is deleted (docs/decisions/0017)
        .leftJoin(users, eq(users.id, pagosJugadores.usuarioId))
        .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
        .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
        .where(and(eq(pagosJugadores.clubId, clubId), eq(pagosJugadores.estado, 'Aprobado')))
        .orderBy(sql`${pagosJugadores.fechaValidacion} desc nulls last`, desc(pagosJugadores.id))
        .limit(limit);
    const egresos = await this.rentReceipts(clubId, limit);
    return { ingresos, egresos };
  }

  /** Receipts waiting for review in the club (Validando), oldest upload first: the moderation widget. */
  async pendingProofs(clubId: string, limit: number) {
    return this.db
      .select({ pago: pagosJugadores, usuario: pagadorColumns, partido: matchColumns, lugar: lugarColumns })
      .from(pagosJugadores)
      .innerJoin(users, eq(users.id, pagosJugadores.usuarioId))
      .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(and(eq(pagosJugadores.clubId, clubId), eq(pagosJugadores.estado, 'Validando')))
      .orderBy(sql`${pagosJugadores.fechaSubida} asc nulls last`, pagosJugadores.id)
      .limit(limit);
  }

  async countValidando(clubId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pagosJugadores)
      .where(and(eq(pagosJugadores.clubId, clubId), eq(pagosJugadores.estado, 'Validando')));
    return Number(row?.n ?? 0);
  }

  /**
   * Leaving a club (docs/product/clubs.md): open payments (Pendiente, Validando) in the club's active matches block it;
   * approved ones in its upcoming matches are lost with the sign-up, so the member is warned.
   */
  async leaveCounts(clubId: string, usuarioId: string) {
    const estado = pagosJugadores.estado;
    const activo = inArray(partidos.estadoPartido, [...ESTADOS_ACTIVOS]);
    const proximo = inArray(partidos.estadoPartido, [...ESTADOS_INSCRIPCION]);
    const [row] = await this.db
      .select({
        pendientes: sql<number>`(count(*) filter (where ${estado} in ('Pendiente', 'Validando') and ${activo}))::int`,
        aprobados: sql<number>`(count(*) filter (where ${estado} = 'Aprobado' and ${proximo}))::int`,
      })
      .from(pagosJugadores)
      .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
      .where(and(eq(pagosJugadores.usuarioId, usuarioId), eq(pagosJugadores.clubId, clubId)));
    return { pagos_pendientes: Number(row?.pendientes ?? 0), pagos_aprobados: Number(row?.aprobados ?? 0) };
  }

  // ---- GET /admin/pagos

  /**
   * One page of every payment, player and rent together, newest first, and the total: ids first over the two
   * narrow tables (a window count, a top-N sort), then the rows of that page only. A rent payment has no player
   * and no estado, so filtering by either leaves only player payments.
   */
  /** The clubs that have any payment, by name: the options of the admin list's club filter (one query). */
  async clubsWithPayments(): Promise<{ _id: string; nombre: string }[]> {
    const res = await this.db.execute(sql`
      select c.id as "_id", c.nombre from clubs c
      where exists (select 1 from pagos_jugadores j where j.club_id = c.id)
         or exists (select 1 from pagos_arriendo a where a.club_id = c.id)
      order by lower(c.nombre), c.id`);
    return (res as unknown as { rows: { _id: string; nombre: string }[] }).rows;
  }

  async adminPage(f: AdminPagosFilter, page: number, limit: number) {
    const todos = adminUnion(f);
    const res = await this.db.execute(sql`
      select id, tipo, (count(*) over ())::int as total from (${todos}) todos
      order by fecha desc, id desc
      limit ${limit} offset ${(page - 1) * limit}`);
    const rows = (res as unknown as { rows: { id: string; tipo: 'jugador' | 'arriendo'; total: number }[] }).rows;
    if (rows.length) return { rows, total: Number(rows[0]!.total) };
    // past the last page the window count has no row to ride on: count apart (rare)
    const counted = await this.db.execute(sql`select count(*)::int as n from (${todos}) todos`);
    return { rows, total: Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
  }

  async adminPlayerRows(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        pago: pagosJugadores, usuario: pagadorColumns, partido: matchColumns, club: { id: clubs.id, nombre: clubs.nombre },
        creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido },
      })
      .from(pagosJugadores)
      // left: a deleted player's approved payment is listed with usuario_id null (docs/decisions/0017)
      .leftJoin(users, eq(users.id, pagosJugadores.usuarioId))
      .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
      .innerJoin(clubs, eq(clubs.id, pagosJugadores.clubId))
      .leftJoin(creador, eq(creador.id, partidos.creadorId))
      .where(inArray(pagosJugadores.id, ids));
  }

  async adminRentRows(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        pago: pagosArriendo, partido: matchColumns, club: { id: clubs.id, nombre: clubs.nombre },
        creador: { id: creador.id, nombre: creador.nombre, apellido: creador.apellido },
        registrador: { id: registrador.id, nombre: registrador.nombre, apellido: registrador.apellido },
      })
      .from(pagosArriendo)
      .innerJoin(partidos, eq(partidos.id, pagosArriendo.partidoId))
      .innerJoin(clubs, eq(clubs.id, pagosArriendo.clubId))
      .leftJoin(creador, eq(creador.id, partidos.creadorId))
      .leftJoin(registrador, eq(registrador.id, pagosArriendo.registradoPorId))
      .where(inArray(pagosArriendo.id, ids));
  }
}

/** The ids, kind and date of every payment the admin filter keeps (player and, unless filtered out, rent). */
function adminUnion(f: AdminPagosFilter): SQL {
  const jugador: SQL[] = [sql`true`];
  const arriendo: SQL[] = [sql`true`];
  if (f.clubId) { jugador.push(sql`p.club_id = ${f.clubId}`); arriendo.push(sql`a.club_id = ${f.clubId}`); }
  if (f.partidoId) { jugador.push(sql`p.partido_id = ${f.partidoId}`); arriendo.push(sql`a.partido_id = ${f.partidoId}`); }
  if (f.usuarioId) jugador.push(sql`p.usuario_id = ${f.usuarioId}`);
  if (f.estado) jugador.push(sql`p.estado = ${f.estado}`);
  const players = sql`select p.id, 'jugador' as tipo, p.created_at as fecha from pagos_jugadores p where ${sql.join(jugador, sql` and `)}`;
  if (f.usuarioId || f.estado) return players;
  return sql`${players} union all select a.id, 'arriendo' as tipo, a.created_at as fecha from pagos_arriendo a where ${sql.join(arriendo, sql` and `)}`;
}

export type RentReceiptView = Awaited<ReturnType<FinanceRepository['rentReceipts']>>[number];
export type PendingProofView = Awaited<ReturnType<FinanceRepository['pendingProofs']>>[number];
export type AdminPlayerView = Awaited<ReturnType<FinanceRepository['adminPlayerRows']>>[number];
export type MovementsView = Awaited<ReturnType<FinanceRepository['movements']>>;
export type AdminRentView = Awaited<ReturnType<FinanceRepository['adminRentRows']>>[number];
