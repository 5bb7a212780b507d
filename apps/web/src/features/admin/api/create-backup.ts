import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG, type RespaldoDto } from '@partidos/shared';
import { requestWithMessage } from '../../../lib/api';
import { backupKeys } from './list-backups';

export const createBackup = () =>
  requestWithMessage<RespaldoDto>({ method: 'POST', url: '/admin/respaldos' }, MSG.errorCrearRespaldo);

/** POST /admin/respaldos: one now; the list refetches. */
export function useCreateBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => qc.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
