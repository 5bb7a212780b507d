// The chunks the service worker caches when first fetched (docs/decisions/0083): the build's scripts and styles
// under /assets/, named by their hash, that are not precached. Shared by the worker (src/sw.ts) and the page, so
// nothing here touches the DOM at import.

export const ASSETS_CACHE = 'partidos-assets';
/** A person's pages use a few dozen chunks; old releases' files go by the least recently used past this many. */
export const ASSETS_CACHE_MAX_ENTRIES = 120;

/** A script or style of the build (/assets/name-hash.js|css): never /api/, /uploads/ nor a page. */
export const isRuntimeCachedAsset = (pathname: string): boolean => /^\/assets\/[^/]+\.(?:js|css)$/.test(pathname);

/** The URLs among `loaded` (the page's resources) that the worker caches: same-origin scripts and styles of /assets/. */
export function assetsToWarm(loaded: readonly string[], origin: string): string[] {
  const out = new Set<string>();
  for (const u of loaded) {
    let url: URL;
    try {
      url = new URL(u, origin);
    } catch {
      continue;
    }
    if (url.origin === origin && !url.search && isRuntimeCachedAsset(url.pathname)) out.add(url.href);
  }
  return [...out];
}

/**
 * A page loaded before the worker controlled it (the first visit) fetched its chunks around the worker: once the
 * worker controls the page, they are sent to it in workbox's CACHE_URLS message, which runs them through its routes
 * (src/sw.ts), so the pages of that first visit open offline too. `startedControlled`: the page was controlled from
 * its load, and every chunk it fetched went through the worker already.
 */
export function warmAssetCache(startedControlled: boolean): void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!sw || startedControlled) return;
  const send = () => {
    const controller = sw.controller;
    if (!controller) return false;
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    const urlsToCache = assetsToWarm(loaded, location.origin);
    if (urlsToCache.length > 0) controller.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
    return true;
  };
  if (!send()) sw.addEventListener('controllerchange', () => void send(), { once: true });
}
