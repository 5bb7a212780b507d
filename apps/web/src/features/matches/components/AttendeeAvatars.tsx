import { Avatar, Secondary } from '../../../components/lite/kit';
import { fullName, type JugadorRefDto } from '@partidos/shared';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { quienesVan } from './match-format';

/** The first attendees' avatars (5) with the rest as a count. */
export function AttendeeAvatars({ players, total, max = 5 }: { players: JugadorRefDto[]; total: number; max?: number }) {
  const shown = players.slice(0, max);
  return (
    <span className="lite-avatar-group">
      {shown.map((p) => (
        <span key={p._id} title={fullName(p)} style={{ display: 'inline-flex' }}>
          <PersonAvatar person={p} size="small" />
        </span>
      ))}
      {total > shown.length && <Avatar size="small" aria-hidden style={{ background: '#d9d9d9', color: '#333' }}>+{total - shown.length}</Avatar>}
    </span>
  );
}

/** Avatars and the first names of who is coming: 'Mati, Benja, Cami y 9 más'. */
export function WhoIsComing({ players, total }: { players: JugadorRefDto[]; total: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <AttendeeAvatars players={players} total={total} />
      <Secondary style={{ minWidth: 0, fontSize: 13, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{quienesVan(players, total)}</Secondary>
    </div>
  );
}
