import { createHmac, timingSafeEqual } from 'node:crypto';
import { COMPROBANTE_URL_TTL_MS } from '@partidos/shared';
import type { Clock } from '../../lib/clock.js';

export const RECEIPT_KINDS = ['pago', 'arriendo'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** A stored receipt as the URL signer needs it. */
export interface StoredReceipt { id: string; path: string | null }

/** Expiries are rounded up to this step, so the same receipt keeps one URL for a while (no image reload on every refetch). */
const EXPIRY_STEP_S = 60;

/**
 * Short-lived signed URLs for private receipts (docs/decisions/0014-payments.md):
 * `/api/comprobantes/{kind}/{id}?exp={unix s}&sig={hex}`, sig = HMAC-SHA256(key, "kind:id:file:exp"). The key is
 * derived from the server secret for this use only. Signing the stored file name makes a URL die with the file it
 * was issued for (a re-upload after a rejection gets a new one). The URL is the permission: only callers who may
 * see the receipt are ever given one, and the file route needs no session (an <img> cannot send the bearer token).
 */
export class ReceiptUrls {
  private key: Buffer;

  constructor(secret: string, private clock: Clock, private ttlMs = COMPROBANTE_URL_TTL_MS) {
    this.key = createHmac('sha256', secret).update('partidos:comprobantes:v1').digest();
  }

  private sign(kind: ReceiptKind, id: string, path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${kind}:${id}:${path}:${exp}`).digest('hex');
  }

  /** The URL for a receipt, or null when there is no file. Callers decide first whether the viewer may see it. */
  url(kind: ReceiptKind, r: StoredReceipt): string | null {
    if (!r.path) return null;
    const exp = Math.ceil((this.clock.now().getTime() + this.ttlMs) / 1000 / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    return `/api/comprobantes/${kind}/${r.id}?exp=${exp}&sig=${this.sign(kind, r.id, r.path, exp)}`;
  }

  /** True when `exp` is in the future and `sig` was issued by this server for exactly this file. */
  verify(kind: ReceiptKind, r: StoredReceipt, exp: number, sig: string): boolean {
    if (!r.path || !Number.isSafeInteger(exp) || exp * 1000 <= this.clock.now().getTime()) return false;
    if (!/^[0-9a-f]{64}$/.test(sig)) return false;
    return timingSafeEqual(Buffer.from(this.sign(kind, r.id, r.path, exp), 'hex'), Buffer.from(sig, 'hex'));
  }

  /** Cheap checks before any database read: a missing, malformed or expired link is refused at once. */
  plausible(exp: number, sig: string): boolean {
    return Number.isSafeInteger(exp) && exp * 1000 > this.clock.now().getTime() && /^[0-9a-f]{64}$/.test(sig);
  }
}
