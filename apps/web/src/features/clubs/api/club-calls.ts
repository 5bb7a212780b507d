import { useQuery } from '@tanstack/react-query';
import type {
  ChangeRoleInput, CreateClubInput, JoinByCodeInput, PaymentAccountInput, RejectJoinRequestInput, SetActiveClubInput, TransferOwnershipInput,
  UpdateClubInput, UserDto,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { ME_KEY } from '../../profile/api/profile-calls';
import type { JoinClubResultDto, ModerationHistoryDto, PublicClubInfoDto, PublicClubJoinResultDto } from '@partidos/shared';
import type { ClubDetail, ClubSummary, JoinRequest, LeaveCheck, PaymentAccount } from './types';

// Calls of the club API (docs/product/clubs.md), with the spec's fallback messages.

export const clubKeys = {
  all: ['clubes'] as const,
  mine: ['clubes', 'mis-clubes'] as const,
  detail: (id: string) => ['clubes', id] as const,
  requests: (id: string) => ['clubes', id, 'solicitudes'] as const,
  accounts: (id: string) => ['clubes', id, 'cuentas-pago'] as const,
  history: (id: string, params: object) => ['clubes', id, 'historial', params] as const,
  leave: (id: string) => ['clubes', id, 'verificar-salida'] as const,
  publicInfo: ['clubes', 'publico'] as const,
};

export const useMyClubs = () =>
  useQuery({ queryKey: clubKeys.mine, queryFn: () => request<ClubSummary[]>({ url: '/clubes/mis-clubes' }, 'Error al obtener clubes') });

export const useClub = (id: string) =>
  useQuery({ queryKey: clubKeys.detail(id), queryFn: () => request<ClubDetail>({ url: `/clubes/${id}` }, 'Error al obtener club') });

/** After a change of membership, the user (with their clubs) and every club list are stale. */
export async function refreshMembership() {
  const user = await request<UserDto>({ url: '/auth/me' }, 'Error al obtener usuario');
  session.setUser(user);
  queryClient.setQueryData(ME_KEY, user);
  await queryClient.invalidateQueries({ queryKey: clubKeys.all });
  return user;
}

/** Sets the active club on the server and here; every club-scoped screen refetches. */
export async function activateClub(clubId: string) {
  const user = await request<UserDto, SetActiveClubInput>({ method: 'PUT', url: '/auth/club-activo', data: { club_id: clubId } }, 'Error al cambiar de club');
  session.setUser(user);
  session.setActiveClub(clubId);
  queryClient.setQueryData(ME_KEY, user);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
  return user;
}

export const createClub = (body: CreateClubInput) =>
  requestWithMessage<ClubDetail, CreateClubInput>({ method: 'POST', url: '/clubes', data: body }, 'Error al crear el club');

export const updateClub = (id: string, body: UpdateClubInput) =>
  requestWithMessage<ClubDetail, UpdateClubInput>({ method: 'PUT', url: `/clubes/${id}`, data: body }, 'Error al actualizar el club');

export async function uploadClubLogo(id: string, file: File) {
  const fd = new FormData();
  fd.append('logo', file);
  return request<{ logo_url: string }, FormData>({ method: 'POST', url: `/clubes/${id}/logo`, data: fd }, 'Error al subir el logo');
}

export const joinByCode = (codigo_invitacion: string, mensaje?: string) =>
  requestWithMessage<JoinClubResultDto, JoinByCodeInput>(
    { method: 'POST', url: '/clubes/solicitar-ingreso', data: { codigo_invitacion, ...(mensaje ? { mensaje } : {}) } },
    'Error al unirse con código',
  );

export const usePublicClubInfo = () =>
  useQuery({
    queryKey: clubKeys.publicInfo,
    queryFn: () => request<PublicClubInfoDto>({ url: '/clubes/publico/info' }, 'Error al obtener información del club público'),
  });

export const joinPublicClub = () =>
  requestWithMessage<PublicClubJoinResultDto>({ method: 'POST', url: '/clubes/publico/unirse' }, 'Error al unirse al club público');

export const useJoinRequests = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: clubKeys.requests(id),
    enabled,
    queryFn: () => request<JoinRequest[]>({ url: `/clubes/${id}/solicitudes`, params: { estado: 'Pendiente' } }, 'Error al cargar las solicitudes'),
  });

