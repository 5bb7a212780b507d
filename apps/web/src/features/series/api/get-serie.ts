import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { seriesKeys } from './series-keys';

export const getSerie = (id: string) => api.get('/series/{id}', { params: { path: { id } } }, 'Error al obtener el partido recurrente');

/** GET /series/{id}: the series with its upcoming matches, soonest first. A 404 is not retried. Nothing without an id. */
export const useSerie = (id: string) =>
  useQuery({
    queryKey: seriesKeys.detail(id),
    queryFn: () => getSerie(id),
    enabled: !!id,
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
    refetchOnWindowFocus: true,
  });
