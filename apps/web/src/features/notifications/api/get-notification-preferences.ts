import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationPreferences = () =>
  api.get('/usuarios/me/notificaciones', {}, 'Error al cargar las preferencias de notificación');

/** GET /usuarios/me/notificaciones: every kind with its two channels, the muted clubs and whether web push is set up. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences, queryFn: getNotificationPreferences });
