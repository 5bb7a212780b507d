import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SerieDto } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { applySerie } from './applied';

type TitularesBody = { titulares: string[] };

export const setSerieTitulares = (id: string, titulares: string[]) =>
  requestWithMessage<SerieDto, TitularesBody>({ method: 'PUT', url: `/series/${id}/titulares`, data: { titulares } }, 'Error al guardar los titulares');

/** PUT /series/{id}/titulares: the whole list, in the organiser's order. */
export function useSetSerieTitulares(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (titulares: string[]) => setSerieTitulares(id, titulares),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
