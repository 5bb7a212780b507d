import {
  ArrowLeftOutlined, CheckCircleOutlined, EditOutlined, EnvironmentOutlined, GlobalOutlined, LoadingOutlined, ReloadOutlined, SendOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TIPO_PARTIDO_LABELS, formatDate, fullName, type LugarPartidoDto, type TipoPartido } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import type { ApiError } from '../../../lib/api';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useLugar } from '../api/venue-calls';
import { RequestValidationModal, ValidateLugarModal } from '../components/ValidationDialogs';
import { VenueTags } from '../components/VenueTags';
import { PageTitle } from '../../../components/PageTitle';

const mapsUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** /lugares/{id} (docs/product/venues.md). */
export default function LugarDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const q = useLugar(id);
  const [validating, setValidating] = useState(false);
  const [requesting, setRequesting] = useState(false);

  if (q.isPending) return <Skeleton active />;
  if (q.isError) {
    const notFound = (q.error as ApiError).status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Lugar no encontrado' : 'Error al obtener lugar'}
        subTitle={notFound ? 'El lugar no existe o no está disponible para tu club.' : q.error.message}
        extra={[
          ...(notFound ? [] : [<Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => q.refetch()}>Reintentar</Button>]),
          <Button key="back" type={notFound ? 'primary' : 'default'} onClick={() => navigate('/lugares')}>Volver a Lugares</Button>,
        ]}
      />
    );
  }
  const l = q.data;
  const p = l.permisos;

  const actions = (
    <Space wrap>
      {p.puede_editar && <Button icon={<EditOutlined />} onClick={() => navigate(`/lugares/${id}/editar`)}>Editar</Button>}
      {p.puede_validar && (
        <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setValidating(true)}>Validar Lugar</Button>
      )}
      {p.puede_solicitar && !l.solicitud_pendiente && (
        <Button type="primary" icon={<SendOutlined />} onClick={() => setRequesting(true)}>Solicitar Validación</Button>
      )}
      {l.estado_validacion === 'Pendiente' && l.solicitud_pendiente && !p.puede_validar && (
        <Button disabled icon={<LoadingOutlined />}>Validando por Administración...</Button>
      )}
    </Space>
  );

  const columns = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (f: string, r: LugarPartidoDto) => `${f}${r.hora_partido ? ` ${r.hora_partido}` : ''}` },
    { title: 'Tipo', dataIndex: 'tipo_partido', key: 'tipo', render: (t: string) => TIPO_PARTIDO_LABELS[t as TipoPartido] ?? t },
    { title: 'Estado', dataIndex: 'estado_partido', key: 'estado', render: (e: string) => <MatchStatusTag estado={e} /> },
    { title: 'Asistentes', dataIndex: 'asistentes_count', key: 'asistentes' },
  ];

  return (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/lugares')} style={{ marginBottom: 16 }}>Volver</Button>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap align="start">
        <Space orientation="vertical" size={4}>
          <PageTitle style={{ margin: 0 }}>{l.nombre}</PageTitle>
          <VenueTags estado={l.estado_validacion} global={l.es_global} />
        </Space>
        {actions}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Información">
            <Descriptions column={1} size="small" colon={false} styles={{ label: { width: isMobile ? 120 : 170 } }}>
              <Descriptions.Item label="Dirección">{l.direccion}</Descriptions.Item>
              <Descriptions.Item label="Cancha">{l.cancha || 'No especificada'}</Descriptions.Item>
              <Descriptions.Item label="Teléfono">{l.telefono ? <a href={`tel:${l.telefono}`}>{l.telefono}</a> : 'No especificado'}</Descriptions.Item>
              <Descriptions.Item label="Sitio web">
                {l.sitio_web ? (
                  <a href={l.sitio_web} target="_blank" rel="noopener noreferrer"><GlobalOutlined /> Visitar sitio</a>
                ) : 'No especificado'}
              </Descriptions.Item>
              <Descriptions.Item label="Partidos realizados">{l.partidos_realizados}</Descriptions.Item>
              <Descriptions.Item label="Club">{l.club_id.nombre}</Descriptions.Item>
              <Descriptions.Item label="Creado por">{l.creador ? fullName(l.creador) : 'Usuario eliminado'}</Descriptions.Item>
              <Descriptions.Item label="Fecha de creación">{formatDate(l.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Validado por">{l.validado_por ? fullName(l.validado_por) : 'Sin validar'}</Descriptions.Item>
              <Descriptions.Item label="Fecha de validación">{l.fecha_validacion ? formatDate(l.fecha_validacion) : 'Sin validar'}</Descriptions.Item>
              {l.notas && <Descriptions.Item label="Notas">{l.notas}</Descriptions.Item>}
              {l.notas_validacion && <Descriptions.Item label="Notas de validación">{l.notas_validacion}</Descriptions.Item>}
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Ubicación">
            <div
              style={{
                height: 180, borderRadius: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
                background: 'rgba(22, 163, 74, 0.08)', border: '1px dashed rgba(22, 163, 74, 0.45)', marginBottom: 16, gap: 6,
              }}
            >
              <EnvironmentOutlined style={{ fontSize: 32, color: '#16a34a' }} />
              <Typography.Text strong>Mapa no disponible</Typography.Text>
              {l.coordenadas && (
                <Typography.Text type="secondary">{l.coordenadas.lat.toFixed(5)}, {l.coordenadas.lng.toFixed(5)}</Typography.Text>
              )}
            </div>
            {l.coordenadas ? (
              <Button block icon={<EnvironmentOutlined />} href={mapsUrl(`${l.coordenadas.lat},${l.coordenadas.lng}`)} target="_blank" rel="noopener noreferrer">
                Abrir en Google Maps
              </Button>
            ) : (
              <Button block icon={<EnvironmentOutlined />} href={mapsUrl(l.direccion)} target="_blank" rel="noopener noreferrer">
                Buscar dirección en el mapa
              </Button>
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card title="Partidos en este Lugar">
            {/* on a phone the table scrolls sideways: the keyboard can reach and scroll it too (docs/decisions/0045) */}
            <div tabIndex={0} role="region" aria-label="Partidos en este lugar" style={{ overflowX: 'auto' }}>
              <Table<LugarPartidoDto>
                rowKey="_id"
                size="small"
                columns={columns}
                dataSource={l.partidos}
                pagination={false}
                style={{ minWidth: 480 }}
                locale={{ emptyText: 'No hay partidos registrados en este lugar' }}
                onRow={(r) => ({ onClick: () => { void navigate(`/partidos/${r._id}`); }, style: { cursor: 'pointer' } })}
              />
            </div>
            {l.total_partidos > 10 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                Mostrando los últimos 10 de {l.total_partidos} partidos
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
      </Row>
      <ValidateLugarModal lugarId={l._id} nombre={l.nombre} open={validating} onClose={() => setValidating(false)} />
      <RequestValidationModal lugarId={l._id} nombre={l.nombre} open={requesting} onClose={() => setRequesting(false)} />
    </div>
  );
}
