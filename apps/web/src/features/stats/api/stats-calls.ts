import { useQuery } from '@tanstack/react-query';
import { ESTADISTICAS_MESES_DEFAULT, JUGADORES_ACTIVOS_DEFAULT } from '@partidos/shared';
import { api, type ApiData } from '../../../lib/api-client';
import { earlyStart } from '../../../lib/early-start';
import { useActiveClub } from '../../../lib/active-club';

// Statistics calls (docs/product/stats.md, docs/decisions/0016), with the spec's fallback messages. Typed from the
// OpenAPI document through lib/api-client (docs/decisions/0089).

export const statsKeys = {
  globales: (clubId: string | undefined) => ['estadisticas', 'globales', clubId] as const,
  porMes: (clubId: string | undefined, meses: number) => ['estadisticas', 'partidos-por-mes', clubId, meses] as const,
  activos: (clubId: string | undefined, limite: number) => ['estadisticas', 'jugadores-activos', clubId, limite] as const,
  club: (clubId: string | undefined) => ['estadisticas', 'club', clubId] as const,
  asistencia: (clubId: string | undefined, dias: number) => ['estadisticas', 'asistencia', clubId, dias] as const,
};

export function useEstadisticasGlobales() {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.globales(club?.club_id),
    queryFn: () => api.get('/estadisticas/globales', {}, 'Error al obtener estadísticas generales'),
    enabled: !!club,
  });
}

/** The monthly chart covers 6 months. */
export function usePartidosPorMes(meses = ESTADISTICAS_MESES_DEFAULT) {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.porMes(club?.club_id, meses),
    queryFn: () => api.get('/estadisticas/partidos-por-mes', { params: { query: { meses } } }, 'Error al obtener partidos por mes'),
    enabled: !!club,
  });
}

/** Top 10 active players. */
export function useJugadoresActivos(limite = JUGADORES_ACTIVOS_DEFAULT) {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.activos(club?.club_id, limite),
    queryFn: () => api.get('/estadisticas/jugadores-activos', { params: { query: { limite } } }, 'Error al obtener estadísticas del usuario'),
    enabled: !!club,
  });
}

/** The dashboard's club card: Creador, Moderador and administrador only (`enabled` says whether to ask). */
export function useClubEstadisticas(clubId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.club(clubId),
    queryFn: () => api.get('/clubes/{id}/estadisticas', { params: { path: { id: clubId! } } }, 'No se pudieron cargar las estadísticas del club'),
    enabled: enabled && !!clubId,
    ...earlyStart<ApiData<'get', '/clubes/{id}/estadisticas'>>(`/clubes/${clubId}/estadisticas`),
  });
}
