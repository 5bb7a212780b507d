import type { EstadoPartido } from '@partidos/shared';
import { Steps } from '../../../components/lite/kit';

const ORDER: EstadoPartido[] = ['Convocando', 'Próximo a comenzar', 'En curso', 'Finalizado'];

/** The progress timeline: Convocando → Próximo a comenzar → En curso → Finalizado, or Cancelado. No antd. */
export function MatchTimeline({ estado }: { estado: EstadoPartido }) {
  if (estado === 'Cancelado') return <Steps current={1} status="error" items={['Convocando', 'Cancelado']} />;
  return <Steps current={ORDER.indexOf(estado)} status={estado === 'Finalizado' ? 'finish' : 'process'} items={ORDER} />;
}
