import { useSyncExternalStore } from 'react';
import type { UserDto } from '@partidos/shared';

// The session kept in local storage: token, user, club_activo_id.
export const SESSION_KEYS = { token: 'token', user: 'user', clubActivoId: 'club_activo_id' } as const;
const KEYS = SESSION_KEYS;

export interface SessionState {
  token: string | null;
  user: UserDto | null;
  clubActivoId: string | null;
}

function read(): SessionState {
  let user: UserDto | null;
  try {
    const raw = localStorage.getItem(KEYS.user);
    user = raw ? (JSON.parse(raw) as UserDto) : null;
  } catch {
    user = null;
  }
  return { token: localStorage.getItem(KEYS.token), user, clubActivoId: localStorage.getItem(KEYS.clubActivoId) };
}

let state: SessionState = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function persist(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export const session = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  login(token: string, user: UserDto) {
    persist(KEYS.token, token);
    persist(KEYS.user, JSON.stringify(user));
    state = { ...state, token, user };
    emit();
  },
  /**
   * A fresh copy of the user. When the server moved the active club meanwhile (an approved request, a club joined,
   * a pick on another device: docs/decisions/0033), the app follows it; otherwise the stored choice stands.
   */
  setUser(user: UserDto) {
    const stored = JSON.stringify(user);
    // the same user as stored (every load's refresh, most of the time): nothing changes, so no page redraws
    if (state.user && stored === localStorage.getItem(KEYS.user) && JSON.stringify(state.user) === stored) return;
    persist(KEYS.user, stored);
    const moved = !!state.user && !!user.club_activo_id && user.club_activo_id !== state.user.club_activo_id;
    if (moved) persist(KEYS.clubActivoId, user.club_activo_id);
    state = { ...state, user, ...(moved ? { clubActivoId: user.club_activo_id } : {}) };
    emit();
  },
  setActiveClub(id: string | null) {
    persist(KEYS.clubActivoId, id);
    state = { ...state, clubActivoId: id };
    emit();
  },
  /** Logout or a 401: token, user and active club are cleared. */
  clear() {
    Object.values(KEYS).forEach((k) => localStorage.removeItem(k));
    localStorage.removeItem('club_activo');
    state = { token: null, user: null, clubActivoId: null };
    emit();
  },
};

// other tabs logging in or out change this tab too
window.addEventListener('storage', (e) => {
  if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) {
    state = read();
    emit();
  }
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}
