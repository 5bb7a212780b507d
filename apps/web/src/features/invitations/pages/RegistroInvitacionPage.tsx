import { Alert, App, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { MSG } from '@partidos/shared';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { ME_KEY } from '../../profile/api/profile-calls';
import { registrarConInvitacion, useValidarInvitacion } from '../api/invitation-calls';
import { InvitationGate, InvitationSummary } from '../components/InvitationSummary';
import { InvitedAccountForm } from '../components/InvitedSignUpForms';
import { PageTitle } from '../../../components/PageTitle';

/** /registro-invitacion/{codigo} (docs/product/invitations.md): account first, then the profile. */
export default function RegistroInvitacionPage() {
  const { codigo = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token } = useSession();
  const q = useValidarInvitacion(codigo);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // someone already signed in when they arrive goes to the landing; signing up here must not trigger it
  const [signedInOnArrival] = useState(!!token);
  if (signedInOnArrival) return <Navigate to={`/partidos/unirse/${codigo}`} replace />;

  const submit = async (v: { correo: string; password: string }) => {
    setSaving(true);
    setError(null);
    try {
      const r = await registrarConInvitacion({ correo: v.correo.trim(), password: v.password, aceptaPoliticaPrivacidad: true, codigoInvitacion: codigo });
      session.login(r.data.token, r.data.user);
      queryClient.setQueryData(ME_KEY, r.data.user);
      message.success(r.message ?? MSG.cuentaCreada);
      void navigate(`/completar-perfil-invitacion/${codigo}`, { replace: true });
    } catch (e) {
      setError((e as Error).message || 'Error al registrar usuario');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Regístrate para unirte</PageTitle>
      <InvitationGate q={q}>
        {(d) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <InvitationSummary data={d} />
            <Card title="Crea tu cuenta">
              <InvitedAccountForm here={`/registro-invitacion/${codigo}`} saving={saving} error={error} onSubmit={submit} />
              <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
                ¿Ya tienes cuenta? <Link to="/login" state={{ from: `/partidos/unirse/${codigo}` }}>Inicia sesión</Link>
              </Typography.Paragraph>
            </Card>
            {!d.valido && <Alert type="info" showIcon title="Puedes crear tu cuenta igual, pero este link ya no permite unirse al partido." />}
          </Space>
        )}
      </InvitationGate>
    </div>
  );
}
