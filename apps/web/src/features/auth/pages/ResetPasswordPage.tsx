import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmRules } from '../../../lib/form-rules';
import { MSG, PASSWORD_MIN, REDIRECT_AFTER_RESET_MS } from '@partidos/shared';
import { checkResetToken, resetPassword } from '../api/auth-calls';
import { StrengthMeter } from '../components/StrengthMeter';
import { InlineH1, PageTitle } from '../../../components/PageTitle';

/** /reset-password/{token} (docs/product/accounts.md): verifying → invalid | form → done, then /login after 3 s. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ newPassword: string; confirm: string }>();
  const password = Form.useWatch('newPassword', form) ?? '';
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useQuery({ queryKey: ['reset-token', token], queryFn: () => checkResetToken(token), retry: false, staleTime: Infinity });

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => { void navigate('/login', { replace: true }); }, REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const submit = async (v: { newPassword: string }) => {
    setSaving(true);
    setError(null);
    try {
      await resetPassword(token, v.newPassword);
      setDone(true);
    } catch (e) {
      setError((e as Error).message || 'Error al restablecer contraseña');
    } finally {
      setSaving(false);
    }
  };

  let content: React.ReactNode;
  if (check.isPending) {
    content = (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <Spin size="large" />
        <Typography.Paragraph style={{ marginTop: 16 }}>Verificando enlace...</Typography.Paragraph>
      </div>
    );
  } else if (check.isError) {
    // the server answers every token (valido true or false): an error here is the connection or the server, not the link
    content = (
      <Result
        status="warning"
        title={<InlineH1>No se pudo verificar el enlace</InlineH1>}
        subTitle={check.error.message}
        extra={[
          <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void check.refetch()}>Reintentar</Button>,
          <Button key="login" onClick={() => navigate('/login')}>Volver al Login</Button>,
        ]}
      />
    );
  } else if (!check.data.valido) {
    content = (
      <Result
        status="error"
        title={<InlineH1>Enlace Inválido</InlineH1>}
        subTitle="El enlace es inválido o ha expirado. Solicita uno nuevo desde la página de inicio de sesión."
        extra={<Button type="primary" onClick={() => navigate('/login')}>Volver al Login</Button>}
      />
    );
  } else if (done) {
    content = <Result status="success" title={<InlineH1>¡Contraseña Actualizada!</InlineH1>} subTitle="Redirigiendo al login..." />;
  } else {
    content = (
      <>
        <PageTitle size={3} style={{ marginTop: 0 }}>Nueva contraseña</PageTitle>
        <Typography.Paragraph type="secondary">Elige una contraseña que no uses en otros sitios.</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="newPassword"
            label="Nueva contraseña"
            rules={[{ required: true, message: MSG.nuevaPasswordRequerida }, { min: PASSWORD_MIN, message: MSG.passwordMin }]}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <StrengthMeter password={password} />
          <Form.Item
            name="confirm"
            label="Confirmar contraseña"
            dependencies={['newPassword']}
            rules={confirmRules('newPassword', MSG.confirmRequerida)}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={saving}>Restablecer Contraseña</Button>
        </Form>
      </>
    );
  }
  return (
    <div style={{ maxWidth: 460, margin: '0 auto', padding: '48px 12px' }}>
      <Card>{content}</Card>
    </div>
  );
}
