import { CalendarOutlined, ClockCircleOutlined, DollarOutlined, EnvironmentOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PartidoPublicoDto, ValidarInvitacionDto } from '@partidos/shared';
import type { ApiError } from '../../../lib/api';
import { DISPONIBILIDAD_COLOR, fechaLarga, formatoTexto } from '../../matches/components/match-format';
import { formatCLP } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { Heading } from '../../../components/PageTitle';

const MOTIVO: Record<string, string> = {
  inactivo: 'El link de invitación fue desactivado.',
  expirado: 'El link de invitación expiró.',
  agotado: 'El link de invitación alcanzó su máximo de usos.',
  partido_no_disponible: 'El partido ya no admite inscripciones.',
};

/** The match and the club an invite link leads to (the landing: avatars up to 5). */
export function InvitationSummary({ data }: { data: ValidarInvitacionDto }) {
  const p = data.partido;
  const c = data.club;
  return (
    <Card>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space align="center">
          <Avatar size={48} src={c.logo_url ?? undefined} style={{ background: '#15803d' }}>{c.nombre.charAt(0)}</Avatar>
          <div>
            <Typography.Text type="secondary">Te invitan a jugar con</Typography.Text>
            <Heading size={4} style={{ margin: 0 }}>{c.nombre}</Heading>
            <Tag>{c.tipo}</Tag>
          </div>
        </Space>
        <PartidoPublicoLines partido={p} />
        {!data.valido && (
          <Alert
            type="warning"
            showIcon
            title={data.motivo === 'expirado' ? 'Link Expirado' : 'Invitación no válida'}
            description={data.motivo ? MOTIVO[data.motivo] : undefined}
          />
        )}
      </Space>
    </Card>
  );
}

/** A match as the public landings show it: when, where, who is in, the cost (the match and club link landings). */
export function PartidoPublicoLines({ partido: p }: { partido: PartidoPublicoDto }) {
  const horario = p.horario_por_definir || !p.hora_partido ? 'Horario por definir' : `${p.hora_partido}${p.hora_fin ? ` - ${p.hora_fin}` : ''}`;
  return (
    <>
      <Heading size={3} style={{ margin: 0 }}><CalendarOutlined /> {fechaLarga(p.fecha)}</Heading>
      <Typography.Text><ClockCircleOutlined /> {horario} · {p.duracion} minutos</Typography.Text>
      <Typography.Text>
        <EnvironmentOutlined /> {p.lugar_por_definir || !p.lugar ? 'Lugar por definir' : `${p.lugar.nombre}${p.lugar.cancha_numero ? ` · Cancha ${p.lugar.cancha_numero}` : ''}`}
        {p.lugar?.direccion && <Typography.Text type="secondary"> — {p.lugar.direccion}</Typography.Text>}
      </Typography.Text>
      <Space wrap>
        <Typography.Text><TeamOutlined /> {formatoTexto(p.tipo_partido)} · {p.ocupados}/{p.capacidad_local} inscritos</Typography.Text>
        <Tag color={DISPONIBILIDAD_COLOR[p.disponibilidad]}>{p.disponibilidad}</Tag>
      </Space>
      <Typography.Text><DollarOutlined /> {p.costo === null ? 'Costo por definir' : p.costo === 0 ? 'Gratis' : `Costo: ${formatCLP(p.costo)}`}</Typography.Text>
      {p.asistentes_count > 0 && (
        <Space>
          <Avatar.Group size="small">
            {p.asistentes_preview.slice(0, 5).map((a, i) => (
              <PersonAvatar key={i} person={a} size="small" />
            ))}
          </Avatar.Group>
          <Typography.Text type="secondary">
            {p.asistentes_preview.slice(0, 3).map((a) => a.nombre).filter(Boolean).join(', ')}
            {p.asistentes_count > 3 ? ` y ${p.asistentes_count - 3} más` : ''} {p.asistentes_count === 1 ? 'ya se inscribió' : 'ya se inscribieron'}
          </Typography.Text>
        </Space>
      )}
      {p.descripcion && <Typography.Paragraph style={{ margin: 0 }}>{p.descripcion}</Typography.Paragraph>}
    </>
  );
}

/** Loading, 404 and error states around a screen that needs a valid invitation code. */
export function InvitationGate({ q, children }: {
  q: { isPending: boolean; isError: boolean; error: unknown; data?: ValidarInvitacionDto; refetch: () => unknown };
  children: (d: ValidarInvitacionDto) => ReactNode;
}) {
  const navigate = useNavigate();
  if (q.isPending) return <Card><Skeleton active /></Card>;
  if (q.isError || !q.data) {
    const err = q.error as ApiError;
    const notFound = err?.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Invitación no encontrada' : 'Error al validar código de invitación'}
        subTitle={notFound ? 'El código de invitación no existe o ha expirado.' : err?.message}
        extra={[
          ...(notFound ? [] : [<Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void q.refetch()}>Reintentar</Button>]),
          <Button key="home" type={notFound ? 'primary' : 'default'} onClick={() => navigate('/')}>Ir al inicio</Button>,
        ]}
      />
    );
  }
  return <>{children(q.data)}</>;
}
