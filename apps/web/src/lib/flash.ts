// Messages shown by app/FlashHost.tsx, drawn without antd (docs/decisions/0047): from the pages and parts drawn without
// it (the login page, the home page, the header, the sign-up and attendance buttons) and from code whose component may
// leave the screen with the answer (the logout, which leaves the app for /login; a sign-up that replaces its button).

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
