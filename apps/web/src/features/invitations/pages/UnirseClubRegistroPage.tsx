import { App, Card, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG } from '@partidos/shared';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { registerBasic } from '../../auth/api/auth-calls';
import { ME_KEY } from '../../profile/api/profile-calls';
import { PageTitle } from '../../../components/PageTitle';
import { useLinkClubInfo } from '../api/club-link-calls';
import { InvitedAccountForm } from '../components/InvitedSignUpForms';

/** /unirse/{codigo}/registro: the account, as the invited person's sign-up asks it; the profile comes next. */
export default function UnirseClubRegistroPage() {
  const { codigo = '' } = useParams();
  const [params] = useSearchParams();
  const partido = params.get('partido');
  const suffix = partido ? `?partido=${partido}` : '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { token } = useSession();
  const q = useLinkClubInfo(codigo, partido);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // someone already signed in when they arrive goes to the landing; signing up here must not trigger it
  const [signedInOnArrival] = useState(!!token);
  if (signedInOnArrival) return <Navigate to={`/unirse/${codigo}${suffix}`} replace />;

  const submit = async (v: { correo: string; password: string }) => {
    setSaving(true);
    setError(null);
    try {
      const r = await registerBasic({ correo: v.correo.trim(), password: v.password, aceptaPoliticaPrivacidad: true });
      session.login(r.data.token, r.data.user);
      queryClient.setQueryData(ME_KEY, r.data.user);
      message.success(r.message ?? MSG.cuentaCreada);
      void navigate(`/unirse/${codigo}/perfil${suffix}`, { replace: true });
    } catch (e) {
      setError((e as Error).message || 'Error al registrar usuario');
    } finally {
      setSaving(false);
    }
  };

  const club = q.data?.club.nombre;
  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '24px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>Regístrate para unirte</PageTitle>
      <Card title={club ? `Crea tu cuenta para unirte a ${club}` : 'Crea tu cuenta'}>
        <InvitedAccountForm here={`/unirse/${codigo}/registro${suffix}`} saving={saving} error={error} onSubmit={submit} />
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          ¿Ya tienes cuenta? <Link to="/login" state={{ from: `/unirse/${codigo}${suffix}` }}>Inicia sesión</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
