import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import type { AsistenciaJugadorDto } from '@partidos/shared';
import { nombreJugador } from './attendance-format';

const TOP = 10;

/** % asistencia of the 10 most reliable players, a horizontal bar each (the list comes sorted by the server). */
export function AttendanceChart({ jugadores }: { jugadores: AsistenciaJugadorDto[] }) {
  const data = jugadores.filter((j) => j.confiabilidad !== null).slice(0, TOP)
    .map((j) => ({ nombre: nombreJugador(j), '% asistencia': j.confiabilidad ?? 0 }));
  return (
    <div role="img" aria-label={`Porcentaje de asistencia: ${data.map((d) => `${d.nombre}, ${d['% asistencia']}%`).join('; ')}`} data-testid="grafico-asistencia">
      <BarChart responsive layout="vertical" style={{ width: '100%', height: Math.max(120, data.length * 32 + 40) }} data={data} margin={{ top: 4, right: 36, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="rgba(128,128,128,0.3)" />
        <XAxis type="number" domain={[0, 100]} tick={{ fontSize: 12 }} tickFormatter={(v: number) => `${v}%`} />
        <YAxis type="category" dataKey="nombre" width={110} tick={{ fontSize: 12 }} interval={0} />
        <Tooltip cursor={{ fill: 'rgba(128,128,128,0.1)' }} formatter={(v) => `${String(v)}%`} />
        <Bar dataKey="% asistencia" fill="#15803d" radius={[0, 4, 4, 0]} barSize={18}>
          <LabelList dataKey="% asistencia" position="right" formatter={(v) => `${String(v)}%`} style={{ fontSize: 12, fill: 'var(--ant-color-text)' }} />
        </Bar>
      </BarChart>
    </div>
  );
}
