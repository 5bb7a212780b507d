import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NivelHabilidad, Posicion, TipoVoto } from '@partidos/shared';
import { queryString } from '../../../lib/api';
import { api, type ApiData } from '../../../lib/api-client';
import { useActiveClub } from '../../../lib/active-club';
import { earlyStart } from '../../../lib/early-start';
import { queryClient } from '../../../lib/query-client';

// Players and votes calls (docs/product/stats.md, docs/product/votes.md, docs/decisions/0016), with the spec's
// fallback messages. Typed from the OpenAPI document through lib/api-client (docs/decisions/0089).

export const playerKeys = {
  all: ['jugadores'] as const,
  list: (clubId: string | undefined, params: object) => ['jugadores', 'lista', clubId, params] as const,
  profile: (id: string) => ['jugadores', 'perfil', id] as const,
  stats: (id: string) => ['jugadores', 'estadisticas', id] as const,
  achievements: (id: string) => ['jugadores', 'logros', id] as const,
  votes: (id: string) => ['votos', id] as const,
  rankings: (clubId: string | undefined) => ['votos', 'rankings', clubId] as const,
  ratings: (clubId: string | undefined) => ['jugadores', 'ratings', clubId] as const,
};

export interface JugadoresParams {
  page: number;
  search?: string;
  posicion?: Posicion;
  nivel_habilidad?: NivelHabilidad;
  limit?: number;
  sortBy?: 'nombre' | 'mvp_count' | 'partidos_jugados';
  order?: 'asc' | 'desc';
  mvp_min?: number;
}

/** Players of the active club (GET /usuarios); the page size is the server's. */
export function useJugadores(params: JugadoresParams, fallback = 'Error al cargar jugadores') {
  const club = useActiveClub();
  return useQuery({
    queryKey: playerKeys.list(club?.club_id, params),
    queryFn: () => api.get('/usuarios', { params: { query: params } }, fallback),
    placeholderData: keepPreviousData,
    enabled: !!club,
    // the home page's MVP card: index.html's boot script may have its answer already (lib/boot.ts)
    ...earlyStart<ApiData<'get', '/usuarios'>>(`/usuarios${queryString(params)}`),
  });
}

/** The MVP ranking, 10 per page, players with at least one MVP. */
export const useMvpRanking = (page = 1, limit = 10) =>
  useJugadores({ page, limit, sortBy: 'mvp_count', order: 'desc', mvp_min: 1 }, 'Error al obtener ranking de MVPs');

const noRetry404 = (n: number, e: Error) => (e as { status?: number }).status !== 404 && n < 2;

export const useJugador = (id: string) =>
  useQuery({
    queryKey: playerKeys.profile(id),
    queryFn: () => api.get('/usuarios/{id}', { params: { path: { id } } }, 'No se pudo cargar el perfil del jugador'),
    retry: noRetry404,
  });

export const useJugadorEstadisticas = (id: string) =>
  useQuery({
    queryKey: playerKeys.stats(id),
    queryFn: () => api.get('/usuarios/{id}/estadisticas', { params: { path: { id } } }, 'No se pudieron cargar las estadísticas'),
    retry: noRetry404,
  });

/** `id` may be 'me' for one's own achievements. */
export const useLogros = (id: string) =>
  useQuery({
    queryKey: playerKeys.achievements(id),
    queryFn: () => api.get('/usuarios/{id}/logros', { params: { path: { id } } }, 'Error al cargar los logros'),
    retry: noRetry404,
    ...earlyStart<ApiData<'get', '/usuarios/{id}/logros'>>(`/usuarios/${id}/logros`),
  });

export const useVotos = (playerId: string) =>
  useQuery({
    queryKey: playerKeys.votes(playerId),
    queryFn: () => api.get('/votos/{playerId}', { params: { path: { playerId } } }, 'Error al cargar los votos'),
    retry: noRetry404,
  });

/** A monthly like or dislike; the answer is the new summary and the spec's message. */
export async function votar(playerId: string, tipo_voto: TipoVoto) {
  const r = await api.withMessage.post('/votos/{playerId}', { params: { path: { playerId } }, body: { tipo_voto } }, 'Error al registrar tu voto');
  queryClient.setQueryData(playerKeys.votes(playerId), r.data);
  await queryClient.invalidateQueries({ queryKey: ['votos', 'rankings'] });
  return r;
}

/** 'El Ídolo del Mes' and 'El Villano del Mes' of the active club. */
export function useRankingsClub() {
  const club = useActiveClub();
  return useQuery({
    queryKey: playerKeys.rankings(club?.club_id),
    queryFn: () => api.get('/votos/rankings/club', {}, 'Error al cargar la rivalidad del mes'),
    enabled: !!club,
    ...earlyStart<ApiData<'get', '/votos/rankings/club'>>('/votos/rankings/club'),
  });
}

/**
 * The ratings learned from the active club's results (GET /clubes/{id}/ratings, docs/decisions/0086): every member's
 * rating and trend for those who manage the club, only one's own trend (no number) for anyone else, an empty list
 * when the club turned learned teams off.
 */
export function useClubRatings() {
  const club = useActiveClub();
  return useQuery({
    queryKey: playerKeys.ratings(club?.club_id),
    queryFn: () => api.get('/clubes/{id}/ratings', { params: { path: { id: club!.club_id } } }, 'Error al cargar el nivel aprendido'),
    enabled: !!club,
  });
}
