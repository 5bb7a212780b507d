import { EditOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Col, Collapse, Descriptions, Progress, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { POSICION_LABELS, formatDate, fullName, profileCompletion } from '@partidos/shared';
import { useSession } from '../../../lib/session';
import { CalendarFeedCard } from '../../calendar/components/CalendarFeedCard';
import { NotificationPreferencesCard } from '../../notifications/components/NotificationPreferencesCard';
import { useJugadorEstadisticas } from '../../players/api/player-calls';
import { AchievementsList } from '../../players/components/AchievementsList';
import { PlayerStatCards } from '../../players/components/PlayerStatCards';
import { AvatarCard } from '../components/AvatarCard';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EditProfileModal } from '../components/EditProfileModal';
import { PermissionsDialog } from '../components/PermissionsDialog';
import { PageTitle } from '../../../components/PageTitle';

/** /mi-perfil. */
export default function MyProfilePage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [perms, setPerms] = useState(false);
  // the counters as the server has them now (the stored user may be from before the last match)
  const stats = useJugadorEstadisticas('me');
  if (!user) return null;
  const percent = profileCompletion(user as unknown as Record<string, unknown>);
  const show = (v: unknown, suffix = '') => (v === null || v === undefined || v === '' ? '—' : `${v}${suffix}`);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PlayerStatCards
        partidos_jugados={stats.data?.partidos_jugados ?? user.partidos_jugados}
        mvp_count={stats.data?.mvp_count ?? user.mvp_count}
        racha_asistencia={stats.data?.racha_asistencia ?? user.racha_asistencia}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="Mi cuenta">
            <Space orientation="vertical" align="center" style={{ width: '100%' }}>
              <AvatarCard user={user} />
              <PageTitle size={4} style={{ margin: '8px 0 0' }}>{fullName(user)}</PageTitle>
              {user.apodo && <Typography.Text type="secondary">«{user.apodo}»</Typography.Text>}
              <Typography.Text type="secondary">{user.correo}</Typography.Text>
              <Space wrap style={{ justifyContent: 'center' }}>
                {user.posicion_principal && <Tag color="green">{POSICION_LABELS[user.posicion_principal]}</Tag>}
                {user.nivel_habilidad && <Tag color="blue">{user.nivel_habilidad}</Tag>}
                {user.tipo_usuario !== 'usuario' && <Tag color="gold">{user.tipo_usuario}</Tag>}
              </Space>
              <div style={{ width: '100%', marginTop: 8 }}>
                <Typography.Text>Perfil completado: <strong>{percent}%</strong></Typography.Text>
                <Progress percent={percent} showInfo={false} aria-label="Porcentaje de perfil completado" />
              </div>
              <Space wrap style={{ justifyContent: 'center' }}>
                <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>Editar Perfil</Button>
                <Button icon={<SafetyCertificateOutlined />} onClick={() => setPerms(true)}>Ver mis permisos</Button>
              </Space>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card title="Información personal">
              <Descriptions column={{ xs: 1, sm: 2 }} size="small">
                <Descriptions.Item label="Teléfono">{show(user.telefono)}</Descriptions.Item>
                <Descriptions.Item label="Fecha de nacimiento">{show(user.fecha_nacimiento)}</Descriptions.Item>
                <Descriptions.Item label="Posición secundaria">{user.posicion_secundaria ? POSICION_LABELS[user.posicion_secundaria] : '—'}</Descriptions.Item>
                <Descriptions.Item label="Frecuencia de juego">{show(user.frecuencia_juego)}</Descriptions.Item>
                <Descriptions.Item label="Pie dominante">{show(user.pie_dominante)}</Descriptions.Item>
                <Descriptions.Item label="Estatura">{show(user.estatura_cm, ' cm')}</Descriptions.Item>
                <Descriptions.Item label="Peso">{show(user.peso_kg, ' kg')}</Descriptions.Item>
                <Descriptions.Item label="Talla de botín">{show(user.talla_botin)}</Descriptions.Item>
                <Descriptions.Item label="Miembro desde">{formatDate(user.fecha_registro)}</Descriptions.Item>
              </Descriptions>
              {user.bio && <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{user.bio}</Typography.Paragraph>}
            </Card>
            <AchievementsList title="Logros" />
            <NotificationPreferencesCard user={user} />
            <CalendarFeedCard />
            <Collapse
              items={[
                {
                  key: 'password',
                  label: <Space><LockOutlined />Cambiar contraseña</Space>,
                  children:
                    user.authProvider === 'google' ? (
                      <Typography.Text type="secondary">Tu cuenta inicia sesión con Google; no tiene contraseña propia.</Typography.Text>
                    ) : (
                      <ChangePasswordForm />
                    ),
                },
              ]}
            />
          </Space>
        </Col>
      </Row>
      <EditProfileModal user={user} open={editing} onClose={() => setEditing(false)} />
      <PermissionsDialog user={user} open={perms} onClose={() => setPerms(false)} />
    </Space>
  );
}
