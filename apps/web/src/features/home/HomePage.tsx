import { BankOutlined, CalendarOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { POSICION_LABELS, fullName } from '@partidos/shared';
import { useActiveClub } from '../../lib/active-club';
import { useSession } from '../../lib/session';

/** Home dashboard: greeting now; the match, rivalry and statistics widgets arrive with their issues. */
export default function HomePage() {
  const { user } = useSession();
  const active = useActiveClub();
  const navigate = useNavigate();
  if (!user) return null;
  const shortcuts = [
    { icon: <CalendarOutlined />, label: 'Partidos', to: '/partidos' },
    { icon: <TeamOutlined />, label: 'Jugadores', to: '/jugadores' },
    { icon: <BankOutlined />, label: 'Mis Clubes', to: '/clubes' },
    { icon: <UserOutlined />, label: 'Mi Perfil', to: '/mi-perfil' },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space size={16} align="center" wrap>
          <Avatar size={64} src={user.photoURL ?? undefined} icon={<UserOutlined />} alt="" />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>¡Hola, {user.apodo || fullName(user)}!</Typography.Title>
            <Space size={4} wrap style={{ marginTop: 4 }}>
              {user.posicion_principal && <Tag color="green">{POSICION_LABELS[user.posicion_principal]}</Tag>}
              {user.nivel_habilidad && <Tag color="blue">{user.nivel_habilidad}</Tag>}
              {active && <Tag>{active.nombre}</Tag>}
            </Space>
          </div>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        {shortcuts.map((s) => (
          <Col xs={12} md={6} key={s.to}>
            <Card hoverable onClick={() => navigate(s.to)} style={{ textAlign: 'center' }}>
              <div style={{ fontSize: 28, color: '#16a34a' }} aria-hidden>{s.icon}</div>
              <Typography.Text strong>{s.label}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
