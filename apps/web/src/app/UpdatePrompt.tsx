import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** An app left open for days still hears of a new version: the browser checks sw.js on each load, we check hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// antd's banner loads only when there is an update to offer (issue 22: /login draws without antd)
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * Registers the service worker (/sw.js, src/sw.ts) and offers a waiting new version (issue 20 item 7). 'Actualizar'
 * tells the new worker to take over; the page reloads once it controls it.
 */
export function UpdatePrompt() {
  const { needRefresh: [needRefresh, setNeedRefresh], updateServiceWorker } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={() => updateServiceWorker(true)} onClose={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
