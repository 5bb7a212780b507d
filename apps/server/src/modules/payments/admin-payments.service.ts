import { isAdmin, type AdminPagoDto, type AdminPagosListDto, type AdminPagosQuery } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/errors.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { toAdminPagoArriendo, toAdminPagoJugador } from './payments.mapper.js';
import type { PaymentsStore } from './payments.store.js';
import type { ReceiptUrls } from './receipt-urls.js';

/**
 * GET /admin/pagos (docs/product/payments.md "Administration"): every club's player and rent payments, newest first, in
 * three statements whatever the page size (the page's ids and total, then the rows of each kind).
 */
export class AdminPaymentsService {
  constructor(private d: { store: PaymentsStore; urls: ReceiptUrls; clock: Clock }) {}

  /** The club filter's options: clubs with payments. */
  async clubs(user: UserRow): Promise<{ _id: string; nombre: string }[]> {
    if (!isAdmin(actorOf(user))) throw forbidden('sinPermisos');
    return this.d.store.finance.clubsWithPayments();
  }

  async list(user: UserRow, q: AdminPagosQuery): Promise<AdminPagosListDto> {
    if (!isAdmin(actorOf(user))) throw forbidden('sinPermisos');
    const f = { usuarioId: q.usuario_id, partidoId: q.partido_id, clubId: q.club_id, estado: q.estado };
    const { rows, total } = await this.d.store.finance.adminPage(f, q.page, q.limit);
    const ids = (tipo: 'jugador' | 'arriendo') => rows.filter((r) => r.tipo === tipo).map((r) => r.id);
    const now = this.d.clock.now();
    const byId = new Map<string, AdminPagoDto>();
    for (const v of await this.d.store.finance.adminPlayerRows(ids('jugador'))) {
      byId.set(v.pago.id, toAdminPagoJugador(v, this.d.urls.url('pago', { id: v.pago.id, path: v.pago.comprobantePath }), now));
    }
    for (const v of await this.d.store.finance.adminRentRows(ids('arriendo'))) {
      byId.set(v.pago.id, toAdminPagoArriendo(v, this.d.urls.url('arriendo', { id: v.pago.id, path: v.pago.comprobantePath }), now));
    }
    return {
      // a row deleted between the two reads is simply left out
      pagos: rows.map((r) => byId.get(r.id)).filter((p): p is AdminPagoDto => !!p),
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
    };
  }
}
