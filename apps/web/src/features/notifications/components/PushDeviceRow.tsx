import { App, Button, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { PreferenciasNotificacionDto } from '@partidos/shared';
import { usePushDevice } from '../api/push-device';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import { MSG_PUSH } from '../web-push';

export const PUSH_NOT_CONFIGURED = 'Las notificaciones push no están configuradas en este servidor';

/**
 * 'Avisos en este teléfono': this device's push subscription, in a player's words. Every install has VAPID keys (the
 * server generates them: docs/decisions/0081); nothing to offer only when the browser has no push. A failure (no
 * permission, no service worker yet) is said in words beside the button.
 */
export function PushDeviceRow({ push }: { push: PreferenciasNotificacionDto['push'] }) {
  const { message } = App.useApp();
  const device = usePushDevice();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const [error, setError] = useState<string | null>(null);

  const activate = () => {
    setError(null);
    subscribe.mutate(push.vapid_public_key!, {
      onSuccess: (r) => void message.success(r.message ?? 'Notificaciones push activadas en este dispositivo'),
      onError: (e) => setError(e.message || MSG_PUSH.noSeSuscribio),
    });
  };
  const deactivate = () => {
    setError(null);
    unsubscribe.mutate(undefined, {
      onSuccess: (r) => void message.success(r?.message ?? 'Notificaciones push desactivadas en este dispositivo'),
      onError: (e) => setError(e.message || 'Error al desactivar las notificaciones push'),
    });
  };

  let content: React.ReactNode;
  if (!push.disponible || !push.vapid_public_key) content = <Typography.Text type="secondary">{PUSH_NOT_CONFIGURED}</Typography.Text>;
  else if (device.isPending) content = <Spin size="small" />;
  else if (!device.data?.supported) content = <Typography.Text type="secondary">{MSG_PUSH.sinSoporte}</Typography.Text>;
  else if (device.data.endpoint) {
    content = (
      <Space wrap>
        <Tag color="green">Activadas en este teléfono</Tag>
        <Button loading={unsubscribe.isPending} onClick={deactivate}>Desactivar</Button>
      </Space>
    );
  } else {
    content = (
      <Space orientation="vertical" size={4}>
        <Button type="primary" loading={subscribe.isPending} onClick={activate}>Activar notificaciones</Button>
        {device.data.permission === 'denied' && !error && <Typography.Text type="secondary">{MSG_PUSH.bloqueadas}</Typography.Text>}
      </Space>
    );
  }

  return (
    <div>
      <Typography.Text strong>Avisos en este teléfono</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px', fontSize: 13 }}>
        Te avisamos cuando se libera un cupo, cambia un partido o falta poco para jugar, aunque la app esté cerrada.
        {push.suscripciones > 0 && ` Activas en ${push.suscripciones} ${push.suscripciones === 1 ? 'dispositivo' : 'dispositivos'}.`}
      </Typography.Paragraph>
      {content}
      {error && <Typography.Paragraph type="danger" role="alert" style={{ margin: '8px 0 0' }}>{error}</Typography.Paragraph>}
    </div>
  );
}
