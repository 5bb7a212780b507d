import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, List, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { PAGE_SIZE_HISTORY, TIPO_MODERACION_LABELS, formatCLP, formatDate, fullName, type TipoModeracion } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useModerationHistory, type HistoryParams } from '../api/club-calls';
import type { ModerationEntry } from '../api/types';

const COLORS: Record<TipoModeracion, string> = {
  solicitud_aprobada: 'green', solicitud_rechazada: 'red', miembro_expulsado: 'volcano', rol_cambiado: 'blue',
  propiedad_transferida: 'gold', lugar_aprobado: 'green', lugar_rechazado: 'red', pago_aprobado: 'green', pago_rechazado: 'red',
};

function detail(e: ModerationEntry): string {
  const m = e.metadata ?? {};
  const parts: string[] = [];
  if (m.rol_anterior && m.rol_nuevo) parts.push(`${m.rol_anterior} → ${m.rol_nuevo}`);
  else if (m.rol_anterior) parts.push(`Rol: ${m.rol_anterior}`);
  if (m.notas_rechazo) parts.push(`Motivo: ${m.notas_rechazo}`);
  if (typeof m.monto === 'number') parts.push(formatCLP(m.monto));
  if (m.metodo_pago) parts.push(String(m.metodo_pago));
  if (m.lugar_nombre) parts.push(String(m.lugar_nombre));
  return parts.join(' · ');
}

/** DD/MM/YYYY HH:mm, as every date of the app (toLocaleString gives 23-11-2026, 18:25 in es-CL) */
const dateTime = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

const who = (p: ModerationEntry['moderador_id'] | ModerationEntry['afectado']) => (p ? fullName(p) : '—');
const tag = (t: TipoModeracion) => <Tag color={COLORS[t]}>{TIPO_MODERACION_LABELS[t] ?? t}</Tag>;
const showTotal = (t: number) => `${t} ${t === 1 ? 'registro' : 'registros'}`;

/**
 * Historial tab: filters by type and date range, refresh, server pagination of 20 (docs/product/clubs.md). On a phone
 * each entry is a card: five columns do not fit in 390 px.
 */
export function HistoryTab({ clubId }: { clubId: string }) {
  const mobile = useIsMobile();
  const [params, setParams] = useState<HistoryParams>({ page: 1, limit: PAGE_SIZE_HISTORY });
  const history = useModerationHistory(clubId, params, true);
  const setRange = (r: [Dayjs | null, Dayjs | null] | null) =>
    setParams((p) => ({ ...p, page: 1, fecha_inicio: r?.[0]?.format('YYYY-MM-DD'), fecha_fin: r?.[1]?.format('YYYY-MM-DD') }));
  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: mobile ? '100%' : undefined }} orientation={mobile ? 'vertical' : 'horizontal'}>
        <Select
          allowClear
          placeholder="Todos los tipos"
          style={{ width: mobile ? '100%' : 220 }}
          options={Object.entries(TIPO_MODERACION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(tipo) => setParams((p) => ({ ...p, page: 1, tipo }))}
          aria-label="Filtrar por tipo"
        />
        <DatePicker.RangePicker format="DD/MM/YYYY" style={mobile ? { width: '100%' } : undefined} onChange={(r) => setRange(r as [Dayjs | null, Dayjs | null] | null)} placeholder={['Desde', 'Hasta']} />
        <Button icon={<ReloadOutlined />} onClick={() => history.refetch()} loading={history.isFetching}>Actualizar</Button>
      </Space>
      {history.isError && (
        <LoadError title="Error al cargar el historial de moderación" error={history.error} onRetry={() => history.refetch()} style={{ marginBottom: 16 }} />
      )}
      {mobile ? (
        <List
          loading={history.isPending}
          dataSource={history.data?.items ?? []}
          rowKey="_id"
          locale={{ emptyText: 'No hay acciones de moderación registradas' }}
          pagination={{
            current: params.page,
            pageSize: params.limit,
            total: history.data?.pagination.total ?? 0,
            size: 'small',
            showTotal,
            hideOnSinglePage: true,
            onChange: (page, limit) => setParams((p) => ({ ...p, page, limit })),
          }}
          renderItem={(e) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }}>
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                    {tag(e.tipo)}
                    <Typography.Text type="secondary">{dateTime(e.fecha)}</Typography.Text>
                  </Space>
                  <Typography.Text>Moderador: {who(e.moderador_id)}</Typography.Text>
                  <Typography.Text>Afectado: {who(e.afectado)}</Typography.Text>
                  {detail(e) && <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{detail(e)}</Typography.Text>}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table
          loading={history.isPending}
          dataSource={history.data?.items ?? []}
          rowKey="_id"
          scroll={{ x: 720 }}
          locale={{ emptyText: 'No hay acciones de moderación registradas' }}
          pagination={{
            current: params.page,
            pageSize: params.limit,
            total: history.data?.pagination.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal,
            onChange: (page, limit) => setParams((p) => ({ ...p, page, limit })),
          }}
          columns={[
            { title: 'Fecha', dataIndex: 'fecha', render: (v: string) => dateTime(v), width: 160 },
            { title: 'Tipo', dataIndex: 'tipo', render: (t: TipoModeracion) => tag(t) },
            { title: 'Moderador', key: 'm', render: (_, e) => who(e.moderador_id) },
            { title: 'Afectado', key: 'a', render: (_, e) => who(e.afectado) },
            { title: 'Detalle', key: 'd', render: (_, e) => <Typography.Text type="secondary">{detail(e) || '—'}</Typography.Text> },
          ]}
        />
      )}
    </>
  );
}
