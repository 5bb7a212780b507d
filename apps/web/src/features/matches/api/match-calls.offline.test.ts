import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@partidos/shared';
import { OFFLINE_STORAGE_KEY, startOfflineCache } from '../../../lib/offline-cache';
import { session } from '../../../lib/session';
import { OFFLINE_LIMITS, isKeptOffline } from './match-calls';

// What the app keeps of the matches for offline use, through lib/offline-cache (docs/decisions/0039, 0083).

const NEXT = ['partidos', 'proximo', 'club1'];
const LIST = ['partidos', 'lista', 'club1', { page: 1 }];
const user = (id: string) => ({ _id: id, nombre: id }) as unknown as UserDto;

let now = Date.UTC(2026, 10, 20, 12);
const stops: (() => void)[] = [];
const stored = () => JSON.parse(localStorage.getItem(OFFLINE_STORAGE_KEY) ?? 'null') as { usuarioId: string; state: { queries: { queryKey: unknown[] }[] } } | null;
const keptKeys = () => stored()?.state.queries.map((q) => q.queryKey) ?? [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  session.clear();
  session.login('token-ana', user('ana'));
});
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

const DETAIL = (id: string) => ['partidos', 'detalle', id];

describe('the match details kept offline (docs/decisions/0083)', () => {
  it('the app keeps the next match, the list and the details, and nothing else of the matches', () => {
    expect(isKeptOffline(NEXT)).toBe(true);
    expect(isKeptOffline(LIST)).toBe(true);
    expect(isKeptOffline(DETAIL('p1'))).toBe(true);
    // the summary, the roster's attendance (a Map), the MVP vote, payments: not kept
    for (const key of [['partidos', 'resumen', 'p1'], ['partidos', 'confiabilidad', 'p1'], ['partidos', 'asistencia-real', 'p1'], ['mvp', 'votacion', 'p1'], ['pagos', 'mi-pago', 'p1'], ['me']]) {
      expect(isKeptOffline(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('keeps the last details opened, at most five, without pushing the lists out', () => {
    const a = new QueryClient();
    stops.push(startOfflineCache(a, { keep: isKeptOffline, limits: OFFLINE_LIMITS, now: () => now }));
    vi.setSystemTime(now);
    a.setQueryData(NEXT, { _id: 'p0' });
    a.setQueryData(LIST, { partidos: [] });
    for (let i = 1; i <= 7; i++) {
      now += 1000;
      vi.setSystemTime(now);
      a.setQueryData(DETAIL(`p${i}`), { _id: `p${i}` });
    }
    vi.runAllTimers();
    const kept = keptKeys();
    expect(kept.filter((k) => k[1] === 'detalle')).toEqual([DETAIL('p7'), DETAIL('p6'), DETAIL('p5'), DETAIL('p4'), DETAIL('p3')]);
    expect(kept).toEqual(expect.arrayContaining([NEXT, LIST]));

    // opened again offline later, the app has the detail at hand
    const b = new QueryClient();
    stops.push(startOfflineCache(b, { keep: isKeptOffline, limits: OFFLINE_LIMITS, now: () => now }));
    expect(b.getQueryData(DETAIL('p7'))).toEqual({ _id: 'p7' });
    expect(b.getQueryData(DETAIL('p2'))).toBeUndefined();
  });

  it('logging out deletes the kept details too', () => {
    const a = new QueryClient();
    stops.push(startOfflineCache(a, { keep: isKeptOffline, limits: OFFLINE_LIMITS, now: () => now }));
    vi.setSystemTime(now);
    a.setQueryData(DETAIL('p1'), { _id: 'p1' });
    vi.runAllTimers();
    expect(keptKeys()).toEqual([DETAIL('p1')]);
    session.clear();
    expect(localStorage.getItem(OFFLINE_STORAGE_KEY)).toBeNull();
    expect(a.getQueryData(DETAIL('p1'))).toBeUndefined();
  });
});
