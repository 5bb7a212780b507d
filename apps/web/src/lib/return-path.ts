const BASE = 'http://app.invalid';

/**
 * A path of this app to go back to after logging in or completing the profile, or undefined. Whatever carries it
 * (router state today, perhaps a query parameter tomorrow), only a same-origin path passes: an absolute URL,
 * `//host`, `/\host` or anything the URL parser resolves to another origin is dropped, as is /login itself.
 */
export function safeReturnPath(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//host' keeps the origin but its pathname starts with '//', which a navigation reads as another host
  if (url.origin !== BASE || path.startsWith('//') || url.pathname === '/login') return undefined;
  return path;
}

/** The `from` of a location's router state, when it is a safe path (above). */
export function returnPathOf(state: unknown): string | undefined {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}
