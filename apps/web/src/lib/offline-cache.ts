import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { session } from './session';

// What the app shows offline (docs/decisions/0039, 0083): the answers of a few chosen queries (the
// next match, the match list, the last few match details seen) are kept in this browser's storage, under the id of
// the person they belong to, and put back into the query cache when the app opens again. Logging out (or a 401)
// deletes them; another person's login never sees them. Nothing else is kept, and no mutation is ever replayed.

export const OFFLINE_STORAGE_KEY = 'partidos_offline';
const VERSION = 1;
/** Older than this, a list of "upcoming" matches misleads more than it helps. */
export const OFFLINE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Several answers arrive together on a page load: one write for all of them. */
const SAVE_DELAY_MS = 300;
/**
 * Pages and filters of the list each make an answer: the latest few are enough, and storage stays small. Answers
 * under one of the `limits` count toward their own limit instead.
 */
export const MAX_KEPT = 12;

interface Stored { v: number; usuarioId: string; savedAt: number; state: DehydratedState }

export interface OfflineCacheOptions {
  /** the queries worth keeping (by key); each must be personal to the logged-in user at most */
  keep: (key: QueryKey) => boolean;
  /** kinds of kept answers with a limit of their own (the newest `max` of those whose key `of` matches) */
  limits?: readonly OfflineLimit[];
  now?: () => number;
}

export interface OfflineLimit { of: (key: QueryKey) => boolean; max: number }

/**
 * The answers to keep, newest first: none older than OFFLINE_MAX_AGE_MS, at most `max` of each kind in `limits`, and
 * at most MAX_KEPT of the others.
 */
export function pickKept<Q extends { queryKey: QueryKey; state: { dataUpdatedAt: number } }>(
  queries: readonly Q[], limits: readonly OfflineLimit[], now: number,
): Q[] {
  const counts = new Map<OfflineLimit | null, number>();
  return queries
    .filter((q) => now - q.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .filter((q) => {
      const limit = limits.find((l) => l.of(q.queryKey)) ?? null;
      const n = (counts.get(limit) ?? 0) + 1;
      counts.set(limit, n);
      return n <= (limit ? limit.max : MAX_KEPT);
    });
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(OFFLINE_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    return parsed?.v === VERSION && typeof parsed.usuarioId === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function clearOfflineData(): void {
  localStorage.removeItem(OFFLINE_STORAGE_KEY);
}

/**
 * Puts the logged-in user's kept answers back into `client` (their fetch time is kept, so they refetch when online),
 * then keeps them up to date. Call once, before the first render. Returns a function that stops it (tests).
 */
export function startOfflineCache(client: QueryClient, o: OfflineCacheOptions): () => void {
  const now = o.now ?? Date.now;
  const userId = () => (session.get().token ? session.get().user?._id ?? null : null);

  // navigator.onLine at start-up too: TanStack Query only listens to the online/offline events, so a page opened
  // offline would otherwise try every query, fail and show errors instead of the kept answers
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

  let owner = userId();
  const stored = read();
  if (stored && owner && stored.usuarioId === owner && now() - stored.savedAt < OFFLINE_MAX_AGE_MS) {
    const kept = stored.state.queries.filter((q) => now() - q.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS);
    hydrate(client, { ...stored.state, queries: kept });
    // a copy from an earlier visit, however recent its fetch time: a screen that shows it asks the server again as soon
    // as it can (a reload must never show an answer the server has since changed); offline it stays what is shown
    for (const q of kept) void client.invalidateQueries({ queryKey: q.queryKey, exact: true, refetchType: 'none' });
  } else if (stored) {
    clearOfflineData();
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const id = userId();
    if (!id) return;
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && o.keep(q.queryKey) });
    // answers kept earlier that the query cache has let go meanwhile (5 minutes unused) stay kept, newest first
    const prev = read();
    const fresh = new Set(state.queries.map((q) => q.queryHash));
    const earlier = prev?.usuarioId === id ? prev.state.queries.filter((q) => !fresh.has(q.queryHash) && o.keep(q.queryKey)) : [];
    state.queries = pickKept([...state.queries, ...earlier], o.limits ?? [], now());
    try {
      localStorage.setItem(OFFLINE_STORAGE_KEY, JSON.stringify({ v: VERSION, usuarioId: id, savedAt: now(), state } satisfies Stored));
    } catch {
      // storage full or refused (private mode): the app works online all the same
    }
  };

  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && o.keep(event.query.queryKey) && !timer) {
      timer = setTimeout(save, SAVE_DELAY_MS);
    }
  });

  // logout, a 401, another tab logging out, or another person logging in: this person's kept answers go
  const stopSession = session.subscribe(() => {
    const id = userId();
    if (id === owner) return;
    if (owner !== null) {
      clearTimeout(timer);
      timer = undefined;
      clearOfflineData();
      client.removeQueries({ predicate: (q) => o.keep(q.queryKey) });
    }
    owner = id;
  });

  return () => {
    clearTimeout(timer);
    stopCache();
    stopSession();
  };
}

const subscribeOnline = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser says it is online (the same signal that pauses queries while offline). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}
