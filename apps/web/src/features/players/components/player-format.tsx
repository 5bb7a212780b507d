import { FireOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { STREAK_HIGHLIGHT, type NivelHabilidad, type RolClub } from '@partidos/shared';

// How the player screens word a player's facts.

export const NIVEL_COLOR: Record<NivelHabilidad, string> = { Principiante: 'default', Intermedio: 'blue', Avanzado: 'purple', Profesional: 'gold' };
export const ROL_COLOR: Record<RolClub, string> = { Creador: 'gold', Moderador: 'blue', Miembro: 'default' };

/** An attendance streak of 5 or more is highlighted. */
export const isHotStreak = (racha: number) => racha >= STREAK_HIGHLIGHT;

export function StreakTag({ racha }: { racha: number }) {
  if (!isHotStreak(racha)) return <span>{racha}</span>;
  return <Tag color="orange" icon={<FireOutlined />} style={{ marginInlineEnd: 0 }}>{racha}</Tag>;
}
