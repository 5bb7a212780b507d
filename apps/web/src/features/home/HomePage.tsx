import { startTransition, useEffect, useState } from 'react';
import { Button } from '../../components/lite';
import { BankOutlined, BarChartOutlined, CalendarOutlined, EnvironmentOutlined, PlusOutlined, TeamOutlined, UserOutlined } from '../../components/lite/app-icons';
import { Avatar, Card, Empty, Heading, Secondary, Tag } from '../../components/lite/kit';
import { Link, useNavigate } from 'react-router';
import { POSICION_LABELS, canManageClub, fullName } from '@partidos/shared';
import { useActiveClub } from '../../lib/active-club';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { ClubSelector } from '../clubs/components/ClubSelector';
import { InviteToClubCard } from '../invitations/components/InviteToClubCard';
import { NextMatchCard } from '../matches/components/NextMatchCard';
import { ReceiptsInboxCard } from '../payments/components/ReceiptsInboxCard';
import { AchievementsList } from '../players/components/AchievementsList';
import { RivalryCard } from '../players/components/RivalryCard';
import { ClubStatsCard } from '../stats/components/ClubStatsCard';
import { MvpStatsCard } from '../stats/components/MvpStatsCard';
import { PersonAvatar } from '../../components/PersonAvatar';

/**
 * The cards after the next match (and, at desktop width, the right column) are drawn in a second, interruptible render
 * (a transition, which React splits into slices of a few milliseconds) right after the first one is painted: drawn
 * with the rest, they made the first render one long task that held a phone's main thread (Lighthouse's
 * score, docs/decisions/0050). Everything they add comes after what the first render drew, and the grid keeps a
 * screen's height meanwhile, so nothing already on screen moves. Once per visit: coming back to / draws them at once.
 */
/** How long a club is new for its home's "Invita a tu grupo". */
const NEW_CLUB_MS = 14 * 86_400_000;

let belowShownOnce = false;
function useBelowTheFold(): boolean {
  const [shown, setShown] = useState(belowShownOnce);
  useEffect(() => {
    if (shown) return;
    startTransition(() => {
      belowShownOnce = true;
      setShown(true);
    });
  }, [shown]);
  return shown;
}

/**
 * Home dashboard: greeting, club selector, next match, 'Rivalidad del Mes', MVP stats, club stats
 * (managers only), shortcuts, achievements and 'Crear Nuevo Club'. On a phone the cards stack in the spec's order.
 * Drawn without antd (components/lite/kit.tsx), so the first page after the login loads no antd (docs/decisions/0047).
 */
export default function HomePage() {
  const { user } = useSession();
  const below = useBelowTheFold();
  const active = useActiveClub();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  if (!user) return null;
  const manager = canManageClub(user, active?.rol);
  const shortcuts = [
    { icon: <CalendarOutlined />, label: 'Partidos', to: '/partidos' },
    { icon: <TeamOutlined />, label: 'Jugadores', to: '/jugadores' },
    manager
      ? { icon: <BankOutlined />, label: 'Gestionar Mis Clubes', to: '/clubes' }
      : { icon: <EnvironmentOutlined />, label: 'Ver Lugares', to: '/lugares' },
    { icon: <BarChartOutlined />, label: 'Estadísticas', to: '/estadisticas' },
    { icon: <UserOutlined />, label: 'Mi Perfil', to: '/mi-perfil' },
  ];
  return (
    <div className="lite-stack">
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, minWidth: 0 }}>
            <PersonAvatar person={{ ...user, avatar_url: user.photoURL }} size={64} style={{ fontSize: 24 }} />
            <div style={{ minWidth: 0 }}>
              <Heading level={1} size={3} style={{ margin: 0 }}>¡Hola, {user.apodo || fullName(user)}!</Heading>
              <div className="lite-row" style={{ gap: 4, marginTop: 4 }}>
                {user.posicion_principal && <Tag color="green">{POSICION_LABELS[user.posicion_principal]}</Tag>}
                {user.nivel_habilidad && <Tag color="blue">{user.nivel_habilidad}</Tag>}
              </div>
            </div>
          </div>
          {active && (
            <div style={{ width: isMobile ? '100%' : 260 }}>
              <ClubSelector width="100%" />
            </div>
          )}
        </div>
      </Card>
      {/* under the greeting, in view at both widths, for whoever manages any club (docs/decisions/0035) */}
      <ReceiptsInboxCard />
      {!active ? (
        <Card>
          <Empty description={<><strong>No tienes clubes</strong><br />Crea un club o únete a uno para ver partidos.</>}>
            <Button type="primary" onClick={() => navigate('/clubes/crear')}>Crear Club</Button>
            <Button onClick={() => navigate('/clubes/unirse')}>Unirse a un Club</Button>
          </Empty>
        </Card>
      ) : (
        <div className="home-grid" style={below ? undefined : { minHeight: '100vh' }}>
          <div className="lite-stack">
            <NextMatchCard canCreate={manager} />
            {/* a club its creator made in the last two weeks: bring the group in from one link (docs/decisions/0082) */}
            {active.rol === 'Creador' && !active.es_publico && Date.now() - Date.parse(active.fecha_ingreso) < NEW_CLUB_MS && (
              <InviteToClubCard club={{ _id: active.club_id, nombre: active.nombre }} title="Invita a tu grupo" />
            )}
            {below && (
              <>
                <div className="home-pair">
                  <RivalryCard />
                  <MvpStatsCard />
                </div>
                {manager && <ClubStatsCard clubId={active.club_id} />}
              </>
            )}
          </div>
          {below && (
            <div className="lite-stack">
              <Card title="Accesos Rápidos">
                <div className="shortcut-grid">
                  {shortcuts.map((s) => (
                    <Button key={s.to} block icon={s.icon} onClick={() => navigate(s.to)}>{s.label}</Button>
                  ))}
                </div>
              </Card>
              <AchievementsList />
              {!isMobile && (
                <Card hoverable>
                  <Link to="/clubes/crear" style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'inherit' }}>
                    <Avatar size={48} icon={<PlusOutlined />} aria-hidden style={{ background: '#16a34a' }} />
                    <div>
                      <strong>Crear Nuevo Club</strong>
                      <br />
                      <Secondary>Organiza partidos con tu grupo de amigos o equipo.</Secondary>
                    </div>
                  </Link>
                </Card>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
