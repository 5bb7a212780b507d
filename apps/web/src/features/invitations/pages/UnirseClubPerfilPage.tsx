import { Alert, App, Button, Card, Form, Progress, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { profileCompletion } from '@partidos/shared';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { session, useSession } from '../../../lib/session';
import { ME_KEY, completeProfile } from '../../profile/api/profile-calls';
import { ProfileFields, toProfileBody, toProfileForm } from '../../profile/components/ProfileFields';
import { PageTitle } from '../../../components/PageTitle';
import { useLinkClubInfo } from '../api/club-link-calls';
import { useJoinByClubLink } from '../components/use-join-by-club-link';

/** /unirse/{codigo}/perfil: the profile the onboarding asks for, then straight into the club (and the named match). */
export default function UnirseClubPerfilPage() {
  const { codigo = '' } = useParams();
  const [params] = useSearchParams();
  const partido = params.get('partido');
  const suffix = partido ? `?partido=${partido}` : '';
  const { token, user } = useSession();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const q = useLinkClubInfo(codigo, partido);
  const { join, joining } = useJoinByClubLink(codigo, partido);
  if (!token) return <Navigate to="/login" replace state={{ from: `/unirse/${codigo}${suffix}` }} />;
  const percent = profileCompletion(toProfileBody(values ?? {}, 'complete'));

  const submit = async (v: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      const r = await completeProfile(toProfileBody(v, 'complete'));
      session.setUser(r.data);
      queryClient.setQueryData(ME_KEY, r.data);
      message.success(r.message ?? 'Perfil completado exitosamente');
      await join();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al completar perfil');
    } finally {
      setSaving(false);
    }
  };

  const club = q.data?.club.nombre;
  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: '24px 12px' }}>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Completa tu perfil</PageTitle>
        <Typography.Paragraph type="secondary">
          Un último paso antes de entrar{club ? ` a ${club}` : ''}: así tus compañeros te reconocen en la cancha.
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
            nombre: user?.nombre ?? undefined, apellido: user?.apellido ?? undefined,
            mostrar_correo: true, mostrar_telefono: true, mostrar_info_fisica: true,
          })}
        >
          <ProfileFields mode="complete" />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={saving || joining}>
            {partido ? 'Guardar y unirme al partido' : 'Guardar y unirme'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
