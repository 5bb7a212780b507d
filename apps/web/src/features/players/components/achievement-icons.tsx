import {
  CrownFilled, FireFilled, HeartFilled, RocketFilled, SafetyCertificateFilled, StarFilled, ThunderboltFilled, TrophyFilled,
} from '../../../components/lite/app-icons';
import type { LogroDto } from '@partidos/shared';

// One icon and colour per achievement category (partidos, mvp, racha, especial, votacion, roles).
const BY_CATEGORY: Record<LogroDto['categoria'], { icon: React.ReactNode; color: string }> = {
  partidos: { icon: <TrophyFilled />, color: '#15803d' },
  mvp: { icon: <StarFilled />, color: '#d48806' },
  racha: { icon: <FireFilled />, color: '#ea580c' },
  especial: { icon: <RocketFilled />, color: '#7c3aed' },
  votacion: { icon: <HeartFilled />, color: '#e11d48' },
  roles: { icon: <SafetyCertificateFilled />, color: '#1677ff' },
};

export function achievementLook(l: Pick<LogroDto, 'id' | 'categoria'>): { icon: React.ReactNode; color: string } {
  if (l.id === 'villano_del_mes') return { icon: <ThunderboltFilled />, color: '#6b21a8' };
  if (l.id === 'administrador' || l.id === 'fundador') return { icon: <CrownFilled />, color: BY_CATEGORY.roles.color };
  return BY_CATEGORY[l.categoria];
}

/** A round badge with the achievement's icon; grey while locked. */
export function AchievementBadge({ logro, size = 40 }: { logro: LogroDto; size?: number }) {
  const look = achievementLook(logro);
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-grid', placeItems: 'center', width: size, height: size, borderRadius: '50%', flex: 'none',
        fontSize: size * 0.5, color: logro.desbloqueado ? '#fff' : 'rgba(128,128,128,0.9)',
        background: logro.desbloqueado ? look.color : 'rgba(128,128,128,0.15)',
      }}
    >
      {look.icon}
    </span>
  );
}
