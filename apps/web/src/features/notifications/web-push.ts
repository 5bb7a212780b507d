import type { PushSuscripcionInput } from '@partidos/shared';

// This browser's side of web push (docs/decisions/0037): permission, the service worker's PushManager, the
// subscription. The service worker itself is the PWA's (vite-plugin-pwa); without it there is nothing to subscribe with.

/** How long 'Activar' waits for the service worker to be active before saying so (ready never rejects: it waits). */
export const SW_READY_TIMEOUT_MS = 10_000;

export class PushSetupError extends Error {}

export const MSG_PUSH = {
  sinSoporte: 'Este navegador no admite notificaciones push',
  sinPermiso: 'No diste permiso para mostrar notificaciones. Puedes habilitarlo en la configuración del navegador para este sitio.',
  bloqueadas: 'Las notificaciones están bloqueadas para este sitio en tu navegador. Habilítalas en su configuración para activarlas aquí.',
  sinServiceWorker: 'La app aún no está instalada en este navegador (falta su service worker). Recarga la página e inténtalo de nuevo.',
  noSeSuscribio: 'El navegador no pudo activar las notificaciones push',
} as const;

export const isPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A VAPID public key (base64url, as the server gives it) as the bytes PushManager.subscribe wants. */
export function base64UrlToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** The active service worker's registration, or a clear error when none comes within the timeout. */
async function readyRegistration(timeoutMs: number): Promise<ServiceWorkerRegistration> {
  // not registered yet (UpdatePrompt registers it a few seconds after the first load): register it now, as it
  // would (the same script and scope, so the same registration); if that fails, ready would wait forever
  if (!(await navigator.serviceWorker.getRegistration())) {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      throw new PushSetupError(MSG_PUSH.sinServiceWorker);
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError(MSG_PUSH.sinServiceWorker)), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current subscription, without waiting for a service worker that may never come. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** Asks for permission and subscribes this browser with the server's key; returns what POST /usuarios/me/push takes. */
export async function subscribeBrowser(vapidPublicKey: string, timeoutMs = SW_READY_TIMEOUT_MS): Promise<PushSuscripcionInput> {
  if (!isPushSupported()) throw new PushSetupError(MSG_PUSH.sinSoporte);
  if (Notification.permission === 'denied') throw new PushSetupError(MSG_PUSH.bloqueadas);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(MSG_PUSH.sinPermiso);
  const reg = await readyRegistration(timeoutMs);
  const key = base64UrlToUint8Array(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  // a subscription made with another key (the server's keys changed) cannot be reused: subscribe() would refuse
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError(MSG_PUSH.noSeSuscribio);
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}
