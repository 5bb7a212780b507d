import { useState } from 'react';
import { useActiveClub } from '../../../lib/active-club';
import { flash } from '../../../lib/flash';
import { useSession } from '../../../lib/session';
import { activateClub } from '../api/club-calls';
import '../../../components/lite/lite.css';
import '../../../components/lite/kit.css';

/**
 * Switches the active club; every club-scoped screen refetches. The browser's own select
 * (the header and the home page draw without antd, docs/decisions/0047), which a phone opens as its native picker.
 */
export function ClubSelector({ width = 220 }: { width?: number | string }) {
  const { user } = useSession();
  const active = useActiveClub();
  const [busy, setBusy] = useState(false);
  if (!user || user.clubes.length === 0) return null;
  const change = async (id: string) => {
    setBusy(true);
    try {
      await activateClub(id);
      flash.success(`Club activo: ${user.clubes.find((c) => c.club_id === id)?.nombre ?? ''}`);
    } catch (e) {
      flash.error((e as Error).message || 'Error al cambiar de club');
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      className="lite-select"
      aria-label="Club activo"
      aria-busy={busy || undefined}
      disabled={busy}
      value={active?.club_id ?? ''}
      onChange={(e) => void change(e.target.value)}
      style={{ width, maxWidth: '100%' }}
    >
      {!active && <option value="" disabled>Selecciona un club</option>}
      {user.clubes.map((c) => <option key={c.club_id} value={c.club_id}>{c.nombre}</option>)}
    </select>
  );
}
