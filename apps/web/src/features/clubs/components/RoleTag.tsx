import { Tag } from 'antd';

// Creador gold, Moderador blue, Miembro green
const COLORS: Record<string, string> = { Creador: 'gold', Moderador: 'blue', Miembro: 'green', Admin: 'blue', Administrador: 'blue' };

export function RoleTag({ rol }: { rol: string | null | undefined }) {
  if (!rol) return null;
  return <Tag color={COLORS[rol] ?? 'default'}>{rol}</Tag>;
}
