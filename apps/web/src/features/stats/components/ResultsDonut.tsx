import { Empty } from 'antd';
import { Legend, Pie, PieChart, Tooltip } from 'recharts';
import { EQUIPO_A_POR_DEFECTO, EQUIPO_B_POR_DEFECTO, type ResultadosDto } from '@partidos/shared';

/** Tab Partidos of /estadisticas: results of finished matches (wins A, wins B, draws) with the total. */
export function ResultsDonut({ resultados: r }: { resultados: ResultadosDto }) {
  if (r.total === 0) return <Empty description="Aún no hay resultados registrados" />;
  const data = [
    // the first and second team of each match, named as the app names them by default
    { name: `Victorias ${EQUIPO_A_POR_DEFECTO}`, value: r.victorias_equipo_a, fill: '#15803d' },
    { name: `Victorias ${EQUIPO_B_POR_DEFECTO}`, value: r.victorias_equipo_b, fill: '#1677ff' },
    { name: 'Empates', value: r.empates, fill: '#faad14' },
  ];
  return (
    <div
      role="img"
      aria-label={`Resultados: ${data.map((d) => `${d.name} ${d.value}`).join(', ')}; total ${r.total}`}
      data-testid="grafico-resultados"
      style={{ position: 'relative' }}
    >
      <PieChart responsive style={{ width: '100%', height: 300 }}>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%" paddingAngle={2} cy="45%" stroke="none" />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 13 }} formatter={(v: string) => <span style={{ color: 'var(--ant-color-text)' }}>{v}</span>} />
        <text x="50%" y="42%" textAnchor="middle" dominantBaseline="middle" style={{ fontSize: 28, fontWeight: 600 }} fill="currentColor">{r.total}</text>
        <text x="50%" y="52%" textAnchor="middle" dominantBaseline="middle" style={{ fontSize: 13 }} fill="currentColor">{r.total === 1 ? 'partido' : 'partidos'}</text>
      </PieChart>
    </div>
  );
}
