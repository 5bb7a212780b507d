import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ASISTENCIA_DIAS_DEFAULT } from '@partidos/shared';
import { api } from '../../../lib/api-client';
import { useActiveClub } from '../../../lib/active-club';
import { statsKeys } from './stats-calls';

/** GET /estadisticas/asistencia: attendance per player and per series of the active club. */
export function getAsistencia(dias: number) {
  return api.get('/estadisticas/asistencia', { params: { query: { dias } } }, 'Error al obtener la asistencia');
}

export function useAsistenciaEstadisticas(dias = ASISTENCIA_DIAS_DEFAULT) {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.asistencia(club?.club_id, dias),
    queryFn: () => getAsistencia(dias),
    enabled: !!club,
    // another period keeps the current figures on screen until the new ones arrive
    placeholderData: keepPreviousData,
  });
}
