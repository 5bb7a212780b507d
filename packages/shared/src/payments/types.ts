// Payment answers of the API (docs/product/payments.md): zod schemas the routes answer with (responses.ts), and the
// types inferred from them.
import { z } from 'zod';
import { nombreRefSchema, paginationSchema } from '../responses.js';
import { personRefDtoSchema } from '../responses.js';

/** Pendiente → (receipt) Validando → Aprobado | Rechazado; a rejected player may upload again (docs/product/payments.md). */
export const ESTADOS_PAGO = ['Pendiente', 'Validando', 'Aprobado', 'Rechazado'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

/** Rent payment methods; a club account's alias is also accepted. */
export const METODOS_PAGO_ARRIENDO = ['Efectivo', 'Transferencia', 'Tarjeta'] as const;

const comprobanteTipoSchema = z.enum(['imagen', 'pdf']);
/** How a receipt is shown: an image, or an embedded PDF. */
export type ComprobanteTipo = z.infer<typeof comprobanteTipoSchema>;

export const pagadorDtoSchema = z.object({ _id: z.string(), nombre: z.string().nullable(), apellido: z.string().nullable(), avatar_url: z.string().nullable() });
export type PagadorDto = z.infer<typeof pagadorDtoSchema>;

/** A player's payment for a match (created with the sign-up when monto_por_jugador > 0). */
export const pagoJugadorDtoSchema = z.object({
  _id: z.string(),
  partido_id: z.string(),
  usuario: pagadorDtoSchema,
  monto: z.number(),
  estado: z.enum(ESTADOS_PAGO),
  metodo_pago: z.string().nullable(),
  /** short-lived signed URL, only for the uploader, the club's Creador/Moderador and administrators */
  comprobante_url: z.string().nullable(),
  fecha_subida: z.string().nullable(),
  fecha_validacion: z.string().nullable(),
  /** approval notes (optional) */
  notas: z.string().nullable(),
  /** rejection reason (required to reject) */
  notas_rechazo: z.string().nullable(),
  validado_por: personRefDtoSchema.nullable(),
  createdAt: z.string(),
  /** added by the server (always sent): a player's receipt is always an image */
  comprobante_tipo: comprobanteTipoSchema.nullable().optional(),
});
export type PagoJugadorDto = z.infer<typeof pagoJugadorDtoSchema>;

/** GET /partidos/{id}/pagos/mi-pago → data.pago (null when the viewer has no payment in that match). */
export const miPagoDtoSchema = z.object({ pago: pagoJugadorDtoSchema.nullable() });
export type MiPagoDto = z.infer<typeof miPagoDtoSchema>;

/** A rent payment registered by an organiser (image or PDF receipt). */
export const pagoArriendoDtoSchema = z.object({
  _id: z.string(),
  partido_id: z.string(),
  monto: z.number(),
  metodo_pago: z.string(),
  referencia: z.string().nullable(),
  notas: z.string().nullable(),
  comprobante_url: z.string().nullable(),
  comprobante_tipo: comprobanteTipoSchema.nullable(),
  registrado_por: personRefDtoSchema.nullable(),
  fecha_pago: z.string(),
});
export type PagoArriendoDto = z.infer<typeof pagoArriendoDtoSchema>;

/** GET /partidos/{id}/pagos/estadisticas (organisers): the management panel. */
export const pagoEstadisticasDtoSchema = z.object({
  total_jugadores: z.number().int(),
  pagos_aprobados: z.number().int(),
  /** Pendiente: no receipt yet */
  pagos_pendientes: z.number().int(),
  /** Validando: receipt uploaded, waiting for review */
  pagos_validando: z.number().int(),
  pagos_rechazados: z.number().int(),
  monto_total_recaudado: z.number(),
  monto_esperado: z.number(),
  monto_arriendo: z.number(),
  /**
   * added by the server (always sent): what the local team pays (the rent, half of it when the rival pays 50 %, or
   * the agreed local amount); porcentaje_recaudado is measured against it
   */
  monto_local: z.number().optional(),
  /** added by the server (always sent) */
  monto_por_jugador: z.number().optional(),
  /** collected over rent, 0-100 */
  porcentaje_recaudado: z.number(),
  /** approved over total players */
  porcentaje_aprobados: z.number(),
  /** receipts (approved + validating + rejected) over total players */
  porcentaje_comprobantes: z.number(),
  detallesPagos: z.array(pagoJugadorDtoSchema),
  pagos_arriendo: z.array(pagoArriendoDtoSchema),
});
export type PagoEstadisticasDto = z.infer<typeof pagoEstadisticasDtoSchema>;

/** GET /clubes/{id}/finanzas */
export const finanzasResumenDtoSchema = z.object({ totalRecaudado: z.number(), totalGastado: z.number(), balance: z.number(), pagosPendientes: z.number().int() });
export type FinanzasResumenDto = z.infer<typeof finanzasResumenDtoSchema>;

export const movimientoDtoSchema = z.object({
  concepto: z.string(),
  tipo: z.enum(['ingreso', 'egreso']),
  monto: z.number(),
  fecha: z.string(),
  descripcion: z.string(),
  partido_id: z.string().nullable(),
  /** added by the server (always sent): the payment's id, a stable list key */
  _id: z.string().optional(),
});
export type MovimientoDto = z.infer<typeof movimientoDtoSchema>;

/** GET /clubes/{id}/balance */
export const balanceDtoSchema = z.object({ totalIngresos: z.number(), totalEgresos: z.number(), balanceNeto: z.number(), movimientos: z.array(movimientoDtoSchema) });
export type BalanceDto = z.infer<typeof balanceDtoSchema>;

/** GET /clubes/{id}/comprobantes-arriendo (list) */
export const comprobanteArriendoDtoSchema = z.object({
  _id: z.string(),
  fecha_pago: z.string(),
  partido: z.object({ _id: z.string(), fecha: z.string(), hora: z.string().nullable() }),
  lugar: z.object({ nombre: z.string(), cancha: z.string().nullable() }).nullable(),
  monto: z.number(),
  metodo_pago: z.string(),
  estado: z.enum(['pendiente', 'aprobado', 'rechazado']),
  comprobante_url: z.string().nullable(),
  comprobante_tipo: comprobanteTipoSchema.nullable(),
});
export type ComprobanteArriendoDto = z.infer<typeof comprobanteArriendoDtoSchema>;

/** GET /clubes/{id}/moderacion/comprobantes-pendientes: receipts waiting for validation (the 'Validar pagos' tab). */
export const comprobantePendienteDtoSchema = z.object({
  partido_id: z.string(),
  usuario: pagadorDtoSchema,
  partido: z.object({ fecha: z.string(), hora: z.string().nullable(), lugar: z.string().nullable() }),
  /** comprobante_url: added by the server (always sent), the signed URL of the receipt to review */
  pago: z.object({
    _id: z.string(),
    monto: z.number(),
    metodo_pago: z.string().nullable(),
    estado: z.enum(ESTADOS_PAGO),
    fecha_subida: z.string().nullable(),
    comprobante_url: z.string().nullable().optional(),
  }),
});
export type ComprobantePendienteDto = z.infer<typeof comprobantePendienteDtoSchema>;

/**
 * GET /pagos/por-validar (docs/decisions/0035): one receipt waiting for review in a club the caller
 * manages, with what the card shows inline: the club, the match, the player and the receipt's signed URL and kind.
 */
export const comprobantePorValidarDtoSchema = z.object({
  partido_id: z.string(),
  usuario: pagadorDtoSchema,
  club: nombreRefSchema,
  partido: z.object({
    fecha: z.string(),
    hora: z.string().nullable(),
    lugar: z.string().nullable(),
    /** the match's court number, else the venue's court label */
    cancha: z.string().nullable(),
  }),
  pago: z.object({
    _id: z.string(),
    monto: z.number(),
    metodo_pago: z.string().nullable(),
    estado: z.enum(ESTADOS_PAGO),
    fecha_subida: z.string().nullable(),
    /** short-lived signed URL of the receipt */
    comprobante_url: z.string().nullable(),
    /** from the stored file's type (checked from its bytes on upload): an <img> or an embedded PDF */
    comprobante_tipo: comprobanteTipoSchema.nullable(),
  }),
});
export type ComprobantePorValidarDto = z.infer<typeof comprobantePorValidarDtoSchema>;

export const comprobantesPorValidarDtoSchema = z.object({ comprobantes: z.array(comprobantePorValidarDtoSchema), pagination: paginationSchema });
export type ComprobantesPorValidarDto = z.infer<typeof comprobantesPorValidarDtoSchema>;

/** GET /pagos/por-validar/total: the menu badge's count (0 for someone who manages no club). */
export const totalPorValidarDtoSchema = z.object({ total: z.number().int() });
export type TotalPorValidarDto = z.infer<typeof totalPorValidarDtoSchema>;

/** GET /admin/pagos: player payments and rent payments ('Pago Arriendo'). */
export const adminPagoDtoSchema = z.object({
  _id: z.string(),
  tipo_pago: z.enum(['jugador', 'arriendo']),
  usuario_id: personRefDtoSchema.nullable(),
  registrado_por: personRefDtoSchema.nullable(),
  partido_id: z.string(),
  fecha_partido: z.string(),
  hora_partido: z.string().nullable(),
  club_id: nombreRefSchema,
  creador_partido: personRefDtoSchema.nullable(),
  monto: z.number(),
  metodo_pago: z.string().nullable(),
  /** null for a rent payment */
  estado: z.enum(ESTADOS_PAGO).nullable(),
  tiempo_desde_finalizacion: z.object({ dias: z.number().int(), horas: z.number().int() }).nullable(),
  fecha_pago: z.string().nullable(),
  fecha_subida: z.string().nullable(),
  referencia: z.string().nullable(),
  notas: z.string().nullable(),
  notas_rechazo: z.string().nullable(),
  comprobante_url: z.string().nullable(),
  comprobante_tipo: comprobanteTipoSchema.nullable(),
});
export type AdminPagoDto = z.infer<typeof adminPagoDtoSchema>;

export const adminPagosListDtoSchema = z.object({ pagos: z.array(adminPagoDtoSchema), pagination: paginationSchema });
export type AdminPagosListDto = z.infer<typeof adminPagosListDtoSchema>;
