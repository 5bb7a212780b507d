import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartidoFormValues, SerieDto, SerieExtra } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { applySerie } from './applied';

/** POST /series takes the match form's body plus the series' own fields (serieBodySchema). */
export type CreateSerieBody = PartidoFormValues & Omit<SerieExtra, 'club_id'>;

export const createSerie = (body: CreateSerieBody) =>
  requestWithMessage<SerieDto, CreateSerieBody>({ method: 'POST', url: '/series', data: body }, 'Error al crear el partido recurrente');

/** POST /series: the series and its first matches, created in the active club. */
export function useCreateSerie() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createSerie,
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
