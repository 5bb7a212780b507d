import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /partidos/{id}/calendario.ics, saved under the server's file name. */
export const downloadMatchIcs = (partidoId: string): Promise<void> =>
  downloadFile(`/partidos/${encodeURIComponent(partidoId)}/calendario.ics`, {
    fallbackName: 'partido.ics', fallbackMessage: 'Error al descargar el archivo del calendario', type: 'text/calendar',
  });

export const useDownloadMatchIcs = () => useMutation({ mutationFn: downloadMatchIcs });
