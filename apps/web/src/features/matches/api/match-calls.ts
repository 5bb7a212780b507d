import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  GenerarEquiposInput,
  AccionJugador, CambiarEstadoInput, ConfirmarAsistenciaInput, GestionarJugadorInput, InscribirInput, JugadorBotInput, PartidoDetailDto,
  PartidoFormValues, PartidoListItemDto, PartidoResumenDto, PartidosListDto, ResultadoInput,
} from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { useActiveClub } from '../../../lib/active-club';
import { earlyStart } from '../../../lib/early-start';
import { queryClient } from '../../../lib/query-client';

// Match calls (docs/product/matches.md, enrolment.md, teams.md), with the spec's fallback messages.

export const matchKeys = {
  all: ['partidos'] as const,
  list: (clubId: string | undefined, params: object) => ['partidos', 'lista', clubId, params] as const,
  next: (clubId: string | undefined) => ['partidos', 'proximo', clubId] as const,
  detail: (id: string) => ['partidos', 'detalle', id] as const,
  summary: (id: string) => ['partidos', 'resumen', id] as const,
};

/**
 * The answers kept for offline reading, per user (lib/offline-cache.ts, docs/decisions/0039 and 0083): the next
 * match, the match list, and the detail of the matches opened (what /partidos/{id} needs to draw the date, the
 * place, the roster and the person's own status).
 */
export const isKeptOffline = (key: readonly unknown[]): boolean =>
  key[0] === matchKeys.all[0] && (key[1] === 'proximo' || key[1] === 'lista' || key[1] === 'detalle');

/** The match details kept: the last few opened (a detail, with its roster, is the largest answer kept). */
export const MATCH_DETAILS_KEPT_OFFLINE = 5;
export const OFFLINE_LIMITS = [
  { of: (key: readonly unknown[]) => key[0] === matchKeys.all[0] && key[1] === 'detalle', max: MATCH_DETAILS_KEPT_OFFLINE },
] as const;

export interface PartidosParams {
  page: number;
  estado?: string[];
  mostrarFinalizados?: boolean;
  fecha_inicio?: string;
  fecha_fin?: string;
  lugar_id?: string;
}

/** The list refetches when the tab becomes visible again. */
export function usePartidos(params: PartidosParams) {
  const club = useActiveClub();
  return useQuery({
    queryKey: matchKeys.list(club?.club_id, params),
    queryFn: () => request<PartidosListDto>({ url: '/partidos', params }, 'Error al obtener partidos'),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useProximoPartido() {
  const club = useActiveClub();
  return useQuery({
    queryKey: matchKeys.next(club?.club_id),
    queryFn: () => request<PartidoListItemDto | null>({ url: '/partidos/proximo' }, 'Error al cargar el próximo partido'),
    enabled: !!club,
    ...earlyStart<PartidoListItemDto | null>('/partidos/proximo'),
  });
}

export const usePartido = (id: string) =>
  useQuery({
    queryKey: matchKeys.detail(id),
    queryFn: () => request<PartidoDetailDto>({ url: `/partidos/${id}` }, 'Error al obtener partido'),
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
    refetchOnWindowFocus: true,
  });

export const useResumen = (id: string) =>
  useQuery({
    queryKey: matchKeys.summary(id),
    queryFn: () => request<PartidoResumenDto>({ url: `/partidos/${id}/resumen` }, 'Error al obtener partido'),
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
  });

/** A mutation answered the updated match: show it at once and let every list refetch. */
async function applied(r: { data: PartidoDetailDto; message?: string }) {
  if (r.data?._id) queryClient.setQueryData(matchKeys.detail(r.data._id), r.data);
  await queryClient.invalidateQueries({ queryKey: matchKeys.all, predicate: (q) => q.queryKey[1] !== 'detalle' });
  return r;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `TBody` is the route's shared input type; a call without a body leaves it `undefined`. */
const mutate = <TBody = undefined>(method: Method, url: string, data: NoInfer<TBody>, fallback: string) =>
  requestWithMessage<PartidoDetailDto, TBody>({ method, url, data }, fallback).then(applied);

/** PUT /partidos/{id} takes the whole form (edit) or only estado_partido (close/reopen the list). */
type ActualizarPartidoBody = PartidoFormValues | CambiarEstadoInput;

export const createPartido = (body: PartidoFormValues) => mutate<PartidoFormValues>('POST', '/partidos', body, 'Error al crear el partido');
export const updatePartido = (id: string, body: PartidoFormValues) =>
  mutate<ActualizarPartidoBody>('PUT', `/partidos/${id}`, body, 'Error al actualizar el partido');
export const cerrarLista = (id: string) =>
  mutate<ActualizarPartidoBody>('PUT', `/partidos/${id}`, { estado_partido: 'Lista cerrada' }, 'Error al cerrar la lista');
export const reabrirLista = (id: string) =>
  mutate<ActualizarPartidoBody>('PUT', `/partidos/${id}`, { estado_partido: 'Convocando' }, 'Error al reabrir la lista');

export async function deletePartido(id: string) {
  const r = await requestWithMessage<null>({ method: 'DELETE', url: `/partidos/${id}` }, 'Error al eliminar el partido');
  queryClient.removeQueries({ queryKey: matchKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: matchKeys.all });
  return r;
}

export const inscribirse = (id: string, usuarioId: string, listaEspera = false) =>
  mutate<InscribirInput>('POST', `/partidos/${id}/inscribir`, { usuario_id: usuarioId, lista_espera: listaEspera }, 'Error al procesar la inscripción');

export const desinscribirse = (id: string, usuarioId: string) =>
  mutate('DELETE', `/partidos/${id}/desinscribir/${usuarioId}`, undefined, 'Error al darse de baja del partido');

export const confirmarAsistencia = (id: string, confirmado: boolean) =>
  mutate<ConfirmarAsistenciaInput>('PUT', `/partidos/${id}/confirmar-asistencia`, { confirmado }, 'Error al confirmar asistencia');

export type { AccionJugador };
export const gestionarJugador = (id: string, usuario_id: string, accion: AccionJugador, destino?: string) =>
  mutate<GestionarJugadorInput>('PUT', `/partidos/${id}/gestionar-jugador`, { usuario_id, accion, ...(destino ? { destino } : {}) },
    accion === 'remover' ? 'Error al remover jugador' : accion === 'cambiar_equipo' ? 'Error al gestionar jugador' : 'Error al mover jugador');

export const agregarBot = (id: string, nombre_display: string, equipo?: string) =>
  mutate<JugadorBotInput>('POST', `/partidos/${id}/jugadores-bot`, { nombre_display, ...(equipo ? { equipo } : {}) }, 'Error al agregar jugador invitado');

export const quitarBot = (id: string, botId: string) =>
  mutate('DELETE', `/partidos/${id}/jugadores-bot/${botId}`, undefined, 'Error al quitar jugador invitado');

export const generarEquipos = (id: string, body: NonNullable<GenerarEquiposInput> = {}) =>
  mutate<NonNullable<GenerarEquiposInput>>('POST', `/partidos/${id}/generar-equipos`, body, 'Error al generar equipos');

export const registrarResultado = (id: string, equipo_a_goles: number, equipo_b_goles: number) =>
  mutate<ResultadoInput>('PUT', `/partidos/${id}/resultado`, { equipo_a_goles, equipo_b_goles }, 'Error al registrar el resultado');
