import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@partidos/shared';

// Below 768 px the layout switches to mobile (spec 1 §2.3).
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
  );
}
