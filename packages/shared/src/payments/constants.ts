// Payment limits (docs/product/payments.md) and the ones the spec leaves open, with the reason for each.

/** A player's receipt is one image under 5 MB. */
export const COMPROBANTE_MAX_BYTES = 5 * 1024 * 1024;
/** A rent receipt is an image or a PDF up to 10 MB. */
export const COMPROBANTE_ARRIENDO_MAX_BYTES = 10 * 1024 * 1024;
/** Image types a browser shows in an <img>: the organiser must be able to read the receipt on screen. */
export const COMPROBANTE_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const COMPROBANTE_ARRIENDO_MIMES = [...COMPROBANTE_IMAGE_MIMES, 'application/pdf'] as const;
/** A signed receipt URL is good for 10 minutes (short-lived, docs/decisions/0014); long enough to open a dialog and zoom. */
export const COMPROBANTE_URL_TTL_MS = 10 * 60 * 1000;
/** The admin payments table shows 20 rows by default; every list is capped at 100. */
export const ADMIN_PAGOS_PAGE_SIZE = 20;
/**
 * The receipts inbox ('Pagos por validar', docs/decisions/0035) shows 10 receipts a page: each card carries the
 * receipt's image, so a phone scrolls through a few screens per page, not dozens.
 */
export const POR_VALIDAR_PAGE_SIZE = 10;
/** The club finance lists (balance movements, rent receipts, pending proofs) show the newest 200: years of weekly matches. */
export const FINANZAS_LISTA_MAX = 200;
/** Free texts of a payment: notes like every note of the spec (500); a bank reference fits 100. */
export const PAGO_NOTAS_MAX = 500;
export const PAGO_REFERENCIA_MAX = 100;
/** The player pays by bank transfer to the club's account; stored with the receipt. */
export const METODO_PAGO_JUGADOR = 'Transferencia';
