import { App, Form, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { GOLES_MAX, type PartidoDetailDto } from '@partidos/shared';
import { registrarResultado } from '../api/match-calls';
import { nombreEquipo } from './match-format';

/** The organiser records the score (PUT /partidos/{id}/resultado, docs/product/teams.md). */
export function ResultModal({ partido, open, onClose }: { partido: PartidoDetailDto; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ a: number; b: number }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await registrarResultado(partido._id, v.a, v.b);
      message.success(r.message ?? 'Resultado registrado');
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al registrar el resultado');
    } finally {
      setSaving(false);
    }
  };
  const rule = [{ required: true, message: 'Ingresa los goles' }];
  return (
    <Modal title="Registrar Resultado" open={open} onCancel={onClose} onOk={() => void submit()} okText="Guardar" cancelText="Cancelar" confirmLoading={saving} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ a: partido.resultado?.equipo_a_goles, b: partido.resultado?.equipo_b_goles }}
      >
        <Space size="large">
          <Form.Item name="a" label={nombreEquipo(partido, 'equipo_a')} rules={rule}><InputNumber min={0} max={GOLES_MAX} /></Form.Item>
          <Form.Item name="b" label={nombreEquipo(partido, 'equipo_b')} rules={rule}><InputNumber min={0} max={GOLES_MAX} /></Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
