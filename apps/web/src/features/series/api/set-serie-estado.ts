import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstadoSerie } from '@partidos/shared';
import { api } from '../../../lib/api-client';
import { applySerie } from './applied';

export const setSerieEstado = (id: string, estado: EstadoSerie) =>
  api.withMessage.put('/series/{id}/estado', { params: { path: { id } }, body: { estado } }, 'Error al cambiar el estado');

/** PUT /series/{id}/estado: pause, resume or end the series (an ended one stays ended). */
export function useSetSerieEstado(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (estado: EstadoSerie) => setSerieEstado(id, estado),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
