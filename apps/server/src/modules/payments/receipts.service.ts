import { forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import type { PaymentsStore } from './payments.store.js';
import { RECEIPT_KINDS, type ReceiptKind, type ReceiptUrls } from './receipt-urls.js';

export interface ReceiptFile { body: Buffer; mime: string; filename: string }

/**
 * GET /api/comprobantes/{kind}/{id}?exp&sig: the bytes of a private receipt for whoever holds a valid, unexpired
 * signed URL (docs/decisions/0014-payments.md). No session is needed; without a valid signature the answer is
 * 403 whether or not the receipt exists, so ids cannot be probed.
 */
export class ReceiptsService {
  constructor(private d: { store: PaymentsStore; storage: Storage; urls: ReceiptUrls }) {}

  async open(kind: string, id: string, exp: string | undefined, sig: string | undefined): Promise<ReceiptFile> {
    if (!(RECEIPT_KINDS as readonly string[]).includes(kind) || !isId(id)) throw notFound('comprobanteNoEncontrado');
    const expS = exp && /^\d{1,12}$/.test(exp) ? Number(exp) : NaN;
    if (!sig || !this.d.urls.plausible(expS, sig)) throw forbidden('comprobanteEnlaceInvalido');
    const k = kind as ReceiptKind;
    const row = k === 'pago' ? await this.d.store.pagos.receiptOfPago(id) : await this.d.store.pagos.receiptOfArriendo(id);
    if (!row?.path || !this.d.urls.verify(k, { id: row.id, path: row.path }, expS, sig)) throw forbidden('comprobanteEnlaceInvalido');
    const body = await this.d.storage.readPrivate(row.path);
    if (!body) throw notFound('comprobanteNoEncontrado');
    const ext = row.path.split('.').pop() ?? 'bin';
    return { body, mime: row.mime ?? 'application/octet-stream', filename: `comprobante.${ext}` };
  }
}
