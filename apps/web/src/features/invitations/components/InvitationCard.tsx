import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { formatCLP, formatDate, fullName, type EstadoInvitacion, type InvitacionDto } from '@partidos/shared';
import { useAction } from '../../../lib/use-action';
import { aceptarInvitacion, cancelarInvitacion, rechazarInvitacion } from '../api/invitation-calls';
import { fechaLarga } from '../../matches/components/match-format';
import { PersonAvatar } from '../../../components/PersonAvatar';

const COLOR: Record<EstadoInvitacion, string> = { Pendiente: 'processing', Aceptada: 'success', Rechazada: 'error', Cancelada: 'default' };

/** One invitation: received (accept / reject while Pendiente) or sent (cancel while Pendiente). */
export function InvitationCard({ inv, sent = false }: { inv: InvitacionDto; sent?: boolean }) {
  const navigate = useNavigate();
  const { busy, run } = useAction();
  const p = inv.partido;
  const who = sent ? inv.invitado : inv.invitador;
  return (
    <Card size="small" hoverable onClick={() => navigate(`/partidos/${p._id}`)}>
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text strong>{p.titulo}</Typography.Text>
          <Tag color={COLOR[inv.estado]}>{inv.estado}</Tag>
        </Space>
        <Typography.Text><CalendarOutlined /> {fechaLarga(p.fecha)}{p.hora ? ` · ${p.hora}` : ' · Horario por definir'}</Typography.Text>
        <Typography.Text><EnvironmentOutlined /> {p.lugar ?? 'Lugar por definir'}{p.costo ? ` · ${formatCLP(p.costo)}` : ''}</Typography.Text>
        {who && (
          <Space size={6}>
            <PersonAvatar person={{ ...who, avatar_url: who.avatar }} size="small" />
            <Typography.Text type="secondary">
              {sent ? `Invitaste a ${fullName(who)}` : `${fullName(who)} te invitó`} · {formatDate(inv.fechaInvitacion)}
            </Typography.Text>
          </Space>
        )}
        {inv.mensaje && <Typography.Paragraph italic style={{ margin: 0 }}>"{inv.mensaje}"</Typography.Paragraph>}
        <div onClick={(e) => e.stopPropagation()}>
          {!sent && inv.puede_responder && (
            <Space>
              <Button type="primary" loading={busy === 'a'} onClick={() => void run('a', () => aceptarInvitacion(inv._id), 'Error al aceptar invitación', 'Invitación aceptada correctamente')}>
                Aceptar
              </Button>
              <Button danger loading={busy === 'r'} onClick={() => void run('r', () => rechazarInvitacion(inv._id), 'Error al rechazar invitación', 'Invitación rechazada')}>
                Rechazar
              </Button>
            </Space>
          )}
          {sent && inv.estado === 'Pendiente' && (
            <Popconfirm title="¿Cancelar esta invitación?" okText="Cancelar invitación" cancelText="Volver" onConfirm={() => run('c', () => cancelarInvitacion(inv._id), 'Error al cancelar invitación', 'Invitación cancelada')}>
              <Button size="small" loading={busy === 'c'}>Cancelar invitación</Button>
            </Popconfirm>
          )}
        </div>
      </Space>
    </Card>
  );
}
