import { ArrowLeftOutlined, CalendarOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Popconfirm, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { canManageClub, type EstadoSerie } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useSerie } from '../api/get-serie';
import { useSetSerieEstado } from '../api/set-serie-estado';
import { useSkipSerieDate } from '../api/skip-serie-date';
import { SerieMatchCard } from '../components/SerieMatchCard';
import { TitularesEditor } from '../components/TitularesEditor';
import { ESTADO_SERIE_COLOR, frecuenciaTexto, hastaTexto, serieRhythm, type MemberOption } from '../components/serie-format';
import { Heading, PageTitle } from '../../../components/PageTitle';

/**
 * /series/{id} (docs/product/series.md): the rhythm, the upcoming matches, the regulars. Members read it; managers
 * ('Tengo permisos') skip dates, edit the regulars and pause, resume or end the series. `members` (the club's, for the
 * regulars) comes from the route in app/.
 */
export function SeriePage({ members }: { members: MemberOption[] }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { user } = useSession();
  const q = useSerie(id);
  const skip = useSkipSerieDate(id);
  const estado = useSetSerieEstado(id);

  if (q.isPending) return <Skeleton active />;
  if (q.isError) {
    if ((q.error as ApiError).status === 404) {
      return <Result status="404" title="Partido recurrente no encontrado" extra={<Button onClick={() => navigate('/series')}>Ver partidos recurrentes</Button>} />;
    }
    return <LoadError title="Error al obtener el partido recurrente" error={q.error} onRetry={() => q.refetch()} />;
  }
  const s = q.data;
  const rol = user?.clubes.find((c) => c.club_id === s.club_id)?.rol;
  const canManage = !!user && canManageClub(user, rol);

  const run = async (fn: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const r = await fn();
      if (r.message) message.success(r.message);
    } catch (e) {
      message.error((e as Error).message || fallback);
    }
  };
  const setEstado = (e: EstadoSerie) => run(() => estado.mutateAsync(e), 'Error al cambiar el estado');
  // the whole series is edited from its next open match, "Este y los siguientes" chosen
  const next = s.partidos.find((p) => p.estado_partido === 'Convocando' || p.estado_partido === 'Próximo a comenzar');

  return (
    <div style={{ maxWidth: 900 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/series')} style={{ marginBottom: 16 }}>Partidos recurrentes</Button>
      <Card style={{ marginBottom: 16 }}>
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Space wrap align="center">
            <PageTitle size={3} style={{ margin: 0 }}>{serieRhythm(s)}</PageTitle>
            <Tag color={ESTADO_SERIE_COLOR[s.estado]}>{s.estado}</Tag>
          </Space>
          <Space wrap size={[8, 4]}>
            <Tag icon={<CalendarOutlined />}>{frecuenciaTexto(s.frecuencia_semanas)}</Tag>
            <Tag>{hastaTexto(s.hasta)}</Tag>
            <Tag>Desde el {s.primera_fecha}</Tag>
            {s.ventana_titulares_horas > 0 && <Tag>Prioridad de titulares: {s.ventana_titulares_horas} h</Tag>}
            {s.inscribir_titulares_automaticamente && <Tag>Titulares inscritos automáticamente</Tag>}
            {s.espera_por_confiabilidad && <Tag>Lista de espera por asistencia</Tag>}
          </Space>
          {s.omitidas.length > 0 && <Typography.Text type="secondary">Fechas omitidas: {s.omitidas.join(', ')}</Typography.Text>}
          {canManage && s.estado !== 'Terminada' && (
            <Space wrap>
              {next && (
                <Button icon={<EditOutlined />} onClick={() => navigate(`/partidos/${next._id}/editar`, { state: { alcance: 'siguientes' } })}>Editar</Button>
              )}
              {s.estado === 'Activa' ? (
                <Button icon={<PauseCircleOutlined />} loading={estado.isPending && estado.variables === 'Pausada'} onClick={() => void setEstado('Pausada')}>Pausar</Button>
              ) : (
                <Button icon={<PlayCircleOutlined />} loading={estado.isPending && estado.variables === 'Activa'} onClick={() => void setEstado('Activa')}>Reanudar</Button>
              )}
              <Popconfirm
                title="¿Terminar el partido recurrente?"
                description="No se crearán más partidos. Los ya creados se mantienen."
                okText="Terminar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => setEstado('Terminada')}
              >
                <Button danger icon={<StopOutlined />} loading={estado.isPending && estado.variables === 'Terminada'}>Terminar</Button>
              </Popconfirm>
            </Space>
          )}
        </Space>
      </Card>

      <Heading size={4}>Próximos partidos</Heading>
      {s.partidos.length === 0 ? (
        <Card style={{ marginBottom: 16 }}><Empty description="No hay próximos partidos" /></Card>
      ) : (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {s.partidos.map((p) => (
            <Col key={p._id} xs={24} sm={12}>
              <SerieMatchCard
                partido={p}
                canManage={canManage}
                skipping={skip.isPending && skip.variables === p.fecha}
                onSkip={() => run(() => skip.mutateAsync(p.fecha), 'Error al omitir la fecha')}
              />
            </Col>
          ))}
        </Row>
      )}

      <TitularesEditor serie={s} members={members} canManage={canManage} />
    </div>
  );
}
