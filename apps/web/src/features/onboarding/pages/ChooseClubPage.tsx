import { GlobalOutlined, KeyOutlined, LogoutOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { miembrosTexto } from '@partidos/shared';
import { useLogout } from '../../auth/components/use-logout';
import { useSession } from '../../../lib/session';
import { usePublicClubInfo } from '../../clubs/api/club-calls';
import { JoinByCodeForm } from '../../clubs/components/JoinByCodeForm';
import { useJoinPublic } from '../../clubs/components/use-join-public';
import { Heading, PageTitle } from '../../../components/PageTitle';

/** /onboarding/elegir-club: join with a code, join the public club, or create one; plus logout. */
export default function ChooseClubPage() {
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = useSession();
  const { join, joining } = useJoinPublic();
  const info = usePublicClubInfo();
  const icon = (node: React.ReactNode) => <div style={{ fontSize: 36, color: '#16a34a' }} aria-hidden>{node}</div>;
  return (
    <div style={{ maxWidth: 1040, margin: '0 auto', padding: '32px 12px' }}>
      <PageTitle style={{ textAlign: 'center' }}>
        ¡Hola{user?.nombre ? `, ${user.nombre}` : ''}! Elige cómo empezar
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        Los partidos se organizan dentro de clubes. Únete a uno o crea el tuyo.
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }}>
            {icon(<KeyOutlined />)}
            <Heading size={4}>Tengo un código</Heading>
            <Typography.Paragraph type="secondary">Únete al club de tu grupo con su código de invitación.</Typography.Paragraph>
            <JoinByCodeForm compact />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
            {icon(<GlobalOutlined />)}
            <Heading size={4}>Comunidad pública</Heading>
            <Typography.Paragraph type="secondary" style={{ flex: 1 }}>
              Entra a {info.data?.club.nombre ?? 'la comunidad abierta'} y encuentra partidos y jugadores de todo Chile.
              {info.data ? ` ${miembrosTexto(info.data.club.total_miembros)}.` : ''}
            </Typography.Paragraph>
            <Button type="primary" block loading={joining} onClick={join}>Unirme a la comunidad</Button>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', height: '100%' } }}>
            {icon(<PlusCircleOutlined />)}
            <Heading size={4}>Crear mi club</Heading>
            <Typography.Paragraph type="secondary" style={{ flex: 1 }}>Crea el club de tu equipo o grupo de amigos e invita a tus compañeros.</Typography.Paragraph>
            <Button type="primary" block onClick={() => navigate('/onboarding/crear-club')}>Crear club</Button>
          </Card>
        </Col>
      </Row>
      <div style={{ textAlign: 'center', marginTop: 32 }}>
        <Button icon={<LogoutOutlined />} onClick={logout}>Cerrar Sesión</Button>
      </div>
    </div>
  );
}
