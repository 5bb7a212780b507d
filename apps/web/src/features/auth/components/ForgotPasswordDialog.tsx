import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { correoSchema } from '@partidos/shared';
import { AntdProvider } from '../../../components/AntdProvider';
import { zodRule } from '../../../lib/form-rules';
import { forgotPassword } from '../api/auth-calls';

/** '¿Olvidaste tu contraseña?' modal (docs/product/accounts.md): the answer is the same whether the account exists or not. */
function ForgotPasswordModal({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const [form] = Form.useForm<{ correo: string }>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const { correo } = await form.validateFields();
    setSending(true);
    setError(null);
    try {
      const r = await forgotPassword(correo);
      setDone(r.message ?? 'Si el correo existe, recibirás instrucciones para restablecer tu contraseña');
    } catch (e) {
      setError((e as Error).message || 'Error al solicitar restablecimiento');
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setDone(null);
    setError(null);
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      title="¿Olvidaste tu contraseña?"
      open={open}
      onCancel={close}
      onOk={done ? close : submit}
      okText={done ? 'Entendido' : 'Enviar instrucciones'}
      cancelButtonProps={{ style: done ? { display: 'none' } : undefined }}
      cancelText="Cancelar"
      confirmLoading={sending}
      destroyOnHidden
    >
      {done ? (
        <Alert type="success" showIcon title={done} />
      ) : (
        <Form form={form} layout="vertical" initialValues={{ correo: initialEmail }} onFinish={submit} requiredMark={false}>
          <p>Ingresa el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</p>
          <Form.Item name="correo" label="Correo electrónico" rules={[zodRule(correoSchema, { required: true })]}>
            <Input type="email" autoComplete="email" placeholder="tucorreo@ejemplo.cl" autoFocus />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} />}
        </Form>
      )}
    </Modal>
  );
}

/** With antd's theme: the login page, which opens it, is drawn without antd (ForgotPasswordModal.tsx). */
export default function ForgotPasswordDialog(props: { open: boolean; onClose: () => void; initialEmail?: string }) {
  return (
    <AntdProvider>
      <ForgotPasswordModal {...props} />
    </AntdProvider>
  );
}
