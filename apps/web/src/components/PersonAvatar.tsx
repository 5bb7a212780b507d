import { UserOutlined } from './lite/app-icons';
import { Avatar } from './lite/kit';

/** Colours with white text at a contrast of 4.5:1 or more: a person keeps the same one on every screen. */
const PALETTE = ['#15803d', '#1d4ed8', '#b91c1c', '#7e22ce', '#c2410c', '#0f766e', '#be185d', '#4d7c0f', '#4338ca', '#a16207'];

export interface AvatarPerson {
  _id?: string;
  nombre?: string | null;
  apellido?: string | null;
  avatar_url?: string | null;
}

/** The person's initials: first letter of the first name and of the surname ('Matías Rojas' → 'MR'). */
export function initialsOf(p: AvatarPerson): string {
  const first = (p.nombre ?? '').trim();
  const last = (p.apellido ?? '').trim();
  const words = first.split(/\s+/).filter(Boolean);
  const a = words[0]?.charAt(0) ?? '';
  const b = last ? last.charAt(0) : (words[1]?.charAt(0) ?? '');
  return (a + b).toLocaleUpperCase('es-CL');
}

/** A stable colour from the person's id (or name): the same person, the same colour. */
export function colorOf(p: AvatarPerson): string {
  const key = p._id ?? `${p.nombre ?? ''}${p.apellido ?? ''}`;
  let h = 0;
  for (let i = 0; i < key.length; i += 1) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/**
 * A person's avatar: their photo, else their initials on their own colour, else the user icon.
 * `muted` greys it out (guest players).
 */
export function PersonAvatar({ person, size, muted, style }: {
  person: AvatarPerson;
  size?: number | 'small' | 'default' | 'large';
  muted?: boolean;
  style?: React.CSSProperties;
}) {
  const initials = initialsOf(person);
  if (person.avatar_url) return <Avatar size={size} src={person.avatar_url} alt="" style={{ flexShrink: 0, ...style }} />;
  return (
    <Avatar
      size={size}
      icon={initials ? undefined : <UserOutlined />}
      aria-hidden
      style={{ background: muted ? '#8c8c8c' : colorOf(person), color: '#fff', flexShrink: 0, fontWeight: 600, ...style }}
    >
      {initials || null}
    </Avatar>
  );
}
