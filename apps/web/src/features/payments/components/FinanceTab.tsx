import { ArrowDownOutlined, ArrowUpOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCLP, formatDate, type ComprobanteArriendoDto, type MovimientoDto } from '@partidos/shared';
import { useBalance, useComprobantesArriendo, useFinanzas } from '../api/payment-calls';
import { LoadError } from '../../../components/LoadError';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { FinanceExportModal } from './FinanceExportModal';

const partidoTexto = (x: ComprobanteArriendoDto) => `${x.partido.fecha}${x.partido.hora ? ` ${x.partido.hora}` : ''}`;
const lugarTexto = (x: ComprobanteArriendoDto) => (x.lugar ? `${x.lugar.nombre}${x.lugar.cancha ? ` · ${x.lugar.cancha}` : ''}` : 'Lugar no especificado');
const estadoTag = (x: ComprobanteArriendoDto) => <Tag color={x.estado === 'aprobado' ? 'success' : x.estado === 'rechazado' ? 'error' : 'default'}>{x.estado}</Tag>;
const verComprobante = (x: ComprobanteArriendoDto) =>
  x.comprobante_url ? <a href={x.comprobante_url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>Ver comprobante</a> : null;
const montoMovimiento = (x: MovimientoDto) => (
  <Typography.Text type={x.tipo === 'ingreso' ? 'success' : 'danger'} style={{ whiteSpace: 'nowrap' }}>
    {x.tipo === 'ingreso' ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {formatCLP(x.monto)}
  </Typography.Text>
);
const movimientoKey = (x: MovimientoDto) => `${x.fecha}-${x.concepto}-${x.monto}-${x.descripcion}`;

/**
 * Club detail 'Finanzas' (docs/product/payments.md): summary cards and tabs Resumen, Comprobantes de Arriendo, Balance
 * Detallado. On a phone the two tables are lists of cards: their columns do not fit in 390 px.
 */
export function FinanceTab({ clubId }: { clubId: string }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const resumen = useFinanzas(clubId);
  const rent = useComprobantesArriendo(clubId);
  const balance = useBalance(clubId);
  const [exporting, setExporting] = useState(false);
  if (resumen.isPending) return <Skeleton active />;
  if (resumen.isError) return <LoadError title="Error al cargar finanzas del club" error={resumen.error} onRetry={() => resumen.refetch()} />;
  const r = resumen.data;
  const empty = r.totalRecaudado === 0 && r.totalGastado === 0 && r.pagosPendientes === 0;
  return (
    <>
      {/* the movements of a range as CSV or Excel (docs/decisions/0042-finance-export.md) */}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} block={mobile} onClick={() => setExporting(true)}>Exportar</Button>
      </div>
      <FinanceExportModal clubId={clubId} open={exporting} onClose={() => setExporting(false)} />
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
            children: rent.isError ? <LoadError title="Error al cargar comprobantes de arriendo" error={rent.error} onRetry={() => rent.refetch()} /> : mobile ? (
              <List<ComprobanteArriendoDto>
                loading={rent.isPending}
                dataSource={rent.data ?? []}
                rowKey="_id"
                pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
                locale={{ emptyText: 'No hay comprobantes de arriendo' }}
                renderItem={(x) => (
                  <List.Item className="list-item-plain">
                    <Card size="small" hoverable style={{ marginBottom: 8 }} onClick={() => navigate(`/partidos/${x.partido._id}`)}>
                      <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                          <Typography.Text strong>{formatCLP(x.monto)}</Typography.Text>
                          {estadoTag(x)}
                        </Space>
                        <Typography.Text>Partido: {partidoTexto(x)}</Typography.Text>
                        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{lugarTexto(x)}</Typography.Text>
                        <Typography.Text type="secondary">Pagado el {formatDate(x.fecha_pago)} · {x.metodo_pago}</Typography.Text>
                        {verComprobante(x)}
                      </Space>
                    </Card>
                  </List.Item>
                )}
              />
            ) : (
              <Table<ComprobanteArriendoDto>
                rowKey="_id"
                size="small"
                loading={rent.isPending}
                dataSource={rent.data ?? []}
                scroll={{ x: 640 }}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                locale={{ emptyText: 'No hay comprobantes de arriendo' }}
                onRow={(x) => ({ onClick: () => { void navigate(`/partidos/${x.partido._id}`); }, style: { cursor: 'pointer' } })}
                columns={[
                  { title: 'Fecha de pago', key: 'f', render: (_, x) => formatDate(x.fecha_pago) },
                  { title: 'Partido', key: 'p', render: (_, x) => partidoTexto(x) },
                  { title: 'Lugar', key: 'l', render: (_, x) => lugarTexto(x) },
                  { title: 'Monto', key: 'm', render: (_, x) => formatCLP(x.monto) },
                  { title: 'Método', dataIndex: 'metodo_pago', key: 'mp' },
                  { title: 'Estado', key: 'e', render: (_, x) => estadoTag(x) },
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
            children: balance.isError ? <LoadError title="Error al cargar balance del club" error={balance.error} onRetry={() => balance.refetch()} /> : (
              <>
                {balance.data && (
                  <Row gutter={16} style={{ marginBottom: 12 }}>
                    <Col xs={12} sm={8}><Statistic title="Ingresos" value={formatCLP(balance.data.totalIngresos)} /></Col>
                    <Col xs={12} sm={8}><Statistic title="Egresos" value={formatCLP(balance.data.totalEgresos)} /></Col>
                    <Col xs={24} sm={8}><Statistic title="Balance neto" value={formatCLP(balance.data.balanceNeto)} /></Col>
                  </Row>
                )}
                {mobile ? (
                  <List<MovimientoDto>
                    loading={balance.isPending}
                    dataSource={balance.data?.movimientos ?? []}
                    rowKey={movimientoKey}
                    pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
                    locale={{ emptyText: 'No hay movimientos' }}
                    renderItem={(x) => (
                      <List.Item className="list-item-plain">
                        <Card size="small" style={{ marginBottom: 8 }}>
                          <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                            <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                              <Typography.Text strong>{x.concepto}</Typography.Text>
                              {montoMovimiento(x)}
                            </Space>
                            {x.descripcion && <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{x.descripcion}</Typography.Text>}
                            <Typography.Text type="secondary">{formatDate(x.fecha)}</Typography.Text>
                          </Space>
                        </Card>
                      </List.Item>
                    )}
                  />
                ) : (
                  <Table<MovimientoDto>
                    rowKey={movimientoKey}
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
                      { title: 'Monto', key: 'm', render: (_, x) => montoMovimiento(x) },
                    ]}
                  />
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
