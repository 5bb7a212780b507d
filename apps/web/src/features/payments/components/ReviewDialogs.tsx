import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { fullName, type PagoJugadorDto } from '@partidos/shared';
import { rechazarPago, validarPago } from '../api/payment-calls';

export type Review = { pago: PagoJugadorDto; accion: 'aprobar' | 'rechazar' } | null;

/** Approve (optional notes) or reject (reason required) a player's payment (spec 2 §5 "Payment validation"). */
export function ReviewPaymentModal({ partidoId, review, onClose }: { partidoId: string; review: Review; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ texto?: string }>();
  const [saving, setSaving] = useState(false);
  const aprobar = review?.accion === 'aprobar';
  const submit = async () => {
    if (!review) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = aprobar
        ? await validarPago(partidoId, review.pago.usuario._id, v.texto?.trim() || undefined)
        : await rechazarPago(partidoId, review.pago.usuario._id, v.texto!.trim());
      message.success(r.message ?? (aprobar ? 'Pago aprobado' : 'Pago rechazado'));
      form.resetFields();
      onClose();
    } catch (e) {
      message.error((e as Error).message || (aprobar ? 'Error al validar pago' : 'Error al rechazar pago'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={aprobar ? 'Aprobar pago' : 'Rechazar pago'}
      open={!!review}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={aprobar ? 'Aprobar' : 'Rechazar'}
      okButtonProps={{ danger: !aprobar }}
      cancelText="Cancelar"
      confirmLoading={saving}
      destroyOnHidden
    >
      {review && <p>{fullName(review.pago.usuario)}</p>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="texto"
          label={aprobar ? 'Notas (opcional)' : 'Motivo del rechazo'}
          rules={aprobar ? [] : [{ required: true, whitespace: true, message: 'Debes indicar el motivo del rechazo' }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={aprobar ? 'Ej: Transferencia recibida' : 'Ej: El monto no coincide'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
