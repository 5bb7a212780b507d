import { Alert, App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { UserDto } from '@partidos/shared';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { ME_KEY, updateProfile } from '../api/profile-calls';
import { ProfileFields, toProfileBody, toProfileForm } from './ProfileFields';

/** Edit-profile modal (docs/product/accounts.md): correo shown but disabled. */
export function EditProfileModal({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      form.setFieldsValue(toProfileForm(user as unknown as Record<string, unknown>));
      setError(null);
    }
  }, [open, user, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const r = await updateProfile(toProfileBody(values, 'edit'));
      session.setUser(r.data);
      queryClient.setQueryData(ME_KEY, r.data);
      message.success(r.message ?? 'Perfil actualizado exitosamente');
      onClose();
    } catch (e) {
      if (e instanceof ApiError) applyServerErrors(form, e.errors);
      setError((e as Error).message || 'Error al actualizar perfil');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="Editar Perfil"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Guardar cambios"
      cancelText="Cancelar"
      confirmLoading={saving}
      width={mobile ? '100%' : 820}
      style={mobile ? { top: 8, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      forceRender
    >
      <Form form={form} layout="vertical" name="edit-profile">
        <ProfileFields mode="edit" />
      </Form>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
