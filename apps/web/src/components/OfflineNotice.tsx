import { Alert } from './lite';
import { useIsOnline } from '../lib/offline-cache';

export const OFFLINE_TEXT = 'Sin conexión: mostrando los datos de tu última visita';

/** While the browser is offline (docs/decisions/0083): what the page shows is the last visit's copy, not live data. */
export function OfflineNotice({ style }: { style?: React.CSSProperties }) {
  const online = useIsOnline();
  if (online) return null;
  return <Alert type="warning" showIcon title={OFFLINE_TEXT} style={style} />;
}
