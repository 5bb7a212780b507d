import {
  FINANZAS_LISTA_MAX, canManageClub,
  type BalanceDto, type ComprobanteArriendoDto, type ComprobantePendienteDto, type FinanzasResumenDto,
} from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { ClubAccess } from '../clubs/club-access.js';
import type { LeaveCheckContributor } from '../clubs/leave.js';
import { toComprobanteArriendo, toComprobantePendiente, toMovimientos } from './payments.mapper.js';
import type { PaymentsStore } from './payments.store.js';
import type { ReceiptUrls } from './receipt-urls.js';

export interface FinanceDeps { store: PaymentsStore; access: ClubAccess; urls: ReceiptUrls }

/** The Finanzas tab's figures from the sums (docs/product/payments.md); the export's Resumen uses the same. */
export const toFinanzasResumen = (t: { ingresos: number; egresos: number; abiertos: number }): FinanzasResumenDto => ({
  totalRecaudado: t.ingresos, totalGastado: t.egresos, balance: t.ingresos - t.egresos, pagosPendientes: t.abiertos,
});

/**
 * A club's money (docs/product/payments.md "Club finances"):
 * income = approved player payments, expenses = rent payments, balance = income − expenses,
 * pagosPendientes = payments in Pendiente or Validando. Creador, Moderador and administrador only (404 for a club
 * the caller cannot see, 403 for a plain member). Sums run in SQL; every call is a fixed number of statements.
 */
export class FinanceService implements LeaveCheckContributor {
  readonly name = 'payments';

  constructor(private d: FinanceDeps) {}

  /** GET /clubes/{id}/finanzas */
  async summary(user: UserRow, clubId: string): Promise<FinanzasResumenDto> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    return toFinanzasResumen(await this.d.store.finance.totalsOf(club.id));
  }

  /** GET /clubes/{id}/comprobantes-arriendo: the newest rent receipts. */
  async rentReceipts(user: UserRow, clubId: string): Promise<ComprobanteArriendoDto[]> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    const rows = await this.d.store.finance.rentReceipts(club.id, FINANZAS_LISTA_MAX);
    return rows.map((r) => toComprobanteArriendo(r, this.d.urls.url('arriendo', { id: r.pago.id, path: r.pago.comprobantePath })));
  }

  /** GET /clubes/{id}/balance: totals over every payment; the newest movements. */
  async balance(user: UserRow, clubId: string): Promise<BalanceDto> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    const t = await this.d.store.finance.totalsOf(club.id);
    const movimientos = toMovimientos(await this.d.store.finance.movements(club.id, FINANZAS_LISTA_MAX), FINANZAS_LISTA_MAX);
    const r = toFinanzasResumen(t);
    return { totalIngresos: r.totalRecaudado, totalEgresos: r.totalGastado, balanceNeto: r.balance, movimientos };
  }

  /** GET /clubes/{id}/moderacion/comprobantes-pendientes: receipts in Validando, oldest first ('Validar pagos'). */
  async pendingProofs(user: UserRow, clubId: string): Promise<ComprobantePendienteDto[]> {
    const { club } = await this.d.access.require(user, clubId, canManageClub);
    const rows = await this.d.store.finance.pendingProofs(club.id, FINANZAS_LISTA_MAX);
    return rows.map((r) => toComprobantePendiente(r, this.d.urls.url('pago', { id: r.pago.id, path: r.pago.comprobantePath })));
  }

  /** The moderation panel's comprobantesPendientes (the panel checked the caller's rights). */
  async pendingProofCount(clubId: string): Promise<number> {
    return this.d.store.finance.countValidando(clubId);
  }

  /** Leaving a club: open payments in active matches block, approved ones in upcoming matches warn. */
  async countForLeave(clubId: string, usuarioId: string) {
    return this.d.store.finance.leaveCounts(clubId, usuarioId);
  }
}
