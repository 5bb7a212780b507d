import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applySerie } from './applied';

export const skipSerieDate = (id: string, fecha: string) =>
  api.withMessage.post('/series/{id}/omitir', { params: { path: { id } }, body: { fecha } }, 'Error al omitir la fecha');

/** POST /series/{id}/omitir: the date's match is deleted (its players are told) and the series skips it from now on. */
export function useSkipSerieDate(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fecha: string) => skipSerieDate(id, fecha),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
