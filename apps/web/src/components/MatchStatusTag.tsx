import { Tag } from './lite/kit';
import type { EstadoPartido } from '@partidos/shared';

/** Match status colours (docs/product/matches.md): Convocando blue and pulsing, Próximo a comenzar orange, En curso green, Finalizado gray, Cancelado red. */
const COLOR: Record<EstadoPartido, string> = {
  Convocando: 'blue',
  'Próximo a comenzar': 'orange',
  'En curso': 'green',
  Finalizado: 'default',
  Cancelado: 'red',
};

export function MatchStatusTag({ estado }: { estado: string }) {
  const color = COLOR[estado as EstadoPartido] ?? 'default';
  return (
    <Tag color={color} className={estado === 'Convocando' ? 'tag-pulse' : undefined}>
      {estado}
    </Tag>
  );
}
