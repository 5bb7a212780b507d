import { useQuery } from '@tanstack/react-query';
import type { ChangePasswordInput, CompleteProfileInput, UpdateProfileInput, UserDto } from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { session } from '../../../lib/session';

export const ME_KEY = ['me'] as const;

export async function fetchMe(): Promise<UserDto> {
  const user = await request<UserDto>({ method: 'GET', url: '/auth/me' }, 'Error al obtener usuario');
  session.setUser(user);
  return user;
}

/** The current user, refreshed from the server; the stored copy paints the first frame. */
export function useMe(enabled = true) {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: fetchMe,
    enabled,
    initialData: session.get().user ?? undefined,
    initialDataUpdatedAt: 0, // always refresh once per load
  });
}

export const completeProfile = (body: CompleteProfileInput) =>
  requestWithMessage<UserDto, CompleteProfileInput>({ method: 'PUT', url: '/auth/complete-profile', data: body }, 'Error al completar perfil');

export const updateProfile = (body: UpdateProfileInput) =>
  requestWithMessage<UserDto, UpdateProfileInput>({ method: 'PUT', url: '/auth/me', data: body }, 'Error al actualizar perfil');

export const changePassword = (body: ChangePasswordInput) =>
  requestWithMessage<null, ChangePasswordInput>({ method: 'PUT', url: '/auth/change-password', data: body }, 'Error al cambiar contraseña');

export async function uploadAvatar(file: File) {
  const fd = new FormData();
  fd.append('avatar', file);
  return request<{ photoURL: string; user: UserDto }, FormData>({ method: 'POST', url: '/usuarios/me/avatar', data: fd }, 'Error al subir avatar');
}

export const deleteAvatar = () => request<{ user: UserDto }>({ method: 'DELETE', url: '/usuarios/me/avatar' }, 'Error al eliminar avatar');
