import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MSG } from '@partidos/shared';
import type {
  AceptarInvitacionDto, AceptarInvitacionInput, AuthResult, InvitacionDto, InvitacionesListDto, InvitacionesMultiplesDto,
  InvitarJugadorInput, InvitarMultiplesInput, JoinByInvitationInput, JugadoresDisponiblesDto, JugadoresSugeridosDto, LinkInvitacionDto,
  LinkInvitacionInput, RegisterInput, UnirsePorLinkDto, UnirsePorLinkInput, ValidarInvitacionDto,
} from '@partidos/shared';
import { ApiError, request, requestWithMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { matchKeys } from '../../matches/api/match-calls';

// Invitation calls (docs/product/invitations.md), with the spec's fallback messages.

export const invitationKeys = {
  all: ['invitaciones'] as const,
  list: (tipo: 'pendientes' | 'enviadas' | 'historial', params: object) => ['invitaciones', tipo, params] as const,
  disponibles: (partidoId: string, busqueda: string) => ['invitaciones', 'disponibles', partidoId, busqueda] as const,
  sugeridos: (partidoId: string) => ['invitaciones', 'sugeridos', partidoId] as const,
  link: (partidoId: string) => ['invitaciones', 'link', partidoId] as const,
  validar: (codigo: string) => ['invitaciones', 'validar', codigo] as const,
};

export const useInvitaciones = (tipo: 'pendientes' | 'enviadas' | 'historial', params: { page: number; partido_id?: string }, enabled = true) =>
  useQuery({
    queryKey: invitationKeys.list(tipo, params),
    queryFn: () =>
      request<InvitacionesListDto>({ url: `/invitaciones/${tipo}`, params }, tipo === 'pendientes' ? 'Error al obtener invitaciones pendientes' : 'Error al cargar las invitaciones'),
    placeholderData: keepPreviousData,
    enabled,
  });

async function refresh(partidoId?: string) {
  await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
  if (partidoId) await queryClient.invalidateQueries({ queryKey: matchKeys.detail(partidoId) });
  await queryClient.invalidateQueries({ queryKey: matchKeys.all });
}

export async function aceptarInvitacion(id: string, listaEspera = false) {
  const r = await requestWithMessage<AceptarInvitacionDto, AceptarInvitacionInput>(
    { method: 'PUT', url: `/invitaciones/${id}/aceptar`, data: { lista_espera: listaEspera } },
    MSG.errorResponderInvitacion,
  );
  await refresh(r.data.partido?._id);
  return r;
}

export async function rechazarInvitacion(id: string) {
  const r = await requestWithMessage<InvitacionDto>({ method: 'PUT', url: `/invitaciones/${id}/rechazar` }, MSG.errorResponderInvitacion);
  await refresh();
  return r;
}

export async function cancelarInvitacion(id: string) {
  const r = await requestWithMessage<InvitacionDto>({ method: 'DELETE', url: `/invitaciones/${id}` }, 'Error al cancelar invitación');
  await refresh();
  return r;
}

export async function invitarJugador(partidoId: string, usuario_invitado_id: string, mensaje_personalizado?: string) {
  const r = await requestWithMessage<InvitacionDto, InvitarJugadorInput>(
    { method: 'POST', url: `/partidos/${partidoId}/invitaciones`, data: { usuario_invitado_id, ...(mensaje_personalizado ? { mensaje_personalizado } : {}) } },
    'Error al invitar usuario',
  );
  await refresh();
  return r;
}

export async function invitarMultiples(partidoId: string, usuariosIds: string[], mensaje_personalizado?: string) {
  const r = await requestWithMessage<InvitacionesMultiplesDto, InvitarMultiplesInput>(
    { method: 'POST', url: `/partidos/${partidoId}/invitaciones/multiples`, data: { usuariosIds, ...(mensaje_personalizado ? { mensaje_personalizado } : {}) } },
    'Error al invitar usuarios',
  );
  await refresh();
  return r;
}

export const useJugadoresDisponibles = (partidoId: string, busqueda: string, enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.disponibles(partidoId, busqueda),
    queryFn: () => request<JugadoresDisponiblesDto>({ url: `/partidos/${partidoId}/jugadores-disponibles`, params: { busqueda, limit: 20 } }, 'Error al buscar jugadores'),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useJugadoresSugeridos = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.sugeridos(partidoId),
    queryFn: () => request<JugadoresSugeridosDto>({ url: `/partidos/${partidoId}/jugadores-sugeridos` }, 'Error al obtener jugadores sugeridos'),
    enabled,
  });

/** The caller's link for the match; null when there is none yet (the server's 404 'LINK_NO_EXISTE'). */
export const useLinkInvitacion = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.link(partidoId),
    queryFn: () => request<LinkInvitacionDto>({ url: `/partidos/${partidoId}/link-invitacion` }, 'Error al obtener información del link')
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'LINK_NO_EXISTE') return null;
        throw e;
      }),
    enabled,
  });

/** The link's settings; POST and PUT send them as `{ configuracion }`. */
export type LinkConfig = LinkInvitacionInput;
type LinkBody = { configuracion: LinkConfig };

export async function generarLink(partidoId: string, configuracion: LinkConfig = {}) {
  const r = await requestWithMessage<LinkInvitacionDto, LinkBody>({ method: 'POST', url: `/partidos/${partidoId}/link-invitacion`, data: { configuracion } }, 'Error al generar link de invitación');
  queryClient.setQueryData(invitationKeys.link(partidoId), r.data);
  return r;
}

export async function actualizarLink(partidoId: string, configuracion: LinkConfig) {
  const r = await requestWithMessage<LinkInvitacionDto, LinkBody>({ method: 'PUT', url: `/partidos/${partidoId}/link-invitacion`, data: { configuracion } }, 'Error al actualizar link de invitación');
  queryClient.setQueryData(invitationKeys.link(partidoId), r.data);
  return r;
}

export async function desactivarLink(partidoId: string) {
  const r = await requestWithMessage<null>({ method: 'DELETE', url: `/partidos/${partidoId}/link-invitacion` }, 'Error al desactivar link');
  queryClient.setQueryData(invitationKeys.link(partidoId), null);
  return r;
}

export const useValidarInvitacion = (codigo: string) =>
  useQuery({
    queryKey: invitationKeys.validar(codigo),
    queryFn: () => request<ValidarInvitacionDto>({ url: `/partidos/validar-invitacion/${codigo}` }, 'Error al validar código de invitación'),
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
  });

export async function unirsePorLink(codigo: string, listaEspera = false) {
  const r = await requestWithMessage<UnirsePorLinkDto, UnirsePorLinkInput>(
    { method: 'POST', url: `/partidos/unirse/${codigo}`, data: { lista_espera: listaEspera } },
    'Error al unirse por link',
  );
  // the landing's and the club step's view of the link (mi_estado, the places taken) changed with it
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
    queryClient.invalidateQueries({ queryKey: invitationKeys.validar(codigo) }),
  ]);
  return r;
}

export const unirseClubInvitacion = (clubId: string, codigoInvitacion: string) =>
  requestWithMessage<{ requiere_aprobacion?: boolean; unido?: boolean } & Record<string, unknown>, JoinByInvitationInput>(
    { method: 'POST', url: `/clubes/${clubId}/unirse-invitacion`, data: { codigoInvitacion } },
    'Error al solicitar unirse al club',
  );

export const registrarConInvitacion = (body: RegisterInput) =>
  requestWithMessage<AuthResult, RegisterInput>({ method: 'POST', url: '/auth/register', data: body }, 'Error al registrar usuario');

