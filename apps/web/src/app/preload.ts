// /login is drawn without the app shell (docs/decisions/0044). The code of the pages a login leads to, and of the
// form's checks, is fetched at the first sign of intent — a focus or a tap anywhere — so it is ready when the login's
// answer arrives; not at load, so a cold /login stays small.
let started = false;

export function preloadAppShell(): void {
  if (started) return;
  started = true;
  void import('./AppShell');
  void import('./guards');
  void import('./layout/AppLayout');
  void import('../features/home/HomePage');
  // the login form's checks (zod), before the first one runs
  void import('../features/auth/auth-schemas');
}

/** Calls preloadAppShell on the first focus or pointer press in the page. */
export function preloadAppShellOnIntent(): () => void {
  const events = ['focusin', 'pointerdown'] as const;
  const warm = () => {
    events.forEach((e) => window.removeEventListener(e, warm, true));
    preloadAppShell();
  };
  events.forEach((e) => window.addEventListener(e, warm, true));
  return () => events.forEach((e) => window.removeEventListener(e, warm, true));
}
