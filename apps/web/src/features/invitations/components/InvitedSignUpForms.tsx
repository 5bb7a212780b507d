import { MailOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Form, Input, Progress, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG, correoSchema, passwordSchema, profileCompletion, type CompleteProfileInput } from '@partidos/shared';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, confirmRules, zodRule } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { ME_KEY, completeProfile } from '../../profile/api/profile-calls';
import { PageTitle } from '../../../components/PageTitle';
import { ProfileFields, toProfileBody, toProfileForm } from '../../profile/components/ProfileFields';

/**
 * The invited person's account step (a match link's and a club link's): correo, contraseña, its confirmation and the
 * privacy policy; `onSubmit` creates the account. `here` is where the privacy page comes back to.
 */
export function InvitedAccountForm({ here, saving, error, onSubmit }: {
  here: string; saving: boolean; error: string | null; onSubmit: (v: { correo: string; password: string }) => void;
}) {
  return (
    <Form layout="vertical" onFinish={onSubmit} requiredMark={false} disabled={saving}>
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
          Acepto la <Link to="/politica-privacidad" state={{ from: here }}>política de privacidad</Link>
        </Checkbox>
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>Crear Cuenta</Button>
    </Form>
  );
}

/**
 * The invited person's profile step: the onboarding's required fields with their completion, saved with
 * PUT /auth/complete-profile (plus `extra`, the match link's code), then `then` (the join). `busy`: the join running.
 */
export function InvitedProfileCard({ intro, submitText, extra, busy, then }: {
  intro: ReactNode; submitText: string; extra?: Partial<CompleteProfileInput>; busy: boolean; then: () => Promise<void>;
}) {
  const { user } = useSession();
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
      const r = await completeProfile({ ...toProfileBody(v, 'complete'), ...extra } as CompleteProfileInput);
      session.setUser(r.data);
      queryClient.setQueryData(ME_KEY, r.data);
      message.success(r.message ?? 'Perfil completado exitosamente');
      await then();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al completar perfil');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <PageTitle style={{ marginTop: 0 }}>Completa tu perfil</PageTitle>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
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
          nombre: user?.nombre ?? undefined, apellido: user?.apellido ?? undefined,
          mostrar_correo: true, mostrar_telefono: true, mostrar_info_fisica: true,
        })}
      >
        <ProfileFields mode="complete" />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Button type="primary" htmlType="submit" size="large" block loading={saving || busy}>{submitText}</Button>
      </Form>
    </Card>
  );
}
