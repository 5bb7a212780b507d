import { FireOutlined, StarOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { isHotStreak } from './player-format';

interface Props { partidos_jugados: number; mvp_count: number; racha_asistencia: number; loading?: boolean }

/** Matches played, MVPs and the attendance streak, highlighted at 5 or more (docs/product/stats.md). */
export function PlayerStatCards({ partidos_jugados, mvp_count, racha_asistencia, loading }: Props) {
  const mobile = useIsMobile();
  const hot = isHotStreak(racha_asistencia);
  const card = mobile ? { body: { padding: 12 } } : undefined;
  const value = mobile ? { fontSize: 20 } : undefined;
  return (
    <Row gutter={[mobile ? 8 : 16, 16]}>
      <Col xs={8}>
        <Card styles={card}>
          <Statistic loading={loading} title={mobile ? 'Partidos' : 'Partidos jugados'} value={partidos_jugados} prefix={<TrophyOutlined />} styles={{ content: value }} />
        </Card>
      </Col>
      <Col xs={8}>
        <Card styles={card}>
          <Statistic loading={loading} title={mobile ? 'MVPs' : 'MVPs ganados'} value={mvp_count} prefix={<StarOutlined />} styles={{ content: value }} />
        </Card>
      </Col>
      <Col xs={8}>
        <Card styles={card} style={hot ? { borderColor: '#f97316', background: 'rgba(249,115,22,.08)' } : undefined} data-racha={hot ? 'destacada' : undefined}>
          <Statistic
            loading={loading}
            title={mobile ? 'Racha' : 'Racha de asistencia'}
            value={racha_asistencia}
            prefix={<FireOutlined style={hot ? { color: '#f97316' } : undefined} />}
            suffix={hot && !mobile ? <Tag color="orange">¡En racha!</Tag> : undefined}
            styles={{ content: value }}
          />
        </Card>
      </Col>
    </Row>
  );
}
