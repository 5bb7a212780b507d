import { FireOutlined, StarFilled, TrophyOutlined } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { POSICION_LABELS, formatoRating, fullName, type JugadorListItemDto, type RatingJugadorDto } from '@partidos/shared';
import { NIVEL_COLOR, ROL_COLOR, isHotStreak } from './player-format';
import { TrendTag, nivelAprendido } from './learned-level';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { Heading } from '../../../components/PageTitle';

/**
 * A card of the 'Tarjetas' tab of /jugadores (and the only view below 768 px); opens the profile. `aprendido`: the
 * player's learned rating and trend, given to those who manage the club only (docs/decisions/0086).
 */
export function PlayerCard({ jugador: j, aprendido }: { jugador: JugadorListItemDto; aprendido?: RatingJugadorDto }) {
  const navigate = useNavigate();
  const hot = isHotStreak(j.racha_asistencia);
  return (
    <Card hoverable style={{ height: '100%' }} onClick={() => navigate(`/jugadores/${j._id}`)} styles={{ body: { padding: 16 } }}>
      <Space align="start" size={12} style={{ width: '100%' }}>
        <PersonAvatar person={{ ...j, avatar_url: j.photoURL ?? j.avatar_url }} size={56} style={{ fontSize: 20 }} />
        <div style={{ minWidth: 0 }}>
          <Heading size={5} style={{ margin: 0 }} ellipsis>{fullName(j)}</Heading>
          {j.apodo && <Typography.Text type="secondary" style={{ display: 'block' }}>"{j.apodo}"</Typography.Text>}
          <Space size={4} wrap style={{ marginTop: 6 }}>
            {j.posicion_principal && <Tag color="green">{POSICION_LABELS[j.posicion_principal]}</Tag>}
            {j.nivel_habilidad && <Tag color={NIVEL_COLOR[j.nivel_habilidad]}>{j.nivel_habilidad}</Tag>}
            {j.rol !== 'Miembro' && <Tag color={ROL_COLOR[j.rol]}>{j.rol}</Tag>}
          </Space>
        </div>
      </Space>
      <Space size={16} wrap style={{ marginTop: 12 }}>
        <Typography.Text><StarFilled style={{ color: '#faad14' }} /> {j.mvp_count} MVP</Typography.Text>
        <Typography.Text><TrophyOutlined /> {j.partidos_jugados} partidos</Typography.Text>
        <Typography.Text style={hot ? { color: '#c2410c', fontWeight: 600 } : undefined}>
          <FireOutlined /> Racha {j.racha_asistencia}
        </Typography.Text>
      </Space>
      {aprendido?.rating && (
        <Space size={8} wrap style={{ marginTop: 8 }} data-testid="nivel-aprendido">
          <Typography.Text type="secondary" title={`Nivel aprendido: ${nivelAprendido(aprendido)}`}>
            Nivel aprendido <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatoRating(aprendido.rating)}</span>
          </Typography.Text>
          <TrendTag tendencia={aprendido.tendencia} />
        </Space>
      )}
    </Card>
  );
}
