import { useQuery } from '@tanstack/react-query';
import { MSG } from '@partidos/shared';
import { api } from '../../../lib/api-client';

/** Query keys of the backups screen. */
export const backupKeys = { all: ['admin', 'respaldos'] as const };

export const listBackups = () => api.get('/admin/respaldos', {}, MSG.errorCargarRespaldos);

/** GET /admin/respaldos: newest first. */
export const useBackups = () => useQuery({ queryKey: backupKeys.all, queryFn: listBackups });
