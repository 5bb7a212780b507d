import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CreateLugarInput, LugarDetailDto, LugarDto, LugarPopularDto, LugarSelectorDto, LugaresEstadisticasDto, LugaresListDto, ProcesarSolicitudInput,
  SolicitudValidacionDto, SolicitudValidacionInput, SolicitudesListDto, UpdateLugarInput, ValidarLugarInput,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { useActiveClub } from '../../../lib/active-club';

// Venue calls (docs/product/venues.md), with the spec's fallback messages.

export const venueKeys = {
  all: ['lugares'] as const,
  list: (clubId: string | undefined, params: object) => ['lugares', 'lista', clubId, params] as const,
  detail: (id: string) => ['lugares', 'detalle', id] as const,
  selector: (clubId: string | undefined, busqueda: string) => ['lugares', 'selector', clubId, busqueda] as const,
  popular: (clubId: string | undefined) => ['lugares', 'populares', clubId] as const,
  stats: (clubId: string | undefined) => ['lugares', 'estadisticas', clubId] as const,
  requests: (params: object) => ['lugares', 'solicitudes', params] as const,
};

export interface LugaresParams { busqueda?: string; estado_validacion?: string; page: number }

export function useLugares(params: LugaresParams) {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.list(club?.club_id, params),
    queryFn: () => request<LugaresListDto>({ url: '/lugares', params }, 'Error al obtener lugares'),
    placeholderData: keepPreviousData,
  });
}

export const useLugar = (id: string) =>
  useQuery({
    queryKey: venueKeys.detail(id),
    queryFn: () => request<LugarDetailDto>({ url: `/lugares/${id}` }, 'Error al obtener lugar'),
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
  });

export function useLugaresSelector(busqueda = '') {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.selector(club?.club_id, busqueda),
    queryFn: () => request<LugarSelectorDto[]>({ url: '/lugares/selector', params: busqueda ? { busqueda } : {} }, 'Error al obtener lugares'),
    placeholderData: keepPreviousData,
  });
}

export function useLugaresPopulares(limite = 10) {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.popular(club?.club_id),
    queryFn: () => request<LugarPopularDto[]>({ url: '/lugares/populares', params: { limite } }, 'Error al obtener lugares populares'),
  });
}

export function useLugaresEstadisticas() {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.stats(club?.club_id),
    queryFn: () => request<LugaresEstadisticasDto>({ url: '/lugares/estadisticas' }, 'Error al obtener estadísticas de lugares'),
  });
}

export const createLugar = (body: CreateLugarInput) =>
  requestWithMessage<LugarDto, CreateLugarInput>({ method: 'POST', url: '/lugares', data: body }, 'Error al crear el lugar');

export const updateLugar = (id: string, body: UpdateLugarInput) =>
  requestWithMessage<LugarDto, UpdateLugarInput>({ method: 'PUT', url: `/lugares/${id}`, data: body }, 'Error al actualizar el lugar');

export const validarLugar = (id: string, accion: 'aprobar' | 'rechazar', notas: string) =>
  requestWithMessage<LugarDto, ValidarLugarInput>(
    { method: 'PUT', url: `/lugares/${id}/validar`, data: { accion, notas } },
    accion === 'aprobar' ? 'Error al aprobar el lugar' : 'Error al rechazar el lugar',
  );

export const solicitarValidacion = (lugar_id: string, razon: string) =>
  requestWithMessage<SolicitudValidacionDto, SolicitudValidacionInput>(
    { method: 'POST', url: '/solicitudes-validacion-lugares', data: { lugar_id, razon } },
    'Error al enviar la solicitud de validación',
  );

export const useSolicitudesValidacion = (params: { estado?: string; page: number; limit: number }) =>
  useQuery({
    queryKey: venueKeys.requests(params),
    queryFn: () => request<SolicitudesListDto>({ url: '/solicitudes-validacion-lugares', params }, 'Error al cargar las solicitudes'),
    placeholderData: keepPreviousData,
  });

export const procesarSolicitud = (id: string, accion: 'aprobar' | 'rechazar', comentarios_admin: string) =>
  requestWithMessage<SolicitudValidacionDto, ProcesarSolicitudInput>(
    { method: 'PUT', url: `/solicitudes-validacion-lugares/${id}/procesar`, data: { accion, comentarios_admin } },
    'Error al procesar la solicitud',
  );