export const approveRequest = (id: string, requestId: string) =>
  requestWithMessage<unknown>({ method: 'PUT', url: `/clubes/${id}/solicitudes/${requestId}/aprobar` }, 'Error al aprobar solicitud');

export const rejectRequest = (id: string, requestId: string, notas_rechazo: string) =>
  requestWithMessage<unknown, RejectJoinRequestInput>({ method: 'PUT', url: `/clubes/${id}/solicitudes/${requestId}/rechazar`, data: { notas_rechazo } }, 'Error al rechazar solicitud');

export const changeRole = (id: string, userId: string, rol: ChangeRoleInput['rol']) =>
  requestWithMessage<unknown, ChangeRoleInput>({ method: 'PUT', url: `/clubes/${id}/miembros/${userId}/rol`, data: { rol } }, 'Error al cambiar rol');

export const expelMember = (id: string, userId: string) =>
  requestWithMessage<unknown>({ method: 'DELETE', url: `/clubes/${id}/miembros/${userId}` }, 'Error al expulsar miembro');

export const transferOwnership = (id: string, usuario_id: string) =>
  requestWithMessage<unknown, TransferOwnershipInput>({ method: 'POST', url: `/clubes/${id}/transferir-propiedad`, data: { usuario_id } }, 'Error al transferir la propiedad');

export const regenerateCode = (id: string) =>
  requestWithMessage<{ codigo_invitacion: string }>({ method: 'POST', url: `/clubes/${id}/regenerar-codigo` }, 'Error al regenerar código');

export const checkLeave = (id: string) => request<LeaveCheck>({ url: `/clubes/${id}/verificar-salida` }, 'Error al verificar información de salida');

export const leaveClub = (id: string) =>
  requestWithMessage<{ partidos_abandonados: number }>({ method: 'POST', url: `/clubes/${id}/salir` }, 'Error al salir del club');

export const usePaymentAccounts = (id: string) =>
  useQuery({ queryKey: clubKeys.accounts(id), queryFn: () => request<PaymentAccount[]>({ url: `/clubes/${id}/cuentas-pago` }, 'Error al cargar cuentas de pago') });

export const savePaymentAccount = (id: string, body: PaymentAccountInput, accountId?: string) =>
  requestWithMessage<PaymentAccount, PaymentAccountInput>(
    accountId
      ? { method: 'PUT', url: `/clubes/${id}/cuentas-pago/${accountId}`, data: body }
      : { method: 'POST', url: `/clubes/${id}/cuentas-pago`, data: body },
    accountId ? 'Error al guardar cuenta' : 'Error al agregar cuenta de pago',
  );

export const deletePaymentAccount = (id: string, accountId: string) =>
  requestWithMessage<unknown>({ method: 'DELETE', url: `/clubes/${id}/cuentas-pago/${accountId}` }, 'Error al eliminar cuenta');

export interface HistoryParams { page: number; limit: number; tipo?: string; fecha_inicio?: string; fecha_fin?: string }

export const useModerationHistory = (id: string, params: HistoryParams, enabled: boolean) =>
  useQuery({
    queryKey: clubKeys.history(id, params),
    enabled,
    placeholderData: (prev) => prev,
    queryFn: async () => {
      const data = await request<ModerationHistoryDto>({ url: `/clubes/${id}/moderacion/historial`, params }, 'Error al cargar el historial de moderación');
      return { items: data.historial, pagination: data.pagination };
    },
  });
