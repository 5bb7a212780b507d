import type { QueryClient } from '@tanstack/react-query';
import type { SerieDto } from '@partidos/shared';
import { seriesKeys } from './series-keys';

/**
 * A change answered the updated series: show it at once, then refetch what is on screen. Every query, not only the
 * series': creating, skipping, pausing or ending a series creates or deletes ordinary matches, and the match lists'
 * keys belong to the matches feature.
 */
export async function applySerie(qc: QueryClient, serie: SerieDto) {
  qc.setQueryData(seriesKeys.detail(serie._id), serie);
  await qc.invalidateQueries({ predicate: (q) => !(q.queryKey[0] === seriesKeys.all[0] && q.queryKey[1] === 'detalle' && q.queryKey[2] === serie._id) });
}
