import { CloudDownloadOutlined, DatabaseOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, List, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { MSG, type RespaldoDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useCreateBackup } from '../api/create-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/list-backups';
import { PageTitle } from '../../../components/PageTitle';

const fechaDe = (r: RespaldoDto) => dayjs(r.fecha).format('DD/MM/YYYY HH:mm');

/** Bytes as the admin reads them: KB under a megabyte, MB above, with a decimal comma. */
function formatSize(bytes: number): string {
  const n = (v: number) => v.toLocaleString('es-CL', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${n(bytes / 1024)} KB`;
  return `${n(bytes / (1024 * 1024))} MB`;
}

/** /admin/respaldos (docs/decisions/0021-backups.md): the daily backups, one on demand, and their download. */
export default function AdminRespaldosPage() {
  const isMobile = useIsMobile();
  const { message } = App.useApp();
  const q = useBackups();
  const create = useCreateBackup();
  const download = useDownloadBackup();
  const rows = q.data?.respaldos ?? [];

  const respaldar = () =>
    create.mutate(undefined, {
      onSuccess: (r) => void message.success(r.message ?? MSG.respaldoCreado),
      onError: (e) => void message.error(e.message),
    });
  const descargar = (r: RespaldoDto) => download.mutate(r.nombre, { onError: (e) => void message.error(e.message) });
  const descargarBoton = (r: RespaldoDto) => (
    <Button
      icon={<CloudDownloadOutlined />}
      aria-label={`Descargar respaldo del ${fechaDe(r)}`}
      loading={download.isPending && download.variables === r.nombre}
      onClick={() => descargar(r)}
    >
      Descargar
    </Button>
  );
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay respaldos" />;

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Respaldos</PageTitle>
      <Card
        title={<Space><DatabaseOutlined />Base de datos y archivos subidos</Space>}
        extra={isMobile ? undefined : <Button type="primary" loading={create.isPending} onClick={respaldar}>Respaldar ahora</Button>}
      >
        <Typography.Paragraph type="secondary">
          {q.data
            ? `Cada día a las ${q.data.hora} se guarda un respaldo automático; se conservan los ${q.data.conservar} más recientes. `
            : ''}
          Para recuperar uno, descárgalo y ejecuta <Typography.Text code style={{ whiteSpace: 'nowrap' }}>npm run restore -- ARCHIVO</Typography.Text> en el servidor.
        </Typography.Paragraph>
        {isMobile && (
          <Button type="primary" block loading={create.isPending} onClick={respaldar} style={{ marginBottom: 16 }}>Respaldar ahora</Button>
        )}
        {q.isError && <LoadError title={MSG.errorCargarRespaldos} error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
        {isMobile ? (
          <List
            loading={q.isPending}
            dataSource={rows}
            locale={{ emptyText: empty }}
            renderItem={(r) => (
              <List.Item actions={[descargarBoton(r)]}>
                <List.Item.Meta title={fechaDe(r)} description={formatSize(r.tamano)} />
              </List.Item>
            )}
          />
        ) : (
          <Table<RespaldoDto>
            rowKey="nombre"
            loading={q.isPending}
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: empty }}
            columns={[
              { title: 'Fecha', key: 'fecha', render: (_, r) => fechaDe(r) },
              { title: 'Tamaño', key: 'tamano', align: 'right', render: (_, r) => formatSize(r.tamano) },
              { title: 'Archivo', key: 'nombre', render: (_, r) => <Typography.Text type="secondary">{r.nombre}</Typography.Text> },
              { title: 'Acciones', key: 'acciones', render: (_, r) => descargarBoton(r) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
