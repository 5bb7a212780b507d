import { App } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../../lib/session';
import { activateClub, joinPublicClub, refreshMembership } from '../api/club-calls';

/** Joins the public community; it becomes the active club only if none is (docs/decisions/0033). Already a member → informed, then /. */
export function useJoinPublic() {
  const [joining, setJoining] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const join = async () => {
    setJoining(true);
    try {
      const hadActive = !!session.get().clubActivoId && (session.get().user?.clubes.length ?? 0) > 0;
      const r = await joinPublicClub();
      const user = await refreshMembership();
      const publicClub = user.clubes.find((c) => c.es_publico);
      if (!hadActive && publicClub) await activateClub(publicClub.club_id).catch(() => undefined);
      message.success(r.data.ya_era_miembro ? 'Ya eres miembro de la comunidad pública' : '¡Bienvenido a la comunidad!');
      void navigate('/', { replace: true });
    } catch (e) {
      message.error((e as Error).message || 'Error al unirse al club público');
    } finally {
      setJoining(false);
    }
  };
  return { join, joining };
}
