import { ArrowLeftOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Progress, Row, Skeleton, Statistic, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatCLP, fullName, type PartidoAsistenteDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import type { ApiError } from '../../../lib/api';
import { useResumen } from '../api/match-calls';
import { fechaLarga, formatoTexto, horarioTexto, lugarTexto, nombreEquipo } from '../components/match-format';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';

/** /partidos/{id}/resumen: the summary of a match. */
export default function ResumenPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const q = useResumen(id);
  if (q.isPending) return <Skeleton active />;
  if (q.isError) {
    if ((q.error as ApiError).status !== 404) return <LoadError title="Error al obtener partido" error={q.error} onRetry={() => q.refetch()} />;
    return (
      <Card>
        <Empty description={(q.error as ApiError).status === 404 ? 'Partido no encontrado' : q.error.message}>
          <Button type="primary" onClick={() => navigate('/partidos')}>Volver a Partidos</Button>
        </Empty>
      </Card>
    );
  }
  const { partido: p, estadisticas_asistencia: a, financiero: f } = q.data;
  return (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/partidos/${id}`)} style={{ marginBottom: 16 }}>Volver al partido</Button>
      <PageTitle style={{ marginTop: 0 }}>Resumen del Partido</PageTitle>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Partido">
            <Descriptions column={1} size="small" colon={false}>
              <Descriptions.Item label="Estado"><MatchStatusTag estado={p.estado_partido} /></Descriptions.Item>
              <Descriptions.Item label="Fecha y hora">{fechaLarga(p.fecha)} · {horarioTexto(p)}</Descriptions.Item>
              <Descriptions.Item label="Lugar">{lugarTexto(p)}{p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''}</Descriptions.Item>
              <Descriptions.Item label="Duración">{p.duracion} minutos</Descriptions.Item>
              <Descriptions.Item label="Tipo">{formatoTexto(p.tipo_partido)}</Descriptions.Item>
              <Descriptions.Item label="Resultado">
                {p.resultado ? `${nombreEquipo(p, 'equipo_a')} ${p.resultado.equipo_a_goles} - ${p.resultado.equipo_b_goles} ${nombreEquipo(p, 'equipo_b')}` : 'Sin resultado registrado'}
              </Descriptions.Item>
              <Descriptions.Item label="MVP">
                {p.mvp_asignado ? <><TrophyOutlined style={{ color: '#faad14' }} /> {fullName(p.mvp_asignado)}</> : 'Sin MVP asignado'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Asistencia">
            <Row gutter={16}>
              <Col span={8}><Statistic title="Inscritos" value={a.inscritos} /></Col>
              <Col span={8}><Statistic title="Confirmados" value={a.confirmados} /></Col>
              <Col span={8}><Statistic title="No asistieron" value={a.rechazaron} /></Col>
            </Row>
            <Progress percent={a.porcentaje_confirmacion} style={{ marginTop: 16 }} aria-label="Porcentaje de asistencia confirmada" />
          </Card>
          {f && (
            <Card title="Información financiera" style={{ marginTop: 16 }}>
              <Row gutter={16}>
                <Col span={12}><Statistic title="Arriendo" value={formatCLP(f.monto_arriendo)} /></Col>
                <Col span={12}><Statistic title="Por jugador" value={formatCLP(f.monto_por_jugador)} /></Col>
                <Col span={12}><Statistic title="Recaudado" value={formatCLP(f.recaudado)} /></Col>
                <Col span={12}><Statistic title="Pendiente" value={formatCLP(f.pendiente)} /></Col>
              </Row>
            </Card>
          )}
        </Col>
        <Col span={24}>
          <Card title="Jugadores">
            {/* on a phone the table scrolls sideways: the keyboard can reach and scroll it too (docs/decisions/0045) */}
            <div tabIndex={0} role="region" aria-label="Jugadores del partido" style={{ overflowX: 'auto' }}>
            <Table<PartidoAsistenteDto>
              rowKey={(r) => r.usuario_id._id}
              size="small"
              dataSource={p.asistentes}
              pagination={false}
              style={{ minWidth: 480 }}
              locale={{ emptyText: 'No hubo jugadores inscritos' }}
              columns={[
                { title: 'Jugador', key: 'j', render: (_, r) => <>{fullName(r.usuario_id)} {r.es_mvp && <Tag color="gold">MVP</Tag>}</> },
                { title: 'Equipo', key: 'e', render: (_, r) => nombreEquipo(p, r.equipo) },
                { title: 'Asistencia', key: 'a', render: (_, r) => (r.confirmado === true ? 'Confirmada' : r.confirmado === false ? 'No asistió' : 'Sin confirmar') },
                { title: 'Posición', key: 'p', render: (_, r) => r.usuario_id.posicion_principal ?? '—' },
              ]}
            />
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
