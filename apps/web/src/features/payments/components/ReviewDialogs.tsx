import { App, Form, Input, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatCLP, fullName, type ComprobanteTipo, type PagoJugadorDto } from '@partidos/shared';
import { rechazarPago, validarPago } from '../api/payment-calls';
import { ReceiptPreview } from './ReceiptPreview';

/** What the dialogs show of a payment: a match panel's PagoJugadorDto, or an inbox card's payment with its player. */
export type ReviewablePago = Pick<PagoJugadorDto, 'usuario' | 'monto' | 'fecha_subida' | 'comprobante_url'> & { comprobante_tipo?: ComprobanteTipo | null };
export type Review = { pago: ReviewablePago; accion: 'aprobar' | 'rechazar' } | null;

/**
 * Approve (optional notes) or reject (reason required) a player's payment (docs/product/payments.md), with the
 * receipt, amount and upload date in view (docs/decisions/0035). `onDone` runs after the server accepted the decision.
 */
export function ReviewPaymentModal({ partidoId, review, onClose, onDone }: {
  partidoId: string;
  review: Review;
  onClose: () => void;
  onDone?: () => void;
}) {
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
      onDone?.();
    } catch (e) {
      message.error((e as Error).message || (aprobar ? 'Error al validar pago' : 'Error al rechazar pago'));
    } finally {
      setSaving(false);
    }
  };
  const nombre = review ? fullName(review.pago.usuario) : '';
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
      {review && (
        <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 12 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
            <Typography.Text strong>{nombre}</Typography.Text>
            <Typography.Text strong>{formatCLP(review.pago.monto)}</Typography.Text>
          </div>
          {review.pago.fecha_subida && (
            <Typography.Text type="secondary">Subido el {dayjs(review.pago.fecha_subida).format('DD/MM/YYYY HH:mm')}</Typography.Text>
          )}
          <ReceiptPreview url={review.pago.comprobante_url} tipo={review.pago.comprobante_tipo} alt={`Comprobante de ${nombre}`} maxHeight={280} />
        </Space>
      )}
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
