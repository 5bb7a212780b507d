import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { PartidosMesDto } from '@partidos/shared';
import { useIsMobile } from '../../../lib/use-is-mobile';

/** Tab Partidos of /estadisticas: matches per month, the last 6 months (empty ones included). */
export function MatchesByMonthChart({ meses }: { meses: PartidosMesDto[] }) {
  const mobile = useIsMobile();
  const data = meses.map((m) => ({ mes: m.etiqueta, Partidos: m.total, Finalizados: m.finalizados, Cancelados: m.cancelados }));
  return (
    <div role="img" aria-label={`Partidos por mes: ${meses.map((m) => `${m.etiqueta}, ${m.total}`).join('; ')}`} data-testid="grafico-partidos-mes">
      <BarChart responsive style={{ width: '100%', height: 300 }} data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="rgba(128,128,128,0.3)" />
        <XAxis dataKey="mes" tick={{ fontSize: 12 }} interval={0} tickFormatter={(m: string) => (mobile ? m.split(' ')[0]! : m)} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip cursor={{ fill: 'rgba(128,128,128,0.1)' }} />
        <Legend wrapperStyle={{ fontSize: 13 }} formatter={(v: string) => <span style={{ color: 'var(--ant-color-text)' }}>{v}</span>} />
        <Bar dataKey="Partidos" fill="#15803d" radius={[4, 4, 0, 0]} />
        <Bar dataKey="Finalizados" fill="#1677ff" radius={[4, 4, 0, 0]} />
        <Bar dataKey="Cancelados" fill="#d32f2f" radius={[4, 4, 0, 0]} />
      </BarChart>
    </div>
  );
}
