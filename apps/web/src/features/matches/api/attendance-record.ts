import { useMutation, useQuery } from '@tanstack/react-query';
import type { AsistenciaRealDto, AsistenciaRealInput } from '@partidos/shared';
import { request, requestWithMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';

/** The attendance record of a finished match (issue 21): GET and PUT /partidos/{id}/asistencia-real. */
export const attendanceKey = (partidoId: string) => ['partidos', 'asistencia-real', partidoId] as const;

export const useAttendanceRecord = (partidoId: string, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKey(partidoId),
    queryFn: () => request<AsistenciaRealDto>({ url: `/partidos/${partidoId}/asistencia-real` }, 'Error al cargar la asistencia'),
    enabled,
  });

export const useSaveAttendance = (partidoId: string) =>
  useMutation({
    mutationFn: (body: AsistenciaRealInput) =>
      requestWithMessage<AsistenciaRealDto, AsistenciaRealInput>({ url: `/partidos/${partidoId}/asistencia-real`, method: 'PUT', data: body }, 'Error al registrar la asistencia'),
    onSuccess: (r) => queryClient.setQueryData(attendanceKey(partidoId), r.data),
  });
