import { ArrowLeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useActiveClub } from '../../../lib/active-club';
import { useSeriesList } from '../api/list-series';
import { ESTADO_SERIE_COLOR, frecuenciaTexto, hastaTexto, serieRhythm } from '../components/serie-format';
import { PageTitle } from '../../../components/PageTitle';

/** /series: the active club's recurring matches, each linking to its page. */
export default function SeriesListPage() {
  const navigate = useNavigate();
  const club = useActiveClub();
  const q = useSeriesList();
  return (
    <div style={{ maxWidth: 900 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/partidos')} style={{ marginBottom: 16 }}>Partidos</Button>
      <PageTitle style={{ marginTop: 0 }}>Partidos recurrentes de {club?.nombre ?? 'tu club'}</PageTitle>
      {q.isError ? (
        <LoadError title="Error al obtener los partidos recurrentes" error={q.error} onRetry={() => q.refetch()} />
      ) : q.isPending ? (
        <Skeleton active />
      ) : q.data.length === 0 ? (
        <Card>
          <Empty description="No hay partidos recurrentes">
            <Typography.Text type="secondary">Crea uno desde “Crear Partido” con “Repetir cada semana”.</Typography.Text>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[12, 12]}>
          {q.data.map((s) => (
            <Col key={s._id} xs={24} md={12}>
              <Card size="small">
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <Link to={`/series/${s._id}`} style={{ fontWeight: 600, fontSize: 16 }}>
                    {serieRhythm(s)}
                    <RightOutlined style={{ fontSize: 12, marginInlineStart: 6 }} />
                  </Link>
                  <Space wrap size={[8, 4]}>
                    <Tag color={ESTADO_SERIE_COLOR[s.estado]}>{s.estado}</Tag>
                    <Tag>{frecuenciaTexto(s.frecuencia_semanas)}</Tag>
                    <Tag>{hastaTexto(s.hasta)}</Tag>
                  </Space>
                  <Typography.Text type="secondary">
                    {s.partidos.length === 1 ? '1 próximo partido' : `${s.partidos.length} próximos partidos`} · {s.titulares.length} titulares
                  </Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
