import { Button, Card, Space, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useValidarInvitacion } from '../api/invitation-calls';
import { InvitationGate, InvitationSummary } from '../components/InvitationSummary';
import { useJoinByLink } from '../components/use-join-by-link';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /confirmar-inscripcion-invitacion/{codigo}: the spec shows the route but not its contents; here a signed-in
 * person confirms the sign-up an invite link offers (anyone else goes to the landing).
 */
export default function ConfirmarInscripcionPage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const { token } = useSession();
  const q = useValidarInvitacion(codigo);
  const { join, joining } = useJoinByLink(codigo);
  if (!token) return <Navigate to={`/partidos/unirse/${codigo}`} replace />;
  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Confirmar Inscripción</PageTitle>
      <InvitationGate q={q}>
        {(d) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvitationSummary data={d} />
            {d.valido && (
              <Card>
                {d.mi_estado?.inscrito ? (
                  <Button type="primary" size="large" block onClick={() => navigate(`/partidos/${d.partido._id}`)}>Ya estás inscrito: ver partido</Button>
                ) : (
                  <Space orientation="vertical" style={{ width: '100%' }}>
                    <Typography.Text>¿Estás seguro que deseas inscribirte a este partido? Recuerda confirmar tu asistencia antes del partido.</Typography.Text>
                    <Button type="primary" size="large" block loading={joining} onClick={() => void join()}>Confirmar inscripción</Button>
                  </Space>
                )}
              </Card>
            )}
          </Space>
        )}
      </InvitationGate>
    </div>
  );
}
