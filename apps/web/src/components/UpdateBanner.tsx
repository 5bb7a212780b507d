import { Alert, Button } from 'antd';
import { useState } from 'react';

/**
 * 'Hay una nueva versión disponible' with 'Actualizar' (docs/decisions/0039): shown when a new service worker waits.
 * Updating reloads the page, so it is the person's choice, never automatic in the middle of a form.
 */
export function UpdateBanner({ open, onUpdate, onClose }: { open: boolean; onUpdate: () => Promise<void> | void; onClose: () => void }) {
  const [updating, setUpdating] = useState(false);
  if (!open) return null;
  const update = async () => {
    setUpdating(true);
    try {
      await onUpdate();
    } catch (e) {
      // the banner stays, and 'Actualizar' can be tapped again
      console.error(e);
    } finally {
      setUpdating(false);
    }
  };
  return (
    // a snackbar at the bottom, above a phone's action bar and over the floating buttons while it is shown
    <div
      style={{
        position: 'fixed', zIndex: 1100, insetInline: 12, bottom: 'calc(16px + var(--bottom-bar-height, 0px))',
        display: 'flex', justifyContent: 'center', pointerEvents: 'none',
      }}
    >
      <Alert
        type="info"
        showIcon
        title="Hay una nueva versión disponible"
        action={<Button type="primary" loading={updating} onClick={update}>Actualizar</Button>}
        closable={{ onClose, 'aria-label': 'Más tarde' }}
        style={{ pointerEvents: 'auto', width: '100%', maxWidth: 460, alignItems: 'center', boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)' }}
      />
    </div>
  );
}
