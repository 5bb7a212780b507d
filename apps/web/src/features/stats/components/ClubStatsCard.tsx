import { Alert } from '../../../components/lite';
import { Card, Skeleton, Statistic } from '../../../components/lite/kit';
import { LoadError } from '../../../components/LoadError';
import { useClubEstadisticas } from '../api/stats-calls';

/** The dashboard's club card (docs/product/stats.md): Creador, Moderador and Administrador only; the caller decides. No antd. */
export function ClubStatsCard({ clubId }: { clubId: string | undefined }) {
  const q = useClubEstadisticas(clubId, true);
  let body: React.ReactNode;
  if (!clubId) body = <Alert type="warning" showIcon title="Se requiere el ID del club" />;
  else if (q.isPending) body = <Skeleton rows={3} title={false} />;
  else if (q.isError) body = <LoadError title="No se pudieron cargar las estadísticas del club" error={q.error} onRetry={() => q.refetch()} />;
  else {
    const s = q.data;
    const items = [
      { title: 'Miembros', value: s.total_miembros, suffix: s.miembros_nuevos_mes ? <span style={{ fontSize: 13 }}>+{s.miembros_nuevos_mes} este mes</span> : undefined },
      { title: 'Partidos este mes', value: s.partidos_mes_actual },
      { title: 'Próximos', value: s.partidos_proximos },
      { title: 'Finalizados', value: s.partidos_finalizados },
      { title: 'Asistencia', value: s.tasa_asistencia, suffix: '%' },
      { title: 'Jugadores activos', value: s.jugadores_activos_mes },
      { title: 'Promedio asistentes', value: s.promedio_asistentes, precision: 1 },
      { title: 'Solicitudes pendientes', value: s.solicitudes_pendientes },
    ];
    body = (
      <div className="stats-grid">
        {items.map((i) => (
          <Statistic key={i.title} title={i.title} value={i.value} suffix={i.suffix} precision={i.precision} valueSize={20} />
        ))}
      </div>
    );
  }
  return <Card title="Estadísticas del Club">{body}</Card>;
}
