import { CheckOutlined, CloseOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Popconfirm, Progress, Row, Skeleton, Space, Statistic, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { formatCLP, formatDate, fullName, type PagoArriendoDto, type PagoJugadorDto, type PartidoDetailDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { eliminarJugador, usePagoEstadisticas } from '../api/payment-calls';
import { MatchPaymentsExportButton } from './MatchPaymentsExportButton';
import { PaymentStatusTag } from './PaymentStatusTag';
import { RentPaymentModal } from './RentPaymentModal';
import { ReviewPaymentModal, type Review } from './ReviewDialogs';

/** The organiser's payment panel on the match detail (docs/product/payments.md): statistics, payments, pending list, rent. */
export function PaymentsPanel({ partido: p }: { partido: PartidoDetailDto }) {
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const q = usePagoEstadisticas(p._id, true);
  const [review, setReview] = useState<Review>(null);
  const [rent, setRent] = useState(false);
  if (q.isPending) return <Card title="Gestión de Pagos"><Skeleton active /></Card>;
  if (q.isError) return <Card title="Gestión de Pagos"><LoadError title="Error al obtener estadísticas" error={q.error} onRetry={() => q.refetch()} /></Card>;
  const s = q.data;

  const remove = async (pago: PagoJugadorDto) => {
    try {
      const r = await eliminarJugador(p._id, pago.usuario._id);
      message.success(r.message ?? 'Jugador eliminado del partido');
    } catch (e) {
      message.error((e as Error).message || 'Error al eliminar jugador');
    }
  };
  const reviewable = (x: PagoJugadorDto) => x.estado === 'Pendiente' || x.estado === 'Validando';
  const removeButton = (x: PagoJugadorDto) => (
    <Popconfirm title="¿Eliminar a este jugador del partido y su pago?" okText="Eliminar" cancelText="Cancelar" onConfirm={() => remove(x)}>
      <Button size="small" type={isMobile ? 'text' : 'default'} icon={<DeleteOutlined />} aria-label={`Eliminar a ${fullName(x.usuario)}`} />
    </Popconfirm>
  );
  // on a phone the remove icon sits in the card's corner, away from Aprobar / Rechazar
  const actions = (x: PagoJugadorDto, withRemove = true) => (
    <Space size={4} wrap>
      {x.comprobante_url && <Button size="small" href={x.comprobante_url} target="_blank" rel="noopener noreferrer">Ver comprobante</Button>}
      {reviewable(x) && <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => setReview({ pago: x, accion: 'aprobar' })}>Aprobar</Button>}
      {reviewable(x) && <Button size="small" danger icon={<CloseOutlined />} onClick={() => setReview({ pago: x, accion: 'rechazar' })}>Rechazar</Button>}
      {withRemove && removeButton(x)}
    </Space>
  );
  const columns = [
    { title: 'Jugador', key: 'j', render: (_: unknown, x: PagoJugadorDto) => fullName(x.usuario) },
    { title: 'Monto', key: 'm', render: (_: unknown, x: PagoJugadorDto) => formatCLP(x.monto) },
    { title: 'Estado', key: 'e', render: (_: unknown, x: PagoJugadorDto) => <PaymentStatusTag estado={x.estado} /> },
    { title: 'Subido', key: 'f', render: (_: unknown, x: PagoJugadorDto) => (x.fecha_subida ? formatDate(x.fecha_subida) : '—') },
    { title: 'Acciones', key: 'a', render: (_: unknown, x: PagoJugadorDto) => actions(x) },
  ];
  const pendientes = s.detallesPagos.filter((x) => x.estado === 'Validando');
  const list = (rows: PagoJugadorDto[], empty: string) =>
    isMobile ? (
      rows.length === 0 ? <Empty description={empty} /> : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {rows.map((x) => (
            <Card key={x._id} size="small" title={<Space wrap size={4}><Typography.Text strong>{fullName(x.usuario)}</Typography.Text><PaymentStatusTag estado={x.estado} /></Space>} extra={removeButton(x)}>
              <Space orientation="vertical" size={6}>
                <Typography.Text>{formatCLP(x.monto)}{x.fecha_subida ? ` · subido el ${formatDate(x.fecha_subida)}` : ''}</Typography.Text>
                {x.notas_rechazo && <Typography.Text type="danger">Motivo: {x.notas_rechazo}</Typography.Text>}
                {actions(x, false)}
              </Space>
            </Card>
          ))}
        </Space>
      )
    ) : (
      <Table<PagoJugadorDto> rowKey="_id" size="small" columns={columns} dataSource={rows} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: empty }} scroll={{ x: 600 }} />
    );

  const rentButton = <Button icon={<PlusOutlined />} onClick={() => setRent(true)}>Pago de arriendo</Button>;
  return (
    <Card
      title="Gestión de Pagos"
      // on a phone the header keeps its whole title: the rent button opens the panel, the export goes to its end
      extra={isMobile ? undefined : (
        <Space size={8}>
          <MatchPaymentsExportButton partidoId={p._id} />
          {rentButton}
        </Space>
      )}
    >
      {isMobile && <div style={{ marginBottom: 16 }}>{rentButton}</div>}
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}><Statistic title="Recaudado" value={formatCLP(s.monto_total_recaudado)} /></Col>
        <Col xs={12} md={6}><Statistic title="Aprobados" value={`${s.pagos_aprobados}/${s.total_jugadores}`} /></Col>
        <Col xs={12} md={6}><Statistic title="Por revisar" value={s.pagos_validando} /></Col>
        <Col xs={12} md={6}><Statistic title="Rechazados" value={s.pagos_rechazados} /></Col>
      </Row>
      <Space orientation="vertical" style={{ width: '100%', margin: '16px 0' }} size={4}>
        <Typography.Text type="secondary">Recaudado sobre el arriendo ({formatCLP(s.monto_arriendo)})</Typography.Text>
        <Progress percent={s.porcentaje_recaudado} aria-label="Recaudado sobre el arriendo" />
        <Typography.Text type="secondary">Pagos aprobados</Typography.Text>
        <Progress percent={s.porcentaje_aprobados} aria-label="Pagos aprobados" />
        <Typography.Text type="secondary">Comprobantes recibidos</Typography.Text>
        <Progress percent={s.porcentaje_comprobantes} aria-label="Comprobantes recibidos" />
      </Space>
      <Tabs
        items={[
          { key: 'pendientes', label: `Por revisar (${pendientes.length})`, children: list(pendientes, 'No hay comprobantes por revisar') },
          { key: 'todos', label: `Pagos (${s.detallesPagos.length})`, children: list(s.detallesPagos, 'No hay pagos en este partido') },
          {
            key: 'arriendo',
            label: `Arriendo (${s.pagos_arriendo.length})`,
            children: (
              <Table<PagoArriendoDto>
                rowKey="_id"
                size="small"
                dataSource={s.pagos_arriendo}
                pagination={false}
                scroll={{ x: 500 }}
                locale={{ emptyText: 'No hay pagos de arriendo registrados' }}
                columns={[
                  { title: 'Fecha', key: 'f', render: (_, x) => formatDate(x.fecha_pago) },
                  { title: 'Monto', key: 'm', render: (_, x) => formatCLP(x.monto) },
                  { title: 'Método', dataIndex: 'metodo_pago', key: 'mp' },
                  { title: 'Comprobante', key: 'c', render: (_, x) => (x.comprobante_url ? <a href={x.comprobante_url} target="_blank" rel="noopener noreferrer">Ver</a> : '—') },
                ]}
              />
            ),
          },
        ]}
      />
      {isMobile && <div style={{ marginTop: 16 }}><MatchPaymentsExportButton partidoId={p._id} block /></div>}
      <ReviewPaymentModal partidoId={p._id} review={review} onClose={() => setReview(null)} />
      <RentPaymentModal partidoId={p._id} clubId={p.club_id._id} montoSugerido={p.monto_arriendo} open={rent} onClose={() => setRent(false)} />
    </Card>
  );
}
