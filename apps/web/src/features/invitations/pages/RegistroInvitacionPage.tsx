import { MailOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { MSG, correoSchema, passwordSchema } from '@partidos/shared';
import { confirmRules, zodRule } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { ME_KEY } from '../../profile/api/profile-calls';
import { registrarConInvitacion, useValidarInvitacion } from '../api/invitation-calls';
import { InvitationGate, InvitationSummary } from '../components/InvitationSummary';
import { PageTitle } from '../../../components/PageTitle';

/** /registro-invitacion/{codigo} (spec 2 §5 "Invitation sign-up"): account first, then the profile. */
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
      navigate(`/completar-perfil-invitacion/${codigo}`, { replace: true });
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
                    Acepto la <Link to="/politica-privacidad" state={{ from: `/registro-invitacion/${codigo}` }}>política de privacidad</Link>
                  </Checkbox>
                </Form.Item>
                {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
                <Button type="primary" htmlType="submit" block size="large" loading={saving}>Crear Cuenta</Button>
              </Form>
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
