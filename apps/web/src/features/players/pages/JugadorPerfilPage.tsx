import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { POSICION_LABELS, formatDate, fullName, type JugadorPerfilDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api';
import { useActiveClub } from '../../../lib/active-club';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useClubRatings, useJugador } from '../api/player-calls';
import { miForma } from '../components/learned-level';
import { AchievementsStrip } from '../components/AchievementsStrip';
import { NIVEL_COLOR, ROL_COLOR } from '../components/player-format';
import { PlayerStatCards } from '../components/PlayerStatCards';
import { PlayerStatsCard } from '../components/PlayerStatsCard';
import { VoteBox } from '../components/VoteBox';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { PageTitle } from '../../../components/PageTitle';

const PRIVADO = <Typography.Text type="secondary"><LockOutlined /> Privado</Typography.Text>;
const show = (v: unknown, suffix = '') => (v === null || v === undefined || v === '' ? '—' : `${v}${suffix}`);

/** E-mail, phone and physical info read 'Privado' when the player hides them from this viewer. */
function PersonalInfo({ j }: { j: JugadorPerfilDto }) {
  const fisico = (v: unknown, suffix = '') => (j.privado.info_fisica ? PRIVADO : show(v, suffix));
  return (
    <Card title="Información personal">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="Correo">{j.privado.correo ? PRIVADO : show(j.correo)}</Descriptions.Item>
        <Descriptions.Item label="Teléfono">{j.privado.telefono ? PRIVADO : show(j.telefono)}</Descriptions.Item>
        <Descriptions.Item label="Fecha de nacimiento">{fisico(j.fecha_nacimiento)}</Descriptions.Item>
        <Descriptions.Item label="Estatura">{fisico(j.estatura_cm, ' cm')}</Descriptions.Item>
        <Descriptions.Item label="Peso">{fisico(j.peso_kg, ' kg')}</Descriptions.Item>
        <Descriptions.Item label="Talla de botín">{fisico(j.talla_botin)}</Descriptions.Item>
        <Descriptions.Item label="Posición secundaria">{j.posicion_secundaria ? POSICION_LABELS[j.posicion_secundaria] : '—'}</Descriptions.Item>
        <Descriptions.Item label="Pie dominante">{show(j.pie_dominante)}</Descriptions.Item>
        <Descriptions.Item label="Frecuencia de juego">{show(j.frecuencia_juego)}</Descriptions.Item>
        <Descriptions.Item label="Miembro desde">{formatDate(j.fecha_registro)}</Descriptions.Item>
      </Descriptions>
      {j.bio && <Typography.Paragraph style={{ margin: '12px 0 0' }}>{j.bio}</Typography.Paragraph>}
    </Card>
  );
}

/**
 * The signed-in player's own trend in the active club, learned from its results (docs/decisions/0086): "Tu forma en
 * Los Cracks: Estable"; nothing while the club has learned teams off.
 */
function MiForma({ userId }: { userId: string }) {
  const club = useActiveClub();
  const forma = miForma(useClubRatings().data, userId);
  if (!forma || !club) return null;
  return (
    <Typography.Text type="secondary" data-testid="mi-forma">
      Tu forma en {club.nombre}: <Typography.Text strong>{forma}</Typography.Text>
    </Typography.Text>
  );
}

/** /jugadores/{id} (docs/product/stats.md). */
export default function JugadorPerfilPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const q = useJugador(id);
  const mobile = useIsMobile();
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/jugadores')} style={{ marginBottom: 16 }}>Volver a Jugadores</Button>;

  if (q.isPending) return <div>{back}<Skeleton active avatar paragraph={{ rows: 8 }} /></div>;
  if (q.isError) {
    return (
      <div>
        {back}
        {q.error instanceof ApiError && q.error.status === 404 ? (
          <Result status="warning" title="No se pudo cargar el perfil del jugador" subTitle={q.error.message !== 'No se pudo cargar el perfil del jugador' ? q.error.message : undefined} />
        ) : (
          <LoadError title="No se pudo cargar el perfil del jugador" error={q.error} onRetry={() => q.refetch()} />
        )}
      </div>
    );
  }
  const j = q.data;
  // on a phone the counters follow the name, before the vote box (the spec's order)
  const stats = <PlayerStatCards partidos_jugados={j.partidos_jugados} mvp_count={j.mvp_count} racha_asistencia={j.racha_asistencia} />;
  return (
    <div>
      {back}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card>
              <Space orientation="vertical" align="center" style={{ width: '100%', textAlign: 'center' }}>
                <PersonAvatar person={{ ...j, avatar_url: j.photoURL ?? j.avatar_url }} size={112} style={{ fontSize: 40 }} />
                <PageTitle size={3} style={{ margin: '8px 0 0' }}>{fullName(j)}</PageTitle>
                {j.apodo && <Typography.Text type="secondary">"{j.apodo}"</Typography.Text>}
                <Space wrap size={4} style={{ justifyContent: 'center' }}>
                  {j.posicion_principal && <Tag color="green">{POSICION_LABELS[j.posicion_principal]}</Tag>}
                  {j.nivel_habilidad && <Tag color={NIVEL_COLOR[j.nivel_habilidad]}>{j.nivel_habilidad}</Tag>}
                  {j.tipo_usuario === 'administrador' && <Tag color="gold">Administrador</Tag>}
                </Space>
                {j.clubes.length > 0 && (
                  <Space wrap size={4} style={{ justifyContent: 'center' }}>
                    {j.clubes.map((c) => (
                      <Tag key={c.club_id} color={ROL_COLOR[c.rol]}>{c.nombre}{c.rol !== 'Miembro' ? ` · ${c.rol}` : ''}</Tag>
                    ))}
                  </Space>
                )}
                {j.es_propio && <MiForma userId={j._id} />}
              </Space>
            </Card>
            {mobile && stats}
            <VoteBox playerId={j._id} esPropio={j.es_propio} />
          </Space>
        </Col>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {!mobile && stats}
            <AchievementsStrip playerId={j._id} />
            <PersonalInfo j={j} />
            <PlayerStatsCard playerId={j._id} />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
