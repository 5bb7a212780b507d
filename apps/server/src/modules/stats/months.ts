import { MESES_CORTOS } from '@partidos/shared';

/** YYYY-MM shifted by `delta` months. */
export function addMonths(mes: string, delta: number): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with `current` (YYYY-MM), oldest first. */
export function lastMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** 'ene 2025' */
export function monthLabel(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return `${MESES_CORTOS[m - 1]} ${y}`;
}
