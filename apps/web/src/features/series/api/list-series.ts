import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useActiveClub } from '../../../lib/active-club';
import { seriesKeys } from './series-keys';

export const listSeries = () => api.get('/series', {}, 'Error al obtener los partidos recurrentes');

/** GET /series: the active club's series (the API client sends the club). */
export function useSeriesList() {
  const club = useActiveClub();
  return useQuery({ queryKey: seriesKeys.list(club?.club_id), queryFn: listSeries, enabled: !!club });
}
