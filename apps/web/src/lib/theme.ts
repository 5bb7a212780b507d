import { useSyncExternalStore } from 'react';

// Dark mode is a persisted preference under `darkMode`.
const KEY = 'darkMode';
const listeners = new Set<() => void>();
let dark = localStorage.getItem(KEY) === 'true';

export const theme = {
  isDark: () => dark,
  toggle() {
    dark = !dark;
    localStorage.setItem(KEY, String(dark));
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useDarkMode = () => useSyncExternalStore(theme.subscribe, theme.isDark);

// People who ask their system for less motion get none from the interface's transitions (WCAG 2.3.3).
const REDUCED = '(prefers-reduced-motion: reduce)';
export const useReducedMotion = () =>
  useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(REDUCED);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(REDUCED).matches,
  );
