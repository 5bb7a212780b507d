import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const regenerateCalendarFeed = () =>
  api.withMessage.post('/usuarios/me/calendario/regenerar', {}, 'Error al regenerar el enlace del calendario');

/** POST /usuarios/me/calendario/regenerar: a new address replaces the shown one; the old one stops working. */
export function useRegenerateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (r) => qc.setQueryData(calendarKeys.feed, r.data),
  });
}
