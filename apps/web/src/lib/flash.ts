// Messages to show "after this step", from code that may run where no antd App is mounted: the login page (drawn
// without antd, issue 22) and the logout, which leaves the app for /login. FlashHost (app/FlashHost.tsx) shows them
// with antd's message once antd is loaded, so they look like every other message of the app.

export type FlashKind = 'success' | 'error' | 'info' | 'warning';
export interface Flash { kind: FlashKind; text: string }

let pending: readonly Flash[] = [];
const listeners = new Set<() => void>();

function push(kind: FlashKind, text: string) {
  pending = [...pending, { kind, text }];
  listeners.forEach((l) => l());
}

export const flash = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
  warning: (text: string) => push('warning', text),
  pending: () => pending,
  /** The messages not shown yet; they are shown once. */
  take(): readonly Flash[] {
    const out = pending;
    if (out.length) {
      pending = [];
      listeners.forEach((l) => l());
    }
    return out;
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
