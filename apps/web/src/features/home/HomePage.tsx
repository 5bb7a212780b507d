import { BankOutlined, BarChartOutlined, CalendarOutlined, EnvironmentOutlined, PlusOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { POSICION_LABELS, canManageClub, fullName } from '@partidos/shared';
import { useActiveClub } from '../../lib/active-club';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useSession } from '../../lib/session';
import { ClubSelector } from '../clubs/components/ClubSelector';
import { NextMatchCard } from '../matches/components/NextMatchCard';
import { ReceiptsInboxCard } from '../payments/components/ReceiptsInboxCard';
import { AchievementsList } from '../players/components/AchievementsList';
import { RivalryCard } from '../players/components/RivalryCard';
import { ClubStatsCard } from '../stats/components/ClubStatsCard';
import { MvpStatsCard } from '../stats/components/MvpStatsCard';
import { PersonAvatar } from '../../components/PersonAvatar';
import { PageTitle } from '../../components/PageTitle';

/**
 * Home dashboard (spec 2 §2): greeting, club selector, next match, 'Rivalidad del Mes', MVP stats, club stats
 * (managers only), shortcuts, achievements and 'Crear Nuevo Club'. On a phone the cards stack in the spec's order.
 */
export default function HomePage() {
  const { user } = useSession();
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
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[16, 16]} align="middle" justify="space-between">
          <Col>
            <Space size={16} align="center">
              <PersonAvatar person={{ ...user, avatar_url: user.photoURL }} size={64} style={{ fontSize: 24 }} />
              <div>
                <PageTitle size={3} style={{ margin: 0 }}>¡Hola, {user.apodo || fullName(user)}!</PageTitle>
                <Space size={4} wrap style={{ marginTop: 4 }}>
                  {user.posicion_principal && <Tag color="green">{POSICION_LABELS[user.posicion_principal]}</Tag>}
                  {user.nivel_habilidad && <Tag color="blue">{user.nivel_habilidad}</Tag>}
                </Space>
              </div>
            </Space>
          </Col>
          {active && (
            <Col xs={24} md="auto">
              <ClubSelector width={isMobile ? '100%' : 260} />
            </Col>
          )}
        </Row>
      </Card>
      {/* under the greeting, in view at both widths, for whoever manages any club (docs/decisions/0035) */}
      <ReceiptsInboxCard />
      {!active ? (
        <Card>
          <Empty description={<><Typography.Text strong>No tienes clubes</Typography.Text><br />Crea un club o únete a uno para ver partidos.</>}>
            <Space>
              <Button type="primary" onClick={() => navigate('/clubes/crear')}>Crear Club</Button>
              <Button onClick={() => navigate('/clubes/unirse')}>Unirse a un Club</Button>
            </Space>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={15}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <NextMatchCard canCreate={manager} />
              <Row gutter={[16, 16]}>
                <Col xs={24} md={12}><RivalryCard /></Col>
                <Col xs={24} md={12}><MvpStatsCard /></Col>
              </Row>
              {manager && <ClubStatsCard clubId={active.club_id} />}
            </Space>
          </Col>
          <Col xs={24} lg={9}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Card title="Accesos Rápidos">
                <Row gutter={[8, 8]}>
                  {shortcuts.map((s) => (
                    <Col span={12} key={s.to}>
                      <Button block icon={s.icon} onClick={() => navigate(s.to)} style={{ height: 48 }}>{s.label}</Button>
                    </Col>
                  ))}
                </Row>
              </Card>
              <AchievementsList />
              {!isMobile && (
                <Card hoverable onClick={() => navigate('/clubes/crear')}>
                  <Space align="center">
                    <Avatar size={48} icon={<PlusOutlined />} style={{ background: '#16a34a' }} />
                    <div>
                      <Typography.Text strong>Crear Nuevo Club</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">Organiza partidos con tu grupo de amigos o equipo.</Typography.Text>
                    </div>
                  </Space>
                </Card>
              )}
            </Space>
          </Col>
        </Row>
      )}
    </Space>
  );
}
