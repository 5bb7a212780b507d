import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@partidos/shared';

/** Whether a CSS media query matches now; follows its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
  );
}

// Below 768 px the layout switches to mobile.
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(query);
}
