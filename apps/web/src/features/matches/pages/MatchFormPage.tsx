import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useActiveClub } from '../../../lib/active-club';
import type { ApiError } from '../../../lib/api';
import { createPartido, updatePartido, usePartido } from '../api/match-calls';
import type { PartidoFormValues } from '@partidos/shared';
import { MatchFields, NEW_MATCH, bodyOf, validateBody, valuesOf, type MatchFormValues } from '../components/MatchForm';

function FormShell({ title, initial, clubId, onSubmit, onCancel, submitText }: {
  title: string; initial: MatchFormValues; clubId: string; submitText: string;
  onSubmit: (body: PartidoFormValues) => Promise<void>; onCancel: () => void;
}) {
  const [form] = Form.useForm<MatchFormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: MatchFormValues) => {
    const body = bodyOf(v);
    const issues = validateBody(body);
    if (issues.length) {
      form.setFields(issues.filter((i) => i.field).map((i) => ({ name: i.field as keyof MatchFormValues, errors: [i.message] })));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit(body);
    } catch (e) {
      const err = e as ApiError;
      const map: Record<string, string> = { hora_partido: 'hora', tiene_rival_externo: 'es_contra_rival' };
      const fields = (err.errors ?? []).filter((f) => f.field).map((f) => ({ name: (map[f.field] ?? f.field) as keyof MatchFormValues, errors: [f.message] }));
      if (fields.length) form.setFields(fields);
      setError(err.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 900 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={onCancel} style={{ marginBottom: 16 }}>Volver</Button>
      <Typography.Title level={2} style={{ marginTop: 0 }}>{title}</Typography.Title>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={saving} scrollToFirstError>
        <MatchFields clubId={clubId} />
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} size="large">{submitText}</Button>
          <Button onClick={onCancel} disabled={saving} size="large">Cancelar</Button>
        </Space>
      </Form>
    </div>
  );
}

/** /partidos/crear (spec 2 §2 "Create match"): goes to the new match on success. */
export function CreatePartidoPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const club = useActiveClub();
  if (!club) return <Result status="info" title="Selecciona un club" extra={<Button onClick={() => navigate('/clubes')}>Ver Clubes</Button>} />;
  return (
    <FormShell
      title="Crear Partido"
      initial={NEW_MATCH}
      clubId={club.club_id}
      submitText="Crear Partido"
      onCancel={() => navigate('/partidos')}
      onSubmit={async (body) => {
        const r = await createPartido(body);
        message.success(r.message ?? 'Partido creado exitosamente');
        navigate(`/partidos/${r.data._id}`);
      }}
    />
  );
}

/** /partidos/{id}/editar (spec 2 §2 "Edit match"). */
export function EditPartidoPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const q = usePartido(id);
  const denied = q.data && !q.data.permisos.puede_gestionar;

  useEffect(() => {
    if (q.isError) {
      message.error('Error al cargar el partido');
      navigate('/partidos');
    } else if (denied) {
      message.error('No tienes permisos para editar partidos');
      navigate(`/partidos/${id}`);
    }
  }, [q.isError, denied, id, message, navigate]);

  if (q.isPending || q.isError || denied) return <Skeleton active />;
  return (
    <FormShell
      title="Editar Partido"
      initial={valuesOf(q.data)}
      clubId={q.data.club_id._id}
      submitText="Guardar Cambios"
      onCancel={() => navigate(`/partidos/${id}`)}
      onSubmit={async (body) => {
        const r = await updatePartido(id, body);
        message.success(r.message ?? 'Partido actualizado exitosamente');
        navigate(`/partidos/${id}`);
      }}
    />
  );
}
