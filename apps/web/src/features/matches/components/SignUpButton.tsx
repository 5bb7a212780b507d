import { BulbOutlined, CheckOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { PartidoBaseDto } from '@partidos/shared';
import type { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { inscribirse } from '../api/match-calls';
import { fechaLarga, horarioTexto, lugarTexto } from './match-format';
import { PLAYER_BLOCK_ID } from './player-block';

/**
 * 'Inscribirse' with the confirm modal of spec 2 §2 ('Confirmar Inscripción'). A full match (409) offers the
 * waiting list instead (DESIGN §4).
 */
export function SignUpButton({ partido, block, size }: { partido: PartidoBaseDto; block?: boolean; size?: 'small' | 'middle' | 'large' }) {
  const { message, modal } = App.useApp();
  const { user } = useSession();
  // the match as it was when the dialog opened: a list or detail refetched meanwhile neither closes it nor changes
  // its button under the finger (a match filled meanwhile answers 409 and offers the waiting list)
  const [shown, setShown] = useState<PartidoBaseDto>(partido);
  const [open, setOpenState] = useState(false);
  const [busy, setBusy] = useState(false);
  const me = partido.mi_estado;
  const soloEspera = !shown.permisos.puede_inscribirse;
  const setOpen = (v: boolean) => {
    if (v) setShown(partido);
    setOpenState(v);
  };

  const joinWaitingList = async () => {
    try {
      const r = await inscribirse(shown._id, user!._id, true);
      message.success(r.message ?? 'Quedaste en la lista de espera');
    } catch (e) {
      message.error((e as Error).message || 'Error al procesar la inscripción');
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const r = await inscribirse(shown._id, user!._id, soloEspera);
      message.success(r.message ?? 'Te has inscrito al partido exitosamente');
      setOpen(false);
      // the 'Inscribirse' button the dialog came from is gone: the focus goes to the player's block on the match page
      // (its next steps: Voy / No voy, the receipt) once the dialog has closed, instead of falling to the page's top
      setTimeout(() => document.getElementById(PLAYER_BLOCK_ID)?.focus(), 400);
    } catch (e) {
      const err = e as ApiError;
      setOpen(false);
      if (err.code === 'PARTIDO_COMPLETO') {
        modal.confirm({
          title: 'El partido está completo',
          content: 'Puedes unirte a la lista de espera: entrarás automáticamente si se libera un cupo.',
          okText: 'Unirme a la lista de espera',
          cancelText: 'Cancelar',
          onOk: joinWaitingList,
        });
      } else {
        message.error(err.message || 'Error al procesar la inscripción');
      }
    } finally {
      setBusy(false);
    }
  };

  const puede = partido.permisos.puede_inscribirse || partido.permisos.puede_lista_espera;
  let button: React.ReactNode = null;
  if (me.inscrito) button = <Button block={block} size={size} disabled icon={<CheckOutlined />}>Ya Inscrito</Button>;
  else if (me.en_lista_espera) {
    button = <Button block={block} size={size} disabled>{me.pendiente_aprobacion ? 'Pendiente de aprobación' : 'En lista de espera'}</Button>;
  } else if (puede && user) {
    button = (
      <Button type="primary" block={block} size={size} icon={<UserAddOutlined />} onClick={() => setOpen(true)}>
        {partido.permisos.puede_inscribirse ? 'Inscribirse' : 'Unirme a la lista de espera'}
      </Button>
    );
  }
  if (!user) return button;
  const m = shown;

  return (
    <>
      {button}
      <Modal
        title="Confirmar Inscripción"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={soloEspera ? 'Unirme a la lista de espera' : 'Inscribirme'}
        cancelText="Cancelar"
        confirmLoading={busy}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {soloEspera
            ? 'El partido está completo. ¿Quieres unirte a la lista de espera?'
            : '¿Estás seguro de que deseas inscribirte a este partido?'}
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
    </>
  );
}
