import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { flash } from '../lib/flash';

const FlashMessages = lazy(() => import('./FlashMessages'));

/** Shows lib/flash's messages with antd's message, loading antd only once there is one to show. */
export function FlashHost() {
  const pending = useSyncExternalStore(flash.subscribe, flash.pending);
  // once loaded it stays mounted: the messages on screen live in it
  const [wanted, setWanted] = useState(false);
  if (pending.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FlashMessages />
    </Suspense>
  );
}
