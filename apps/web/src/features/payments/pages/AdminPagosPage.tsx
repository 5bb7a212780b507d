import { useQuery } from '@tanstack/react-query';
import { Card, Col, Descriptions, Image, List, Modal, Row, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ESTADOS_PAGO, formatCLP, formatDate, fullName, type AdminPagoDto } from '@partidos/shared';
import { request } from '../../../lib/api';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useAdminPagos } from '../api/payment-calls';
import { PaymentStatusTag } from '../components/PaymentStatusTag';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';

const quien = (x: AdminPagoDto) => (x.tipo_pago === 'arriendo' ? x.registrado_por : x.usuario_id);
const desde = (x: AdminPagoDto) => (x.tiempo_desde_finalizacion ? `${x.tiempo_desde_finalizacion.dias} d ${x.tiempo_desde_finalizacion.horas} h` : '—');

/** /admin/pagos (docs/product/payments.md): every payment with filters by club and status, and a detail with the receipt. */
export default function AdminPagosPage() {
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [estado, setEstado] = useState<string | undefined>();
  const [clubId, setClubId] = useState<string | undefined>();
  const [detail, setDetail] = useState<AdminPagoDto | null>(null);
  const q = useAdminPagos({ page, limit, estado, club_id: clubId });
  const clubs = useQuery({
    queryKey: ['pagos', 'admin', 'clubes'],
    queryFn: () => request<{ _id: string; nombre: string }[]>({ url: '/admin/pagos/clubes' }, 'Error al cargar los clubes'),
  });
  const rows = q.data?.pagos ?? [];

  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>Gestión de Pagos</PageTitle>
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
              placeholder="Filtrar por club"
              aria-label="Filtrar por club"
              value={clubId}
              onChange={(v?: string) => { setClubId(v); setPage(1); }}
              options={(clubs.data ?? []).map((c) => ({ value: c._id, label: c.nombre }))}
            />
          </Col>
          <Col xs={24} md={12}>
            <Select
              allowClear
              style={{ width: '100%' }}
              placeholder="Filtrar por estado"
              aria-label="Filtrar por estado"
              value={estado}
              onChange={(v?: string) => { setEstado(v); setPage(1); }}
              options={ESTADOS_PAGO.map((e) => ({ value: e, label: e }))}
            />
          </Col>
        </Row>
      </Card>
      {q.isError && <LoadError title="Error al cargar los pagos" error={q.error} onRetry={() => q.refetch()} style={{ marginBottom: 16 }} />}
      {isMobile ? (
        <List
          loading={q.isPending}
          dataSource={rows}
          locale={{ emptyText: 'No hay pagos' }}
          pagination={q.data && q.data.pagination.total > limit ? { current: page, pageSize: limit, total: q.data.pagination.total, onChange: setPage, size: 'small' } : false}
          renderItem={(x) => (
            <List.Item className="list-item-plain">
              <Card size="small" style={{ marginBottom: 8 }} onClick={() => setDetail(x)} hoverable>
                <Space orientation="vertical" size={4}>
                  <Space wrap><Typography.Text strong>{fullName(quien(x)) || 'Usuario eliminado'}</Typography.Text><PaymentStatusTag estado={x.estado} /></Space>
                  <Typography.Text>{formatCLP(x.monto)} · {x.club_id.nombre}</Typography.Text>
                  <Typography.Text type="secondary">Partido del {x.fecha_partido}</Typography.Text>
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<AdminPagoDto>
          rowKey="_id"
          loading={q.isPending}
          dataSource={rows}
          scroll={{ x: 900 }}
          onRow={(x) => ({ onClick: () => setDetail(x), style: { cursor: 'pointer' } })}
          locale={{ emptyText: 'No hay pagos' }}
          pagination={{
            current: page, pageSize: limit, total: q.data?.pagination.total ?? 0, showSizeChanger: true,
            onChange: (p, s) => { setPage(s !== limit ? 1 : p); setLimit(s); },
          }}
          columns={[
            { title: 'Jugador / Registrado por', key: 'u', render: (_, x) => fullName(quien(x)) || 'Usuario eliminado' },
            { title: 'Club', key: 'c', render: (_, x) => x.club_id.nombre },
            { title: 'Partido', key: 'p', render: (_, x) => `${x.fecha_partido}${x.hora_partido ? ` ${x.hora_partido}` : ''}` },
            { title: 'Monto', key: 'm', render: (_, x) => formatCLP(x.monto) },
            { title: 'Estado', key: 'e', render: (_, x) => <PaymentStatusTag estado={x.estado} /> },
            { title: 'Desde el fin', key: 't', render: (_, x) => desde(x) },
          ]}
        />
      )}
      <Modal title="Detalle del pago" open={!!detail} onCancel={() => setDetail(null)} footer={null} destroyOnHidden>
        {detail && (
          <>
            <Descriptions column={1} size="small" colon={false}>
              <Descriptions.Item label="Tipo">{detail.tipo_pago === 'arriendo' ? 'Pago Arriendo' : 'Pago de jugador'}</Descriptions.Item>
              <Descriptions.Item label={detail.tipo_pago === 'arriendo' ? 'Registrado por' : 'Jugador'}>{fullName(quien(detail)) || 'Usuario eliminado'}</Descriptions.Item>
              <Descriptions.Item label="Club">{detail.club_id.nombre}</Descriptions.Item>
              <Descriptions.Item label="Partido">{detail.fecha_partido}{detail.hora_partido ? ` ${detail.hora_partido}` : ''}</Descriptions.Item>
              <Descriptions.Item label="Creador del partido">{fullName(detail.creador_partido) || '—'}</Descriptions.Item>
              <Descriptions.Item label="Monto">{formatCLP(detail.monto)}</Descriptions.Item>
              <Descriptions.Item label="Método">{detail.metodo_pago ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Estado"><PaymentStatusTag estado={detail.estado} /></Descriptions.Item>
              <Descriptions.Item label="Fecha de pago">{detail.fecha_pago ? formatDate(detail.fecha_pago) : '—'}</Descriptions.Item>
              <Descriptions.Item label="Comprobante subido">{detail.fecha_subida ? formatDate(detail.fecha_subida) : '—'}</Descriptions.Item>
              <Descriptions.Item label="Desde el fin del partido">{desde(detail)}</Descriptions.Item>
              {detail.referencia && <Descriptions.Item label="Referencia">{detail.referencia}</Descriptions.Item>}
              {detail.notas && <Descriptions.Item label="Notas">{detail.notas}</Descriptions.Item>}
              {detail.notas_rechazo && <Descriptions.Item label="Motivo de rechazo">{detail.notas_rechazo}</Descriptions.Item>}
            </Descriptions>
            {detail.comprobante_url && (detail.comprobante_tipo === 'pdf' ? (
              <a href={detail.comprobante_url} target="_blank" rel="noopener noreferrer">Abrir comprobante (PDF)</a>
            ) : (
              <Image src={detail.comprobante_url} alt="Comprobante de pago" style={{ maxHeight: 360, objectFit: 'contain' }} />
            ))}
          </>
        )}
      </Modal>
    </div>
  );
}
