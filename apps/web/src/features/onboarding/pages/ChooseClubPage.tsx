import { GlobalOutlined, KeyOutlined, LogoutOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../../../app/layout/use-logout';
import { useSession } from '../../../lib/session';

/** /onboarding/elegir-club (spec 1 §2.6): three ways to get a club, plus logout. */
export default function ChooseClubPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useSession();
  const cards = [
    { icon: <KeyOutlined />, title: 'Tengo un código', text: 'Únete al club de tu grupo con el código de invitación de 8 caracteres.', action: 'Unirme con código', to: '/onboarding/unirse' },
    { icon: <GlobalOutlined />, title: 'Comunidad pública', text: 'Entra a la comunidad abierta de Partidos y encuentra partidos cerca tuyo.', action: 'Explorar la comunidad', to: '/onboarding/comunidad' },
    { icon: <PlusCircleOutlined />, title: 'Crear mi club', text: 'Crea el club de tu equipo o grupo de amigos e invita a tus compañeros.', action: 'Crear club', to: '/onboarding/crear-club' },
  ];
  return (
    <div style={{ maxWidth: 1000, margin: '0 auto', padding: '32px 12px' }}>
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        ¡Hola{user?.nombre ? `, ${user.nombre}` : ''}! Elige cómo empezar
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        Los partidos se organizan dentro de clubes. Únete a uno o crea el tuyo.
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        {cards.map((c) => (
          <Col xs={24} md={8} key={c.title}>
            <Card style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
              <div style={{ fontSize: 36, color: '#16a34a' }} aria-hidden>{c.icon}</div>
              <Typography.Title level={4}>{c.title}</Typography.Title>
              <Typography.Paragraph type="secondary" style={{ flex: 1 }}>{c.text}</Typography.Paragraph>
              <Button type="primary" block onClick={() => navigate(c.to)}>{c.action}</Button>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ textAlign: 'center', marginTop: 32 }}>
        <Button icon={<LogoutOutlined />} onClick={logout}>Cerrar Sesión</Button>
      </div>
    </div>
  );
}
