import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateBanner } from '../components/UpdateBanner';

/** An app left open for days still hears of a new version: the browser checks sw.js on each load, we check hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

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
  return <UpdateBanner open={needRefresh} onUpdate={() => updateServiceWorker(true)} onClose={() => setNeedRefresh(false)} />;
}
