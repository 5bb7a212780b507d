import { GlobalOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { refreshMembership } from '../../clubs/api/club-calls';
import { useJoinPublic } from '../../clubs/components/use-join-public';
import { unirseClubInvitacion, useValidarInvitacion } from '../api/invitation-calls';
import { InvitationGate, InvitationSummary } from '../components/InvitationSummary';
import { useJoinByLink } from '../components/use-join-by-link';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /registro-club-invitacion/{codigo} (docs/product/invitations.md): the match belongs to a club the person is not in.
 * Joining it is immediate, or a request when the club requires approval ('Solicitud enviada. Espera la aprobación de un
 * moderador.'). The public community is the alternative.
 */
export default function RegistroClubInvitacionPage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token, user } = useSession();
  const q = useValidarInvitacion(codigo);
  const { join, joining } = useJoinByLink(codigo);
  const joinPublic = useJoinPublic();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!token) return <Navigate to="/login" replace state={{ from: `/partidos/unirse/${codigo}` }} />;

  const joinClub = async (clubId: string) => {
    setBusy(true);
    setError(null);
    try {
      const r = await unirseClubInvitacion(clubId, codigo);
      await refreshMembership();
      if (r.data.requiere_aprobacion) {
        setPending(true);
        message.success('Solicitud enviada. Espera la aprobación de un moderador.');
      } else {
        message.success(r.message ?? 'Te uniste al club');
        await join();
      }
    } catch (e) {
      setError((e as Error).message || 'Error al unirse al club');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Únete al club</PageTitle>
      <InvitationGate q={q}>
        {(d) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvitationSummary data={d} />
            {pending || d.mi_estado?.solicitud_pendiente ? (
              <Result
                status="info"
                title="Solicitud enviada"
                subTitle={d.mi_estado?.inscrito
                  // an open invitation already signed them up: the request is for the club, not the match
                  ? `Ya estás inscrito en el partido. Cuando un moderador de ${d.club.nombre} te acepte, verás el club y sus partidos en la app.`
                  : `Espera la aprobación de un moderador de ${d.club.nombre}. Cuando te acepten, vuelve a abrir el link para unirte al partido.`}
                extra={user && user.clubes.length > 0 ? <Button onClick={() => navigate('/')}>Ir al inicio</Button> : null}
              />
            ) : (
              <Card>
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Paragraph style={{ margin: 0 }}>
                    Este partido es de <strong>{d.club.nombre}</strong>.
                    {/* what the person reads agrees with what happened: an open invitation already signed them up */}
                    {d.mi_estado?.inscrito
                      ? ` Ya estás inscrito en el partido. Únete al club para verlo en la app${d.club.requiere_aprobacion_ingreso ? ': un moderador debe aprobar tu ingreso al club.' : '.'}`
                      : d.club.requiere_aprobacion_ingreso ? ' El club revisa las solicitudes de ingreso: un moderador debe aprobarte.' : ' Únete al club para inscribirte.'}
                  </Typography.Paragraph>
                  {error && <Alert type="error" showIcon title={error} />}
                  {d.mi_estado?.es_miembro ? (
                    <Button type="primary" size="large" block loading={joining} onClick={() => void join()}>Unirme al partido</Button>
                  ) : (
                    // a long club name wraps inside the button at 390 px instead of running past it
                    <Button type="primary" size="large" block icon={<TeamOutlined />} loading={busy || joining} onClick={() => void joinClub(d.club._id)} style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40 }}>
                      {d.club.requiere_aprobacion_ingreso ? `Solicitar unirme a ${d.club.nombre}` : `Unirme a ${d.club.nombre}`}
                    </Button>
                  )}
                  {user && user.clubes.length === 0 && (
                    <Button size="large" block icon={<GlobalOutlined />} loading={joinPublic.joining} onClick={() => void joinPublic.join()}>
                      Unirme a la comunidad pública
                    </Button>
                  )}
                </Space>
              </Card>
            )}
          </Space>
        )}
      </InvitationGate>
    </div>
  );
}
