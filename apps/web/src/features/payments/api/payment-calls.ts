import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminPagosListDto, BalanceDto, ComprobanteArriendoDto, ComprobantePendienteDto, FinanzasResumenDto, MiPagoDto, PagoArriendoDto,
  PagoArriendoInput, PagoEstadisticasDto, PagoJugadorDto, RechazarPagoInput, ValidarPagoInput,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { matchKeys } from '../../matches/api/match-calls';

// Payment and club finance calls (docs/product/payments.md), with the spec's fallback messages.

export const paymentKeys = {
  all: ['pagos'] as const,
  mine: (partidoId: string) => ['pagos', 'mi-pago', partidoId] as const,
  stats: (partidoId: string) => ['pagos', 'estadisticas', partidoId] as const,
  finance: (clubId: string) => ['pagos', 'finanzas', clubId] as const,
  rent: (clubId: string) => ['pagos', 'comprobantes-arriendo', clubId] as const,
  balance: (clubId: string) => ['pagos', 'balance', clubId] as const,
  pending: (clubId: string) => ['pagos', 'pendientes', clubId] as const,
  admin: (params: object) => ['pagos', 'admin', params] as const,
  // the receipts inbox and its count live under 'pagos': every upload and decision below refreshes them
  inbox: (page: number, limit: number) => ['pagos', 'por-validar', page, limit] as const,
  inboxTotal: ['pagos', 'por-validar-total'] as const,
};

export const useMiPago = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.mine(partidoId),
    queryFn: () => request<MiPagoDto>({ url: `/partidos/${partidoId}/pagos/mi-pago` }, 'Error al obtener el pago'),
    enabled,
  });

export const usePagoEstadisticas = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.stats(partidoId),
    queryFn: () => request<PagoEstadisticasDto>({ url: `/partidos/${partidoId}/pagos/estadisticas` }, 'Error al obtener estadísticas'),
    enabled,
  });

/** Payments changed: the player's own, the organiser's panel, the match (validated flags) and the club finance. */
async function refresh(partidoId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: matchKeys.detail(partidoId) }),
  ]);
}

export async function subirComprobante(partidoId: string, file: File) {
  const fd = new FormData();
  fd.append('comprobante', file);
  const r = await requestWithMessage<{ pago: PagoJugadorDto }, FormData>({ method: 'POST', url: `/partidos/${partidoId}/pagos/subir`, data: fd }, 'Error al subir el comprobante');
  await refresh(partidoId);
  return r;
}

export async function validarPago(partidoId: string, usuarioId: string, notas?: string) {
  const r = await requestWithMessage<unknown, ValidarPagoInput>(
    { method: 'PUT', url: `/partidos/${partidoId}/pagos/${usuarioId}/validar`, data: { accion: 'aprobar', ...(notas ? { notas } : {}) } },
    'Error al validar pago',
  );
  await refresh(partidoId);
  return r;
}

export async function rechazarPago(partidoId: string, usuarioId: string, motivo: string) {
  const r = await requestWithMessage<unknown, RechazarPagoInput>({ method: 'PUT', url: `/partidos/${partidoId}/pagos/${usuarioId}/rechazar`, data: { motivo } }, 'Error al rechazar pago');
  await refresh(partidoId);
  return r;
}

export async function eliminarJugador(partidoId: string, usuarioId: string) {
  const r = await requestWithMessage<unknown>({ method: 'DELETE', url: `/partidos/${partidoId}/pagos/eliminar-jugador/${usuarioId}` }, 'Error al eliminar jugador');
  await Promise.all([refresh(partidoId), queryClient.invalidateQueries({ queryKey: matchKeys.all })]);
  return r;
}

/** Multipart: the fields of pagoArriendoSchema travel as text beside the receipt. */
export async function registrarArriendo(partidoId: string, v: PagoArriendoInput & { comprobante: File }) {
  const fd = new FormData();
  fd.append('monto', String(v.monto));
  fd.append('metodo_pago', v.metodo_pago);
  if (v.referencia) fd.append('referencia', v.referencia);
  if (v.notas) fd.append('notas', v.notas);
  fd.append('comprobante', v.comprobante);
  const r = await requestWithMessage<PagoArriendoDto, FormData>({ method: 'POST', url: `/partidos/${partidoId}/pagos/arriendo`, data: fd }, 'Error al registrar pago de arriendo');
  await refresh(partidoId);
  return r;
}

export const useFinanzas = (clubId: string) =>
  useQuery({ queryKey: paymentKeys.finance(clubId), queryFn: () => request<FinanzasResumenDto>({ url: `/clubes/${clubId}/finanzas` }, 'Error al cargar resumen financiero') });

export const useComprobantesArriendo = (clubId: string) =>
  useQuery({ queryKey: paymentKeys.rent(clubId), queryFn: () => request<ComprobanteArriendoDto[]>({ url: `/clubes/${clubId}/comprobantes-arriendo` }, 'Error al cargar comprobantes de arriendo') });

export const useBalance = (clubId: string) =>
  useQuery({ queryKey: paymentKeys.balance(clubId), queryFn: () => request<BalanceDto>({ url: `/clubes/${clubId}/balance` }, 'Error al cargar balance del club') });

export const useComprobantesPendientes = (clubId: string) =>
  useQuery({
    queryKey: paymentKeys.pending(clubId),
    queryFn: () => request<ComprobantePendienteDto[]>({ url: `/clubes/${clubId}/moderacion/comprobantes-pendientes` }, 'Error al cargar panel de moderación'),
  });

export const useAdminPagos = (params: { page: number; limit: number; estado?: string; club_id?: string }) =>
  useQuery({
    queryKey: paymentKeys.admin(params),
    queryFn: () => request<AdminPagosListDto>({ url: '/admin/pagos', params }, 'Error al cargar los pagos'),
    placeholderData: keepPreviousData,
  });
