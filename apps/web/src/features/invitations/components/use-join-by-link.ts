import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../lib/api';
import { refreshMembership } from '../../clubs/api/club-calls';
import { unirsePorLink } from '../api/invitation-calls';

/**
 * The join step of the invited person's flow (docs/product/invitations.md): enrolled (or on the waiting list) → the
 * match; the club must be joined first → the club step. A full match offers the waiting list.
 */
export function useJoinByLink(codigo: string) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [joining, setJoining] = useState(false);

  const join = async (listaEspera = false): Promise<void> => {
    setJoining(true);
    try {
      const r = await unirsePorLink(codigo, listaEspera);
      const d = r.data;
      if (d.resultado === 'requiere_club') {
        void navigate(`/registro-club-invitacion/${codigo}`);
        return;
      }
      const user = await refreshMembership();
      if (d.resultado === 'inscrito') message.success('¡Te has unido al partido exitosamente!');
      else if (d.resultado === 'lista_espera') message.success('Quedaste en la lista de espera del partido');
      else if (d.resultado === 'pendiente_aprobacion') message.success('Solicitud enviada: un organizador debe aprobar tu inscripción');
      else message.info('Ya estás inscrito en este partido');
      // the match screens live inside a club: a newcomer without one picks the club step first
      void navigate(user.clubes.length > 0 ? `/partidos/${d.partido_id}` : `/registro-club-invitacion/${codigo}`);
    } catch (e) {
      const err = e as ApiError;
      if (err.code === 'PARTIDO_COMPLETO') {
        modal.confirm({
          title: 'El partido está completo',
          content: 'Puedes unirte a la lista de espera: entrarás automáticamente si se libera un cupo.',
          okText: 'Unirme a la lista de espera',
          cancelText: 'Cancelar',
          onOk: () => join(true),
        });
      } else {
        message.error(err.message || 'Error al unirse al partido');
      }
    } finally {
      setJoining(false);
    }
  };
  return { join, joining };
}
