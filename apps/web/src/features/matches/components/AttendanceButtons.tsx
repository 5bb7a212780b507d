import { Button } from '../../../components/lite';
import { CheckOutlined, CloseOutlined } from '../../../components/lite/app-icons';
import { confirm } from '../../../components/lite/confirm';
import { flash } from '../../../lib/flash';
import { useSession } from '../../../lib/session';
import { useState } from 'react';
import { noVoyLiberaCupo, type PartidoBaseDto } from '@partidos/shared';
import { confirmarAsistencia, desinscribirse } from '../api/match-calls';

/** Whether a player can answer now: enrolled, and the match has not started (docs/product/enrolment.md: changeable until the match). */
export const puedeResponder = (p: PartidoBaseDto): boolean => p.mi_estado.inscrito && p.permisos.puede_confirmar;

/**
 * "No voy" with people waiting (noVoyLiberaCupo): asks once, then withdraws (the spec's "darse de baja"), which
 * promotes the first reserve. Also asked when a push's 'No voy' opens the match to choose (docs/decisions/0081).
 */
export const preguntarLiberarCupo = (partidoId: string, usuarioId: string) => confirm({
  title: '¿Liberar tu cupo?',
  content: 'El primero de la lista de espera entra.',
  okText: 'Liberar mi cupo',
  cancelText: 'Cancelar',
  danger: true,
  onOk: async () => {
    try {
      await desinscribirse(partidoId, usuarioId);
      flash.success('Liberaste tu cupo: entra el primero de la lista de espera');
    } catch (e) {
      flash.error((e as Error).message || 'Error al darse de baja del partido');
    }
  },
});

/**
 * 'Voy' / 'No voy': one tap answers, one tap changes the answer. The chosen answer is the filled button
 * (aria-pressed); tapping it again does nothing. The match's screens refresh from the answer. With people on the
 * waiting list, 'No voy' asks once and frees the spot for the first of them (docs/decisions/0081).
 */
export function AttendanceButtons({ partido: p, size = 'middle', block = true }: {
  partido: PartidoBaseDto;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}) {
  // lib/flash: the message outlives the buttons, which the answer may take off the screen
  const message = flash;
  const [sending, setSending] = useState<boolean | null>(null);
  const { user } = useSession();
  const current = p.mi_estado.confirmado;

  const answer = async (value: boolean) => {
    if (sending !== null || current === value) return;
    if (!value && user && noVoyLiberaCupo(p)) {
      preguntarLiberarCupo(p._id, user._id);
      return;
    }
    setSending(value);
    try {
      const r = await confirmarAsistencia(p._id, value);
      message.success(r.message ?? (value ? 'Asistencia confirmada' : 'Registramos que no asistirás'));
    } catch (e) {
      message.error((e as Error).message || 'Error al confirmar asistencia');
    } finally {
      setSending(null);
    }
  };

  return (
    <div role="group" aria-label="¿Vas al partido?" style={{ display: 'flex', gap: 8, width: block ? '100%' : undefined }}>
      <Button
        size={size}
        type={current === true ? 'primary' : 'default'}
        icon={<CheckOutlined />}
        aria-pressed={current === true}
        loading={sending === true}
        disabled={sending === false}
        onClick={() => void answer(true)}
        style={{ flex: block ? 1 : undefined, minWidth: 88 }}
      >
        Voy
      </Button>
      <Button
        size={size}
        type={current === false ? 'primary' : 'default'}
        danger={current === false}
        icon={<CloseOutlined />}
        aria-pressed={current === false}
        loading={sending === false}
        disabled={sending === true}
        onClick={() => void answer(false)}
        style={{ flex: block ? 1 : undefined, minWidth: 88 }}
      >
        No voy
      </Button>
    </div>
  );
}

/** The player's answer in words, for the line above the buttons. */
export const respuestaTexto = (c: boolean | null): string =>
  c === true ? 'Vas al partido' : c === false ? 'No vas al partido' : '¿Vas al partido?';
