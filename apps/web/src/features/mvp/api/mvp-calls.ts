import { useQuery } from '@tanstack/react-query';
import type { VotacionMvpDto, VotarMvpInput } from '@partidos/shared';
import { ApiError, requestWithMessage, request } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { matchKeys } from '../../matches/api/match-calls';

// MVP voting calls (docs/product/votes.md; docs/decisions/0016 for GET /partidos/{id}/votacion-mvp).

export const mvpKeys = { votacion: (partidoId: string) => ['partidos', 'votacion-mvp', partidoId] as const };

// while voting is open, other players' votes (and the MVP) arrive without a reload
const POLL_MS = 15_000;

export const useVotacionMvp = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: mvpKeys.votacion(partidoId),
    queryFn: async () => (await request<{ votacion: VotacionMvpDto }>({ url: `/partidos/${partidoId}/votacion-mvp` }, 'Error al cargar la votación del MVP')).votacion,
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: (q) => (q.state.data?.abierta ? POLL_MS : false),
  });

/** 409 'Ya has votado en este partido'; a 400 keeps the server's text or 'Error de validación al registrar el voto'. */
export function mvpVoteError(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 409) return 'Ya has votado en este partido';
    if (e.status === 400) return e.message || 'Error de validación al registrar el voto';
    return e.message || 'Error al registrar el voto';
  }
  return 'Error al registrar el voto';
}

export async function votarMvp(partidoId: string, jugador_id: string) {
  try {
    const r = await requestWithMessage<{ votacion: VotacionMvpDto }, VotarMvpInput>(
      { method: 'POST', url: `/partidos/${partidoId}/votar-mvp`, data: { jugador_id } },
      'Error al registrar el voto',
    );
    queryClient.setQueryData(mvpKeys.votacion(partidoId), r.data.votacion);
    // the MVP crown and the summary come with the match itself
    if (r.data.votacion.mvp_asignado) await queryClient.invalidateQueries({ queryKey: matchKeys.detail(partidoId) });
    return { votacion: r.data.votacion, message: r.message };
  } catch (e) {
    // a 409 means the vote was counted before (another tab): show the current state
    if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: mvpKeys.votacion(partidoId) });
    throw new ApiError(mvpVoteError(e), e instanceof ApiError ? e.status : null, e instanceof ApiError ? e.errors : [], e instanceof ApiError ? e.code : null);
  }
}
