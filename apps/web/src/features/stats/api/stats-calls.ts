import { useQuery } from '@tanstack/react-query';
import {
  ESTADISTICAS_MESES_DEFAULT, JUGADORES_ACTIVOS_DEFAULT,
  type ClubEstadisticasDto, type EstadisticasGlobalesDto, type JugadoresActivosDto, type PartidosPorMesDto,
} from '@partidos/shared';
import { request } from '../../../lib/api';
import { earlyStart } from '../../../lib/early-start';
import { useActiveClub } from '../../../lib/active-club';

// Statistics calls (docs/product/stats.md, docs/decisions/0016), with the spec's fallback messages.

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
    queryFn: () => request<EstadisticasGlobalesDto>({ url: '/estadisticas/globales' }, 'Error al obtener estadísticas generales'),
    enabled: !!club,
  });
}

/** The monthly chart covers 6 months. */
export function usePartidosPorMes(meses = ESTADISTICAS_MESES_DEFAULT) {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.porMes(club?.club_id, meses),
    queryFn: () => request<PartidosPorMesDto>({ url: '/estadisticas/partidos-por-mes', params: { meses } }, 'Error al obtener partidos por mes'),
    enabled: !!club,
  });
}

/** Top 10 active players. */
export function useJugadoresActivos(limite = JUGADORES_ACTIVOS_DEFAULT) {
  const club = useActiveClub();
  return useQuery({
    queryKey: statsKeys.activos(club?.club_id, limite),
    queryFn: () => request<JugadoresActivosDto>({ url: '/estadisticas/jugadores-activos', params: { limite } }, 'Error al obtener estadísticas del usuario'),
    enabled: !!club,
  });
}

/** The dashboard's club card: Creador, Moderador and administrador only (`enabled` says whether to ask). */
export function useClubEstadisticas(clubId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.club(clubId),
    queryFn: () => request<ClubEstadisticasDto>({ url: `/clubes/${clubId}/estadisticas` }, 'No se pudieron cargar las estadísticas del club'),
    enabled: enabled && !!clubId,
    ...earlyStart<ClubEstadisticasDto>(`/clubes/${clubId}/estadisticas`),
  });
}
