/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

// The service worker (issue 20 item 7, docs/decisions/0039), built by vite-plugin-pwa into /sw.js.
// - The app shell (index.html, every chunk, styles, icons) is precached, so the app opens offline; the build lists
//   the files with their revisions in __WB_MANIFEST.
// - API answers are not cached here: the next match and the match list are kept by the app itself, per user
//   (lib/offline-cache.ts), and nothing under /api/ or /uploads/ goes through a cache of this worker.
// - A new version waits until the person taps 'Actualizar' (UpdatePrompt sends SKIP_WAITING).
// - Web push (issue 20 item 5) shows the server's notification and opens its link.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

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

/** What the server pushes (apps/server/src/modules/notifications/push.ts). */
interface PushPayload { titulo?: string; cuerpo?: string; enlace?: string }

/** The link's path on this origin: a PUBLIC_URL other than the address the app was opened at stays in this app. */
function appPath(enlace: string | undefined): string {
  if (!enlace) return '/';
  try {
    const u = new URL(enlace, self.location.origin);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let data: PushPayload;
  try {
    data = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    data = { cuerpo: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.titulo || 'Partidos', {
      body: data.cuerpo ?? '',
      icon: '/icons/icon-192.png',
      lang: 'es-CL',
      data: { path: appPath(data.enlace) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { path?: string } | null)?.path ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(path).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
