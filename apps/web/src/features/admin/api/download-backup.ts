import { useMutation } from '@tanstack/react-query';
import { MSG } from '@partidos/shared';
import { downloadFile } from '../../../lib/download-file';

/** GET /admin/respaldos/{nombre}: the backup file, through the API client (it needs the bearer token). */
export const downloadBackup = (nombre: string): Promise<void> =>
  downloadFile(`/admin/respaldos/${encodeURIComponent(nombre)}`, { fallbackName: nombre, fallbackMessage: MSG.errorDescargarRespaldo });

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
