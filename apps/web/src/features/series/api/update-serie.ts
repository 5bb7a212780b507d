import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SerieDto } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { applySerie } from './applied';
import type { CreateSerieBody } from './create-serie';

/** PUT /series/{id}: the whole form again, plus `desde` (DD/MM/YYYY), the first match it applies to. */
export type UpdateSerieBody = CreateSerieBody & { desde: string };

export const updateSerie = (id: string, body: UpdateSerieBody) =>
  requestWithMessage<SerieDto, UpdateSerieBody>({ method: 'PUT', url: `/series/${id}`, data: body }, 'Error al actualizar el partido recurrente');

/** "Este y los siguientes": the series' template and its open matches from `desde` change together. */
export function useUpdateSerie(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSerieBody) => updateSerie(id, body),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
