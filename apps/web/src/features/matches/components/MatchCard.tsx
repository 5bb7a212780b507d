import { CalendarOutlined, ClockCircleOutlined, DollarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { PartidoListItemDto } from '@partidos/shared';
import { MatchStatusTag } from '../../../components/MatchStatusTag';
import { AttendanceButtons, puedeResponder } from './AttendanceButtons';
import { WhoIsComing } from './AttendeeAvatars';
import { DISPONIBILIDAD_COLOR, costoTexto, fechaLarga, formatoTexto, horarioTexto, lugarTexto, respuestasTexto } from './match-format';
import { SignUpButton } from './SignUpButton';
import { Heading } from '../../../components/PageTitle';

/** A card of /partidos: status, availability while Convocando, facts, and sign-up from the card. */
export function MatchCard({ partido: p }: { partido: PartidoListItemDto }) {
  const navigate = useNavigate();
  const convocando = p.estado_partido === 'Convocando';
  // enrolled before the start: the card answers 'Voy' / 'No voy' instead of a dead 'Ya Inscrito' (docs/decisions/0036)
  const answering = puedeResponder(p);
  const ajeno = p.es_publico && !p.permisos.puede_gestionar && p.club_id && !p.mi_estado.inscrito;
  return (
    <Card
      hoverable
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 10 } }}
      onClick={() => navigate(`/partidos/${p._id}`)}
    >
      <Space wrap size={4}>
        <MatchStatusTag estado={p.estado_partido} />
        {convocando && <Tag color={DISPONIBILIDAD_COLOR[p.disponibilidad]}>{p.disponibilidad}</Tag>}
        {p.es_publico && <Tag color="cyan">Público</Tag>}
      </Space>
      <Heading size={5} style={{ margin: 0 }}>
        <CalendarOutlined /> {fechaLarga(p.fecha)}
      </Heading>
      <Space orientation="vertical" size={4}>
        <Typography.Text><ClockCircleOutlined /> {horarioTexto(p)}</Typography.Text>
        <Typography.Text>
          <EnvironmentOutlined /> {lugarTexto(p)}
          {p.cancha_numero ? ` · Cancha ${p.cancha_numero}` : ''}
        </Typography.Text>
        <Typography.Text><TeamOutlined /> {formatoTexto(p.tipo_partido)} · {p.ocupados}/{p.capacidad_local} inscritos</Typography.Text>
        <Typography.Text><DollarOutlined /> {costoTexto(p)}</Typography.Text>
        {ajeno && <Typography.Text type="secondary" style={{ fontSize: 12 }}>Organiza {p.club_id.nombre}</Typography.Text>}
      </Space>
      <div style={{ minHeight: 24 }}>
        {p.asistentes_count > 0 ? <WhoIsComing players={p.asistentes_preview} total={p.asistentes_count} /> : (
          <Typography.Text type="secondary">Sé el primero en inscribirte</Typography.Text>
        )}
        {p.permisos.puede_gestionar && p.asistentes_count > 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>{respuestasTexto(p.respuestas)}</Typography.Text>
        )}
      </div>
      <div style={{ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: 8 }} onClick={(e) => e.stopPropagation()}>
        {answering && <AttendanceButtons partido={p} />}
        <Button onClick={() => navigate(`/partidos/${p._id}`)}>Ver Detalles</Button>
        {convocando && !answering && <SignUpButton partido={p} />}
        {!convocando && !answering && p.mi_estado.inscrito && <Button disabled>Ya Inscrito</Button>}
      </div>
    </Card>
  );
}
