import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG_PUSH, PushSetupError, base64UrlToUint8Array, subscribeBrowser } from './web-push';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeBrowser(o: { registration: boolean; ready?: Promise<unknown>; permission?: NotificationPermission; canRegister?: boolean }) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', Object.assign(class {}, { permission: o.permission ?? 'granted', requestPermission: vi.fn(async () => o.permission ?? 'granted') }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => (o.registration ? {} : undefined)),
      register: vi.fn(async () => {
        if (!o.canRegister) throw new Error('SecurityError');
        return {};
      }),
      ready: o.ready ?? new Promise(() => {}),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('this browser\'s push subscription', () => {
  it('decodes the server\'s base64url VAPID key to the 65 bytes of a P-256 public key', () => {
    const bytes = base64UrlToUint8Array(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('says the app has no service worker when none is registered and registering it fails', async () => {
    fakeBrowser({ registration: false });
    await expect(subscribeBrowser(KEY)).rejects.toThrow(MSG_PUSH.sinServiceWorker);
  });

  it('registers the service worker itself when asked before the app did (its first seconds), then waits for it', async () => {
    fakeBrowser({ registration: false, canRegister: true });
    const attempt = subscribeBrowser(KEY, 20);
    await expect(attempt).rejects.toThrow(MSG_PUSH.sinServiceWorker); // (this fake never becomes ready)
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('gives up on a service worker that never becomes active, with the same message', async () => {
    fakeBrowser({ registration: true });
    const attempt = subscribeBrowser(KEY, 20);
    await expect(attempt).rejects.toBeInstanceOf(PushSetupError);
    await expect(attempt).rejects.toThrow(MSG_PUSH.sinServiceWorker);
  });

  it('asks for permission first and stops when it is not given', async () => {
    fakeBrowser({ registration: true, permission: 'default' });
    await expect(subscribeBrowser(KEY)).rejects.toThrow(MSG_PUSH.sinPermiso);
  });
});
