import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatCLP, formatDate, type ComprobanteArriendoDto, type MovimientoDto } from '@partidos/shared';
import { useBalance, useComprobantesArriendo, useFinanzas } from '../api/payment-calls';

/** Club detail 'Finanzas' (spec 1 §2): summary cards and tabs Resumen, Comprobantes de Arriendo, Balance Detallado. */
export function FinanceTab({ clubId }: { clubId: string }) {
  const navigate = useNavigate();
  const resumen = useFinanzas(clubId);
  const rent = useComprobantesArriendo(clubId);
  const balance = useBalance(clubId);
  if (resumen.isPending) return <Skeleton active />;
  if (resumen.isError) return <Alert type="error" showIcon title="Error al cargar finanzas del club" description={resumen.error.message} />;
  const r = resumen.data;
  const empty = r.totalRecaudado === 0 && r.totalGastado === 0 && r.pagosPendientes === 0;
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}><Card><Statistic title="Total recaudado" value={formatCLP(r.totalRecaudado)} styles={{ content: { color: '#16a34a' } }} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Total gastado" value={formatCLP(r.totalGastado)} styles={{ content: { color: '#dc2626' } }} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Balance" value={formatCLP(r.balance)} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Pagos pendientes" value={r.pagosPendientes} /></Card></Col>
      </Row>
      <Tabs
        items={[
          {
            key: 'resumen',
            label: 'Resumen',
            children: empty ? <Empty description="Aún no hay datos financieros" /> : (
              <Typography.Paragraph>
                El club ha recaudado {formatCLP(r.totalRecaudado)} en pagos aprobados de jugadores y ha pagado {formatCLP(r.totalGastado)} en arriendos.
                {r.pagosPendientes > 0 && ` Hay ${r.pagosPendientes} ${r.pagosPendientes === 1 ? 'pago pendiente' : 'pagos pendientes'} de jugadores.`}
              </Typography.Paragraph>
            ),
          },
          {
            key: 'comprobantes',
            label: 'Comprobantes de Arriendo',
            children: rent.isError ? <Alert type="error" showIcon title="Error al cargar comprobantes de arriendo" /> : (
              <Table<ComprobanteArriendoDto>
                rowKey="_id"
                size="small"
                loading={rent.isPending}
                dataSource={rent.data ?? []}
                scroll={{ x: 640 }}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                locale={{ emptyText: 'No hay comprobantes de arriendo' }}
                onRow={(x) => ({ onClick: () => navigate(`/partidos/${x.partido._id}`), style: { cursor: 'pointer' } })}
                columns={[
                  { title: 'Fecha de pago', key: 'f', render: (_, x) => formatDate(x.fecha_pago) },
                  { title: 'Partido', key: 'p', render: (_, x) => `${x.partido.fecha}${x.partido.hora ? ` ${x.partido.hora}` : ''}` },
                  { title: 'Lugar', key: 'l', render: (_, x) => (x.lugar ? `${x.lugar.nombre}${x.lugar.cancha ? ` · ${x.lugar.cancha}` : ''}` : 'Lugar no especificado') },
                  { title: 'Monto', key: 'm', render: (_, x) => formatCLP(x.monto) },
                  { title: 'Método', dataIndex: 'metodo_pago', key: 'mp' },
                  { title: 'Estado', key: 'e', render: (_, x) => <Tag color={x.estado === 'aprobado' ? 'success' : x.estado === 'rechazado' ? 'error' : 'default'}>{x.estado}</Tag> },
                  {
                    title: 'Comprobante', key: 'c',
                    render: (_, x) => (x.comprobante_url ? <a href={x.comprobante_url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>Ver</a> : '—'),
                  },
                ]}
              />
            ),
          },
          {
            key: 'balance',
            label: 'Balance Detallado',
            children: balance.isError ? <Alert type="error" showIcon title="Error al cargar balance del club" /> : (
              <>
                {balance.data && (
                  <Row gutter={16} style={{ marginBottom: 12 }}>
                    <Col span={8}><Statistic title="Ingresos" value={formatCLP(balance.data.totalIngresos)} /></Col>
                    <Col span={8}><Statistic title="Egresos" value={formatCLP(balance.data.totalEgresos)} /></Col>
                    <Col span={8}><Statistic title="Balance neto" value={formatCLP(balance.data.balanceNeto)} /></Col>
                  </Row>
                )}
                <Table<MovimientoDto>
                  rowKey={(x) => `${x.fecha}-${x.concepto}-${x.monto}-${x.descripcion}`}
                  size="small"
                  loading={balance.isPending}
                  dataSource={balance.data?.movimientos ?? []}
                  scroll={{ x: 560 }}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  locale={{ emptyText: 'No hay movimientos' }}
                  columns={[
                    { title: 'Fecha', key: 'f', render: (_, x) => formatDate(x.fecha) },
                    { title: 'Concepto', dataIndex: 'concepto', key: 'c' },
                    { title: 'Descripción', dataIndex: 'descripcion', key: 'd' },
                    {
                      title: 'Monto', key: 'm',
                      render: (_, x) => (
                        <Typography.Text type={x.tipo === 'ingreso' ? 'success' : 'danger'}>
                          {x.tipo === 'ingreso' ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {formatCLP(x.monto)}
                        </Typography.Text>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
