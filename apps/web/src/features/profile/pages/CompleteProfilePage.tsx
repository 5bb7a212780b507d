import { Alert, App, Button, Card, Form, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileCompletion } from '@partidos/shared';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { returnPathOf } from '../../../lib/return-path';
import { session, useSession } from '../../../lib/session';
import { ApiError } from '../../../lib/api';
import { ME_KEY, completeProfile } from '../api/profile-calls';
import { ProfileFields, toProfileBody, toProfileForm } from '../components/ProfileFields';
import { PageTitle } from '../../../components/PageTitle';

/**
 * /onboarding/completar-perfil (docs/product/accounts.md); success goes to /onboarding/elegir-club, or back to the page
 * the person came for (an invite link opened before logging in: router state `from`, same-app paths only).
 */
export default function CompleteProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);
  const toInvitation = from?.startsWith('/partidos/unirse/') ?? false;
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const percent = profileCompletion(toProfileBody(values ?? {}, 'complete'));

  const submit = async (v: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      const r = await completeProfile(toProfileBody(v, 'complete'));
      session.setUser(r.data);
      queryClient.setQueryData(ME_KEY, r.data);
      message.success(r.message ?? 'Perfil completado exitosamente');
      void navigate(from ?? (r.data.clubes.length > 0 ? '/' : '/onboarding/elegir-club'), { replace: true });
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al completar perfil');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: '24px 12px' }}>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Completa tu perfil</PageTitle>
        <Typography.Paragraph type="secondary">
          Con estos datos armamos equipos equilibrados y tus compañeros te reconocen en la cancha.
          {toInvitation && ' Al guardar vuelves a tu invitación para unirte al partido.'}
        </Typography.Paragraph>
        <div style={{ marginBottom: 24 }}>
          <Typography.Text strong>Perfil completado: {percent}%</Typography.Text>
          <Progress percent={percent} showInfo={false} aria-label="Porcentaje de perfil completado" />
        </div>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          scrollToFirstError
          initialValues={toProfileForm({
            nombre: user?.nombre ?? undefined,
            apellido: user?.apellido ?? undefined,
            mostrar_correo: true,
            mostrar_telefono: true,
            mostrar_info_fisica: true,
          })}
        >
          <ProfileFields mode="complete" />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={saving}>
            {toInvitation ? 'Guardar y volver a la invitación' : 'Guardar y continuar'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
