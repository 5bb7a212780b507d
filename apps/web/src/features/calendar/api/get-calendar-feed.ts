import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getCalendarFeed = () => api.get('/usuarios/me/calendario', {}, 'Error al cargar el enlace del calendario');

/** GET /usuarios/me/calendario: the person's private feed address (the server creates it on the first call). */
export const useCalendarFeed = () => useQuery({ queryKey: calendarKeys.feed, queryFn: getCalendarFeed, staleTime: Infinity });
