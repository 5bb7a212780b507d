import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { activateClub, refreshMembership } from '../../clubs/api/club-calls';
import { unirseConLinkClub } from '../api/club-link-calls';

/**
 * The club link's join (docs/decisions/0082): a member at once, the club made active, then the named match's page
 * (signed up, or on its waiting list) or the home page. The server's message says what happened.
 */
export function useJoinByClubLink(codigo: string, partidoId: string | null) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [joining, setJoining] = useState(false);

  const join = async (): Promise<void> => {
    setJoining(true);
    try {
      const r = await unirseConLinkClub(codigo, partidoId);
      await activateClub(r.data.club._id).catch(() => undefined);
      await refreshMembership();
      message.success(r.message ?? `¡Bienvenido a ${r.data.club.nombre}!`);
      void navigate(r.data.partido_id && r.data.partido_resultado ? `/partidos/${r.data.partido_id}` : '/', { replace: true });
    } catch (e) {
      message.error((e as Error).message || 'Error al unirse al club');
    } finally {
      setJoining(false);
    }
  };
  return { join, joining };
}
