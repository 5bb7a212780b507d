import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applySerie } from './applied';

export const setSerieTitulares = (id: string, titulares: string[]) =>
  api.withMessage.put('/series/{id}/titulares', { params: { path: { id } }, body: { titulares } }, 'Error al guardar los titulares');

/** PUT /series/{id}/titulares: the whole list, in the organiser's order. */
export function useSetSerieTitulares(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (titulares: string[]) => setSerieTitulares(id, titulares),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
