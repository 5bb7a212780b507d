import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { MSG, fullName, type SolicitudValidacionDto } from '@partidos/shared';
import { useAction } from '../../../lib/use-action';
import { procesarSolicitud, venueKeys } from '../../venues/api/venue-calls';

/** Approve or reject a venue validation request with the administrator's required comments (docs/product/venues.md). */
export function ProcesarSolicitudDialog({ solicitud, onClose }: { solicitud: SolicitudValidacionDto | null; onClose: () => void }) {
  const qc = useQueryClient();
  const { busy, run } = useAction();
  const [form] = Form.useForm<{ accion: 'aprobar' | 'rechazar'; comentarios_admin: string }>();
  const [accion, setAccion] = useState<'aprobar' | 'rechazar'>('aprobar');
  const submit = async () => {
    if (!solicitud) return;
    const v = await form.validateFields();
    const ok = await run('p', () => procesarSolicitud(solicitud._id, v.accion, v.comentarios_admin.trim()), 'Error al procesar la solicitud');
    if (ok) {
      await Promise.all([qc.invalidateQueries({ queryKey: venueKeys.all }), qc.invalidateQueries({ queryKey: ['admin'] })]);
      onClose();
    }
  };
  return (
    <Modal
      title="Procesar solicitud de validación"
      open={!!solicitud}
      onCancel={onClose}
      onOk={submit}
      okText={accion === 'aprobar' ? 'Aprobar' : 'Rechazar'}
      cancelText="Cancelar"
      okButtonProps={{ danger: accion === 'rechazar', loading: busy === 'p' }}
      destroyOnHidden
    >
      {solicitud && (
        <>
          <Descriptions column={1} size="small" colon={false} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Lugar">{solicitud.lugar_id ? `${solicitud.lugar_id.nombre} · ${solicitud.lugar_id.direccion}` : '—'}</Descriptions.Item>
            <Descriptions.Item label="Club">{solicitud.club_id?.nombre ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Solicitante">{solicitud.solicitante_id ? fullName(solicitud.solicitante_id) || solicitud.solicitante_id.correo : '—'}</Descriptions.Item>
            <Descriptions.Item label="Razón">{solicitud.razon}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" name="procesar-solicitud" initialValues={{ accion: 'aprobar' }}>
            <Form.Item name="accion" label="Decisión">
              <Radio.Group onChange={(e) => setAccion(e.target.value as 'aprobar' | 'rechazar')} options={[{ value: 'aprobar', label: 'Aprobar' }, { value: 'rechazar', label: 'Rechazar' }]} />
            </Form.Item>
            <Form.Item
              name="comentarios_admin"
              label="Comentarios"
              required
              rules={[{ required: true, whitespace: true, message: MSG.comentariosRequeridos }, { max: 300, message: MSG.comentariosMax }]}
            >
              <Input.TextArea rows={3} maxLength={300} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
