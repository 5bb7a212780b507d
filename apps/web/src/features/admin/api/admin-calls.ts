import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminClubDetailDto, AdminClubesListDto, AdminPartidosIncompletosDto, AdminStatsDto, CanceladosIncompletosDto, AdminDeleteClubResultDto, AdminMembresiaDto, AdminUsuarioDto, AdminUsuariosListDto,
  AdminPartidoDetailDto, AdminPartidosListDto, EstadoPartido, TipoUsuario, AdminActiveClubInput, AdminChangeTypeInput, AdminCreateUserInput,
  AdminEstadoPartidoInput, AdminUpdateUserInput, AdminUserClubsInput,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';

/** Query keys of the administration screens. */
export const adminKeys = {
  all: ['admin'] as const,
  usuarios: (p: object) => ['admin', 'usuarios', p] as const,
  usuarioClubes: (id: string) => ['admin', 'usuarios', id, 'clubes'] as const,
  clubes: (p: object) => ['admin', 'clubes', p] as const,
  club: (id: string, p: object) => ['admin', 'club', id, p] as const,
};

const clean = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== ''));

export interface AdminUsuariosParams { page: number; limit: number; search?: string; tipo_usuario?: string; nivel_habilidad?: string; club_activo_id?: string }
export const useAdminUsuarios = (p: AdminUsuariosParams) =>
  useQuery({
    queryKey: adminKeys.usuarios(p),
    queryFn: () => request<AdminUsuariosListDto>({ url: '/admin/users', params: clean({ ...p }) }, 'Error al cargar usuarios del sistema'),
    placeholderData: keepPreviousData,
  });

export interface AdminClubesParams { page: number; limit: number; search?: string; tipo?: string }
export const useAdminClubes = (p: AdminClubesParams) =>
  useQuery({
    queryKey: adminKeys.clubes(p),
    queryFn: () => request<AdminClubesListDto>({ url: '/admin/clubes', params: clean({ ...p }) }, 'Error al cargar los clubes'),
    placeholderData: keepPreviousData,
  });

export const useAdminClub = (id: string | null, p: { page: number; limit: number }) =>
  useQuery({
    queryKey: adminKeys.club(id ?? '', p),
    queryFn: () => request<AdminClubDetailDto>({ url: `/admin/clubes/${id}`, params: p }, 'Error al cargar los clubes'),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });

export const useAdminUsuarioClubes = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.usuarioClubes(id ?? ''),
    queryFn: () => request<{ clubes: AdminMembresiaDto[] } | AdminMembresiaDto[]>({ url: `/admin/users/${id}/clubes` }, 'Error al obtener clubes del usuario'),
    enabled: !!id,
    select: (d) => (Array.isArray(d) ? d : d.clubes),
  });

export const adminCalls = {
  cambiarRol: (id: string, tipo_usuario: TipoUsuario) =>
    requestWithMessage<AdminUsuarioDto, AdminChangeTypeInput>({ method: 'PUT', url: `/admin/users/${id}/type`, data: { tipo_usuario } }, 'Error al cambiar rol del usuario'),
  actualizar: (id: string, body: AdminUpdateUserInput) =>
    requestWithMessage<AdminUsuarioDto, AdminUpdateUserInput>({ method: 'PUT', url: `/admin/users/${id}`, data: body }, 'Error al actualizar el usuario'),
  crear: (body: AdminCreateUserInput) =>
    requestWithMessage<AdminUsuarioDto, AdminCreateUserInput>({ method: 'POST', url: '/admin/users', data: body }, 'Error al crear el usuario'),
  eliminar: (id: string) => requestWithMessage<unknown>({ method: 'DELETE', url: `/admin/users/${id}` }, 'Error al eliminar el usuario'),
  guardarClubes: (id: string, clubes: AdminUserClubsInput['clubes']) =>
    requestWithMessage<unknown, AdminUserClubsInput>({ method: 'PUT', url: `/admin/users/${id}/clubes`, data: { clubes } }, 'Error al actualizar los clubes del usuario'),
  clubActivo: (id: string, club_activo_id: string) =>
    requestWithMessage<unknown, AdminActiveClubInput>({ method: 'PUT', url: `/admin/users/${id}/club-activo`, data: { club_activo_id } }, 'Error al cambiar el club activo'),
  eliminarClub: (id: string) =>
    requestWithMessage<AdminDeleteClubResultDto>({ method: 'DELETE', url: `/admin/clubes/${id}` }, 'Error al eliminar el club'),
};

export const useAdminStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => request<AdminStatsDto>({ url: '/admin/stats' }, 'Error al cargar estadísticas del sistema'),
  });

/** The cancelled-for-incomplete summary: the card fails silently, so no retries. */
export const useCanceladosIncompletos = () =>
  useQuery({
    queryKey: ['admin', 'cancelados-incompletos'],
    queryFn: () => request<CanceladosIncompletosDto>({ url: '/admin/estadisticas/cancelados-incompletos' }, 'Error al cargar estadísticas'),
    retry: false,
  });

export const useAdminIncompletos = (p: { page: number; limit: number }) =>
  useQuery({
    queryKey: ['admin', 'incompletos', p],
    queryFn: () => request<AdminPartidosIncompletosDto>({ url: '/admin/partidos/incompletos', params: p }, 'Error al cargar partidos incompletos'),
    placeholderData: keepPreviousData,
  });

export interface AdminPartidosParams { page: number; limit: number; search?: string; estado_partido?: string; club_id?: string; tiene_rival_externo?: boolean }
export const useAdminPartidos = (p: AdminPartidosParams) =>
  useQuery({
    queryKey: ['admin', 'partidos', p],
    queryFn: () => request<AdminPartidosListDto>({ url: '/admin/partidos', params: clean({ ...p }) }, 'Error al cargar los partidos'),
    placeholderData: keepPreviousData,
  });

export const useAdminPartido = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'partido', id],
    queryFn: () => request<AdminPartidoDetailDto>({ url: `/admin/partidos/${id}` }, 'Error al cargar el partido'),
    enabled: !!id,
  });

export const adminPartidoCalls = {
  estado: (id: string, estado_partido: EstadoPartido) =>
    requestWithMessage<unknown, AdminEstadoPartidoInput>({ method: 'PUT', url: `/admin/partidos/${id}/estado`, data: { estado_partido } }, 'Error al cambiar el estado del partido'),
  cancelar: (id: string) => requestWithMessage<unknown>({ method: 'PUT', url: `/admin/partidos/${id}/cancelar` }, 'Error al cancelar el partido'),
};

/** Club options of the filters and the membership dialog: GET /admin/clubes?limit=100. */
export function useAdminClubOptions() {
  return useQuery({
    queryKey: ['admin', 'clubes', 'opciones'],
    queryFn: () => request<AdminClubesListDto>({ url: '/admin/clubes', params: { page: 1, limit: 100 } }, 'Error al cargar los clubes'),
    select: (d) => d.clubes.map((c) => ({ value: c._id, label: c.nombre })),
  });
}


/** One user as the server has it now (the edit dialog's active club after its memberships change). */
export const useAdminUsuario = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'usuarios', id, 'detalle'],
    queryFn: () => request<AdminUsuarioDto>({ url: `/admin/users/${id}` }, 'Error al cargar usuarios del sistema'),
    enabled: !!id,
  });
