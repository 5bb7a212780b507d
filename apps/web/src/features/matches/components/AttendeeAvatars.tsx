import { UserOutlined } from '@ant-design/icons';
import { Avatar, Tooltip } from 'antd';
import { fullName, type JugadorRefDto } from '@partidos/shared';

/** The first attendees' avatars (spec 2 §9: 5) with the rest as a count. */
export function AttendeeAvatars({ players, total, max = 5 }: { players: JugadorRefDto[]; total: number; max?: number }) {
  const shown = players.slice(0, max);
  return (
    <Avatar.Group max={{ count: max + 1 }} size="small">
      {shown.map((p) => (
        <Tooltip key={p._id} title={fullName(p)}>
          <Avatar src={p.avatar_url ?? undefined} icon={!p.avatar_url ? <UserOutlined /> : undefined} style={{ background: '#16a34a' }}>
            {!p.avatar_url ? p.nombre?.charAt(0) : null}
          </Avatar>
        </Tooltip>
      ))}
      {total > shown.length && <Avatar style={{ background: '#d9d9d9', color: '#333' }}>+{total - shown.length}</Avatar>}
    </Avatar.Group>
  );
}
