import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../../lib/api';
import { updatePartido, usePartido } from '../api/match-calls';
import type { PartidoFormValues } from '@partidos/shared';
import { MatchFields, bodyOf, validateBody, valuesOf, type MatchFormValues } from '../components/MatchForm';
import { PageTitle } from '../../../components/PageTitle';

/**
 * The match form's page: title, fields, server errors on their fields. `children` are extra fields after the match's
 * (the create route adds "Repetir cada semana"), `lead` fields before them; `onSubmit` gets the match body and every
 * value of the form.
 */
export function FormShell<TExtra extends object = object>({ title, initial, clubId, onSubmit, onCancel, submitText, lead, children }: {
  title: string; initial: MatchFormValues & Partial<TExtra>; clubId: string; submitText: string;
  onSubmit: (body: PartidoFormValues, values: MatchFormValues & TExtra) => Promise<void>; onCancel: () => void;
  lead?: React.ReactNode; children?: React.ReactNode;
}) {
  const [form] = Form.useForm<MatchFormValues & TExtra>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: MatchFormValues & TExtra) => {
    const body = bodyOf(v);
    const issues = validateBody(body);
    if (issues.length) {
      form.setFields(issues.filter((i) => i.field).map((i) => ({ name: i.field as never, errors: [i.message] })));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit(body, v);
    } catch (e) {
      const err = e as ApiError;
      const map: Record<string, string> = { hora_partido: 'hora', tiene_rival_externo: 'es_contra_rival' };
      // an error on an item of a list ('titulares.0') shows on the list's field
      const fields = (err.errors ?? []).filter((f) => f.field).map((f) => {
        const field = f.field.split('.')[0] ?? f.field;
        return { name: (map[field] ?? field) as never, errors: [f.message] };
      });
      if (fields.length) form.setFields(fields);
      setError(err.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 900 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={onCancel} style={{ marginBottom: 16 }}>Volver</Button>
      <PageTitle style={{ marginTop: 0 }}>{title}</PageTitle>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={saving} scrollToFirstError>
        {lead}
        <MatchFields clubId={clubId} />
        {children}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} size="large">{submitText}</Button>
          <Button onClick={onCancel} disabled={saving} size="large">Cancelar</Button>
        </Space>
      </Form>
    </div>
  );
}

/** /partidos/{id}/editar (docs/product/matches.md). */
export function EditPartidoPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const q = usePartido(id);
  const denied = q.data && !q.data.permisos.puede_gestionar;

  useEffect(() => {
    if (q.isError) {
      message.error('Error al cargar el partido');
      void navigate('/partidos');
    } else if (denied) {
      message.error('No tienes permisos para editar partidos');
      void navigate(`/partidos/${id}`);
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
        void navigate(`/partidos/${id}`);
      }}
    />
  );
}
