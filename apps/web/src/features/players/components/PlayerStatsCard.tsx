import { Card, Descriptions, Skeleton } from 'antd';
import { formatDate } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useJugadorEstadisticas } from '../api/player-calls';

/** The profile's statistics (docs/product/stats.md). */
export function PlayerStatsCard({ playerId }: { playerId: string }) {
  const q = useJugadorEstadisticas(playerId);
  return (
    <Card title="Estadísticas">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : q.isError ? (
        <LoadError title="No se pudieron cargar las estadísticas" error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="Partidos jugados">{q.data.partidos_jugados}</Descriptions.Item>
          <Descriptions.Item label="Partidos inscritos">{q.data.partidos_inscritos}</Descriptions.Item>
          <Descriptions.Item label="Próximos partidos">{q.data.partidos_proximos}</Descriptions.Item>
          <Descriptions.Item label="MVPs">{q.data.mvp_count}</Descriptions.Item>
          <Descriptions.Item label="Racha actual">{q.data.racha_asistencia}</Descriptions.Item>
          <Descriptions.Item label="Mejor racha">{q.data.racha_maxima}</Descriptions.Item>
          <Descriptions.Item label="Último MVP">{q.data.last_mvp_date ? formatDate(q.data.last_mvp_date) : '—'}</Descriptions.Item>
          {/* attended over enrolled in the last 90 days, late notices counting half */}
          <Descriptions.Item label="Asistencia (90 días)">{q.data.confiabilidad === null ? 'Sin partidos terminados' : `${q.data.confiabilidad} % asistencia`}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
