import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SerieDto } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { applySerie } from './applied';

type OmitirBody = { fecha: string };

export const skipSerieDate = (id: string, fecha: string) =>
  requestWithMessage<SerieDto, OmitirBody>({ method: 'POST', url: `/series/${id}/omitir`, data: { fecha } }, 'Error al omitir la fecha');

/** POST /series/{id}/omitir: the date's match is deleted (its players are told) and the series skips it from now on. */
export function useSkipSerieDate(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fecha: string) => skipSerieDate(id, fecha),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
