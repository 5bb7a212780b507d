// Request bodies and query strings of the payment API (docs/product/payments.md), with the spec's Spanish messages.
// The server validates with these; the upload, validation and rent forms reuse them.
import { z } from 'zod';
import '../zod-locale.js';
import { MSG } from '../messages.js';
import { limitSchema, pageSchema } from '../query.js';
import { SINGLE_LINE } from '../text.js';
import { idSchema, isPlainObject, optionalText } from '../clubs/schemas.js';
import { dropEmpty } from '../users/schemas.js';
import { MONTO_MAX } from '../matches/constants.js';
import { ADMIN_PAGOS_PAGE_SIZE, PAGO_NOTAS_MAX, PAGO_REFERENCIA_MAX, POR_VALIDAR_PAGE_SIZE } from './constants.js';
import { ESTADOS_PAGO } from './types.js';

export const ACCIONES_VALIDAR_PAGO = ['aprobar', 'rechazar'] as const;
export type AccionValidarPago = (typeof ACCIONES_VALIDAR_PAGO)[number];

/**
 * PUT /partidos/{id}/pagos/{usuarioId}/validar: approve with optional notes, or reject with the reason in `notas`
 * (the reason is required).
 */
export const validarPagoSchema = z
  .object({
    accion: z.enum(ACCIONES_VALIDAR_PAGO, { error: MSG.accionPagoInvalida }),
    notas: optionalText(PAGO_NOTAS_MAX, MSG.notasPagoMax),
  })
  .refine((v) => v.accion !== 'rechazar' || !!v.notas, { message: MSG.motivoRechazoRequerido, path: ['notas'] });
export type ValidarPagoInput = z.infer<typeof validarPagoSchema>;

/** PUT /partidos/{id}/pagos/{usuarioId}/rechazar. */
export const rechazarPagoSchema = z.object({
  motivo: z
    .string({ error: MSG.motivoRechazoRequerido })
    .trim()
    .min(1, MSG.motivoRechazoRequerido)
    .max(PAGO_NOTAS_MAX, MSG.motivoRechazoMax),
});
export type RechazarPagoInput = z.infer<typeof rechazarPagoSchema>;

/**
 * The text fields of POST /partidos/{id}/pagos/arriendo (multipart: every value arrives as a string; the file
 * `comprobante` is checked apart, by its bytes). metodo_pago is Efectivo, Transferencia, Tarjeta or the alias of
 * one of the club's payment accounts: the server checks the alias against the club.
 */
export const pagoArriendoSchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    monto: z.coerce
      .number({ error: MSG.montoPagoMin })
      .int(MSG.montoPagoMin)
      .min(1, MSG.montoPagoMin)
      .max(MONTO_MAX, MSG.montoInvalido),
    metodo_pago: z.string({ error: MSG.metodoPagoRequerido }).trim().regex(SINGLE_LINE, MSG.caracteresNoPermitidos).min(1, MSG.metodoPagoRequerido).max(60, MSG.metodoPagoInvalido),
    referencia: optionalText(PAGO_REFERENCIA_MAX, MSG.referenciaMax),
    notas: optionalText(PAGO_NOTAS_MAX, MSG.notasPagoMax),
  }),
);
export type PagoArriendoInput = z.infer<typeof pagoArriendoSchema>;


/** GET /admin/pagos: 20 a page by default, capped at 100. */
export const adminPagosQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    page: pageSchema,
    limit: limitSchema(ADMIN_PAGOS_PAGE_SIZE),
    usuario_id: idSchema(MSG.usuarioNoEncontrado).optional(),
    partido_id: idSchema(MSG.partidoNoEncontrado).optional(),
    club_id: idSchema(MSG.clubNoEncontrado).optional(),
    estado: z.enum(ESTADOS_PAGO, { error: MSG.estadoPagoInvalido }).optional(),
  }),
);
export type AdminPagosQuery = z.infer<typeof adminPagosQuerySchema>;

/** GET /pagos/por-validar: the receipts inbox, page from 1, 10 a page by default, capped at 100. */
export const porValidarQuerySchema = z.preprocess(
  (v) => (isPlainObject(v) ? dropEmpty(v) : v),
  z.object({
    page: pageSchema,
    limit: limitSchema(POR_VALIDAR_PAGE_SIZE),
  }),
);
export type PorValidarQuery = z.infer<typeof porValidarQuerySchema>;
