import { useQuery } from '@tanstack/react-query';
import type { SerieDto } from '@partidos/shared';
import { request } from '../../../lib/api';
import { seriesKeys } from './series-keys';

export const getSerie = (id: string) => request<SerieDto>({ url: `/series/${id}` }, 'Error al obtener el partido recurrente');

/** GET /series/{id}: the series with its upcoming matches, soonest first. A 404 is not retried. Nothing without an id. */
export const useSerie = (id: string) =>
  useQuery({
    queryKey: seriesKeys.detail(id),
    queryFn: () => getSerie(id),
    enabled: !!id,
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
    refetchOnWindowFocus: true,
  });
