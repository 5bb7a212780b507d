import { App, Select } from 'antd';
import { useState } from 'react';
import { useActiveClub } from '../../../lib/active-club';
import { useSession } from '../../../lib/session';
import { activateClub } from '../api/club-calls';

/** Switches the active club; every club-scoped screen refetches (spec 1 §4 "Active club"). */
export function ClubSelector({ width = 220 }: { width?: number | string }) {
  const { user } = useSession();
  const active = useActiveClub();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!user || user.clubes.length === 0) return null;
  const change = async (id: string) => {
    setBusy(true);
    try {
      await activateClub(id);
      message.success(`Club activo: ${user.clubes.find((c) => c.club_id === id)?.nombre ?? ''}`);
    } catch (e) {
      message.error((e as Error).message || 'Error al cambiar de club');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Select
      aria-label="Club activo"
      value={active?.club_id}
      loading={busy}
      onChange={change}
      style={{ width }}
      popupMatchSelectWidth={false}
      options={user.clubes.map((c) => ({ value: c.club_id, label: c.nombre }))}
    />
  );
}
