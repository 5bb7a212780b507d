import { useMutation } from '@tanstack/react-query';
import { MSG, TIPOS_EXPORTACION, type FormatoExportacion } from '@partidos/shared';
import { downloadFile } from '../../../lib/download-file';

export interface ExportClubFinanceInput { clubId: string; formato: FormatoExportacion; desde: string; hasta: string }

/**
 * GET /clubes/{id}/finanzas/exportar (docs/decisions/0042-finance-export.md): the movements of a range of days as CSV or
 * Excel, through the API client (it needs the bearer token), saved under the server's file name.
 */
export const exportClubFinance = ({ clubId, formato, desde, hasta }: ExportClubFinanceInput): Promise<void> =>
  downloadFile(`/clubes/${encodeURIComponent(clubId)}/finanzas/exportar?${new URLSearchParams({ formato, desde, hasta })}`, {
    fallbackName: `finanzas-${desde}-${hasta}.${formato}`, fallbackMessage: MSG.errorExportarFinanzas, type: TIPOS_EXPORTACION[formato],
  });

export const useExportClubFinance = () => useMutation({ mutationFn: exportClubFinance });
