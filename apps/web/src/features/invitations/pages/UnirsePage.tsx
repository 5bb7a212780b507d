import { LoginOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useValidarInvitacion } from '../api/invitation-calls';
import { InvitationGate, InvitationSummary } from '../components/InvitationSummary';
import { useJoinByLink } from '../components/use-join-by-link';
import { PageTitle } from '../../../components/PageTitle';

/** /partidos/unirse/{codigo}: the public invitation landing (docs/product/invitations.md), anonymous visitors welcome. */
export default function UnirsePage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const q = useValidarInvitacion(codigo);
  const { join, joining } = useJoinByLink(codigo);
  const here = `/partidos/unirse/${codigo}`;

  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Invitación a Partido</PageTitle>
      <InvitationGate q={q}>
        {(d) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvitationSummary data={d} />
            {d.valido && (
              <Card>
                {!token ? (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    <Typography.Text>Crea tu cuenta para unirte, o inicia sesión si ya tienes una.</Typography.Text>
                    <Button type="primary" size="large" block icon={<UserAddOutlined />} onClick={() => navigate(`/registro-invitacion/${codigo}`)}>
                      Crear cuenta y unirme
                    </Button>
                    <Button size="large" block icon={<LoginOutlined />} onClick={() => navigate('/login', { state: { from: here } })}>
                      Ya tengo cuenta
                    </Button>
                  </Space>
                ) : user && !user.profileComplete ? (
                  <Button type="primary" size="large" block onClick={() => navigate(`/completar-perfil-invitacion/${codigo}`)}>
                    Completar mi perfil para unirme
                  </Button>
                ) : d.mi_estado?.inscrito ? (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    <Typography.Text strong>Ya estás inscrito en este partido.</Typography.Text>
                    <Button type="primary" size="large" block onClick={() => navigate(`/partidos/${d.partido._id}`)}>Ver partido</Button>
                  </Space>
                ) : d.mi_estado?.solicitud_pendiente ? (
                  <Typography.Text>Tu solicitud para unirte a {d.club.nombre} está pendiente. Espera la aprobación de un moderador.</Typography.Text>
                ) : (
                  <Button type="primary" size="large" block loading={joining} onClick={() => void join()}>
                    {d.partido.disponibilidad === 'Completo' ? 'Unirme a la lista de espera' : 'Unirme al partido'}
                  </Button>
                )}
              </Card>
            )}
          </Space>
        )}
      </InvitationGate>
    </div>
  );
}
