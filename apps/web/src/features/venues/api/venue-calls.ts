import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { api, type ApiBody, type ApiQuery } from '../../../lib/api-client';
import { useActiveClub } from '../../../lib/active-club';

// Venue calls (docs/product/venues.md), with the spec's fallback messages. Typed from the OpenAPI document through
// lib/api-client (docs/decisions/0089): each answer's type is the document's.

export const venueKeys = {
  all: ['lugares'] as const,
  list: (clubId: string | undefined, params: object) => ['lugares', 'lista', clubId, params] as const,
  detail: (id: string) => ['lugares', 'detalle', id] as const,
  selector: (clubId: string | undefined, busqueda: string) => ['lugares', 'selector', clubId, busqueda] as const,
  popular: (clubId: string | undefined) => ['lugares', 'populares', clubId] as const,
  stats: (clubId: string | undefined) => ['lugares', 'estadisticas', clubId] as const,
  requests: (params: object) => ['lugares', 'solicitudes', params] as const,
};

export type LugaresParams = Pick<ApiQuery<'get', '/lugares'>, 'busqueda' | 'estado_validacion'> & { page: number };

export function useLugares(params: LugaresParams) {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.list(club?.club_id, params),
    queryFn: () => api.get('/lugares', { params: { query: params } }, 'Error al obtener lugares'),
    placeholderData: keepPreviousData,
  });
}

export const useLugar = (id: string) =>
  useQuery({
    queryKey: venueKeys.detail(id),
    queryFn: () => api.get('/lugares/{id}', { params: { path: { id } } }, 'Error al obtener lugar'),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });

export function useLugaresSelector(busqueda = '') {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.selector(club?.club_id, busqueda),
    queryFn: () => api.get('/lugares/selector', { params: { query: busqueda ? { busqueda } : {} } }, 'Error al obtener lugares'),
    placeholderData: keepPreviousData,
  });
}

export function useLugaresPopulares(limite = 10) {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.popular(club?.club_id),
    queryFn: () => api.get('/lugares/populares', { params: { query: { limite } } }, 'Error al obtener lugares populares'),
  });
}

export function useLugaresEstadisticas() {
  const club = useActiveClub();
  return useQuery({
    queryKey: venueKeys.stats(club?.club_id),
    queryFn: () => api.get('/lugares/estadisticas', {}, 'Error al obtener estadísticas de lugares'),
  });
}

export const createLugar = (body: ApiBody<'post', '/lugares'>) =>
  api.withMessage.post('/lugares', { body }, 'Error al crear el lugar');

export const updateLugar = (id: string, body: ApiBody<'put', '/lugares/{id}'>) =>
  api.withMessage.put('/lugares/{id}', { params: { path: { id } }, body }, 'Error al actualizar el lugar');

export const validarLugar = (id: string, accion: 'aprobar' | 'rechazar', notas: string) =>
  api.withMessage.put(
    '/lugares/{id}/validar',
    { params: { path: { id } }, body: { accion, notas } },
    accion === 'aprobar' ? 'Error al aprobar el lugar' : 'Error al rechazar el lugar',
  );

export const solicitarValidacion = (lugar_id: string, razon: string) =>
  api.withMessage.post('/solicitudes-validacion-lugares', { body: { lugar_id, razon } }, 'Error al enviar la solicitud de validación');

export type SolicitudesValidacionParams = ApiQuery<'get', '/solicitudes-validacion-lugares'> & { page: number; limit: number };

export const useSolicitudesValidacion = (params: SolicitudesValidacionParams) =>
  useQuery({
    queryKey: venueKeys.requests(params),
    queryFn: () => api.get('/solicitudes-validacion-lugares', { params: { query: params } }, 'Error al cargar las solicitudes'),
    placeholderData: keepPreviousData,
  });

export const procesarSolicitud = (id: string, accion: 'aprobar' | 'rechazar', comentarios_admin: string) =>
  api.withMessage.put(
    '/solicitudes-validacion-lugares/{id}/procesar',
    { params: { path: { id } }, body: { accion, comentarios_admin } },
    'Error al procesar la solicitud',
  );
