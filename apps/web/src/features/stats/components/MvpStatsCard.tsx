import { useNavigate } from 'react-router';
import { Button } from '../../../components/lite';
import { StarFilled } from '../../../components/lite/app-icons';
import { Card, Secondary, Skeleton, Statistic } from '../../../components/lite/kit';
import { LoadError } from '../../../components/LoadError';
import { useSession } from '../../../lib/session';
import { useMvpRanking } from '../../players/api/player-calls';
import { PositionBadge } from './PositionBadge';
import { PlayerCell } from './PlayerCell';

/** The dashboard's MVP stats: one's own MVPs and the club's top 3. Drawn without antd (docs/decisions/0047). */
export function MvpStatsCard() {
  const { user } = useSession();
  const navigate = useNavigate();
  const q = useMvpRanking(1, 3);
  return (
    <Card
      title={<span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}><StarFilled style={{ color: '#faad14' }} />Estadísticas MVP</span>}
      extra={<Button type="link" size="small" onClick={() => navigate('/estadisticas')}>Ver ranking</Button>}
    >
      <Statistic title="Tus MVPs" value={user?.mvp_count ?? 0} prefix={<StarFilled style={{ color: '#faad14' }} />} />
      <strong style={{ display: 'block', margin: '12px 0 4px' }}>Top MVPs del club</strong>
      {q.isPending ? (
        <Skeleton rows={4} title={false} />
      ) : q.isError ? (
        <LoadError title="Error al obtener ranking de MVPs" error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.usuarios.length === 0 ? (
        <Secondary>Aún no hay MVPs en este club</Secondary>
      ) : (
        q.data.usuarios.map((u, i) => (
          <div key={u._id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '6px 0' }}>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}><PositionBadge pos={i + 1} /><PlayerCell jugador={u} /></span>
            <strong>{u.mvp_count}</strong>
          </div>
        ))
      )}
    </Card>
  );
}
