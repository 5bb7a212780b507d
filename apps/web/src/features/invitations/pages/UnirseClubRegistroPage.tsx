import { MailOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MSG, correoSchema, passwordSchema } from '@partidos/shared';
import { confirmRules, zodRule } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { registerBasic } from '../../auth/api/auth-calls';
import { ME_KEY } from '../../profile/api/profile-calls';
import { PageTitle } from '../../../components/PageTitle';
import { useLinkClubInfo } from '../api/club-link-calls';

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
      navigate(`/unirse/${codigo}/perfil${suffix}`, { replace: true });
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
        <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={saving}>
          <Form.Item name="correo" label="Correo electrónico" rules={[zodRule(correoSchema, { required: true })]}>
            <Input type="email" autoComplete="email" prefix={<MailOutlined />} placeholder="tucorreo@ejemplo.cl" />
          </Form.Item>
          <Form.Item name="password" label="Contraseña" rules={[zodRule(passwordSchema, { required: true })]} hasFeedback>
            <Input.Password autoComplete="new-password" placeholder="Mínimo 6 caracteres" />
          </Form.Item>
          <Form.Item name="confirm" label="Confirmar contraseña" dependencies={['password']} hasFeedback rules={confirmRules('password', MSG.confirmRequerida)}>
            <Input.Password autoComplete="new-password" placeholder="Repite tu contraseña" />
          </Form.Item>
          <Form.Item
            name="aceptaPoliticaPrivacidad"
            valuePropName="checked"
            rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(MSG.politicaRequerida))) }]}
          >
            <Checkbox>
              Acepto la <Link to="/politica-privacidad" state={{ from: `/unirse/${codigo}/registro${suffix}` }}>política de privacidad</Link>
            </Checkbox>
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>Crear Cuenta</Button>
        </Form>
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          ¿Ya tienes cuenta? <Link to="/login" state={{ from: `/unirse/${codigo}${suffix}` }}>Inicia sesión</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
