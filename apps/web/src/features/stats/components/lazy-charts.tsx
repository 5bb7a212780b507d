import { lazy, Suspense, type ComponentType } from 'react';
import type { AsistenciaJugadorDto } from '@partidos/shared';

// recharts (with the d3 modules under it) weighs more than the rest of the statistics page: the charts load on their
// own, after the page's cards and tables are on screen, and no other page brings them in.
function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height: (p: P) => number) {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    // the chart's own height while it loads, so nothing below it moves
    return (
      <Suspense fallback={<div style={{ height: height(props) }} aria-busy="true" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const MatchesByMonthChart = lazyChart(() => import('./MatchesByMonthChart').then((m) => m.MatchesByMonthChart), () => 300);
export const ResultsDonut = lazyChart(() => import('./ResultsDonut').then((m) => m.ResultsDonut), () => 300);
export const AttendanceChart = lazyChart(
  () => import('./AttendanceChart').then((m) => m.AttendanceChart),
  (p: { jugadores: AsistenciaJugadorDto[] }) => Math.max(120, Math.min(10, p.jugadores.length) * 32 + 40),
);
