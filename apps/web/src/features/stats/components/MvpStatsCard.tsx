import { StarFilled } from '@ant-design/icons';
import { Button, Card, Skeleton, Space, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useSession } from '../../../lib/session';
import { useMvpRanking } from '../../players/api/player-calls';
import { PositionBadge } from './PositionBadge';
import { PlayerCell } from './PlayerCell';

/** The dashboard's MVP stats (spec 2 §2): one's own MVPs and the club's top 3. */
export function MvpStatsCard() {
  const { user } = useSession();
  const navigate = useNavigate();
  const q = useMvpRanking(1, 3);
  return (
    <Card title={<Space><StarFilled style={{ color: '#faad14' }} />Estadísticas MVP</Space>} extra={<Button type="link" size="small" onClick={() => navigate('/estadisticas')}>Ver ranking</Button>}>
      <Statistic title="Tus MVPs" value={user?.mvp_count ?? 0} prefix={<StarFilled style={{ color: '#faad14' }} />} />
      <Typography.Text strong style={{ display: 'block', margin: '12px 0 4px' }}>Top MVPs del club</Typography.Text>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : q.isError ? (
        <LoadError title="Error al obtener ranking de MVPs" error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.usuarios.length === 0 ? (
        <Typography.Text type="secondary">Aún no hay MVPs en este club</Typography.Text>
      ) : (
        q.data.usuarios.map((u, i) => (
          <div key={u._id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '6px 0' }}>
            <Space size={8} style={{ minWidth: 0 }}><PositionBadge pos={i + 1} /><PlayerCell jugador={u} /></Space>
            <Typography.Text strong>{u.mvp_count}</Typography.Text>
          </div>
        ))
      )}
    </Card>
  );
}
