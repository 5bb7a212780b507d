import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { updateLugar, useLugar, venueKeys } from '../api/venue-calls';
import type { UpdateLugarInput } from '@partidos/shared';
import { LugarFields, lugarBody, type LugarFormValues } from '../components/LugarFields';
import { PageTitle } from '../../../components/PageTitle';

/** /lugares/{id}/editar (docs/product/venues.md): 403 'Sin Permisos' for anyone who may not edit it. */
export default function EditLugarPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const lugar = useLugar(id);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (lugar.isPending) return <Skeleton active />;
  if (lugar.isError) {
    const notFound = (lugar.error as ApiError).status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Lugar no encontrado' : 'Error al obtener lugar'}
        subTitle={notFound ? undefined : lugar.error.message}
        extra={[
          ...(notFound ? [] : [<Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => lugar.refetch()}>Reintentar</Button>]),
          <Button key="back" onClick={() => navigate('/lugares')}>Volver a Lugares</Button>,
        ]}
      />
    );
  }
  const l = lugar.data;
  if (!l.permisos.puede_editar) {
    return (
      <Result
        status="403"
        title="Sin Permisos"
        subTitle="No tienes permisos para editar este lugar."
        extra={<Button onClick={() => navigate(`/lugares/${id}`)}>Volver al lugar</Button>}
      />
    );
  }

  const submit = async (v: LugarFormValues<UpdateLugarInput>) => {
    setSaving(true);
    setError(null);
    try {
      const r = await updateLugar(id, lugarBody<UpdateLugarInput>(v));
      message.success(r.message ?? 'Lugar actualizado exitosamente');
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      void navigate(`/lugares/${id}`);
    } catch (e) {
      const err = e as ApiError;
      applyServerErrors(form, err.errors ?? []);
      setError(err.message || 'Error al actualizar el lugar');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/lugares/${id}`)} style={{ marginBottom: 16 }}>Volver</Button>
      <Card>
        <PageTitle style={{ marginTop: 0 }}>Editar Lugar</PageTitle>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={saving}
          requiredMark="optional"
          initialValues={{
            nombre: l.nombre, cancha: l.cancha ?? '', direccion: l.direccion, telefono: l.telefono ?? '', sitio_web: l.sitio_web ?? '',
            notas: l.notas ?? '', coordenadas: l.coordenadas ?? { lat: null, lng: null },
          }}
        >
          <LugarFields mode="editar" />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>Guardar Cambios</Button>
            <Button onClick={() => navigate(`/lugares/${id}`)} disabled={saving}>Cancelar</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
