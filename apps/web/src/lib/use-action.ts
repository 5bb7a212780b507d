import { useState } from 'react';
import { flash } from './flash';

/**
 * Runs a server action behind a button: remembers which one is busy (for its spinner), shows the server's
 * success message, or its error with the screen's fallback.
 */
export function useAction() {
  // lib/flash: drawn without antd, so the pages drawn without it can use this too
  const message = flash;
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fn: () => Promise<{ message?: string }>, fallback: string, success = 'Listo') => {
    setBusy(key);
    try {
      const r = await fn();
      message.success(r.message ?? success);
      return true;
    } catch (e) {
      message.error((e as Error).message || fallback);
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
