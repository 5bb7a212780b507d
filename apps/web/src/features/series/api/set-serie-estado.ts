import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstadoSerie, SerieDto } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { applySerie } from './applied';

type EstadoBody = { estado: EstadoSerie };

export const setSerieEstado = (id: string, estado: EstadoSerie) =>
  requestWithMessage<SerieDto, EstadoBody>({ method: 'PUT', url: `/series/${id}/estado`, data: { estado } }, 'Error al cambiar el estado');

/** PUT /series/{id}/estado: pause, resume or end the series (an ended one stays ended). */
export function useSetSerieEstado(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (estado: EstadoSerie) => setSerieEstado(id, estado),
    onSuccess: (r) => applySerie(qc, r.data),
  });
}
