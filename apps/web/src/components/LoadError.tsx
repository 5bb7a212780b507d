import { Alert, Button } from './lite';
import { ReloadOutlined } from './lite/app-icons';
import { useState } from 'react';

/**
 * A failed list or detail load: the spec's Spanish message, the server's reason under it, and 'Reintentar'.
 * `onRetry` is usually `() => q.refetch()`; the button spins until the new attempt ends.
 */
export function LoadError({ title, error, onRetry, style }: {
  title: string;
  error?: Error | null;
  onRetry: () => unknown;
  style?: React.CSSProperties;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  const detail = error?.message && error.message !== title ? error.message : undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={style}
      title={title}
      description={detail}
      action={<Button size="small" icon={<ReloadOutlined />} loading={retrying} onClick={() => void retry()}>Reintentar</Button>}
    />
  );
}
