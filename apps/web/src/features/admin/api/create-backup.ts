import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '@partidos/shared';
import { api } from '../../../lib/api-client';
import { backupKeys } from './list-backups';

export const createBackup = () =>
  api.withMessage.post('/admin/respaldos', {}, MSG.errorCrearRespaldo);

/** POST /admin/respaldos: one now; the list refetches. */
export function useCreateBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () => qc.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
