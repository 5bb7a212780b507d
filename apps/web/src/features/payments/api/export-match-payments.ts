import { useMutation } from '@tanstack/react-query';
import { MSG, TIPOS_EXPORTACION, type FormatoExportacion } from '@partidos/shared';
import { downloadFile } from '../../../lib/download-file';

export interface ExportMatchPaymentsInput { partidoId: string; formato: FormatoExportacion }

/** GET /partidos/{id}/pagos/exportar (docs/decisions/0042-finance-export.md): every payment of the match, CSV or Excel. */
export const exportMatchPayments = ({ partidoId, formato }: ExportMatchPaymentsInput): Promise<void> =>
  downloadFile(`/partidos/${encodeURIComponent(partidoId)}/pagos/exportar?${new URLSearchParams({ formato })}`, {
    fallbackName: `pagos-partido.${formato}`, fallbackMessage: MSG.errorExportarPagos, type: TIPOS_EXPORTACION[formato],
  });

export const useExportMatchPayments = () => useMutation({ mutationFn: exportMatchPayments });
