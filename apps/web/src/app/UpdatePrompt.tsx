import { lazy, Suspense, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { warmAssetCache } from '../lib/asset-cache';

/** An app left open for days still hears of a new version: the browser checks sw.js on each load, we check hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// antd's banner loads only when there is an update to offer (/login draws without antd, docs/decisions/0044)
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * How long after the page's load event the service worker is registered. Its install downloads and stores the app
 * shell (~750 KB since docs/decisions/0083, ~3 MB before): started at the load event, that ran beside the first
 * screen's own rendering and data on a phone's two slow cores (docs/decisions/0047). An installed app's update check waits as long.
 */
const REGISTER_AFTER_LOAD_MS = 4000;

/** Whether the worker controlled this page from its load (every chunk it fetched went through it). */
const STARTED_CONTROLLED = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;

function useLoadedAWhileAgo(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => { timer = setTimeout(() => setReady(true), ms); };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [ms]);
  return ready;
}

/** The service worker and its update offer, a few seconds after the page has loaded. */
export function UpdatePrompt() {
  return useLoadedAWhileAgo(REGISTER_AFTER_LOAD_MS) ? <ServiceWorkerPrompt /> : null;
}

/**
 * Registers the service worker (/sw.js, src/sw.ts) and offers a waiting new version (docs/decisions/0039). 'Actualizar'
 * tells the new worker to take over; the page reloads once it controls it.
 */
function ServiceWorkerPrompt() {
  const { needRefresh: [needRefresh, setNeedRefresh], updateServiceWorker } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      // the first visit's chunks, fetched before the worker was there, cached once it controls the page (0083)
      warmAssetCache(STARTED_CONTROLLED);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={() => updateServiceWorker(true)} onClose={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
