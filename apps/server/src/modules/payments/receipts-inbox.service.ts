import { isAdmin, type ComprobantesPorValidarDto, type PorValidarQuery, type TotalPorValidarDto } from '@partidos/shared';
import type { UserRow } from '../../db/schema/index.js';
import { actorOf } from '../clubs/clubs.mapper.js';
import { toComprobantePorValidar } from './payments.mapper.js';
import type { InboxViewer } from './receipts-inbox.repository.js';
import type { PaymentsStore } from './payments.store.js';
import type { ReceiptUrls } from './receipt-urls.js';

/**
 * 'Pagos por validar' (docs/decisions/0035): the receipts waiting for review across every club the
 * caller manages (Creador or Moderador; a platform administrador: every club), newest upload first. Someone who
 * manages nothing gets an empty list and 0, not 403: the menu asks for the count on behalf of anyone logged in, and
 * "nothing to validate" is the true answer. Decisions go through PUT /partidos/{id}/pagos/{usuarioId}/validar.
 */
export class ReceiptsInboxService {
  constructor(private d: { store: PaymentsStore; urls: ReceiptUrls }) {}

  /** The club scope is decided here, once, from who asks; the query applies it in its where. */
  private viewerOf(user: UserRow): InboxViewer {
    return { userId: user.id, todosLosClubes: isAdmin(actorOf(user)) };
  }

  /** GET /pagos/por-validar: one page and the total, two statements. */
  async list(user: UserRow, q: PorValidarQuery): Promise<ComprobantesPorValidarDto> {
    const viewer = this.viewerOf(user);
    const rows = await this.d.store.inbox.page(viewer, q.page, q.limit);
    const total = await this.d.store.inbox.count(viewer);
    return {
      // the caller manages each listed club, so they may see its receipts (docs/product/payments.md)
      comprobantes: rows.map((r) => toComprobantePorValidar(r, this.d.urls.url('pago', { id: r.pago.id, path: r.pago.comprobantePath }))),
      pagination: { total, page: q.page, limit: q.limit, pages: Math.ceil(total / q.limit) },
    };
  }

  /** GET /pagos/por-validar/total: the menu badge and the managers' home card. */
  async total(user: UserRow): Promise<TotalPorValidarDto> {
    return { total: await this.d.store.inbox.count(this.viewerOf(user)) };
  }
}
