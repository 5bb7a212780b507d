import { CalendarOutlined, ClockCircleOutlined, DollarOutlined, EnvironmentOutlined, GlobalOutlined, LockOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { useProximoPartido } from '../api/match-calls';
import { AttendanceButtons, puedeResponder, respuestaTexto } from './AttendanceButtons';
import { WhoIsComing } from './AttendeeAvatars';
import { costoTexto, fechaLarga, formatoTexto, horarioTexto, lugarTexto, respuestasTexto, visibilidadTexto } from './match-format';
import { SignUpButton } from './SignUpButton';
import { LoadError } from '../../../components/LoadError';
import { Heading } from '../../../components/PageTitle';

/** The dashboard's next-match card (spec 2 §2 "Next-match card"). */
export function NextMatchCard({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const q = useProximoPartido();
  if (q.isPending) return <Card title="Próximo Partido"><Skeleton active /></Card>;
  // a failed refresh keeps showing the copy at hand (the last visit's, offline)
  if (q.isError && q.data === undefined) return <Card title="Próximo Partido"><LoadError title="Error al cargar el próximo partido" error={q.error} onRetry={() => q.refetch()} /></Card>;
  const p = q.data;
  if (!p) {
    return (
      <Card title="Próximo Partido">
        <Empty description={<><Typography.Text strong>No hay partidos próximos</Typography.Text><br />No tienes partidos programados en los próximos días.</>}>
          {canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/partidos/crear')}>Crear Partido</Button>}
        </Empty>
      </Card>
    );
  }
  return (
    <Card title="Próximo Partido" extra={<MatchStatusTag estado={p.estado_partido} />}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <Heading size={4} style={{ margin: 0 }}><CalendarOutlined /> {fechaLarga(p.fecha)}</Heading>
        <Typography.Text>
          <EnvironmentOutlined /> {lugarTexto(p)}{p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''}
        </Typography.Text>
        <Typography.Text><ClockCircleOutlined /> {horarioTexto(p)} · {p.duracion} minutos</Typography.Text>
        <Typography.Text><TeamOutlined /> {formatoTexto(p.tipo_partido)} · {p.ocupados}/{p.capacidad_local} inscritos</Typography.Text>
        {p.asistentes_count > 0 && <WhoIsComing players={p.asistentes_preview} total={p.asistentes_count} />}
        {p.permisos.puede_gestionar && p.asistentes_count > 0 && <Typography.Text type="secondary">{respuestasTexto(p.respuestas)}</Typography.Text>}
        {p.lista_espera_count > 0 && <Typography.Text type="secondary">{p.lista_espera_count} en lista de espera</Typography.Text>}
        <Typography.Text><DollarOutlined /> {costoTexto(p)}</Typography.Text>
        <Space size={4} wrap>
          {p.es_publico ? <GlobalOutlined /> : <LockOutlined />}
          <Typography.Text>{visibilidadTexto(p)}</Typography.Text>
          {p.es_publico && <Tag color="cyan">Visible para otros clubes</Tag>}
        </Space>
        {puedeResponder(p) && (
          <div style={{ marginTop: 8 }}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>{respuestaTexto(p.mi_estado.confirmado)}</Typography.Text>
            <AttendanceButtons partido={p} />
          </div>
        )}
        <Space wrap style={{ marginTop: 8 }}>
          <Button onClick={() => navigate(`/partidos/${p._id}`)}>Ver Detalles</Button>
          {!puedeResponder(p) && <SignUpButton partido={p} />}
        </Space>
      </Space>
    </Card>
  );
}
