// Payment answers of the API (spec 2 §3 "Payment", "Payment statistics", "Rent payment"; spec 1 §3 "Finance
// summary", "Club balance", "Rent receipt", "Pending proof"; spec 3 §3 "Pago (admin view)").
import type { Pagination } from '../api.js';
import type { PersonRefDto } from '../venues/types.js';

/** Pendiente → (receipt) Validando → Aprobado | Rechazado; a rejected player may upload again (DESIGN §4). */
export const ESTADOS_PAGO = ['Pendiente', 'Validando', 'Aprobado', 'Rechazado'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

/** Rent payment methods (spec 2 §3); a club account's alias is also accepted. */
export const METODOS_PAGO_ARRIENDO = ['Efectivo', 'Transferencia', 'Tarjeta'] as const;

export interface PagadorDto { _id: string; nombre: string | null; apellido: string | null; avatar_url: string | null }

/** A player's payment for a match (created with the sign-up when monto_por_jugador > 0). */
export interface PagoJugadorDto {
  _id: string;
  partido_id: string;
  usuario: PagadorDto;
  monto: number;
  estado: EstadoPago;
  metodo_pago: string | null;
  /** short-lived signed URL, only for the uploader, the club's Creador/Moderador and administrators */
  comprobante_url: string | null;
  fecha_subida: string | null;
  fecha_validacion: string | null;
  /** approval notes (optional) */
  notas: string | null;
  /** rejection reason (required to reject) */
  notas_rechazo: string | null;
  validado_por: PersonRefDto | null;
  createdAt: string;
  /** added by the server (always sent): a player's receipt is always an image */
  comprobante_tipo?: 'imagen' | 'pdf' | null;
}

/** GET /partidos/{id}/pagos/mi-pago → data.pago (null when the viewer has no payment in that match). */
export interface MiPagoDto { pago: PagoJugadorDto | null }

/** A rent payment registered by an organiser (image or PDF receipt). */
export interface PagoArriendoDto {
  _id: string;
  partido_id: string;
  monto: number;
  metodo_pago: string;
  referencia: string | null;
  notas: string | null;
  comprobante_url: string | null;
  comprobante_tipo: 'imagen' | 'pdf' | null;
  registrado_por: PersonRefDto | null;
  fecha_pago: string;
}

/** GET /partidos/{id}/pagos/estadisticas (organisers): the management panel. */
export interface PagoEstadisticasDto {
  total_jugadores: number;
  pagos_aprobados: number;
  /** Pendiente: no receipt yet */
  pagos_pendientes: number;
  /** Validando: receipt uploaded, waiting for review */
  pagos_validando: number;
  pagos_rechazados: number;
  monto_total_recaudado: number;
  monto_esperado: number;
  monto_arriendo: number;
  /**
   * added by the server (always sent): what the local team pays (the rent, half of it when the rival pays 50 %, or
   * the agreed local amount); porcentaje_recaudado is measured against it
   */
  monto_local?: number;
  /** added by the server (always sent) */
  monto_por_jugador?: number;
  /** collected over rent (spec 2 §4), 0-100 */
  porcentaje_recaudado: number;
  /** approved over total players */
  porcentaje_aprobados: number;
  /** receipts (approved + validating + rejected) over total players */
  porcentaje_comprobantes: number;
  detallesPagos: PagoJugadorDto[];
  pagos_arriendo: PagoArriendoDto[];
}

/** GET /clubes/{id}/finanzas */
export interface FinanzasResumenDto { totalRecaudado: number; totalGastado: number; balance: number; pagosPendientes: number }

export interface MovimientoDto {
  concepto: string;
  tipo: 'ingreso' | 'egreso';
  monto: number;
  fecha: string;
  descripcion: string;
  partido_id: string | null;
  /** added by the server (always sent): the payment's id, a stable list key */
  _id?: string;
}

/** GET /clubes/{id}/balance */
export interface BalanceDto { totalIngresos: number; totalEgresos: number; balanceNeto: number; movimientos: MovimientoDto[] }

/** GET /clubes/{id}/comprobantes-arriendo (list) */
export interface ComprobanteArriendoDto {
  _id: string;
  fecha_pago: string;
  partido: { _id: string; fecha: string; hora: string | null };
  lugar: { nombre: string; cancha: string | null } | null;
  monto: number;
  metodo_pago: string;
  estado: 'pendiente' | 'aprobado' | 'rechazado';
  comprobante_url: string | null;
  comprobante_tipo: 'imagen' | 'pdf' | null;
}

/** GET /clubes/{id}/moderacion/comprobantes-pendientes: receipts waiting for validation (the 'Validar pagos' tab). */
export interface ComprobantePendienteDto {
  partido_id: string;
  usuario: PagadorDto;
  partido: { fecha: string; hora: string | null; lugar: string | null };
  /** comprobante_url: added by the server (always sent), the signed URL of the receipt to review */
  pago: { _id: string; monto: number; metodo_pago: string | null; estado: EstadoPago; fecha_subida: string | null; comprobante_url?: string | null };
}

/** GET /admin/pagos (spec 3 §3 "Pago (admin view)"): player payments and rent payments ('Pago Arriendo'). */
export interface AdminPagoDto {
  _id: string;
  tipo_pago: 'jugador' | 'arriendo';
  usuario_id: PersonRefDto | null;
  registrado_por: PersonRefDto | null;
  partido_id: string;
  fecha_partido: string;
  hora_partido: string | null;
  club_id: { _id: string; nombre: string };
  creador_partido: PersonRefDto | null;
  monto: number;
  metodo_pago: string | null;
  /** null for a rent payment */
  estado: EstadoPago | null;
  tiempo_desde_finalizacion: { dias: number; horas: number } | null;
  fecha_pago: string | null;
  fecha_subida: string | null;
  referencia: string | null;
  notas: string | null;
  notas_rechazo: string | null;
  comprobante_url: string | null;
  comprobante_tipo: 'imagen' | 'pdf' | null;
}

export interface AdminPagosListDto { pagos: AdminPagoDto[]; pagination: Pagination }
