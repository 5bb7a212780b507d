import { BulbOutlined } from '@ant-design/icons';
import { App, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { PartidoBaseDto } from '@partidos/shared';
import { AntdProvider } from '../../../components/AntdProvider';
import type { ApiError } from '../../../lib/api';
import { flash } from '../../../lib/flash';
import { inscribirse } from '../api/match-calls';
import { fechaLarga, horarioTexto, lugarTexto } from './match-format';
import { PLAYER_BLOCK_ID } from './player-block';

export interface SignUpDialogProps {
  /** the match as it was when the dialog opened */
  partido: PartidoBaseDto;
  userId: string;
  open: boolean;
  onClose: () => void;
}

function Dialog({ partido: m, userId, open, onClose }: SignUpDialogProps) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const soloEspera = !m.permisos.puede_inscribirse;

  const joinWaitingList = async () => {
    try {
      const r = await inscribirse(m._id, userId, true);
      flash.success(r.message ?? 'Quedaste en la lista de espera');
    } catch (e) {
      flash.error((e as Error).message || 'Error al procesar la inscripción');
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const r = await inscribirse(m._id, userId, soloEspera);
      // lib/flash: the button this dialog came from may leave the screen with the answer
      flash.success(r.message ?? 'Te has inscrito al partido exitosamente');
      onClose();
      // the 'Inscribirse' button the dialog came from is gone: the focus goes to the player's block on the match page
      // (its next steps: Voy / No voy, the receipt) once the dialog has closed, instead of falling to the page's top
      setTimeout(() => document.getElementById(PLAYER_BLOCK_ID)?.focus(), 400);
    } catch (e) {
      const err = e as ApiError;
      onClose();
      if (err.code === 'PARTIDO_COMPLETO') {
        modal.confirm({
          title: 'El partido está completo',
          content: 'Puedes unirte a la lista de espera: entrarás automáticamente si se libera un cupo.',
          okText: 'Unirme a la lista de espera',
          cancelText: 'Cancelar',
          onOk: joinWaitingList,
        });
      } else {
        flash.error(err.message || 'Error al procesar la inscripción');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Confirmar Inscripción"
      open={open}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={soloEspera ? 'Unirme a la lista de espera' : 'Inscribirme'}
      cancelText="Cancelar"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {soloEspera
          ? 'El partido está completo. ¿Quieres unirte a la lista de espera?'
          : '¿Estás seguro que deseas inscribirte a este partido?'}
      </Typography.Paragraph>
      <Space orientation="vertical" size={4} style={{ marginBottom: 12 }}>
        <Typography.Text><strong>Fecha y hora:</strong> {fechaLarga(m.fecha)} · {horarioTexto(m)}</Typography.Text>
        <Typography.Text>
          <strong>Lugar:</strong> {lugarTexto(m)}
          {m.cancha_numero ? ` · Cancha ${m.cancha_numero}` : ''}
        </Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <BulbOutlined /> Recuerda confirmar tu asistencia antes del partido.
      </Typography.Paragraph>
    </Modal>
  );
}

/** The 'Confirmar Inscripción' dialog, with antd, loaded at the first tap on 'Inscribirse'. */
export default function SignUpDialog(props: SignUpDialogProps) {
  return (
    <AntdProvider>
      <Dialog {...props} />
    </AntdProvider>
  );
}
