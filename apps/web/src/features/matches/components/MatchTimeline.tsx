import { Steps } from 'antd';
import type { EstadoPartido } from '@partidos/shared';

const ORDER: EstadoPartido[] = ['Convocando', 'Próximo a comenzar', 'En curso', 'Finalizado'];

/** The progress timeline (spec 2 §2): Convocando → Próximo a comenzar → En curso → Finalizado, or Cancelado. */
export function MatchTimeline({ estado }: { estado: EstadoPartido }) {
  if (estado === 'Cancelado') {
    return <Steps size="small" orientation="vertical" current={1} status="error" items={[{ title: 'Convocando' }, { title: 'Cancelado' }]} />;
  }
  const current = ORDER.indexOf(estado);
  return (
    <Steps
      size="small"
      orientation="vertical"
      current={current}
      status={estado === 'Finalizado' ? 'finish' : 'process'}
      items={ORDER.map((title) => ({ title }))}
    />
  );
}
