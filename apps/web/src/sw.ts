/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, ASSETS_CACHE_MAX_ENTRIES, isRuntimeCachedAsset } from './lib/asset-cache';
import { answerLinkOf, notificationOf, outcomeOf, type AnswerOutcome, type NotificationData, type PushPayload } from './lib/push-actions';

// The service worker (docs/decisions/0039), built by vite-plugin-pwa into /sw.js.
// - The app shell (index.html, the entry chunk, the login, home and match detail pages' chunks, their styles, the
//   icons) is precached, so the app opens offline; the build lists the files with their revisions in __WB_MANIFEST
//   (precache-shell.ts, docs/decisions/0083). Every other chunk of /assets/ is cached the first time a page fetches
//   it, so after one visit the pages a person used open offline too.
// - API answers are not cached here: the next match, the match list and the last matches seen are kept by the app
//   itself, per user (lib/offline-cache.ts), and nothing under /api/ or /uploads/ goes through a cache of this worker.
// - A new version waits until the person taps 'Actualizar' (UpdatePrompt sends SKIP_WAITING).
// - Web push (docs/decisions/0037) shows the server's notification and opens its link; a push about a coming match the
//   person plays has 'Voy' / 'No voy' buttons that answer without opening the app (docs/decisions/0081).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the first install takes the open page at once, so the chunks it fetches next are cached already; an update still
// waits for 'Actualizar' (a waiting worker is not active, and claims nothing)
clientsClaim();

// the other chunks and styles of the build, when first fetched: their names carry their hash, so a cached copy is
// right for as long as a page asks for that name. The page also sends the ones it loaded before this worker
// controlled it (workbox's CACHE_URLS message, lib/asset-cache.ts). Old releases' files leave by the least recently
// used once the cache holds ASSETS_CACHE_MAX_ENTRIES; only 200 answers are stored.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isRuntimeCachedAsset(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: ASSETS_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })] }),
);

// every app route is index.html (client routing), except the API, uploaded files and any path naming a file
// (/og-image.png, /robots.txt opened in a tab): those go to the network as they are
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^[^?]*\.[A-Za-z0-9]{1,12}(\?.*)?$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let data: PushPayload;
  try {
    data = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    data = { cuerpo: event.data?.text() };
  }
  // a push about a coming match the person plays has 'Voy' / 'No voy' buttons, their signed links kept in `data`
  const { title, options } = notificationOf(data, self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses the app's window and shows `path` there, or opens a window on it. */
async function openApp(path: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    // (each step on its own: a window that may not be focused still shows the page)
    await open.focus().catch(() => undefined);
    await open.navigate(path).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(path);
}

/**
 * A tap on 'Voy' / 'No voy' (docs/decisions/0081): the signed link is posted (the link is the permission: the worker
 * cannot read the page's session), on this origin. The answer is said in a short notification; a "No voy" that would
 * free the spot for the waiting list opens the match, which asks "¿Liberar tu cupo?"; an error is said and opens it.
 */
async function answerFromNotification(link: string, matchPath: string) {
  let outcome: AnswerOutcome;
  try {
    const res = await fetch(link, { method: 'POST', credentials: 'omit' });
    outcome = outcomeOf(res.status, await res.json().catch(() => null), matchPath, self.location.origin);
  } catch {
    outcome = outcomeOf(0, null, matchPath, self.location.origin);
  }
  if (outcome.kind === 'elegir') {
    await openApp(outcome.path);
    return;
  }
  const data: NotificationData = { path: matchPath };
  await self.registration.showNotification('Partidos', { body: outcome.mensaje, icon: '/icons/icon-192.png', lang: 'es-CL', data });
  if (outcome.kind === 'error') await openApp(outcome.path);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as Partial<NotificationData> | null;
  const path = data?.path ?? '/';
  const link = event.action ? answerLinkOf(data, event.action, self.location.origin) : undefined;
  event.waitUntil(link ? answerFromNotification(link, path) : openApp(path));
});
