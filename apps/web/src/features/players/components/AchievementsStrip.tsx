import { Card, Skeleton, Tooltip, Typography } from 'antd';
import { LoadError } from '../../../components/LoadError';
import { useLogros } from '../api/player-calls';
import { AchievementBadge } from './achievement-icons';

/** The profile's achievements strip: every achievement, the unlocked ones in colour. */
export function AchievementsStrip({ playerId }: { playerId: string }) {
  const q = useLogros(playerId);
  return (
    <Card title="Logros" extra={q.data && <Typography.Text type="secondary">{q.data.desbloqueados}/{q.data.total} desbloqueados</Typography.Text>}>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : q.isError ? (
        <LoadError title="Error al cargar los logros" error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 12, alignItems: 'start' }}>
          {[...q.data.logros].sort((a, b) => Number(b.desbloqueado) - Number(a.desbloqueado)).map((l) => (
            <Tooltip
              key={l.id}
              title={
                <>
                  <strong>{l.nombre}</strong>
                  <div>{l.descripcion}</div>
                  {!l.desbloqueado && <div>Progreso: {l.progreso.actual}/{l.progreso.objetivo}</div>}
                </>
              }
            >
              <span
                tabIndex={0}
                role="img"
                aria-label={`${l.nombre}: ${l.desbloqueado ? 'desbloqueado' : `bloqueado, ${l.progreso.actual} de ${l.progreso.objetivo}`}`}
                style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
              >
                <AchievementBadge logro={l} size={44} />
                <Typography.Text style={{ fontSize: 11, textAlign: 'center', lineHeight: 1.2 }} type={l.desbloqueado ? undefined : 'secondary'}>{l.nombre}</Typography.Text>
              </span>
            </Tooltip>
          ))}
        </div>
      )}
    </Card>
  );
}
