import { useEffect, useState, useSyncExternalStore } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '../components/lite/icons';
import { flash, type Flash } from '../lib/flash';
import '../components/lite/lite.css';
import '../components/lite/kit.css';

// lib/flash's messages drawn without antd (docs/decisions/0047), with antd's message look: a card at the top
// centre for three seconds. The pages drawn with antd keep antd's own messages (App.useApp().message); the home page,
// the header and /login use these, so a tap there does not load antd to say "Asistencia confirmada".
const DURATION_MS = 3000;
const ICON = { success: CheckCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled, info: InfoCircleFilled };

let seq = 0;

export function FlashHost() {
  const pending = useSyncExternalStore(flash.subscribe, flash.pending);
  const [shown, setShown] = useState<(Flash & { id: number })[]>([]);
  useEffect(() => {
    if (!pending.length) return;
    const taken = flash.take().map((f) => ({ ...f, id: (seq += 1) }));
    setShown((s) => [...s, ...taken]);
    for (const f of taken) setTimeout(() => setShown((s) => s.filter((x) => x.id !== f.id)), DURATION_MS);
  }, [pending]);
  return (
    <div className="lite-message" aria-live="polite">
      {shown.map((m) => {
        const Icon = ICON[m.kind];
        return (
          <div key={m.id} className={`lite-message__notice lite-message__notice--${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
            <Icon />
            <span>{m.text}</span>
          </div>
        );
      })}
    </div>
  );
}
