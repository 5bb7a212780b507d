import { StarFilled } from '@ant-design/icons';
import { App, Empty, Form, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { POSICION_LABELS, fullName, type VotacionMvpDto } from '@partidos/shared';
import { votarMvp } from '../api/mvp-calls';
import { PersonAvatar } from '../../../components/PersonAvatar';

interface Props {
  partidoId: string;
  votacion: VotacionMvpDto;
  /** the voter, left out of the candidates (spec 2 §5: not oneself) */
  yoId: string;
  open: boolean;
  onClose: () => void;
}

/** 'Votar MVP' (spec 2 §4, §5): choose one player of the match, never oneself; one vote per match. */
export function MvpVoteModal({ partidoId, votacion, yoId, open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ jugador_id: string }>();
  const [saving, setSaving] = useState(false);
  const candidatos = votacion.candidatos.filter((c) => c._id !== yoId);

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const r = await votarMvp(partidoId, v.jugador_id);
      message.success(r.message ?? 'Voto registrado');
      onClose();
    } catch (e) {
      message.error((e as Error).message);
      if ((e as { status?: number }).status === 409) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={<Space><StarFilled style={{ color: '#faad14' }} />Votar MVP</Space>}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Votar"
      cancelText="Más tarde"
      confirmLoading={saving}
      okButtonProps={{ disabled: candidatos.length === 0 }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        ¿Quién fue el mejor jugador del partido? Tu voto es anónimo y solo puedes votar una vez.
      </Typography.Paragraph>
      {candidatos.length === 0 ? (
        <Empty description="No hay jugadores para votar" />
      ) : (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="jugador_id" rules={[{ required: true, message: 'Selecciona un jugador' }]} style={{ marginBottom: 0 }}>
            <Radio.Group style={{ width: '100%' }} aria-label="Jugadores">
              <Space orientation="vertical" style={{ width: '100%', maxHeight: '50vh', overflowY: 'auto' }}>
                {candidatos.map((c) => (
                  <Radio key={c._id} value={c._id} style={{ padding: '4px 0' }}>
                    <Space size={8}>
                      <PersonAvatar person={c} size="small" />
                      <span>
                        {fullName(c)}
                        {c.apodo && <Typography.Text type="secondary"> "{c.apodo}"</Typography.Text>}
                        {c.posicion_principal && <Typography.Text type="secondary"> · {POSICION_LABELS[c.posicion_principal]}</Typography.Text>}
                      </span>
                    </Space>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
