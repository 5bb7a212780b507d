import { Card, DividerStart, Empty, Progress, Secondary, Skeleton, Tooltip } from '../../../components/lite/kit';
import type { LogroDto } from '@partidos/shared';
import { LoadError } from '../../../components/LoadError';
import { useLogros } from '../api/player-calls';
import { AchievementBadge } from './achievement-icons';

/** A locked achievement with its progress toward the threshold. */
function NextRow({ logro: l }: { logro: LogroDto }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '6px 0' }}>
      <AchievementBadge logro={l} size={36} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', gap: 6, justifyContent: 'space-between' }}>
          <strong>{l.nombre}</strong>
          <Secondary style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{l.progreso.actual}/{l.progreso.objetivo}</Secondary>
        </div>
        <Secondary block style={{ fontSize: 13 }}>{l.descripcion}</Secondary>
        <Progress percent={l.progreso.porcentaje} size="small" showInfo={false} aria-label={`Progreso de ${l.nombre}`} style={{ margin: 0 }} />
      </div>
    </div>
  );
}

/**
 * The achievements list (docs/product/stats.md; also the card on /mi-perfil): unlocked out of
 * total with a progress bar, 'Logros Desbloqueados' and 'Próximos Logros' with their progress.
 */
export function AchievementsList({ playerId = 'me', title = 'Mis Logros', proximos = 4 }: { playerId?: string; title?: string; proximos?: number }) {
  const q = useLogros(playerId);
  if (q.isPending) return <Card title={title}><Skeleton rows={8} /></Card>;
  if (q.isError) return <Card title={title}><LoadError title="Error al cargar los logros" error={q.error} onRetry={() => q.refetch()} /></Card>;
  const { logros, desbloqueados, total } = q.data;
  const unlocked = logros.filter((l) => l.desbloqueado);
  // the closest to unlocking first
  const next = logros.filter((l) => !l.desbloqueado).sort((a, b) => b.progreso.porcentaje - a.progreso.porcentaje).slice(0, proximos);
  return (
    <Card title={title} extra={<strong>{desbloqueados}/{total}</strong>}>
      <Progress percent={Math.round((desbloqueados / total) * 100)} aria-label="Logros desbloqueados" />
      <DividerStart style={{ margin: '12px 0 4px' }}>Logros Desbloqueados</DividerStart>
      {unlocked.length === 0 ? (
        <Empty simple description="Aún no desbloqueas logros" />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, padding: '6px 0' }}>
          {unlocked.map((l) => (
            <Tooltip key={l.id} title={l.descripcion}>
              <span tabIndex={0} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
                <AchievementBadge logro={l} size={28} />
                <span style={{ fontSize: 13, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{l.nombre}</span>
              </span>
            </Tooltip>
          ))}
        </div>
      )}
      {next.length > 0 && (
        <>
          <DividerStart style={{ margin: '12px 0 4px' }}>Próximos Logros</DividerStart>
          {next.map((l) => <NextRow key={l.id} logro={l} />)}
        </>
      )}
    </Card>
  );
}
