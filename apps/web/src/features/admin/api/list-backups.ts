import { useQuery } from '@tanstack/react-query';
import { MSG, type RespaldosListDto } from '@partidos/shared';
import { request } from '../../../lib/api';

/** Query keys of the backups screen. */
export const backupKeys = { all: ['admin', 'respaldos'] as const };

export const listBackups = () => request<RespaldosListDto>({ url: '/admin/respaldos' }, MSG.errorCargarRespaldos);

/** GET /admin/respaldos: newest first. */
export const useBackups = () => useQuery({ queryKey: backupKeys.all, queryFn: listBackups });
