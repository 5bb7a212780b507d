import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { MSG, PASSWORD_MIN } from '@partidos/shared';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, confirmRules } from '../../../lib/form-rules';
import { changePassword } from '../api/profile-calls';

/** Change password (docs/product/accounts.md); other sessions of the account end on the server. */
export function ChangePasswordForm() {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (v: { currentPassword: string; newPassword: string }) => {
    setSaving(true);
    setError(null);
    try {
      const r = await changePassword({ currentPassword: v.currentPassword, newPassword: v.newPassword });
      message.success(r.message ?? MSG.passwordActualizada);
      form.resetFields();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al cambiar contraseña');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} name="change-password">
      <Form.Item name="currentPassword" label="Contraseña actual" rules={[{ required: true, message: MSG.passwordActualRequerida }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="Nueva contraseña"
        rules={[{ required: true, message: MSG.nuevaPasswordCambio }, { min: PASSWORD_MIN, message: MSG.passwordMin }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirmar nueva contraseña"
        dependencies={['newPassword']}
        rules={confirmRules('newPassword', MSG.confirmNuevaPassword)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" loading={saving}>Cambiar Contraseña</Button>
    </Form>
  );
}
