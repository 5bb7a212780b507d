import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { MSG, NOTAS_VALIDACION_MAX, RAZON_SOLICITUD_MAX, solicitudValidacionSchema, validarLugarSchema } from '@partidos/shared';
import { zodRule } from '../../../lib/form-rules';
import { queryClient } from '../../../lib/query-client';
import { solicitarValidacion, validarLugar, venueKeys } from '../api/venue-calls';

/** An administrador approves (global) or rejects (inactive) a pending venue with a note (docs/product/venues.md). */
export function ValidateLugarModal({ lugarId, nombre, open, onClose }: { lugarId: string; nombre: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ accion: 'aprobar' | 'rechazar'; notas: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await validarLugar(lugarId, v.accion, v.notas);
      message.success(r.message ?? (v.accion === 'aprobar' ? 'Lugar aprobado exitosamente' : 'Lugar rechazado'));
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      form.resetFields();
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al validar lugar');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`Validar "${nombre}"`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Confirmar"
      cancelText="Cancelar"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ accion: 'aprobar' }} preserve={false}>
        <Form.Item name="accion" label="Decisión">
          <Radio.Group
            options={[
              { value: 'aprobar', label: 'Aprobar (visible para todos los clubes)' },
              { value: 'rechazar', label: 'Rechazar (queda inactivo)' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="notas"
          label="Notas de validación"
          rules={[{ required: true, message: MSG.notasValidacionRequeridas }, zodRule(validarLugarSchema.shape.notas)]}
        >
          <Input.TextArea rows={3} maxLength={NOTAS_VALIDACION_MAX} showCount placeholder="Ej: Verificado, dirección y teléfono correctos" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A permitted non-administrator asks the administration to make a pending venue global (docs/product/venues.md). */
export function RequestValidationModal({ lugarId, nombre, open, onClose }: { lugarId: string; nombre: string; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ razon: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await solicitarValidacion(lugarId, v.razon);
      message.success(r.message ?? 'Solicitud de validación enviada exitosamente');
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      onClose();
    } catch (e) {
      message.error((e as Error).message || 'Error al enviar la solicitud de validación');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="Solicitar Validación"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Enviar Solicitud"
      cancelText="Cancelar"
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>
        Pide a la administración que valide <strong>{nombre}</strong>. Si lo aprueba, el lugar será global: todos los clubes podrán
        verlo y usarlo en sus partidos.
      </p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="razon"
          label="Razón"
          rules={[{ required: true, message: MSG.razonRequerida }, zodRule(solicitudValidacionSchema.shape.razon)]}
        >
          <Input.TextArea rows={4} maxLength={RAZON_SOLICITUD_MAX} showCount placeholder="Ej: Es una cancha conocida y la usan varios clubes de la zona" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
