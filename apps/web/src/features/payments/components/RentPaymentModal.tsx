import { InboxOutlined } from '@ant-design/icons';
import { App, Form, Input, InputNumber, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { METODOS_PAGO_ARRIENDO } from '@partidos/shared';
import { usePaymentAccounts } from '../../clubs/api/club-calls';
import { registrarArriendo } from '../api/payment-calls';
import { formatPesosInput, parsePesosInput } from '../../../lib/money-input';

const MAX_BYTES = 10 * 1024 * 1024;

/** 'Registrar pago de arriendo' (docs/product/payments.md): amount ≥ 1, method, image or PDF receipt under 10 MB. */
export function RentPaymentModal({ partidoId, clubId, montoSugerido, open, onClose }: {
  partidoId: string; clubId: string; montoSugerido: number | null; open: boolean; onClose: () => void;
}) {
  const { message } = App.useApp();
  const accounts = usePaymentAccounts(clubId);
  const [form] = Form.useForm<{ monto: number; metodo_pago: string; referencia?: string; notas?: string; comprobante?: File }>();
  const [saving, setSaving] = useState(false);
  const methods = [...METODOS_PAGO_ARRIENDO, ...(accounts.data ?? []).map((a) => a.alias).filter((a): a is string => !!a)];
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await registrarArriendo(partidoId, { ...v, comprobante: v.comprobante! });
      message.success(r.message ?? 'Pago de arriendo registrado');
      form.resetFields();
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al registrar pago de arriendo');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="Registrar Pago de Arriendo" open={open} onCancel={onClose} onOk={() => void submit()} okText="Registrar" cancelText="Cancelar" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ monto: montoSugerido ?? undefined }}>
        <Form.Item name="monto" label="Monto" rules={[{ required: true, message: 'El monto debe ser mayor a 0' }, { type: 'number', min: 1, message: 'El monto debe ser mayor a 0' }]}>
          <InputNumber<number> min={0} step={1000} style={{ width: '100%' }} formatter={formatPesosInput} parser={parsePesosInput} />
        </Form.Item>
        <Form.Item name="metodo_pago" label="Método de pago" rules={[{ required: true, message: 'Selecciona el método de pago' }]}>
          <Select options={methods.map((m) => ({ value: m, label: m }))} placeholder="Selecciona" />
        </Form.Item>
        <Form.Item name="referencia" label="Referencia"><Input maxLength={100} placeholder="N° de operación (opcional)" /></Form.Item>
        <Form.Item name="notas" label="Notas"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
        <Form.Item
          name="comprobante"
          label="Comprobante"
          valuePropName="file"
          getValueFromEvent={(e: { file?: File & { originFileObj?: File } }) => e?.file?.originFileObj ?? e?.file}
          rules={[{ required: true, message: 'Adjunta el comprobante' }]}
        >
          <Upload.Dragger
            accept="image/*,application/pdf"
            maxCount={1}
            beforeUpload={(f) => {
              if (!f.type.startsWith('image/') && f.type !== 'application/pdf') { message.error('Solo puedes subir archivos de imagen o PDF'); return Upload.LIST_IGNORE; }
              if (f.size >= MAX_BYTES) { message.error('El archivo debe ser menor a 10MB'); return Upload.LIST_IGNORE; }
              return false;
            }}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">Imagen o PDF, menor a 10MB</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
