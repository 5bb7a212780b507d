import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useActiveClub } from '../../../lib/active-club';
import { type ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { createLugar, venueKeys } from '../api/venue-calls';
import type { CreateLugarInput } from '@partidos/shared';
import { LugarFields, lugarBody, type LugarFormValues } from '../components/LugarFields';
import { PageTitle } from '../../../components/PageTitle';

/** /lugares/crear (docs/product/venues.md): the active club is attached; back to the list on success. */
export default function CreateLugarPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const club = useActiveClub();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: LugarFormValues<CreateLugarInput>) => {
    setSaving(true);
    setError(null);
    try {
      const r = await createLugar(lugarBody<CreateLugarInput>(v));
      message.success(r.message ?? 'Lugar creado exitosamente');
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      void navigate('/lugares');
    } catch (e) {
      const err = e as ApiError;
      applyServerErrors(form, err.errors ?? []);
      setError(err.message || 'Error al crear el lugar');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/lugares')} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Crear Lugar</PageTitle>
        <Typography.Paragraph type="secondary">
          El lugar queda disponible para {club?.nombre ?? 'tu club'}. Para que otros clubes lo vean, solicita su validación a la administración.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={submit} disabled={saving} requiredMark="optional">
          <LugarFields mode="crear" />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>Crear Lugar</Button>
            <Button onClick={() => navigate('/lugares')} disabled={saving}>Cancelar</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
