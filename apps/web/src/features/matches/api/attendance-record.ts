import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * The attendance record of a finished match (docs/product/enrolment.md): GET and PUT /partidos/{id}/asistencia-real,
 * typed from the OpenAPI document through lib/api-client (docs/decisions/0089).
 */
export const attendanceKey = (partidoId: string) => ['partidos', 'asistencia-real', partidoId] as const;

export const useAttendanceRecord = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKey(partidoId),
    queryFn: () => api.get('/partidos/{id}/asistencia-real', { params: { path: { id: partidoId } } }, 'Error al cargar la asistencia'),
    enabled,
  });

export const useSaveAttendance = (partidoId: string) =>
  useMutation({
    mutationFn: (body: ApiBody<'put', '/partidos/{id}/asistencia-real'>) =>
      api.withMessage.put('/partidos/{id}/asistencia-real', { params: { path: { id: partidoId } }, body }, 'Error al registrar la asistencia'),
    onSuccess: (r) => {
      queryClient.setQueryData(attendanceKey(partidoId), r.data);
      // every roster's percentages may move
      void queryClient.invalidateQueries({ queryKey: ['partidos', 'confiabilidad'] });
    },
  });

/**
 * Each player's attendance of the last 90 days on the roster and the waiting list ("95 % asistencia"), for the
 * club's members: a map by user id, kept a minute (it moves only when a match finishes).
 */
export const useRosterReliability = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['partidos', 'confiabilidad', partidoId] as const,
    queryFn: async () => {
      const r = await api.get('/partidos/{id}/confiabilidad', { params: { path: { id: partidoId } } }, 'Error al cargar la asistencia');
      return new Map(r.jugadores.map((j) => [j.usuario_id, j.confiabilidad]));
    },
    enabled,
    staleTime: 60_000,
  });

/** "95 % asistencia", or nothing without finished matches. */
export const asistenciaTexto = (c: number | null | undefined) => (c == null ? null : `${c} % asistencia`);
