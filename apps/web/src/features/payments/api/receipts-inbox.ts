import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { POR_VALIDAR_PAGE_SIZE, canManageClub, isAdmin, type ComprobantesPorValidarDto, type TotalPorValidarDto } from '@partidos/shared';
import { request } from '../../../lib/api';
import { earlyStart } from '../../../lib/early-start';
import { useSession } from '../../../lib/session';
import { paymentKeys, validarPago } from './payment-calls';

// 'Pagos por validar' (docs/decisions/0035): the receipts inbox across the clubs the user manages.

/** The badge's light poll: a receipt uploaded on another phone shows up within a minute. */
const TOTAL_POLL_MS = 60_000;

/** Creador or Moderador of at least one club, or a platform administrador: who has an inbox. */
export function useManagesAnyClub(): boolean {
  const { user } = useSession();
  if (!user) return false;
  return isAdmin(user) || user.clubes.some((c) => canManageClub(user, c.rol));
}

export const usePorValidar = (page: number, limit = POR_VALIDAR_PAGE_SIZE) =>
  useQuery({
    queryKey: paymentKeys.inbox(page, limit),
    queryFn: () => request<ComprobantesPorValidarDto>({ url: '/pagos/por-validar', params: { page, limit } }, 'Error al cargar los comprobantes por validar'),
    placeholderData: keepPreviousData,
    // the list is a work queue: when the tab comes back, show what is still waiting
    refetchOnWindowFocus: true,
  });

/** The count for the menu badge and the home card; off for people who manage no club. */
export const useTotalPorValidar = (enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.inboxTotal,
    queryFn: () => request<TotalPorValidarDto>({ url: '/pagos/por-validar/total' }, 'Error al cargar los comprobantes por validar'),
    enabled,
    ...earlyStart<TotalPorValidarDto>('/pagos/por-validar/total'),
    refetchInterval: TOTAL_POLL_MS,
    refetchOnWindowFocus: true,
    select: (d) => d.total,
  });

/**
 * 'Aprobar' from the inbox: one tap, no confirmation (docs/decisions/0035). The existing PUT …/validar; it refreshes
 * every 'pagos' query (the inbox, its count, the match's panel) before it resolves.
 */
export const useApproveReceipt = () =>
  useMutation({
    mutationFn: (v: { partidoId: string; usuarioId: string }) => validarPago(v.partidoId, v.usuarioId),
  });
