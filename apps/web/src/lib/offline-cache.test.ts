import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@partidos/shared';
import { MAX_KEPT, OFFLINE_MAX_AGE_MS, OFFLINE_STORAGE_KEY, pickKept, startOfflineCache } from './offline-cache';
import { session } from './session';

// The last visit's next match, match list and last match details, per user (docs/decisions/0039, 0083). What the app
// keeps of the matches is tested beside them: features/matches/api/match-calls.offline.test.ts.

const keep = (key: readonly unknown[]) => key[0] === 'partidos' && (key[1] === 'proximo' || key[1] === 'lista');
const NEXT = ['partidos', 'proximo', 'club1'];
const LIST = ['partidos', 'lista', 'club1', { page: 1 }];
const user = (id: string) => ({ _id: id, nombre: id }) as unknown as UserDto;

let now = Date.UTC(2026, 10, 20, 12);
const stops: (() => void)[] = [];
function start(client = new QueryClient()) {
  stops.push(startOfflineCache(client, { keep, now: () => now }));
  return client;
}
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

describe('the offline copy of the next match and the match list', () => {
  it('keeps them for the logged-in person and puts them back when the app opens again', () => {
    const a = start();
    a.setQueryData(NEXT, { _id: 'p1', lugar_nombre: 'Cancha Central' });
    a.setQueryData(LIST, { partidos: [{ _id: 'p1' }] });
    vi.runAllTimers();
    expect(stored()?.usuarioId).toBe('ana');
    expect(keptKeys()).toEqual(expect.arrayContaining([NEXT, LIST]));

    const b = start();
    expect(b.getQueryData(NEXT)).toEqual({ _id: 'p1', lugar_nombre: 'Cancha Central' });
    expect(b.getQueryData(LIST)).toEqual({ partidos: [{ _id: 'p1' }] });
  });

  it('what it puts back is asked again as soon as a screen shows it, however recent (a reload never shows an old answer)', () => {
    const a = start();
    a.setQueryData(NEXT, { _id: 'p1', ocupados: 0 });
    vi.runAllTimers();
    const b = start();
    expect(b.getQueryState(NEXT)?.isInvalidated).toBe(true);
  });

  it('keeps nothing else: not other queries, not failed ones', () => {
    const a = start();
    a.setQueryData(['me'], user('ana'));
    a.setQueryData(['pagos', 'por-validar'], { total: 3 });
    a.setQueryData(['partidos', 'detalle', 'p1'], { _id: 'p1' });
    vi.runAllTimers();
    expect(stored()).toBeNull();
    a.setQueryData(NEXT, null);
    vi.runAllTimers();
    expect(keptKeys()).toEqual([NEXT]);
  });

  it('logging out (or a 401) deletes the copy and the answers in memory', () => {
    const a = start();
    a.setQueryData(NEXT, { _id: 'p1' });
    vi.runAllTimers();
    expect(stored()).not.toBeNull();
    session.clear();
    expect(localStorage.getItem(OFFLINE_STORAGE_KEY)).toBeNull();
    expect(a.getQueryData(NEXT)).toBeUndefined();
  });

  it('never shows one person\'s copy to another who logs in on the same browser', () => {
    const a = start();
    a.setQueryData(NEXT, { _id: 'p1' });
    vi.runAllTimers();
    // the copy survived somehow (an older version of the app did not delete it): another person starts the app
    const copy = localStorage.getItem(OFFLINE_STORAGE_KEY)!;
    session.clear();
    session.login('token-beto', user('beto'));
    localStorage.setItem(OFFLINE_STORAGE_KEY, copy);
    const b = start();
    expect(b.getQueryData(NEXT)).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_STORAGE_KEY)).toBeNull();
  });

  it('a copy older than two weeks is not shown', () => {
    const a = start();
    a.setQueryData(NEXT, { _id: 'p1' });
    vi.runAllTimers();
    now += OFFLINE_MAX_AGE_MS + 1;
    expect(start().getQueryData(NEXT)).toBeUndefined();
  });

  it('an answer the query cache let go stays kept when another one is saved', () => {
    const a = start();
    a.setQueryData(LIST, { partidos: [] });
    vi.runAllTimers();
    a.removeQueries({ queryKey: LIST });
    a.setQueryData(NEXT, { _id: 'p1' });
    vi.runAllTimers();
    expect(keptKeys()).toEqual(expect.arrayContaining([NEXT, LIST]));
  });

  it('starts offline when the browser is, so queries wait instead of failing', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    start();
    expect(onlineManager.isOnline()).toBe(false);
    onLine.mockRestore();
  });
});

const DETAIL = (id: string) => ['partidos', 'detalle', id];

describe('pickKept', () => {
  it('newest first, each limited kind to its own maximum, the rest to MAX_KEPT, none too old', () => {
    const limits = [{ of: (key: readonly unknown[]) => key[1] === 'detalle', max: 5 }];
    const q = (key: unknown[], at: number) => ({ queryKey: key, state: { dataUpdatedAt: at } });
    const details = Array.from({ length: 8 }, (_, i) => q(DETAIL(`p${i}`), now - i));
    const lists = Array.from({ length: MAX_KEPT + 3 }, (_, i) => q(['partidos', 'lista', 'c', { page: i }], now - 100 - i));
    const old = q(NEXT, now - OFFLINE_MAX_AGE_MS);
    const kept = pickKept([old, ...lists, ...details], limits, now);
    expect(kept.filter((k) => k.queryKey[1] === 'detalle')).toEqual(details.slice(0, 5));
    expect(kept.filter((k) => k.queryKey[1] === 'lista')).toEqual(lists.slice(0, MAX_KEPT));
    expect(kept).not.toContain(old);
    expect(pickKept([old, ...lists], [], now)).toEqual(lists.slice(0, MAX_KEPT));
  });
});
