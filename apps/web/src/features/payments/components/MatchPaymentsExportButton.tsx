import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { MSG, type FormatoExportacion } from '@partidos/shared';
import { useExportMatchPayments } from '../api/export-match-payments';

const FORMATS: { key: FormatoExportacion; label: string }[] = [
  { key: 'xlsx', label: 'Excel (.xlsx)' },
  { key: 'csv', label: 'CSV' },
];

/** The payment panel's 'Exportar': every payment of the match, Excel or CSV (docs/decisions/0042-finance-export.md). */
export function MatchPaymentsExportButton({ partidoId, block = false }: { partidoId: string; block?: boolean }) {
  const { message } = App.useApp();
  const exportar = useExportMatchPayments();
  const download = (formato: FormatoExportacion) =>
    exportar.mutate({ partidoId, formato }, {
      onSuccess: () => void message.success('Archivo descargado'),
      onError: (e) => void message.error(e.message || MSG.errorExportarPagos),
    });
  return (
    <Dropdown
      trigger={['click']}
      disabled={exportar.isPending}
      menu={{ items: FORMATS.map((f) => ({ key: f.key, label: f.label })), onClick: ({ key }) => download(key as FormatoExportacion) }}
    >
      <Button icon={<DownloadOutlined />} loading={exportar.isPending} block={block}>{block ? 'Exportar pagos' : 'Exportar'}</Button>
    </Dropdown>
  );
}
