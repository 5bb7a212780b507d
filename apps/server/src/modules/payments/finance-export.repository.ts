import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { lugares, pagosArriendo, pagosJugadores, partidos, users } from '../../db/schema/index.js';
import { playerMovementDate, playerScope, rentMovementDate, rentScope, type MovementScope } from './finance.repository.js';

const validador = alias(users, 'validador');
const registrador = alias(users, 'registrador');

/** Where the previous page ended: its last row's movement date and id. */
export interface ExportCursor { fecha: string; id: string }

/** The instant as ISO 8601 text in UTC, the same from PGlite and node-postgres (no driver date parsing). */
const isoText = (date: SQL) => sql<string>`to_char(${date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoTextOrNull = (date: SQL) => sql<string | null>`${isoText(date)}`;
const after = (date: SQL, id: AnyPgColumn, c: ExportCursor | null) =>
  c ? sql`(${date}, ${id}) > (${c.fecha}::timestamptz, ${c.id})` : undefined;

const matchColumns = { fecha: partidos.fecha, hora: partidos.horaPartido, canchaNumero: partidos.canchaNumero };
const lugarColumns = { nombre: lugares.nombre, cancha: lugares.cancha };

/**
 * The finance export's rows (docs/decisions/0042-finance-export.md), one page per statement whatever the page holds:
 * the payment with its player, reviewer, match and venue joined, ordered by (movement date, id) and continued from a
 * keyset cursor. No transaction is held between pages: on the embedded database it would block every other request
 * for as long as a slow client takes to download.
 */
export class FinanceExportRepository {
  constructor(private db: Db) {}

  /** Player payments of the club in the scope, every state. */
  async playerPage(clubId: string, scope: MovementScope, cursor: ExportCursor | null, limit: number) {
    return this.db
      .select({
        id: pagosJugadores.id,
        fecha: isoText(playerMovementDate),
        monto: pagosJugadores.monto,
        estado: pagosJugadores.estado,
        metodoPago: pagosJugadores.metodoPago,
        notas: pagosJugadores.notas,
        notasRechazo: pagosJugadores.notasRechazo,
        fechaValidacion: isoTextOrNull(sql`${pagosJugadores.fechaValidacion}`),
        // left joins: a deleted player's approved payment stays (docs/decisions/0017), a deleted reviewer too
        jugador: { nombre: users.nombre, apellido: users.apellido, id: users.id },
        validador: { nombre: validador.nombre, apellido: validador.apellido, id: validador.id },
        partido: matchColumns,
        lugar: lugarColumns,
      })
      .from(pagosJugadores)
      .leftJoin(users, eq(users.id, pagosJugadores.usuarioId))
      .leftJoin(validador, eq(validador.id, pagosJugadores.validadoPorId))
      .innerJoin(partidos, eq(partidos.id, pagosJugadores.partidoId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(and(eq(pagosJugadores.clubId, clubId), playerScope(scope), after(playerMovementDate, pagosJugadores.id, cursor)))
      .orderBy(asc(playerMovementDate), asc(pagosJugadores.id))
      .limit(limit);
  }

  /** Rent payments of the club in the scope. */
  async rentPage(clubId: string, scope: MovementScope, cursor: ExportCursor | null, limit: number) {
    return this.db
      .select({
        id: pagosArriendo.id,
        fecha: isoText(rentMovementDate),
        monto: pagosArriendo.monto,
        metodoPago: pagosArriendo.metodoPago,
        referencia: pagosArriendo.referencia,
        notas: pagosArriendo.notas,
        registradoEl: isoText(sql`${pagosArriendo.createdAt}`),
        registrador: { nombre: registrador.nombre, apellido: registrador.apellido, id: registrador.id },
        partido: matchColumns,
        lugar: lugarColumns,
      })
      .from(pagosArriendo)
      .leftJoin(registrador, eq(registrador.id, pagosArriendo.registradoPorId))
      .innerJoin(partidos, eq(partidos.id, pagosArriendo.partidoId))
      .leftJoin(lugares, eq(lugares.id, partidos.lugarId))
      .where(and(eq(pagosArriendo.clubId, clubId), rentScope(scope), after(rentMovementDate, pagosArriendo.id, cursor)))
      .orderBy(asc(rentMovementDate), asc(pagosArriendo.id))
      .limit(limit);
  }
}

export type PlayerExportView = Awaited<ReturnType<FinanceExportRepository['playerPage']>>[number];
export type RentExportView = Awaited<ReturnType<FinanceExportRepository['rentPage']>>[number];
